// The inspect switch and the live stream, with the real journey chart: nothing is installed without ?inspect=1,
// nothing is sent when the flag is off, and what is sent for a real actor is masked.

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import browserPaths from '../../e2e/generatedPaths.json';
import { journeyMachine } from '../../machines/journey';
import type { BrowserPathFile } from '../../model-tests/browserPaths';
import { activeIds, chartGraph, eventLabel } from './chartGraph';
import generated from './generatedPaths.json';
import { inspectSwitch } from './inspectSwitch';
import { inspectedSnapshot } from './liveInspect';
import { browserPathName, type InspectorPathFile, pathsOf } from './pathFile';
import { MASK } from './sanitise';

describe('inspectSwitch', () => {
  it('installs nothing without ?inspect=1', () => {
    expect(inspectSwitch('?applyFor=IM135&brandId=CB')).toBeUndefined();
    expect(inspectSwitch('?inspect=yes')).toBeUndefined();
  });

  it('drops what it buffered when the flag is off, and never starts streaming', async () => {
    const channel = new BroadcastChannel('journey-inspector');
    const received: unknown[] = [];
    channel.onmessage = (message) => received.push(message.data);
    const inspection = inspectSwitch('?inspect=1');
    if (!inspection) throw new Error('the switch should be on');
    const actor = createActor(
      fromPromise(async () => 'done'),
      { inspect: inspection.observer },
    );
    actor.start();
    inspection.decide(false);
    inspection.decide(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    channel.close();
    expect(received).toEqual([]);
  });

  it('streams the buffered and later events, masked, when the flag is on', async () => {
    const channel = new BroadcastChannel('journey-inspector');
    const received: { type: string; snapshot?: { output?: unknown } }[] = [];
    channel.onmessage = (message) => received.push(message.data);
    const inspection = inspectSwitch('?inspect=1');
    if (!inspection) throw new Error('the switch should be on');
    const actor = createActor(
      fromPromise(async () => ({ lastName: 'Byron-Kingsley', caseId: 'CS9' })),
      {
        inspect: inspection.observer,
      },
    );
    actor.start();
    inspection.decide(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    channel.close();
    expect(received.map((message) => message.type)).toContain('@xstate.actor');
    expect(received.map((message) => message.type)).toContain('@xstate.snapshot');
    expect(JSON.stringify(received)).not.toContain('Byron-Kingsley');
    expect(JSON.stringify(received)).toContain('CS9');
  });
});

describe('inspectedSnapshot', () => {
  it('sends the state value, the masked context and output, and the children by id', () => {
    const child = { sessionId: 'x:3', getSnapshot: () => ({ status: 'active' }) };
    const out = inspectedSnapshot({
      status: 'active',
      value: { main: 'capture' },
      context: { form: { firstName: 'Adaline' }, accessToken: 'tok-123' },
      output: { firstName: 'Adaline', caseId: 'CS1' },
      children: { inactivityTimer: child as never },
    });
    expect(out.value).toEqual({ main: 'capture' });
    expect(out.context).toEqual({ form: { firstName: MASK }, accessToken: MASK });
    expect(out.output).toEqual({ firstName: MASK, caseId: 'CS1' });
    expect(out.children).toEqual({ inactivityTimer: { sessionId: 'x:3', status: 'active' } });
  });
});

describe('chartGraph', () => {
  const graph = chartGraph(journeyMachine);
  it('has a node for every state of the chart and an edge for every targeted or self transition', () => {
    expect(graph.nodes.get('journey')?.type).toBe('compound');
    expect([...graph.nodes.values()].some((node) => node.type === 'parallel')).toBe(true);
    expect([...graph.nodes.values()].some((node) => node.region)).toBe(true);
    expect(graph.nodes.size).toBeGreaterThan(100);
    expect(graph.edges.length).toBeGreaterThan(200);
    expect(graph.edges.some((edge) => edge.label.startsWith('CONTINUE'))).toBe(true);
    expect(graph.edges.some((edge) => /\[.+\]$/.test(edge.label))).toBe(true);
  });

  it('names the chart events a reader knows', () => {
    expect(eventLabel('xstate.done.actor.createCase')).toBe('done: createCase');
    expect(eventLabel('xstate.error.actor.createCase')).toBe('error: createCase');
    expect(eventLabel('xstate.after.pollInterval.journey.main')).toBe('after pollInterval');
  });

  it('finds the active states of a snapshot value by key', () => {
    const active = activeIds(journeyMachine.root, { main: { eligibility: 'questions' } });
    expect([...active].some((id) => id.endsWith('eligibility.questions'))).toBe(true);
    expect(active.has('journey')).toBe(true);
  });

  it('knows every state of the stored generated paths (regenerate them with scripts/inspectorPaths.ts)', () => {
    const paths = pathsOf(generated as unknown as InspectorPathFile);
    expect(paths.filter((path) => path.kind === 'chart').length).toBeGreaterThan(5);
    function keysOf(value: unknown): number {
      if (typeof value === 'string') return 1;
      if (value && typeof value === 'object') {
        return Object.values(value).reduce<number>((sum, child) => sum + 1 + keysOf(child), 0);
      }
      return 0;
    }
    for (const path of paths) {
      expect(path.steps.length, path.name).toBeGreaterThan(1);
      for (const step of path.steps) {
        // every key of the value is a state of the chart: activeIds finds one node per key, plus the root
        expect(activeIds(journeyMachine.root, step.value).size, path.name).toBe(keysOf(step.value) + 1);
      }
    }
  });

  it('holds every browser path the testers run (e2e/generatedPaths.json), replayed to where the browser ends', () => {
    const paths = pathsOf(generated as unknown as InspectorPathFile);
    const browser = paths.filter((path) => path.kind === 'browser');
    expect(browser.map((path) => path.name)).toEqual(
      (browserPaths as BrowserPathFile).paths.map((path) => browserPathName(path.name)),
    );
    for (const [index, path] of browser.entries()) {
      const run = (browserPaths as BrowserPathFile).paths[index];
      // one step per event of the path, after the start
      expect(path.steps.length, path.name).toBe((run?.events.length ?? 0) + 1);
      // and its last state shows the screen the browser path ends on, unless the tab has left for the sandbox's login
      // app, a page outside the app whose state names no screen (e2e/support/pathEvents/loginAppRedirect.ts)
      if (run?.steps.at(-1)?.expect.screen === 'loginApp') continue;
      const last = path.steps.at(-1)?.value;
      const ids = [...activeIds(journeyMachine.root, last)];
      const screens = ids.map(
        (id) => (journeyMachine.getStateNodeById(id).meta as { screen?: string } | undefined)?.screen,
      );
      // a path that ends on the sandbox's transfer app ends in the state that left for it (pathEvents/transfer.ts)
      if (run?.steps.at(-1)?.expect.screen === 'transferApp')
        expect(ids, path.name).toContain('journey.main.transfer.handedOff');
      // and one that ends on the bank's registration app in the state that sent it there (pathEvents/registrationApp.ts)
      else if (run?.steps.at(-1)?.expect.screen === 'registrationApp')
        expect(ids, path.name).toContain('journey.main.registration.external');
      else expect(screens, path.name).toContain(run?.steps.at(-1)?.expect.screen);
    }
  });
});
