// Writes src/inspector/chartLayout.json: the journey chart as ELK lays it out, with the key of the graph it was made
// from (src/inspector/chartLayout.ts), so the inspector page draws the chart at once instead of running ELK in the
// browser. Run `npm run inspector:layout` whenever the chart changes; a unit test (src/inspector/chartLayout.test.ts)
// fails while the saved layout is of another chart, and the page, meanwhile, lays the chart out itself.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createJourneyMachine } from '../machines/journey';
import { chartGraph } from '../src/inspector/chartGraph';
import { layOut, layoutKey, type SavedChartLayout } from '../src/inspector/chartLayout';

async function main(): Promise<void> {
  const started = performance.now();
  const graph = chartGraph(createJourneyMachine({}));
  const saved: SavedChartLayout = { key: layoutKey(graph.elk), layout: await layOut(graph.elk) };
  const out = fileURLToPath(new URL('../src/inspector/chartLayout.json', import.meta.url));
  const text = `${JSON.stringify(saved)}\n`;
  writeFileSync(out, text);
  console.log(
    `${graph.nodes.size} states and ${graph.edges.length} transitions laid out in ` +
      `${Math.round(performance.now() - started)} ms: ${text.length} bytes written to ${out}`,
  );
}

await main();
