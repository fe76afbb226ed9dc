// doc 1 "Return from another service": /continue (the transfer app) and /hasDigitalRegDone (registration) reload the
// app; the chart restores the tab's saved journey and reads the case, bank and id token the return names, in one
// action per return (transfer.logic.ts `returned`, over startup.logic.ts restoredJourney and caseIdOfEntry).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeatureFlags, RuntimeConfig } from '../contract/schemas';
import type { ChallengeOutput, CurrentUserOutput, TokenOutput } from './actorContracts';
import { journeyMachine } from './journey';
import type { PersistedJourney } from './journeyTypes';
import { savedTab, startupAnswering } from './test-support/journeyStubs';

const FEATURES = { transfer: true } as unknown as FeatureFlags;
const config = { pollInterval: 5, autosaveInterval: 0, features: FEATURES } as unknown as RuntimeConfig;

const SAVED: PersistedJourney = savedTab('submission', {
  caseId: 'CS00000001',
  form: { firstName: 'Ada', productCode: 'IM135' },
});

function returnTo(
  pathname: string,
  hash: string,
  persisted: PersistedJourney | null = SAVED,
  search = '?brandId=CB&applyFor=IM135',
) {
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
      },
    }),
    { input: { location: { pathname, search, hash }, persisted } },
  );
  actor.start();
  return actor;
}

describe('a return from another service', () => {
  it('/continue restores the saved journey, takes the case and bank of the hash, and marks the transfer done', async () => {
    const actor = returnTo('/continue', '#case_id=CS00000002&bankId=YB&id_token=id-token-1');
    const { context } = await waitFor(actor, (snapshot) => snapshot.context.transfer?.done === true);
    expect(context.form.firstName).toBe('Ada');
    expect(context.caseId).toBe('CS00000002');
    expect(context.bankId).toBe('YB');
    expect(context.productType).toBe('current');
    expect([context.accessToken, context.scope]).toEqual(['id-token-1', 30]);
    // the token does not stay in the entry parameters
    expect(context.entry.hash.idToken).toBeUndefined();
    actor.stop();
  });

  it('/hasDigitalRegDone restores the saved journey and keeps its case when the return names none', async () => {
    const actor = returnTo('/hasDigitalRegDone', '#access_token=tok-2');
    const { context } = await waitFor(actor, (snapshot) => snapshot.context.registration?.registered === true);
    expect(context.form.firstName).toBe('Ada');
    expect(context.caseId).toBe('CS00000001');
    expect(context.bankId).toBe('CB');
    expect(context.accessToken).toBe('tok-2');
    actor.stop();
  });

  it('without a saved journey, takes what the return names alone', async () => {
    const actor = returnTo('/continue', '#case_id=CS00000003', null);
    const { context } = await waitFor(actor, (snapshot) => snapshot.context.transfer?.done === true);
    expect(context.caseId).toBe('CS00000003');
    expect(context.form.firstName).toBeUndefined();
    actor.stop();
  });

  it('/hasDigitalRegDone takes the alternative-product flag of `isAltProduct` (doc 1 "stores case, bank and alt-product flag")', async () => {
    const alt = returnTo(
      '/hasDigitalRegDone',
      '#access_token=tok-3',
      SAVED,
      '?brandId=CB&applyFor=IM135&isAltProduct=true',
    );
    const altContext = (await waitFor(alt, (snapshot) => snapshot.context.registration?.registered === true)).context;
    expect(altContext.altProduct).toBe(true);
    alt.stop();
    const plain = returnTo('/hasDigitalRegDone', '#access_token=tok-4');
    const plainContext = (await waitFor(plain, (snapshot) => snapshot.context.registration?.registered === true))
      .context;
    expect(plainContext.altProduct).toBe(false);
    plain.stop();
  });
});

/**
 * doc 1 "/continue ... once a token exists goes to the product's post-transfer task": an existing customer whose
 * return brings no token logs in first, and that login goes on with the return, not to the portal.
 */
describe('a return that finds no token: the login goes on with it', () => {
  function loggingIn(
    pathname: string,
    hash: string,
    search: string,
    customerType: ChallengeOutput['customerType'] = 'internetBanking',
  ) {
    const visited: string[] = [];
    const redirects: string[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actions: { redirectToRegistrationApp: ({ context }) => void redirects.push(context.caseId ?? '') },
        actors: {
          loadStartup: startupAnswering(config),
          createChallenge: fromPromise(
            async (): Promise<ChallengeOutput> => ({
              sessionId: 'AUTH-1',
              publicKey: 'PEM',
              schemeId: 'password',
              challenges: [
                { type: 'partial_password', inputs: [{ authIndex: 0, label: 'Character 1', kind: 'character' }] },
              ],
              customerType,
            }),
          ),
          requestToken: fromPromise(async (): Promise<TokenOutput> => ({ accessToken: 'login-token', scope: 30 })),
          fetchCurrentUser: fromPromise(
            async (): Promise<CurrentUserOutput> => ({
              username: 'sandboxada',
              customerNumber: '1000000001',
              bankId: 'CB',
            }),
          ),
        },
      }),
      { input: { location: { pathname, search, hash }, persisted: null } },
    );
    actor.subscribe((snapshot) => {
      const main = (snapshot.value as { main?: unknown }).main;
      const top = typeof main === 'string' ? main : Object.keys(main ?? {})[0];
      if (top && visited.at(-1) !== top) visited.push(top);
    });
    actor.start();
    return { actor, visited, redirects };
  }

  async function logIn(actor: ReturnType<typeof loggingIn>['actor']) {
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'identifying' } }));
    actor.send({ type: 'LOGIN_IDENTIFIED', identity: { username: 'sandboxada' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'answering' } }));
    actor.send({ type: 'CHALLENGE_ANSWERED', answers: [{ authType: 'partial_password', authIndex: 0, answer: 'S' }] });
  }

  it('/continue/existing for a credit card: login, then account opened with the case the return named', async () => {
    const { actor, visited } = loggingIn(
      '/continue/existing',
      '#case_id=CC00000001&bankId=CB',
      '?brandId=CB&applyFor=G99',
    );
    await logIn(actor);
    const { context } = await waitFor(actor, () => visited.includes('accountOpened'));
    expect(visited).not.toContain('portal');
    expect(visited.slice(visited.indexOf('login'))).toEqual(['login', 'accountOpened']);
    expect(context.caseId).toBe('CC00000001');
    expect(context.subType).toBe('existing');
    expect(context.returnAwaitingLogin).toBeUndefined();
    actor.stop();
  });

  it('/hasDigitalRegDone for a cash ISA: login, then account opened', async () => {
    const { actor, visited } = loggingIn('/hasDigitalRegDone', '', '?brandId=CB&applyFor=IM481&caseId=SA00000001');
    await logIn(actor);
    await waitFor(actor, () => visited.includes('accountOpened'));
    expect(visited.slice(visited.indexOf('login'))).toEqual(['login', 'accountOpened']);
    actor.stop();
  });

  // doc 1 "Registration": a cash ISA registers new customers only here (registrationSupport), so its post-transfer task
  // for an existing customer, registration, goes on to the post-registration task for one with internet banking
  // credentials and to the bank's digital registration app for one who banks by telephone only.
  it('/continue/existing for a cash ISA, a telephone-banking customer: login, then the registration app', async () => {
    const { actor, visited, redirects } = loggingIn(
      '/continue/existing',
      '#case_id=SA00000002&bankId=CB',
      '?brandId=CB&applyFor=IM481',
      'telephoneBanking',
    );
    await logIn(actor);
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { registration: 'external' } }));
    expect(visited.slice(visited.indexOf('login'))).toEqual(['login', 'registration']);
    expect(redirects).toEqual(['SA00000002']);
    actor.stop();
  });

  it('/continue/existing for a cash ISA, an internet-banking customer: login, then account opened', async () => {
    const { actor, visited, redirects } = loggingIn(
      '/continue/existing',
      '#case_id=SA00000003&bankId=CB',
      '?brandId=CB&applyFor=IM481',
    );
    await logIn(actor);
    await waitFor(actor, () => visited.includes('accountOpened'));
    // through registration's deciding, eventless: the post-registration task
    expect(visited.slice(visited.indexOf('login'))).toEqual(['login', 'accountOpened']);
    expect(redirects).toEqual([]);
    actor.stop();
  });

  it('a return that named no case: the login goes to the portal', async () => {
    const { actor, visited } = loggingIn('/hasDigitalRegDone', '', '?brandId=CB&applyFor=IM481');
    await logIn(actor);
    await waitFor(actor, () => visited.includes('portal'));
    expect(visited).not.toContain('switch');
    expect(visited).not.toContain('accountOpened');
    actor.stop();
  });

  it('a login left for another page forgets the return', async () => {
    const { actor } = loggingIn('/continue/existing', '#case_id=CC00000001&bankId=CB', '?brandId=CB&applyFor=G99');
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'identifying' } }));
    expect(actor.getSnapshot().context.returnAwaitingLogin).toBe('transferReturn');
    actor.send({ type: 'NAVIGATE', path: '/no-such-page' });
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(actor.getSnapshot().context.returnAwaitingLogin).toBeUndefined();
    actor.stop();
  });
});
