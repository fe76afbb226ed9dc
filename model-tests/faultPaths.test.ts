// Platform faults on the browser paths (issue 14, e2e/support/pathEvents/faults.ts): every path that takes a call's
// fault arms the sandbox's fault switch for that call's family, as many times as the app's transport tries it, and
// the chart's fault states (a failed poll polled through, the error page after a failed submit, offer read or
// decision, a failed completed-case read waited out) are reached by a browser path.
import { describe, expect, it } from 'vitest';
import { LOGIN_APP_ENTRIES, SEEDED_REVIEW_ENTRY } from '../e2e/support/pathEvents';
import { CAPTURE_AFTER_RELOAD } from '../e2e/support/pathEvents/faults';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';

describe('the browser paths through platform faults', () => {
  it('arm the fault switch for each call they fail, and reach the fault states', () => {
    const entries = browserEntries().filter((entry) => entry.name === SEEDED_REVIEW_ENTRY);
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    const faulty = ranked.filter((path) => path.events.some((label) => label.endsWith('✗(service_unavailable)')));
    expect(faulty.length).toBeGreaterThan(5);
    for (const path of ranked) {
      // a platform fault, or a refusal the switch gives in its place (its status and code: capture.ts, entry.ts,
      // returns.ts)
      // a `delay_ms` is no fault: the held call is answered as usual (pathEvents/capture.ts, the held save)
      const faults = (path.faults ?? []).filter((fault) => fault.delay_ms === undefined);
      const refusals = faults.flatMap((fault) => (fault.code ? [`✗(${fault.code})`] : []));
      const failed = path.events.filter(
        (label) => label.endsWith('✗(service_unavailable)') || refusals.some((refusal) => label.endsWith(refusal)),
      );
      // a fault the sandbox gives only when it is armed, and armed only where the path needs it
      expect(faults.length > 0, path.name).toBe(failed.length > 0);
    }
    const armedFor = (state: string) =>
      ranked.filter((path) => path.states.includes(state)).flatMap((path) => path.faults ?? []);
    // a poll is a GET: 1 + 3 transport tries per failure the chart sees, three failures in a row to the error page
    expect(armedFor('journey.main.submission.retrying')).toContainEqual({ family: 'next-task', times: 12 });
    // a completed-case read is a GET too: 4 tries per failure the chart sees, once and polled through, or every read
    // until the error page (pathEvents/entry.ts), whose path may be the one the ranking keeps for this state
    const completion = armedFor('journey.main.completion.waiting').filter((fault) => fault.family === 'completed-case');
    expect(completion.length).toBeGreaterThan(0);
    for (const fault of completion) expect(fault.times % 4).toBe(0);
    // the error page shown (the path may go on from it: F5 after a failed submit, the last test)
    const intoError = ranked.filter((path) => path.steps.some((step) => step.expect.screen === 'error'));
    for (const family of ['submit', 'offers', 'offer-decision', 'offer-update', 'credentials'])
      expect(intoError.flatMap((path) => path.faults ?? []).map((fault) => fault.family)).toContain(family);
  }, 300_000);

  it("fail a logged-in customer's reads through the switch armed for that customer, one customer of their own each", () => {
    const entries = browserEntries().filter((entry) => Object.hasOwn(LOGIN_APP_ENTRIES, entry.name));
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    const faulty = ranked.filter((path) => path.events.some((label) => label.endsWith('✗(service_unavailable)')));
    const byCall: Record<string, (typeof ranked)[number]> = Object.fromEntries(
      faulty
        .filter((path) => path.faults?.length)
        .map((path) => [path.events.find((label) => label.endsWith('✗(service_unavailable)')), path]),
    );
    for (const [call, family] of [
      ['fetchCurrentUser', 'current-user'],
      ['fetchPortalCases', 'portal-cases'],
      ['fetchCustomerDetails', 'customer-details'],
      ['fetchCustomerProfile', 'customer-details'],
    ]) {
      const path = byCall[`${call}✗(service_unavailable)`];
      expect(path?.faults, call).toEqual([{ family, times: 4, on: 'customer' }]);
      expect(path?.username, call).toMatch(/^sandboxfault/);
      expect(path?.steps.at(-1)?.expect.screen, call).toBe('error');
    }
    const usernames = Object.values(byCall).map((path) => path.username);
    expect(new Set(usernames).size).toBe(usernames.length);
  }, 300_000);

  it('reload the error page after a failed submit: the case still in capture goes back to review, the answers in the tab', () => {
    const entries = browserEntries().filter((entry) => entry.name === SEEDED_REVIEW_ENTRY);
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    // submission.routing always[2]: a capture task for a case whose answers the tab holds (steps 1 and 2 done in its
    // form): the web task next is review (doc 1 "Web task names"), never the eligibility page
    const into = ranked.filter((path) =>
      path.transitions.includes('#journey.main.submission.routing always[2] → #journey.main.capture.screen.review'),
    );
    expect(into.length).toBeGreaterThan(0);
    for (const path of into) {
      expect(path.faults, path.name).toEqual([{ family: 'submit', times: 4 }]);
      const failing = path.events.indexOf('submitCase✗(service_unavailable)');
      const reload = path.events.indexOf('RELOAD');
      expect(failing, path.name).toBeGreaterThan(0);
      expect(reload, path.name).toBeGreaterThan(failing);
      expect(path.events.indexOf(CAPTURE_AFTER_RELOAD), path.name).toBeGreaterThan(reload);
      const screens = path.steps.map((step) => step.expect.screen);
      expect(screens.slice(0, 3), path.name).toEqual(['review', 'error', 'review']);
      expect(path.steps[2]?.expect.route, path.name).toBe('/review');
      expect(screens, path.name).not.toContain('eligibility');
    }
  }, 300_000);
});
