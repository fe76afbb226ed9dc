// Writes src/inspector/generatedPaths.json: a few of the paths model-tests/ generates from the production chart
// (xstate/graph shortest paths), as the state values and events the inspector steps through with no live tab.
// Run: npx tsx scripts/inspectorPaths.ts (about 2 minutes) whenever the chart changes; a unit test
// (src/inspector/liveInspect.test.ts) fails when a state of a stored path no longer exists in the chart.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateModel } from '../model-tests/journeyModel';
import { maskEvent } from '../src/inspector/sanitise';

/** How many paths to keep: the longest of each entry first, so together they move through most of the chart. */
const PATHS_PER_ENTRY = 3;

export interface InspectorPath {
  name: string;
  steps: { event: { type: string } & Record<string, unknown>; value: unknown }[];
}

function main(): void {
  const started = Date.now();
  const model = generateModel();
  const byEntry = new Map<string, (typeof model.paths)[number][]>();
  for (const path of model.paths) {
    const list = byEntry.get(path.entry.name) ?? [];
    list.push(path);
    byEntry.set(path.entry.name, list);
  }
  const paths: InspectorPath[] = [];
  for (const [entry, list] of byEntry) {
    const chosen = [...list].sort((a, b) => b.steps.length - a.steps.length).slice(0, PATHS_PER_ENTRY);
    chosen.forEach((path, index) => {
      paths.push({
        name: `${entry} #${index + 1} (${path.steps.length - 1} events)`,
        steps: path.steps.map((step) => ({
          event: maskEvent(step.event as { type: string } & Record<string, unknown>),
          value: step.state.value,
        })),
      });
    });
  }
  const out = fileURLToPath(new URL('../src/inspector/generatedPaths.json', import.meta.url));
  writeFileSync(out, `${JSON.stringify({ paths }, null, 1)}\n`);
  console.log(`${paths.length} paths of ${model.paths.length} written to ${out} in ${Date.now() - started} ms`);
}

main();
