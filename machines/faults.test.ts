// Issue 10: one transient platform failure must not end a submitted application; the platform's answers still do.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type {
  CaseRef,
  ChallengeOutput,
  JourneyError,
  NextTaskOutput,
  Offer,
  SaveCaseOutput,
  TokenOutput,
} from './actorContracts';
import { DEFAULT_POLL_MAX_FAILURES, isTransientFailure, pollFailuresLeft } from './faults';
import { journeyMachine } from './journey';
import { savedTab, startupAnswering } from './test-support/journeyStubs';

const CASE_ID = 'CS12345678';

describe('isTransientFailure', () => {
  it.each([
    ['no answer in time', { code: 'timeout', status: 0 }],
    ['no connection', { code: 'network', status: 0 }],
    ['an answer that is not JSON, or not the schema', { code: 'invalid_response', status: 200 }],
    ['a platform fault', { code: 'internal_error', status: 500 }],
    ['a gateway page', { code: 'http_502', status: 502 }],
    ['unavailable', { code: 'http_503', status: 503 }],
  ])('a fault another try may cure: %s', (_, error) => {
    expect(isTransientFailure(error)).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['not found', { code: 'not_found', status: 404 }],
    ['an invalid token', { code: 'invalid_token', status: 401 }],
    ['a doc 1 §8 code on a 500 (the platform answered)', { code: '1036', status: 500 }],
    ['the duplicate customer on a 500', { code: '350', status: 500 }],
    ['cancelled by the chart', { code: 'cancelled', status: 0 }],
  ])('the platform answered, or nothing to retry: %s', (_, error) => {
    expect(isTransientFailure(error)).toBe(false);
  });
});

describe('pollFailuresLeft', () => {
  it(`allows ${DEFAULT_POLL_MAX_FAILURES} failures in a row by default, the last one ending the polling`, () => {
    expect(pollFailuresLeft(0, undefined)).toBe(true);
    expect(pollFailuresLeft(DEFAULT_POLL_MAX_FAILURES - 2, undefined)).toBe(true);
    expect(pollFailuresLeft(DEFAULT_POLL_MAX_FAILURES - 1, undefined)).toBe(false);
    expect(pollFailuresLeft(0, 1)).toBe(false);
    expect(pollFailuresLeft(3, 5)).toBe(true);
  });
});

const baseConfig = {
  pollInterval: 5,
  pollRetryInterval: 5,
  pollMaxFailures: 3,
  autosaveInterval: 0,
  autosaveErrorInterval: 5,
  completedCaseInterval: 5,
  completedCaseMaxAttempts: 3,
  offerRetryInterval: 5,
  offerRetryMaxTries: 3,
  features: {},
} as unknown as RuntimeConfig;

const fault = (code: string, status: number): JourneyError => ({ source: 'fetchNextTask', code, status });
const task = (name: string): NextTaskOutput => ({ taskUri: `/cases/${CASE_ID}/${name}`, task: name, waitSeconds: 0 });

/** The resume link's entry (doc 1 "Submission polling": with caseId and type on the submission page). */
function pollingJourney(answers: (NextTaskOutput | JourneyError)[], config: Partial<RuntimeConfig> = {}) {
  const polls: CaseRef[] = [];
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering({ ...baseConfig, ...config }),
        fetchNextTask: fromPromise(async ({ input }: { input: CaseRef }): Promise<NextTaskOutput> => {
          polls.push(input);
          const answer = answers.shift() ?? task('applicationprocessing');
          if ('code' in answer) throw answer;
          return answer;
        }),
        // the offer page's own call: never answers here, the test stops on arrival
        fetchOffers: fromPromise(() => new Promise<Offer[]>(() => {})),
      },
    }),
    {
      input: {
        location: { pathname: '/submission', search: `?caseId=${CASE_ID}&type=current&brandId=CB`, hash: '' },
      },
    },
  );
  actor.start();
  return { actor, polls };
}

type JourneySnapshot = ReturnType<ReturnType<typeof pollingJourney>['actor']['getSnapshot']>;
const arrived = (snapshot: JourneySnapshot) =>
  snapshot.matches({ main: 'offer' }) || snapshot.matches({ main: 'error' });

describe('the next-task poll through platform faults (issue 10)', () => {
  it('a poll answered 500 once: the next poll comes after pollRetryInterval and the applicant reaches the offer', async () => {
    const { actor, polls } = pollingJourney([fault('internal_error', 500), task('offer')]);
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { submission: 'retrying' } }));
    expect(actor.getSnapshot().context.pollFailures).toBe(1);
    const done = await waitFor(actor, arrived);
    expect(done.matches({ main: 'offer' })).toBe(true);
    expect(polls).toHaveLength(2);
    expect(polls[1]?.caseId).toBe(CASE_ID);
  });

  it('timeouts and answers that are not JSON are polled through the same way', async () => {
    const { actor } = pollingJourney([fault('timeout', 0), fault('invalid_response', 200), task('offer')]);
    expect((await waitFor(actor, arrived)).matches({ main: 'offer' })).toBe(true);
  });

  it('pollMaxFailures failures in a row end on the error page with the last failure', async () => {
    const { actor, polls } = pollingJourney([
      fault('http_503', 503),
      fault('timeout', 0),
      fault('internal_error', 500),
    ]);
    const done = await waitFor(actor, arrived);
    expect(done.matches({ main: 'error' })).toBe(true);
    expect(polls).toHaveLength(3);
    expect(done.context.error).toMatchObject({ source: 'fetchNextTask', code: 'internal_error', status: 500 });
  });

  it('a successful poll starts the count again: failures apart never add up', async () => {
    const { actor, polls } = pollingJourney(
      [
        fault('internal_error', 500),
        task('applicationprocessing'),
        fault('internal_error', 500),
        task('applicationprocessing'),
        fault('internal_error', 500),
        task('offer'),
      ],
      { pollMaxFailures: 2 },
    );
    expect((await waitFor(actor, arrived)).matches({ main: 'offer' })).toBe(true);
    expect(polls).toHaveLength(6);
  });

  it("the platform's own answer (a 4xx) goes to the error page at once", async () => {
    const { actor, polls } = pollingJourney([fault('not_found', 404), task('offer')]);
    const done = await waitFor(actor, arrived);
    expect(done.matches({ main: 'error' })).toBe(true);
    expect(polls).toHaveLength(1);
  });
});

describe('autosave failure is kept in view until a save succeeds (issue 10)', () => {
  it('says the save failed, keeps what was typed, tries again and clears on success', async () => {
    const saves: SaveCaseOutput[] = [];
    let failing = true;
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering({ ...baseConfig, autosaveInterval: 5 }),
          updateCase: fromPromise(async (): Promise<SaveCaseOutput> => {
            if (failing) throw { source: 'updateCase', code: 'internal_error', status: 500 } satisfies JourneyError;
            const saved = { caseId: CASE_ID, taskUri: '/x' };
            saves.push(saved);
            return saved;
          }),
        },
      }),
      {
        input: {
          location: { pathname: '/step-2', search: '?applyFor=IM135&brandId=CB', hash: '' },
          persisted: savedTab('employmentDetails', {
            caseId: CASE_ID,
            form: { productCode: 'IM135', isExistingCustomer: 'No', completedTasks: ['WEB-PERSONAL-DETAILS'] },
          }),
        },
      },
    );
    actor.start();
    const onStep2 = { main: { capture: { screen: 'employmentDetails' } } } as const;
    await waitFor(actor, (snapshot) => snapshot.matches(onStep2));
    actor.send({ type: 'FORM_CHANGED', values: { grossAnnualIncome: '32000' } });

    const failed = await waitFor(actor, (snapshot) => snapshot.context.saveFailed);
    expect(failed.matches(onStep2)).toBe(true);
    expect(failed.context.form.grossAnnualIncome).toBe('32000');
    expect(failed.context.error).toBeUndefined();
    // it keeps trying every autosaveErrorInterval, still on step 2, the message still shown
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { capture: { sync: { saving: 'updating' } } } }));
    expect(actor.getSnapshot().context.saveFailed).toBe(true);

    failing = false;
    const saved = await waitFor(actor, (snapshot) => !snapshot.context.saveFailed);
    expect(saves.length).toBeGreaterThan(0);
    expect(saved.matches(onStep2)).toBe(true);
    expect(saved.context.form.grossAnnualIncome).toBe('32000');
    actor.stop();
  });
});

describe('a fault on the token call is not a wrong answer (issue 10, doc 3 §8)', () => {
  it.each([
    ['no answer in time', { code: 'timeout', status: 0 }],
    ['a 500', { code: 'internal_error', status: 500 }],
    ['an answer that is not JSON', { code: 'invalid_response', status: 200 }],
  ])('%s: a new challenge with the gone-wrong message, never too many retries', async (_, failure) => {
    let challenges = 0;
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering(baseConfig),
          createChallenge: fromPromise(async (): Promise<ChallengeOutput> => {
            challenges += 1;
            return {
              sessionId: `AUTH-${challenges}`,
              publicKey: 'PEM',
              schemeId: 'password',
              challenges: [
                { type: 'partial_password', inputs: [{ authIndex: 0, label: 'Character 1', kind: 'character' }] },
              ],
              customerType: 'internetBanking',
            };
          }),
          requestToken: fromPromise(async (): Promise<TokenOutput> => {
            throw { source: 'requestToken', ...failure } satisfies JourneyError;
          }),
        },
      }),
      { input: { location: { pathname: '/login', search: '?brandId=CB', hash: '' } } },
    );
    actor.start();
    const answering = { main: { login: 'answering' } } as const;
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'identifying' } }));
    actor.send({ type: 'LOGIN_IDENTIFIED', identity: { username: 'sandboxada' } });
    await waitFor(actor, (snapshot) => snapshot.matches(answering));
    actor.send({ type: 'CHALLENGE_ANSWERED', answers: [{ authType: 'partial_password', authIndex: 0, answer: 'S' }] });
    const again = await waitFor(actor, (snapshot) => snapshot.matches(answering) && challenges === 2);
    expect(again.context.loginError).toMatchObject({ source: 'requestToken', code: failure.code });
    expect(again.context.challenge?.sessionId).toBe('AUTH-2');
    expect(again.context.identity).toEqual({ username: 'sandboxada' });
    actor.stop();
  });
});
