// The browser paths' selection (issue 14): the event→action table and the personas name only events, actors and
// delays of the chart, the ranking takes every transition the browser model reaches, the selection is
// deterministic, and e2e/generatedPaths.json is what it gives (regenerate with `npm run coverage:paths`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BROWSER_EVENTS, DRIVABLE_EVENTS, LOGIN_APP_ENTRIES, PERSONAS } from '../e2e/support/pathEvents';
import { journeyMachine } from '../machines/journey';
import { browserEntries, generateBrowserModel } from './browserModel';
import { BROWSER_PATH_FILE, browserPathFile, selectBrowserPaths, withinBudget } from './browserPaths';
import { transitionsOf } from './chartInventory';

const chartEvents = new Set(transitionsOf(journeyMachine).map((transition) => transition.eventType));
const delays = Object.keys(journeyMachine.implementations.delays);

describe('the browser paths', () => {
  it('drive only events the chart has, and wait only for its actors and delays', () => {
    for (const event of Object.keys(DRIVABLE_EVENTS)) expect(chartEvents, event).toContain(event);
    // a reload is the browser's, not the chart's: the chart starts again (browserModel.ts ReloadEvent)
    for (const event of Object.keys(BROWSER_EVENTS)) expect(chartEvents, event).not.toContain(event);
    const drivable = [...Object.keys(DRIVABLE_EVENTS), ...Object.keys(BROWSER_EVENTS)];
    for (const persona of PERSONAS) {
      for (const event of persona.events) expect(drivable, persona.name).toContain(event);
      for (const outcome of persona.outcomes) {
        if (outcome.startsWith('⏱')) expect(delays, outcome).toContain(outcome.slice(1));
        else {
          const actor = outcome.slice(0, outcome.search(/[✓✗]/));
          const kind = outcome.includes('✓') ? 'done' : 'error';
          expect(chartEvents, `${persona.name}: ${outcome}`).toContain(`xstate.${kind}.actor.${actor}`);
        }
      }
    }
  });

  it("reach the step-up modal's states through the login app, each with a customer of the paths' own", () => {
    const entries = browserEntries().filter((entry) => Object.hasOwn(LOGIN_APP_ENTRIES, entry.name));
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    const into = (state: string) => ranked.filter((path) => path.states.includes(`journey.main.${state}`));
    const steppingUp = {
      'capture.screen.personalDetails': 'sandboxnoor',
      portal: 'sandboxmo',
      authentication: 'sandboxpia',
    };
    for (const [where, username] of Object.entries(steppingUp))
      expect(into(`${where}.steppingUp.answering.limitReached`).map((path) => path.username)).toEqual([username]);
    // no mobile: the password's challenge, nothing texted; a passcode the sandbox cannot send, then a resend
    expect(into('portal.steppingUp.answering.challenge').map((path) => path.username)).toContain('sandboxquinn');
    expect(into('portal.steppingUp.answering.noPasscode').map((path) => path.username)).toEqual(['sandboxrory']);
    expect(ranked.find((path) => path.username === 'sandboxrory')?.smsFailing).toBe(1);
  }, 120_000);

  it('rank every transition the browser model takes, the same way every time, as e2e/generatedPaths.json holds', () => {
    const model = generateBrowserModel();
    const first = selectBrowserPaths(model);
    const second = selectBrowserPaths(model);
    expect(second.ranked.map((path) => path.name)).toEqual(first.ranked.map((path) => path.name));
    // every path's transitions are in the ranking's union: the greedy cover leaves none out
    const ranked = new Set(first.ranked.flatMap((path) => path.transitions));
    expect(first.reachable.length).toBeGreaterThan(0);
    expect(first.reachable.filter((id) => !ranked.has(id))).toEqual([]);
    // each step ends on a page with a route, and each action names the screen it is taken on
    for (const path of first.ranked) {
      for (const step of path.steps) {
        expect(step.expect.route, path.name).toMatch(/^\//);
        if (step.action) expect(step.on, path.name).toBeTruthy();
      }
    }
    // the sandbox decides a case once (unless the applicant confirms something), so no path is in processing after
    // its decision: such a path would end on the submission page the browser only passes through (issue 14, path 17)
    for (const path of first.ranked) {
      let decided = false;
      for (const label of path.events) {
        if (label === 'fetchNextTask✓(applicationprocessing)')
          expect(decided, `${path.name}: ${path.events}`).toBe(false);
        // a joint case waiting for its other applicant is not decided: the first applicant's submit processes it
        // (pathEvents/jointPaths.ts, the second applicant waiting while the first submits)
        else if (label.startsWith('fetchNextTask✓(') && label !== 'fetchNextTask✓(awaitapplicant)') decided = true;
        else if (label === 'submitLetterCode✓' || label === 'submitCallValidation✓(PASS)') decided = false;
      }
    }
    const committed = JSON.parse(readFileSync(BROWSER_PATH_FILE, 'utf8'));
    const max = typeof committed.max === 'number' ? committed.max : withinBudget(first.ranked);
    expect(committed).toEqual(JSON.parse(JSON.stringify(browserPathFile(first.ranked, max))));
  }, 300_000);
});
