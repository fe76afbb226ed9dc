// The browser paths' selection (issue 14): the event→action table names only events of the chart, the outcomes it
// accepts are those of actors the chart invokes, and the selection is deterministic and is what
// e2e/generatedPaths.json holds (regenerate with `npm run coverage:paths` when the chart changes).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRIVABLE_EVENTS, PLATFORM_OUTCOMES } from '../e2e/support/pathEvents';
import { journeyMachine } from '../machines/journey';
import { BROWSER_PATH_FILE, browserPathFile, maxPaths, selectBrowserPaths } from './browserPaths';
import { transitionsOf } from './chartInventory';
import { generateModel } from './journeyModel';

const chartEvents = new Set(transitionsOf(journeyMachine).map((transition) => transition.eventType));

describe('the browser paths', () => {
  it('drive only events the chart has', () => {
    for (const event of Object.keys(DRIVABLE_EVENTS)) expect(chartEvents, event).toContain(event);
    for (const outcome of PLATFORM_OUTCOMES) {
      const actor = outcome.slice(0, outcome.indexOf('✓'));
      expect(chartEvents, outcome).toContain(`xstate.done.actor.${actor}`);
    }
  });

  it('are chosen the same way every time, and e2e/generatedPaths.json is that choice', () => {
    const committed = JSON.parse(readFileSync(BROWSER_PATH_FILE, 'utf8'));
    // the file may have been written with GENERATED_PATHS_MAX: the same cap gives the same choice
    const max = typeof committed.max === 'number' ? committed.max : maxPaths({});
    const model = generateModel();
    const first = selectBrowserPaths(model, max);
    const second = selectBrowserPaths(model, max);
    expect(second.selected.map((path) => path.name)).toEqual(first.selected.map((path) => path.name));
    expect(first.selected.length).toBeGreaterThan(0);
    expect(first.selected.length).toBeLessThanOrEqual(max);
    expect(committed).toEqual(JSON.parse(JSON.stringify(browserPathFile(first.ranked, max))));
  }, 300_000);
});
