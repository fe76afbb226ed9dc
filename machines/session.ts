// The session region (doc 1 §4 "Authentication and session", "Portal"): login by username, customer number or
// the alternative identification; a challenge, then a token (retries while the platform allows them, then the
// too-many-retries message); the current user; the portal of saved cases and Resume.
import { BRANDS, findBrand } from '../content/brands';
import { campaignIdOf } from './entry';
import type { JourneyContext } from './journeyTypes';
import { journeySetup } from './setup';
import { authenticationErrors, invalidTokenError, stepUpState } from './stepUp';

export const loginState = journeySetup.createStateConfig({
  meta: { screen: 'login', route: '/login' },
  // A return waiting for this login goes on only from this login (its onDone below), never from a later one.
  exit: 'forgetReturnAwaitingLogin',
  initial: 'identifying',
  states: {
    identifying: {
      on: { LOGIN_IDENTIFIED: { target: 'challenging', actions: ['storeIdentity', 'clearLoginError'] } },
    },
    challenging: {
      invoke: {
        id: 'createChallenge',
        src: 'createChallenge',
        // doc 1 §9: the default access token scope is 30.
        // doc 1 §4 "Login: optional bank id lookup": only a brand without its own bank (DYB, VM) looks it up.
        input: ({ context }) => ({
          bankId: context.bankId,
          identity: context.identity ?? {},
          scope: 30,
          findBank: findBrand(context.brandId)?.apiBankId === null,
        }),
        onDone: { target: 'answering', actions: 'storeChallenge' },
        onError: [
          // doc 1 §8: 1013 missing details leads to contact-bank.
          { guard: 'isMissingDetailsError', target: '#journey.main.result.contactBank', actions: 'storeError' },
          { target: 'identifying', actions: 'storeLoginError' },
        ],
      },
    },
    answering: {
      on: {
        CHALLENGE_ANSWERED: 'verifying',
        LOGIN_RESTARTED: { target: 'identifying', actions: 'forgetChallenge' },
      },
    },
    // The answers travel in the event to the actor, which encrypts them; they are never kept in context.
    verifying: {
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: ({ context, event }) => ({
          bankId: context.bankId,
          sessionId: context.challenge?.sessionId ?? '',
          publicKey: context.challenge?.publicKey ?? '',
          schemeId: context.challenge?.schemeId ?? '',
          answers: event.type === 'CHALLENGE_ANSWERED' ? event.answers : [],
        }),
        onDone: { target: 'loadingUser', actions: ['storeToken', 'forgetChallenge'] },
        onError: [
          // doc 1 §4: a token error resets the challenge and allows a retry while retries remain.
          { guard: 'tokenRetriesLeft', target: 'challenging', actions: ['storeLoginError', 'forgetChallenge'] },
          // A platform fault (no answer in time, a 500, an answer that is not JSON) says nothing of the retries
          // left: the gone-wrong message and a new challenge, never "too many retries" (issue 10, doc 3 §8).
          { guard: 'isTransientFailure', target: 'challenging', actions: ['storeLoginError', 'forgetChallenge'] },
          { target: 'tooManyRetries', actions: ['storeLoginError', 'forgetChallenge'] },
        ],
      },
    },
    tooManyRetries: {},
    loadingUser: {
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        input: ({ context }) => ({ bankId: context.bankId }),
        onDone: [
          // WEB-JOINT-AUTHENTICATION (machines/joint.ts): a joint second applicant whose tab still holds their case
          // and link (after the login app's access_denied) claims it; after a log out or a time-out, their portal.
          {
            guard: 'hasJointCaseToClaim',
            target: '#journey.main.joint.secondary.authenticated',
            actions: 'storeUser',
          },
          // doc 1 "Return from another service": a return that sent the customer here goes on "once a token exists".
          {
            guard: { type: 'returnAwaitsLogin', params: { kind: 'transferReturn' } },
            target: '#journey.main.transferReturn.routing',
            actions: ['storeUser', 'forgetReturnAwaitingLogin'],
          },
          {
            guard: { type: 'returnAwaitsLogin', params: { kind: 'registrationReturn' } },
            target: '#journey.main.registrationReturn.routing',
            actions: ['storeUser', 'forgetReturnAwaitingLogin'],
          },
          { target: '#journey.main.portal', actions: 'storeUser' },
        ],
        onError: [invalidTokenError, { target: '#journey.main.error', actions: 'storeError' }],
      },
    },
  },
});

export const portalState = journeySetup.createStateConfig({
  meta: { screen: 'portal', route: '/portal' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPortalCases',
        src: 'fetchPortalCases',
        input: ({ context }) => ({ bankId: context.bankId }),
        onDone: { target: 'listing', actions: 'storePortalCases' },
        onError: [...authenticationErrors, { target: '#journey.main.error', actions: 'storeError' }],
      },
    },
    steppingUp: stepUpState('portalStepUp', '#journey.main.portal.loading'),
    listing: {
      on: {
        // doc 1 §4: Resume copies case type, existing flag, case id and username, marks SAVE_AND_RESUME complete and
        // clears tasks, then the case is followed from the submission page (the resume link shape of doc 1).
        RESUME: { guard: 'isResumableCase', target: '#journey.main.submission', actions: 'resumeCase' },
      },
    },
  },
});

/**
 * The authentication page (doc 1 "Authentication page"): a token in the hash is stored with its scope, then the
 * current user and bank id are fetched; an error other than access_denied is an authentication error; without a
 * token the browser goes to the external login and registration app, which comes back here with one.
 */
export const authenticationState = journeySetup.createStateConfig({
  meta: { screen: 'loading', route: '/authentication' },
  initial: 'reading',
  states: {
    reading: {
      always: [
        { guard: 'isHashAuthenticationError', target: '#journey.main.error', actions: 'storeHashError' },
        { guard: 'isHashAccessDenied', target: '#journey.main.login' },
        { guard: 'hasHashToken', target: 'loadingUser', actions: 'storeHashToken' },
        { target: 'redirecting' },
      ],
    },
    redirecting: {
      entry: 'redirectToLoginApp',
    },
    loadingUser: {
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        input: ({ context }) => ({ bankId: context.bankId }),
        onDone: [
          {
            guard: 'isRegularSaverProduct',
            target: 'checkingRegularSaver',
            actions: ['storeUser', 'markExistingCustomer'],
          },
          // doc 1 §4 "returnUrl if present, else WEB-ELIGIBILITY-PAGE": the portal when the link asked for it.
          {
            guard: { type: 'returnUrlIs', params: { path: '/portal' } },
            target: '#journey.main.portal',
            actions: 'storeUser',
          },
          // doc 1 §4: an existing customer applying for a product goes on to its eligibility page.
          {
            guard: 'hasProductCode',
            target: '#journey.main.eligibility',
            actions: ['storeUser', 'markExistingCustomer'],
          },
          { target: '#journey.main.portal', actions: 'storeUser' },
        ],
        onError: [invalidTokenError, { target: '#journey.main.error', actions: 'storeError' }],
      },
    },
    // doc 1 §4 "After authentication for the regular saver group" (machines/regularSaver.ts).
    checkingRegularSaver: {
      invoke: {
        id: 'fetchCustomerProfile',
        src: 'fetchCustomerProfile',
        input: ({ context }) => ({ bankId: context.bankId }),
        onDone: [
          {
            guard: { type: 'regularSaverOutcomeIs', params: { outcome: 'underage' } },
            target: '#journey.main.error',
            actions: 'storeUnderage',
          },
          {
            guard: { type: 'regularSaverOutcomeIs', params: { outcome: 'applyInBranch' } },
            target: '#journey.main.result.applyInBranch',
          },
          {
            guard: { type: 'regularSaverOutcomeIs', params: { outcome: 'existingAccount' } },
            target: '#journey.main.result.existingRegularSaver',
          },
          {
            guard: { type: 'regularSaverOutcomeIs', params: { outcome: 'openCurrentAccount' } },
            target: '#journey.main.result.openCurrentAccount',
          },
          { target: '#journey.main.eligibility' },
        ],
        onError: [...authenticationErrors, { target: '#journey.main.error', actions: 'storeError' }],
      },
    },
    steppingUp: stepUpState('regularSaverStepUp', '#journey.main.authentication.checkingRegularSaver'),
  },
});

/**
 * doc 1 "Authentication page": the login app's address for this journey, coming back to `returnPath` with the
 * parameters doc 1 lists (and the two the return must not lose). Pure: the app shell leaves for it (src/main.tsx),
 * the browser model reads where the tab went (e2e/support/pathEvents/jointAuthentication.ts).
 */
export function journeyLoginAppUrl(
  context: Pick<JourneyContext, 'brandId' | 'config' | 'entry' | 'productCode'>,
  origin: string,
  returnPath: '/authentication' | '/joint/authentication',
): string {
  const brand = findBrand(context.brandId) ?? BRANDS.VM;
  return loginAppUrl(
    context.config?.loginAndRegistrationAppUrl ?? '/login-app',
    brand.registrationBankId,
    brand.clientId,
    origin,
    {
      scope: context.entry.scope,
      brandId: context.brandId,
      applyFor: context.productCode,
      promocode: context.entry.promocode,
      link_code: context.entry.linkCode,
      sourceId: context.entry.sourceId,
      issue: context.entry.issue,
      // Beyond doc 1's list, so the return does not lose them: where to go after logging in (doc 1 §4
      // "returnUrl if present") and the link's campaign (doc 1 §2 `c_id`, analytics).
      returnUrl: context.entry.returnUrl,
      c_id: campaignIdOf(context.entry),
      // the link's feature overrides (doc 3 §6 "URL overrides"): without them the return would be the journey of
      // another configuration (a cash ISA's `addFeatures=transfer` lost at login, no transfer question after opening)
      addFeatures: context.entry.addFeatures,
      removeFeatures: context.entry.removeFeatures,
    },
    returnPath,
  );
}

/**
 * doc 1 "Authentication page": the external login app's address, client id per brand (DYB uses B), "returning to
 * authentication, joint authentication or portal": `returnPath` is the page it comes back to.
 */
export function loginAppUrl(
  appUrl: string,
  registrationBankId: string,
  clientId: string,
  origin: string,
  params: Record<string, string | undefined>,
  returnPath: '/authentication' | '/joint/authentication' = '/authentication',
): string {
  const back = new URL(returnPath, origin);
  for (const [name, value] of Object.entries(params)) if (value) back.searchParams.set(name, value);
  const url = new URL(`${appUrl.replace(/\/+$/, '')}/${registrationBankId}`, origin);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', back.toString());
  // OAuth 2.0 implicit grant: the scope asked for goes to the login app too, which issues a token of that scope.
  if (params.scope) url.searchParams.set('scope', params.scope);
  return url.toString();
}
