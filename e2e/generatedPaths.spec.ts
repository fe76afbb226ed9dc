// Generated paths in the browser (issue 14): the paths `npm run coverage:paths` chose from the production chart
// (e2e/generatedPaths.json, model-tests/browserPaths.ts), each driven in Chromium against the built app and the real
// sandbox platform. Every step performs the UI action that sends its event (e2e/support/pathActions.ts) and then
// checks what the reached state's meta says: the URL path, the screen's heading, the modal. The platform's answers
// are its own, never stubbed: a path's persona (a documented sandbox scenario, a seeded customer) makes them so.

import type { Page } from '@playwright/test';
import type { BrowserPathFile } from '../model-tests/browserPaths';
import { SANDBOX_AUTOSAVE_COOKIE } from '../platform/routes/configRoutes';
import pathFile from './generatedPaths.json' with { type: 'json' };
import { armFault } from './support/faultSwitch';
import { expect, test } from './support/fixtures';
import { customer, logInThroughLoginApp } from './support/loginApp';
import { expectView, PATH_ACTIONS, type PathMemory, rememberCase } from './support/pathActions';
import { accountsWaitedOutMs, stayActive } from './support/pathActions/inactivity';
import { armSeededJointFaults, openSeededSecondWaiting } from './support/pathActions/jointPaths';
import { expectStepUpState } from './support/pathActions/stepUpState';
import { openSeededCashIsa } from './support/pathActions/transfer';
import { prepareTransferStepUp } from './support/pathActions/transferStepUp';
import { WAIT_SECONDS } from './support/pathEvents';
import type { ArmedFault } from './support/pathEvents/faults';
import { ACCOUNTS_REREAD_FAULT, ACCOUNTS_UNREAD_ON_RETURN } from './support/pathEvents/returns';
import { openSeededReview, seededPrimaryWaiting } from './support/seededCase';

// The file ranks every browser path that adds a transition, best first; the first `max` fit the time budget of
// the e2e stage; GENERATED_PATHS_MAX runs more (or fewer).
const file = pathFile as BrowserPathFile;
const paths = file.paths.slice(0, Number(process.env.GENERATED_PATHS_MAX) || file.max);

/** The sandbox's fault switch armed on the path's case (platform/README.md "Fault switch"), as the fault says. */
async function armOnCase(page: Page, caseId: string | undefined, fault: ArmedFault) {
  if (!caseId) throw new Error('no case id seen before the fault is armed');
  await armFault(page, { caseId }, fault);
}

/** How long the timers and timed answers of a step take with the e2e timings, in ms. */
const waitOf = (outcomes: string[]) => outcomes.reduce((sum, outcome) => sum + (WAIT_SECONDS[outcome] ?? 0), 0) * 1000;

function pathTest(path: (typeof paths)[number]) {
  test(path.name, async ({ page }) => {
    test.info().annotations.push({ type: 'events', description: path.events.join(' › ') });
    const memory: PathMemory = {};
    rememberCase(page, memory);
    for (const [index, step] of path.steps.entries()) {
      const title = `${index}: ${step.action ? `${step.label} on ${step.on}` : `open ${path.url}`} → ${step.expect.screen}`;
      await test.step(title, async () => {
        const wait = waitOf(step.outcomes);
        test.setTimeout(120_000 + wait);
        const later = path.steps.slice(index + 1);
        // the accounts read after the transfer app's return fails (pathEvents/returns.ts accountsRereadFails): the
        // switch armed by the step that meets the failure, the reads before it having answered
        if (step.outcomes.includes(ACCOUNTS_UNREAD_ON_RETURN) && path.faults?.some((fault) => fault.on === 'step'))
          await armOnCase(page, memory.caseId, ACCOUNTS_REREAD_FAULT);
        if (step.action) await PATH_ACTIONS[step.action]({ page, step, path, later, memory });
        else if (path.through === 'seededReview') {
          // what the entry's link adds beyond the product and brand (removeFeatures=letterCode)
          const extra = new URLSearchParams(new URL(path.url, 'http://app.invalid').search);
          extra.delete('applyFor');
          extra.delete('brandId');
          memory.caseId = await openSeededReview(page, {
            ...(path.lastName ? { lastName: path.lastName } : {}),
            ...(path.noOverdraft ? { overdraft: '' } : {}),
            ...(extra.size > 0 ? { query: extra.toString() } : {}),
          });
          // the sandbox's documented control: the next offer reads answer 401 (platform/README.md)
          if (path.offerUnauthorised) {
            const control = await page.request.post(`/sandbox/cases/${memory.caseId}/offer-unauthorised`, {
              data: { times: path.offerUnauthorised },
            });
            expect(control.status()).toBe(200);
          }
          // the sandbox's fault switch: the next calls of each family on the case answer 503 (platform/README.md);
          // one armed by its step is left to it
          for (const fault of path.faults ?? []) if (fault.on !== 'step') await armOnCase(page, memory.caseId, fault);
          // the sandbox's documented control: the case's next polls answer a task the app does not know
          if (path.unknownTask) {
            const control = await page.request.post(`/sandbox/cases/${memory.caseId}/unknown-task`, {
              data: path.unknownTask,
            });
            expect(control.status()).toBe(200);
          }
        } else if (path.through === 'seededCashIsa') {
          memory.caseId = await openSeededCashIsa(page, path.lastName);
          // the fault switch on the cash ISA's case, its tab opened (a refused resume on the transfer app's return);
          // one armed by its step is left to it (the accounts read after the return, below)
          for (const fault of path.faults ?? []) if (fault.on !== 'step') await armOnCase(page, memory.caseId, fault);
        } else if (path.through === 'seededJointWaiting') {
          memory.caseId = (await seededPrimaryWaiting(page)).caseId;
          // the sandbox's fault switch, on the case or for the persona's customer (pathEvents/jointPaths.ts)
          await armSeededJointFaults(page, path, memory.caseId);
        } else if (path.through === 'seededJointSecondWaiting') {
          memory.caseId = await openSeededSecondWaiting(page);
          await armSeededJointFaults(page, path, memory.caseId);
        } else {
          // the sandbox's fault switch on the customer's saved case (pathEvents/entry.ts), before the path opens
          for (const fault of path.faults ?? []) if (fault.caseId) await armOnCase(page, fault.caseId, fault);
          // the sandbox's fault switch for the customer: their next calls of a family answer 503 (platform/README.md)
          for (const fault of path.faults ?? []) {
            if (fault.on !== 'customer') continue;
            await armFault(page, { customerNumber: customer(path.username ?? '').customerNumber }, fault);
          }
          // the sandbox's documented switch: the customer's next passcode texts cannot be sent (platform/README.md)
          if (path.smsFailing) {
            const control = await page.request.post(
              `/sandbox/customers/${customer(path.username ?? '').customerNumber}/sms-failing`,
              { data: { times: path.smsFailing } },
            );
            expect(control.status()).toBe(200);
          }
          // the transfer step-up's paths: the page's clock, and the customer's calls taken at scope 10 (platform/README.md)
          await prepareTransferStepUp(page, path);
          // the device's clock, as the persona's (pathEvents/entry.ts WRONG_CLOCK): set before the app loads
          if (path.clock) await page.clock.install({ time: new Date(path.clock) });
          // the sandbox's per-browser autosave interval (platform/README.md "Sandbox mode"): autosave off
          if (path.autosaveOff) {
            const url = test.info().project.use.baseURL ?? '';
            await page.context().addCookies([{ name: SANDBOX_AUTOSAVE_COOKIE, value: '0', url }]);
          }
          await page.goto(path.url);
          if (path.through === 'loginApp') await logInThroughLoginApp(page, path.username ?? '');
        }
        // a timer that leaves the page as it was (a deferred autosave) must have run before the next action
        const previous = path.steps[index - 1]?.expect;
        if (wait > 0 && previous?.route === step.expect.route && previous.screen === step.expect.screen)
          await page.waitForTimeout(wait);
        // each platform answer the step waits for (a case decided after its processing time, polled) takes time on
        // a busy machine, and the first page load starts the app's start-up calls
        // the applicant keeps the page active through an answer that comes after the inactivity time-out would
        const waitedOut = accountsWaitedOutMs(step);
        const stop = waitedOut ? stayActive(page) : undefined;
        try {
          await expectView(
            page,
            step.expect,
            (step.action ? 10_000 : 30_000) + 4_000 * step.outcomes.length + wait + waitedOut,
          );
        } finally {
          await stop?.();
        }
        await expectStepUpState(page, step, 10_000);
      });
    }
  });
}

// Paths whose persona is a seeded customer share that customer's texted passcodes and lockout counters on
// the platform: they run one after another in one worker. Every other path starts from its own page load with its
// own applicant, so they share the workers.
test.describe.configure({ mode: 'parallel' });
for (const path of paths) if (!path.username) pathTest(path);
test.describe('seeded customers', () => {
  test.describe.configure({ mode: 'default' });
  for (const path of paths) if (path.username) pathTest(path);
});
