// Task P5 of issue 14 (e2e/support/pathEvents/returns.ts): a task the app does not know, and the returns from the
// transfer and registration apps, each taken by a ranked browser path, so a later change that makes one unreachable
// fails here. Each test builds the browser model of the entries its paths start from only (the model is slow).
import { describe, expect, it } from 'vitest';
import { SEEDED_REVIEW_ENTRY } from '../e2e/support/pathEvents';
import {
  INTERNET_BANKING_TRANSFER_RETURN,
  INTERNET_BANKING_USERNAME,
  TELEPHONE_CUSTOMER_NUMBER,
  TELEPHONE_TRANSFER_RETURN,
} from '../e2e/support/pathEvents/registrationApp';
import {
  ACCOUNTS_REREAD_FAULT,
  ACCOUNTS_UNREAD_ON_RETURN,
  REGISTRATION_FAULT,
  REGISTRATION_READ_FAULTS,
  RESUME_REFUSED,
  RETURN_IN_A_NEW_TAB,
  SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY,
  UNKNOWN_TASK,
} from '../e2e/support/pathEvents/returns';
import { SEEDED_CASH_ISA_ENTRY } from '../e2e/support/pathEvents/transfer';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';

const ranked = (names: readonly string[]) =>
  selectBrowserPaths(generateBrowserModel(browserEntries().filter((entry) => names.includes(entry.name)))).ranked;
type Ranked = ReturnType<typeof ranked>;

const taking = (paths: Ranked, transition: string) => paths.filter((path) => path.transitions.includes(transition));
const RESUME_FAULT = { family: 'resume', times: 1, status: 401, code: 'invalid_token' };

/**
 * The ranked paths whose resume the fault switch refuses on a return from another service (`region`: the chart's
 * transferReturn or registrationReturn), each armed with the refusal, taking the return and ending on the login page.
 */
function refusedOnReturn(paths: Ranked, region: string, returnEvent: string): void {
  const refused = taking(
    paths,
    `#journey.main.${region}.exchanging xstate.error.actor.resumeCase → #journey.main.login`,
  );
  expect(refused.length).toBeGreaterThan(0);
  for (const path of refused) {
    expect(path.faults, path.name).toContainEqual(RESUME_FAULT);
    expect(path.events, path.name).toContain(returnEvent);
    expect(path.steps.at(-1)?.expect.route, path.name).toBe('/login');
  }
}

describe('the browser paths of task P5', () => {
  it('reach the page for a task the app does not know, and a refused resume on the registration app’s return', () => {
    const paths = ranked([SEEDED_REVIEW_ENTRY]);
    const into = taking(paths, '#journey.main.submission.routing always[22] → #journey.main.taskNotAvailable');
    expect(into.length).toBeGreaterThan(0);
    for (const path of into) {
      expect(path.unknownTask, path.name).toEqual({ task: UNKNOWN_TASK, times: expect.any(Number) });
      expect(path.events).toContain(`fetchNextTask✓(${UNKNOWN_TASK})`);
      expect(path.steps.at(-1)?.expect, path.name).toEqual({ route: '/error', screen: 'notAvailable' });
    }
    // the control is set only where a path needs it
    for (const path of paths)
      expect(Boolean(path.unknownTask), path.name).toBe(path.events.includes(`fetchNextTask✓(${UNKNOWN_TASK})`));

    refusedOnReturn(paths, 'registrationReturn', 'REGISTRATION_APP_RETURN');
    // the resume refused only on paths that take the refusal
    for (const path of paths)
      expect(path.faults?.some((fault) => fault.family === 'resume') ?? false, path.name).toBe(
        path.events.includes(RESUME_REFUSED),
      );
  }, 600_000);

  it('reach the alternative offers cancelled, and the registration failing', () => {
    const paths = ranked([SEEDED_REVIEW_ENTRY]);
    const [cancelled] = taking(
      paths,
      '#journey.main.offer.confirmingCancel CANCEL_CONFIRMED → #journey.main.offer.declining',
    );
    expect(cancelled?.lastName).toBe('Readycash');
    // the first alternative declined, the other still open: the offer page again
    expect(cancelled?.steps.at(-1)?.expect.route).toBe('/offer');
    const [failed] = taking(
      paths,
      '#journey.main.registration.submitting xstate.error.actor.updateCredentials[2] → #journey.main.error',
    );
    expect(failed?.events).toContain(REGISTRATION_FAULT);
    expect(failed?.steps.at(-1)?.expect.screen).toBe('error');
    // registration's reads failing (the public key, the security questions): the switch armed by the Register step
    for (const [transition, label] of [
      [
        '#journey.main.registration.loadingKey xstate.error.actor.fetchPublicKey → #journey.main.error',
        'fetchPublicKey',
      ],
      [
        '#journey.main.registration.loadingQuestions xstate.error.actor.fetchSecurityQuestions → #journey.main.error',
        'fetchSecurityQuestions',
      ],
    ] as [string, string][]) {
      const [path] = taking(paths, transition);
      expect(path?.events, transition).toContain(`${label}✗(service_unavailable)`);
      expect(Object.keys(REGISTRATION_READ_FAULTS)).toContain(`${label}✗(service_unavailable)`);
      expect(path?.steps.at(-1)?.expect.screen, transition).toBe('error');
    }
  }, 600_000);

  it('reach the error task for a letter code the link turned off', () => {
    const paths = ranked([SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY]);
    const into = taking(paths, '#journey.main.submission.routing always[18] → #journey.main.error');
    expect(into.length).toBeGreaterThan(0);
    for (const path of into) {
      expect(path.lastName, path.name).toBe('Lettercode');
      expect(path.url, path.name).toContain('removeFeatures=letterCode');
      expect(path.through, path.name).toBe('seededReview');
      expect(path.steps.at(-1)?.expect, path.name).toEqual({ route: '/error', screen: 'error' });
    }
  }, 600_000);

  it('reach a refused resume on the transfer app’s return, and the accounts read after it failing', () => {
    const paths = ranked([SEEDED_CASH_ISA_ENTRY]);
    refusedOnReturn(paths, 'transferReturn', 'TRANSFER_APP_RETURN');
    // the account-opened page's read after the return fails: the switch armed by the return's step, the page shown
    const unread = taking(
      paths,
      '#journey.main.accountOpened.loading xstate.error.actor.fetchCompletedCase → #journey.main.accountOpened.shown',
    );
    expect(unread.length).toBeGreaterThan(0);
    for (const path of unread) {
      expect(path.faults, path.name).toEqual([ACCOUNTS_REREAD_FAULT]);
      // the step that meets the failure (and arms it) comes with or after the return: the reads before it answered
      const failing = path.steps.findIndex((candidate) => candidate.outcomes.includes(ACCOUNTS_UNREAD_ON_RETURN));
      const returning = path.steps.findIndex((candidate) => candidate.action === 'TRANSFER_APP_RETURN');
      expect(returning, path.name).toBeGreaterThan(0);
      expect(failing, path.name).toBeGreaterThanOrEqual(returning);
      expect(
        path.steps.filter((step) => step.outcomes.includes(ACCOUNTS_UNREAD_ON_RETURN)),
        path.name,
      ).toHaveLength(1);
      expect(path.steps.at(-1)?.expect.route, path.name).toBe('/account-opened');
    }
  }, 600_000);

  it('come back from the transfer and registration apps in a new tab, log in, and go on with the case', () => {
    const paths = ranked(Object.values(RETURN_IN_A_NEW_TAB));
    const endOf = (transition: string) => {
      const found = taking(paths, transition);
      expect(found.length, transition).toBeGreaterThan(0);
      for (const path of found) expect(path.username, path.name).toBe('sandboxada');
      return found.map((path) => path.steps.at(-1)?.expect.route);
    };
    expect(
      endOf(
        '#journey.main.login.loadingUser xstate.done.actor.fetchCurrentUser[1] → #journey.main.transferReturn.routing',
      ),
    ).toContain('/switch');
    expect(
      endOf(
        '#journey.main.login.loadingUser xstate.done.actor.fetchCurrentUser[2] → #journey.main.registrationReturn.routing',
      ),
    ).toContain('/switch');
    expect(endOf('#journey.main.transferReturn.routing always[0] → #journey.main.accountOpened')).toContain(
      '/account-opened',
    );
    expect(endOf('#journey.main.transferReturn.routing always[1] → #journey.main.switch')).toContain('/switch');
    expect(endOf('#journey.main.transferReturn.routing always[3] → #journey.main.accountOpened')).toContain(
      '/account-opened',
    );
    expect(endOf('#journey.main.transferReturn.checking always[2] → #journey.main.login').length).toBeGreaterThan(0);
  }, 600_000);

  it('send a telephone-banking customer back from the ISA transfer app to the bank’s registration app', () => {
    const paths = ranked([TELEPHONE_TRANSFER_RETURN]);
    const external = taking(
      paths,
      '#journey.main.registration.deciding always[2] → #journey.main.registration.external',
    );
    expect(external.length).toBeGreaterThan(0);
    for (const path of external) {
      expect(path.username, path.name).toBe(TELEPHONE_CUSTOMER_NUMBER);
      expect(path.events, path.name).toContain('createChallenge✓(telephone banking)');
      // the tab ends on the sandbox's registration app of the brand's registration bank (CB)
      expect(path.steps.at(-1)?.expect, path.name).toEqual({
        route: '/login-app/CB/tandcs',
        screen: 'registrationApp',
      });
    }
  }, 600_000);

  it('send an internet-banking customer back from the ISA transfer app to the cash ISA’s post-registration task', () => {
    const paths = ranked([INTERNET_BANKING_TRANSFER_RETURN]);
    const finished = taking(
      paths,
      '#journey.main.registration.deciding always[1] → #journey.main.registration.finished',
    );
    expect(finished.length).toBeGreaterThan(0);
    for (const path of finished) {
      expect(path.username, path.name).toBe(INTERNET_BANKING_USERNAME);
      expect(path.events, path.name).toContain('createChallenge✓(internet banking)');
      // credentials held: no registration form, no registration app; the post-registration task, account opened
      expect(
        path.transitions.some((transition) => transition.includes('registration.external')),
        path.name,
      ).toBe(false);
      expect(path.steps.at(-1)?.expect.route, path.name).toBe('/account-opened');
    }
  }, 600_000);
});
