// Registration on the generated browser paths (issue 14; e2e/support/pathEvents/registration.ts): the ranking holds a
// path through the 409's own page and one that finds the customer registered, each made so by the sandbox's
// registered-elsewhere control; the platform never answers "not registered" after the 409; and the registration app's
// return starts the app again on /hasDigitalRegDone, spending the tab's resume token, never one a return from the
// transfer app spent already (the model offers it only then). Reads the committed ranking, which browserPaths.test.ts checks against the chart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_PROBLEM,
  CREDENTIALS_EXIST,
  FOUND_REGISTERED,
  REGISTRATION_APP_RETURN,
  registrationAppReturn,
} from '../e2e/support/pathEvents/registration';
import { SEEDED_CASH_ISA_ENTRY } from '../e2e/support/pathEvents/transfer';
import type { JourneyContext, PersistedJourney } from '../machines/journeyTypes';
import { BROWSER_PATH_FILE, type BrowserPathFile } from './browserPaths';

const file = JSON.parse(readFileSync(BROWSER_PATH_FILE, 'utf8')) as BrowserPathFile;
const outcomesOf = (path: BrowserPathFile['paths'][number]) => path.steps.flatMap((step) => step.outcomes);

describe('registration on the generated browser paths', () => {
  it("takes the 409's page and its Continue, and finds a customer registered, as one who registers elsewhere", () => {
    const refused = file.paths.find((path) => outcomesOf(path).includes(CREDENTIALS_EXIST));
    expect(refused?.persona).toBe('an ordinary applicant who registers elsewhere');
    const steps = refused?.steps ?? [];
    const at = steps.findIndex((step) => step.outcomes.includes(CREDENTIALS_EXIST));
    expect(steps[at]).toMatchObject({ action: 'REGISTRATION_SUBMITTED', expect: { route: '/registration' } });
    // "You are already registered": its Continue goes on to the current account's post-registration task
    expect(steps[at + 1]).toMatchObject({ action: 'CONTINUE', on: 'registration', expect: { screen: 'switch' } });
    const found = file.paths.find((path) => outcomesOf(path).includes(FOUND_REGISTERED));
    expect(found?.persona).toBe('an ordinary applicant who registers elsewhere');
    // once refused with the 409 the customer is registered: the platform never says otherwise on any path
    for (const path of file.paths) {
      const outcomes = outcomesOf(path);
      const refusedAt = outcomes.indexOf(CREDENTIALS_EXIST);
      if (refusedAt >= 0)
        expect(outcomes.slice(refusedAt), path.name).not.toContain('fetchCredentials✓(not registered)');
    }
    // the customer number the platform refuses: the form again, with the refusal
    const problem = file.paths.find((path) => outcomesOf(path).includes(CREDENTIAL_PROBLEM));
    expect(problem?.steps.find((step) => step.outcomes.includes(CREDENTIAL_PROBLEM))?.expect.screen).toBe(
      'registration',
    );
  });

  it('comes back from the registration app to /hasDigitalRegDone, spending the tab’s resume token', () => {
    const returns = file.paths.flatMap((path) =>
      path.steps.filter((step) => step.action === REGISTRATION_APP_RETURN).map((step) => ({ path, step })),
    );
    expect(returns.length).toBeGreaterThan(0);
    const screens = new Set<string>();
    for (const { path, step } of returns) {
      expect(step.on, path.name).toBe('accountOpened');
      expect(step.payload?.path, path.name).toMatch(/^\/hasDigitalRegDone\?/);
      // a path whose resume the fault switch refuses (pathEvents/returns.ts) goes to login instead
      if (path.faults?.some((fault) => fault.family === 'resume')) {
        expect(step.outcomes, path.name).not.toContain('resumeCase✓');
        expect(step.expect.screen, path.name).toBe('login');
        continue;
      }
      expect(step.outcomes, path.name).toContain('resumeCase✓');
      screens.add(`${path.entry === SEEDED_CASH_ISA_ENTRY ? 'cash ISA' : 'current account'}: ${step.expect.screen}`);
    }
    // doc 1: account opened for a cash ISA, savings or a credit card, otherwise the switch
    expect([...screens].sort()).toEqual(['cash ISA: accountOpened', 'current account: switch']);
  });

  it('goes to the registration app only from account opened, and never with a resume token already spent', () => {
    const context = {
      brandId: 'CB',
      bankId: 'CB',
      productCode: 'IM481',
      caseId: 'CS12345678',
      resumeToken: 'resume-1',
      altProduct: false,
    } as JourneyContext;
    const stored = { resumeToken: 'resume-1' } as PersistedJourney;
    const opened = ['journey', 'journey.main', 'journey.main.accountOpened', 'journey.main.accountOpened.shown'];
    const back = registrationAppReturn(opened, context, stored, 'CB');
    expect(back?.type).toBe(REGISTRATION_APP_RETURN);
    expect(back?.input.location.pathname).toBe('/hasDigitalRegDone');
    expect(Object.fromEntries(new URLSearchParams(back?.input.location.search))).toEqual({
      brandId: 'CB',
      applyFor: 'IM481',
      caseId: 'CS12345678',
      bank_id: 'CB',
    });
    expect(back?.input.persisted).toBe(stored);
    // a return from the transfer app traded the stored token for the one in memory: the platform would refuse it
    expect(registrationAppReturn(opened, { ...context, resumeToken: 'resume-2' }, stored, 'CB')).toBeUndefined();
    expect(registrationAppReturn(['journey', 'journey.main', 'journey.main.switch'], context, stored, 'CB')).toBe(
      undefined,
    );
  });
});
