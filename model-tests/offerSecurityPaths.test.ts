// The offer's and the security questions' ends on the browser paths (issue 14, task H; e2e/support/pathEvents/returns.ts):
// every offer read refused to the error page (the e2e platform serves the chart model's 3 tries), the security
// questions' timer run out (nothing answered: FAIL, /sorry), and a credit card's limit update failing (the switch's
// offer-update family armed on the path's case by the amending step), and the returns from the transfer and
// registration apps carrying a token (through the sandbox's login app). Each transition is taken by a ranked path, so
// this fails if a later change makes one unreachable in the browser.
import { describe, expect, it } from 'vitest';
import { SEEDED_REVIEW_ENTRY } from '../e2e/support/pathEvents';
import { CREDIT_CARD_ENTRY } from '../e2e/support/pathEvents/creditCard';
import {
  CALL_VALIDATION_TIMER,
  CARD_LIMIT_UPDATE_FAULT,
  CARD_UPDATE_FAULT_USERNAME,
  OFFER_READS,
  RETURN_WITH_A_TOKEN,
  RETURN_WITH_A_TOKEN_LOGIN_APP,
} from '../e2e/support/pathEvents/returns';
import { e2eTimings } from '../e2e/support/timings';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';
import { OFFER_RETRY_MAX_TRIES } from './journeyModel';

const OFFER_TRIES_EXHAUSTED =
  '#journey.main.offer.waiting xstate.after.offerRetry.journey.main.offer.waiting[1] → #journey.main.error';
const SECURITY_TIMED_OUT =
  '#journey.main.security.answering xstate.after.callValidationTimeout.journey.main.security.answering → #journey.main.security.submitting';
const RETURNS_WITH_A_TOKEN: Record<string, string> = {
  [RETURN_WITH_A_TOKEN.transfer]:
    '#journey.main.transferReturn.checking always[0] → #journey.main.transferReturn.routing',
  [RETURN_WITH_A_TOKEN.registration]:
    '#journey.main.registrationReturn.checking always[0] → #journey.main.registrationReturn.routing',
};
const NO_OFFER = '#journey.main.offer.loading xstate.done.actor.fetchOffers[1] → #journey.main.error';
const NO_QUESTIONS =
  '#journey.main.security.loading xstate.done.actor.fetchCallValidationQuestions[1] → #journey.main.error';
const AMENDING_FAILED = '#journey.main.offer.amending xstate.error.actor.updateOffer → #journey.main.error';

describe("the offer's and the security questions' ends on the browser paths", () => {
  it('the e2e platform serves the offer tries the chart model counts, and a timer before the inactivity warning', () => {
    expect(e2eTimings.OFFER_RETRY_MAX_TRIES).toBe(OFFER_RETRY_MAX_TRIES);
    expect(OFFER_READS).toBe(OFFER_RETRY_MAX_TRIES);
    // the inactivity warning comes a quarter of the e2e time-out before its end (machines/inactivity.ts)
    expect(e2eTimings.CALL_VALIDATION_TIMEOUT).toBeLessThan((e2eTimings.INACTIVITY_TIMEOUT * 3) / 4);
  });

  it('reach the error page after every offer read is refused, or with no offer or no question to ask, and /sorry when the questions time out', () => {
    const entries = browserEntries().filter((entry) => entry.name === SEEDED_REVIEW_ENTRY);
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));

    const exhausted = ranked.find((path) => path.transitions.includes(OFFER_TRIES_EXHAUSTED));
    expect(exhausted?.offerUnauthorised).toBe(OFFER_READS);
    expect(exhausted?.events.filter((label) => label === 'fetchOffers✗(unauthorised)')).toHaveLength(OFFER_READS);
    expect(exhausted?.steps.at(-1)?.expect.screen).toBe('error');

    const timedOut = ranked.find((path) => path.transitions.includes(SECURITY_TIMED_OUT));
    expect(timedOut?.lastName).toBe('Challenge');
    // nothing answered: the timer posts no answers, which the sandbox marks FAIL
    expect(timedOut?.events.some((label) => label.startsWith('SECURITY_'))).toBe(false);
    expect(timedOut?.events.slice(-2)).toEqual([CALL_VALIDATION_TIMER, 'submitCallValidation✓(FAIL)']);
    expect(timedOut?.steps.at(-1)?.expect.route).toBe('/sorry');

    // the sandbox scenarios Nooffer and Noquestions (content/scenarios.ts): an empty list, the error page
    for (const [transition, lastName, answer] of [
      [NO_OFFER, 'Nooffer', 'fetchOffers✓(no offer)'],
      [NO_QUESTIONS, 'Noquestions', 'fetchCallValidationQuestions✓(none)'],
    ] as const) {
      const path = ranked.find((candidate) => candidate.transitions.includes(transition));
      expect(path?.lastName, transition).toBe(lastName);
      expect(path?.events.at(-1)).toBe(answer);
      expect(path?.steps.at(-1)?.expect.screen).toBe('error');
    }
  }, 300_000);

  it("reach the error page when a credit card's limit update fails, as the paths' own customer", () => {
    const entries = browserEntries().filter((entry) => entry.name === CREDIT_CARD_ENTRY);
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    const failed = ranked.find((path) => path.transitions.includes(AMENDING_FAILED));
    expect(failed?.username).toBe(CARD_UPDATE_FAULT_USERNAME);
    expect(failed?.faults).toEqual([CARD_LIMIT_UPDATE_FAULT]);
    expect(failed?.steps.at(-1)).toMatchObject({
      action: 'AMEND_CREDIT_LIMIT',
      outcomes: ['updateOffer✗(service_unavailable)'],
      expect: { screen: 'error' },
    });
  }, 300_000);

  it('go on at once from a return carrying a token, which the browser gets from the sandbox login app', () => {
    const entries = browserEntries().filter((entry) => Object.hasOwn(RETURNS_WITH_A_TOKEN, entry.name));
    expect(entries).toHaveLength(2);
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    for (const [entry, transition] of Object.entries(RETURNS_WITH_A_TOKEN)) {
      const path = ranked.find((candidate) => candidate.transitions.includes(transition));
      expect(path?.through, entry).toBe('loginApp');
      expect(path?.url).toBe(RETURN_WITH_A_TOKEN_LOGIN_APP[entry]);
      expect(path?.username).toBe('sandboxada');
      // no login page in the app: the return's token is used as it comes
      expect(path?.events.some((label) => label.startsWith('LOGIN_'))).toBe(false);
      // the return goes on to the switch (IM135, an internet-banking customer): her case, not a login
      const kind = transition.includes('transferReturn') ? 'transferReturn' : 'registrationReturn';
      expect(
        path?.transitions.some(
          (taken) => taken.startsWith(`#journey.main.${kind}.routing`) && taken.endsWith('→ #journey.main.switch'),
        ),
      ).toBe(true);
    }
  }, 300_000);
});
