// What the inspector steps through with no live tab (issue 14): src/inspector/generatedPaths.json, written by
// scripts/inspectorPaths.ts from the production chart. Two kinds of path: the chart's (model-tests/, the longest of
// each entry) and the browser's (e2e/generatedPaths.json, the paths the testers run in Chromium, replayed on the
// chart for their states). Most events and state values repeat across paths, so each is stored once and a step is a
// pair of indexes: the file stays small in the inspector's bundle.

export type InspectorEvent = { type: string } & Record<string, unknown>;

export type PathKind = 'chart' | 'browser';

export interface InspectorPathFile {
  events: InspectorEvent[];
  values: unknown[];
  /** Each step: [index into events, index into values], the event and the chart's state value after it. */
  paths: { name: string; kind: PathKind; steps: [number, number][] }[];
}

export interface InspectorStep {
  event: InspectorEvent;
  value: unknown;
}

export interface InspectorPath {
  name: string;
  kind: PathKind;
  steps: InspectorStep[];
}

/** The name a browser path has in the inspector: its name in e2e/generatedPaths.json, marked as the browser's. */
export const browserPathName = (name: string) => `browser: ${name}`;

/** The file's paths with their steps spelled out. */
export function pathsOf(file: InspectorPathFile): InspectorPath[] {
  return file.paths.map((path) => ({
    name: path.name,
    kind: path.kind,
    steps: path.steps.map(([event, value]) => ({
      event: file.events[event] ?? { type: 'unknown' },
      value: file.values[value],
    })),
  }));
}

/** Builds the file: every distinct event and value once (compared by their JSON). */
export function pathFileOf(paths: readonly InspectorPath[]): InspectorPathFile {
  const events: InspectorEvent[] = [];
  const values: unknown[] = [];
  const eventIndex = new Map<string, number>();
  const valueIndex = new Map<string, number>();
  const indexOf = <T>(list: T[], index: Map<string, number>, item: T) => {
    const key = JSON.stringify(item);
    let found = index.get(key);
    if (found === undefined) {
      found = list.push(item) - 1;
      index.set(key, found);
    }
    return found;
  };
  return {
    events,
    values,
    paths: paths.map((path) => ({
      name: path.name,
      kind: path.kind,
      steps: path.steps.map((step): [number, number] => [
        indexOf(events, eventIndex, step.event),
        indexOf(values, valueIndex, step.value),
      ]),
    })),
  };
}
