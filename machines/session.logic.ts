// The session region's own guards and actions (doc 1 §4 "Authentication and session": login, the login app's hash,
// tokens in memory only, reset, the inactivity timer), composed into the one setup() by setup.ts.

import { type AnyActorRef, sendTo } from 'xstate';
import type { CaseSubtype } from '../contract/schemas';
import type { JourneyError } from './actorContracts';
import { needsExistingCustomer } from './guards';
import type { JourneyContext, JourneyEvent } from './journeyTypes';
import { errorOf, type JourneyGuard, journeyAssign, outputOf } from './logic';
import { EMPTY_SWITCH } from './switch.logic';

export const sessionGuards = {
  hasHashToken: (({ context }) => Boolean(context.entry.hash.accessToken)) satisfies JourneyGuard,
  isHashAccessDenied: (({ context }) => context.entry.hash.error === 'access_denied') satisfies JourneyGuard,
  isHashAuthenticationError: (({ context }) =>
    context.entry.hash.error !== undefined && context.entry.hash.error !== 'access_denied') satisfies JourneyGuard,
  isMissingDetailsError: (({ event }) => errorOf(event)?.code === '1013') satisfies JourneyGuard,
  tokenRetriesLeft: (({ event }) => (errorOf(event)?.retryAllowed ?? 0) > 0) satisfies JourneyGuard,
  // doc 1 §4 "Authentication and session": the authentication header of a 401 (services/errors.ts).
  isInvalidToken: (({ event }) => errorOf(event)?.authenticate?.error === 'invalid_token') satisfies JourneyGuard,
  needsExistingCustomer: (({ context }) => needsExistingCustomer(context)) satisfies JourneyGuard,
};

export const sessionActions = {
  dropToken: journeyAssign(() => ({
    accessToken: undefined,
    scope: undefined,
    caseToken: undefined,
    resumeToken: undefined,
  })),
  /** doc 1 §4: reset clears the stores but keeps the product code and the link code (with forgetStoredJourney). */
  resetSession: journeyAssign(({ context }) => ({
    form: {
      productCode: context.form.productCode,
      jointLinkCode: context.form.jointLinkCode,
      isExistingCustomer: 'No' as const,
    },
    switching: EMPTY_SWITCH,
    caseId: undefined,
    taskUri: undefined,
    task: undefined,
    user: undefined,
    identity: undefined,
    challenge: undefined,
    portalCases: [],
    stepUp: undefined,
    offers: [],
    decision: undefined,
    dirty: false,
    customerDetailsLoaded: false,
    // the tab's journey read at start, which entry resumes from: nothing of the session reset stays resumable
    persisted: null,
  })),
  storeHashToken: journeyAssign(({ context }) => ({
    accessToken: context.entry.hash.accessToken,
    // doc 1 §4: a token from the hash is stored with its scope (30 by default): the scope the login app granted, in
    // the hash beside the token (OAuth 2.0 implicit grant), else the one the app asked for (the query's).
    scope: Number(context.entry.hash.scope ?? context.entry.scope ?? 30) || 30,
    bankId:
      context.entry.hash.bankId === 'YB' || context.entry.hash.bankId === 'CB'
        ? context.entry.hash.bankId
        : context.bankId,
    // The token must not stay in the entry parameters, which are not memory-only.
    entry: { ...context.entry, hash: { ...context.entry.hash, accessToken: undefined, idToken: undefined } },
  })),
  storeHashError: journeyAssign(({ context }) => ({
    error: {
      source: 'authentication',
      code: context.entry.hash.error ?? 'authentication_error',
      status: 0,
    } as JourneyError,
  })),
  markExistingCustomer: journeyAssign(({ context }) => ({
    subType: 'existing' as CaseSubtype,
    form: { ...context.form, isExistingCustomer: 'Yes' as const },
  })),
  /**
   * Provided by the app shell: forgets the tab's stored journey (src/sessionStore.ts), beside every resetSession, so
   * that no reload or later entry in the tab resumes the session reset (the first joint applicant's case after the
   * hand-over to the second, issue 15; a case logged out of).
   */
  forgetStoredJourney: () => {},
  /** Provided by the app shell: leaves for the external login app (a browser navigation is not the chart's). */
  redirectToLoginApp: () => {},
  storeIdentity: journeyAssign(({ event }) => (event.type === 'LOGIN_IDENTIFIED' ? { identity: event.identity } : {})),
  storeChallenge: journeyAssign(({ event }) => {
    const challenge = outputOf(event, 'createChallenge');
    if (!challenge) return {};
    // The token is asked of the bank the challenge was created at (the login's bank lookup, doc 1 §4).
    return challenge.bankId ? { challenge, bankId: challenge.bankId } : { challenge };
  }),
  forgetChallenge: journeyAssign(({ context }) => ({
    challenge: undefined,
    customerType: context.challenge?.customerType ?? context.customerType,
  })),
  storeLoginError: journeyAssign(({ event }) => ({ loginError: errorOf(event) })),
  clearLoginError: journeyAssign(() => ({ loginError: undefined })),
  storeToken: journeyAssign(({ event }) => {
    const output = outputOf(event, 'requestToken');
    if (!output) return {};
    return { accessToken: output.accessToken, scope: output.scope, loginError: undefined };
  }),
  storeUser: journeyAssign(({ context, event }) => {
    const output = outputOf(event, 'fetchCurrentUser');
    if (!output) return {};
    return {
      user: { username: output.username, customerNumber: output.customerNumber },
      bankId: output.bankId,
      form: context.form,
    };
  }),
  restartInactivityTimer: sendTo<JourneyContext, JourneyEvent, undefined, AnyActorRef, JourneyEvent>(
    'inactivityTimer',
    {
      type: 'ACTIVITY',
    },
  ),
  /** The timeout warning's button (WCAG 2.2.1): the session starts again from now. */
  extendSession: sendTo<JourneyContext, JourneyEvent, undefined, AnyActorRef, JourneyEvent>('inactivityTimer', {
    type: 'EXTEND',
  }),
};
