// The saved drawing of the chart (chartLayout.json) is ELK's layout of the chart as it is now: the inspector draws it
// without running ELK, so a stale one would put the active states of a live tab in boxes of another chart.
import { describe, expect, it } from 'vitest';
import { createJourneyMachine } from '../../machines/journey';
import { chartGraph } from './chartGraph';
import { type LaidOutNode, layOut, layoutKey, type SavedChartLayout, savedLayoutFor } from './chartLayout';
import saved from './chartLayout.json';

const graph = chartGraph(createJourneyMachine({}));
const stored = saved as SavedChartLayout;

function idsOf(node: LaidOutNode): string[] {
  return [node.id, ...(node.children ?? []).flatMap(idsOf)];
}

// ELK lays out 246 states and 475 transitions: 2-3 s alone, far longer beside the other stages on 2 cores.
describe('the saved chart layout', { timeout: 120_000 }, () => {
  it('was made from the chart as it is now (after a chart change: npm run inspector:layout)', () => {
    expect(stored.key, 'src/inspector/chartLayout.json is of another chart: run npm run inspector:layout').toBe(
      layoutKey(graph.elk),
    );
    expect(savedLayoutFor(graph.elk, stored)).toBe(stored.layout);
  });

  it('has a box for every state and a routed edge with its label for every transition', () => {
    expect(new Set(idsOf(stored.layout.root))).toEqual(new Set(graph.nodes.keys()));
    expect(stored.layout.edges.map((edge) => [edge.id, edge.source, edge.label?.text])).toEqual(
      graph.edges.map((edge) => [edge.id, edge.source, edge.label]),
    );
    for (const edge of stored.layout.edges) expect(edge.sections.length, edge.id).toBeGreaterThan(0);
  });

  it('is what ELK makes of the chart, to the tenth of a pixel', async () => {
    expect(await layOut(graph.elk)).toEqual(stored.layout);
  });

  it('is not used for a chart that changed: a relabelled transition or a moved state changes the key', () => {
    const relabelled = structuredClone(graph.elk);
    const edge = relabelled.edges?.[0]?.labels?.[0];
    if (!edge) throw new Error('the chart has no labelled transition');
    edge.text = `${edge.text} [changed]`;
    expect(savedLayoutFor(relabelled, stored)).toBeUndefined();

    const reordered = structuredClone(graph.elk);
    const journey = reordered.children?.[0];
    journey?.children?.reverse();
    expect(savedLayoutFor(reordered, stored)).toBeUndefined();
  });
});
