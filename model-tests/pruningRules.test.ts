// The model's pruning rules name states of the chart by path and by state value. A rule that names a state the chart
// no longer has matches nothing, and pruning would silently stop (or the catalogue would stop offering an event):
// every rule must match at least one state node of the production chart.
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { journeyMachine } from '../machines/journey';
import { inMain, NODE_RULES, PRUNED_STATE_VALUES } from './journeyModel';

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** The paths a state value names: { main: { capture: 'x' } } → main.capture.x. */
function pathsOf(value: string | object, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, inner]) => pathsOf(inner as string | object, [...prefix, key]));
}

const nodes = allNodes(journeyMachine.root);
const paths = new Set(nodes.map((node) => node.path.join('.')));

describe('every pruning rule of the model matches a state of the chart', () => {
  it('sees the chart (guards against a vacuous pass)', () => {
    expect(nodes.length).toBeGreaterThan(50);
    expect(paths.has('main.capture.lookup')).toBe(true);
  });

  it.each(Object.entries(NODE_RULES))('%s matches a state node', (_name, rule) => {
    expect(nodes.filter(rule).length).toBeGreaterThan(0);
  });

  it.each(PRUNED_STATE_VALUES.map((value) => [JSON.stringify(value), value] as const))(
    '%s is a state of the chart',
    (_name, value) => {
      for (const path of pathsOf(inMain(value))) expect(paths.has(path), path).toBe(true);
    },
  );

  it('a rule naming a state that is gone fails this check', () => {
    expect(nodes.filter((node) => node.id.startsWith('journey.capture.lookup'))).toEqual([]);
    expect(pathsOf(inMain({ capture: { screen: { gone: 'editing' } } })).some((path) => paths.has(path))).toBe(false);
  });
});
