// Step-up in the running chart (doc 1 §4): the call refused for its scope is made again after the access
// challenge, with the new token; the passcode states of doc 3 §2 follow the platform's answers.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type {
  ChallengeInput,
  ChallengeOutput,
  CurrentUserOutput,
  JourneyError,
  OtpSentOutput,
  TokenInput,
  TokenOutput,
} from './actorContracts';
import { journeyMachine } from './journey';
import type { CustomerProfile } from './regularSaver';
import { startupAnswering } from './test-support/journeyStubs';

const config = { pollInterval: 5000, autosaveInterval: 0, features: {} } as unknown as RuntimeConfig;
const stepUpRefusal: JourneyError = {
  source: 'fetchCustomerProfile',
  code: 'insufficient_scope',
  status: 401,
  authenticate: { error: 'insufficient_scope', scope: 30 },
};
const otpChallenge = (sessionId: string): ChallengeOutput => ({
  sessionId,
  publicKey: 'PEM',
  schemeId: 'otp',
  challenges: [{ type: 'otp', inputs: [{ authIndex: 0, label: 'One-time passcode', kind: 'digits', length: 10 }] }],
  customerType: 'unknown',
});
const answers = (code: string) => [{ authType: 'otp', authIndex: 0, answer: code }];

/** Back from the login app with a scope-10 token for the Regular Saver Exclusive (its checks need scope 30). */
function start(options: { otpFailure?: JourneyError; challengeOtp?: boolean; tokenFailure?: JourneyError } = {}) {
  const calls = {
    profileTokens: [] as (string | undefined)[],
    challenges: [] as ChallengeInput[],
    otps: [] as string[],
    tokens: [] as TokenInput[],
  };
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
        fetchCurrentUser: fromPromise(async () => ({
          username: 'sandboxada',
          customerNumber: '1000000011',
          bankId: 'CB',
        })),
        fetchCustomerProfile: fromPromise(async (): Promise<CustomerProfile> => {
          // Like the app's HTTP client, the token is read from the chart when the request leaves.
          await Promise.resolve();
          const token = actor.getSnapshot().context.accessToken;
          calls.profileTokens.push(token);
          if (token !== 'SCOPE-30') throw stepUpRefusal;
          return { ageYears: 40, accounts: [{ accountType: 'current', productCode: '135' }] };
        }),
        createChallenge: fromPromise(async ({ input }: { input: ChallengeInput }) => {
          calls.challenges.push(input);
          return options.challengeOtp === false
            ? { ...otpChallenge(`AUTH-${calls.challenges.length}`), schemeId: 'password', challenges: [] }
            : otpChallenge(`AUTH-${calls.challenges.length}`);
        }),
        sendOtp: fromPromise(
          async ({ input }: { input: { bankId: string; sessionId: string } }): Promise<OtpSentOutput> => {
            calls.otps.push(input.sessionId);
            if (options.otpFailure) throw options.otpFailure;
            return { sentTo: '********123', remaining: 2 };
          },
        ),
        requestToken: fromPromise(async ({ input }: { input: TokenInput }): Promise<TokenOutput> => {
          calls.tokens.push(input);
          if (options.tokenFailure && calls.tokens.length === 1) throw options.tokenFailure;
          if (input.answers[0]?.answer !== '0123456789')
            throw { source: 'requestToken', code: 'invalid_credentials', status: 401, retryAllowed: 2 };
          return { accessToken: 'SCOPE-30', scope: 30 };
        }),
      },
    }),
    {
      input: {
        location: {
          pathname: '/authentication',
          search: '?applyFor=IM760&brandId=VM&scope=10',
          hash: '#access_token=LOW',
        },
      },
    },
  );
  actor.start();
  return { actor, calls };
}

type Phase = 'challenge' | 'sent' | 'resent' | 'wrong' | 'noPasscode' | 'limitReached';
const answering = (phase: Phase) => ({ main: { authentication: { steppingUp: { answering: phase } } } }) as const;

describe('step-up (doc 1 §4)', () => {
  it('challenges the current user at the scope asked for, then makes the refused call again with the new token', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (snapshot) => snapshot.matches(answering('sent')));
    expect(actor.getSnapshot().context.scope).toBe(10);
    expect(calls.challenges).toEqual([
      { bankId: 'CB', identity: { username: 'sandboxada' }, scope: 30, preferScheme: 'otp' },
    ]);
    expect(calls.otps).toEqual(['AUTH-1']);
    expect(actor.getSnapshot().context.stepUp?.otp?.sentTo).toBe('********123');

    actor.send({ type: 'OTP_RESEND' });
    await waitFor(actor, (snapshot) => snapshot.matches(answering('resent')));
    expect(calls.otps).toEqual(['AUTH-1', 'AUTH-1']);

    // A challenge session takes one answer: a wrong passcode sets a new challenge and sends a new passcode.
    actor.send({ type: 'STEP_UP_ANSWERED', answers: answers('9999999999') });
    await waitFor(actor, (snapshot) => snapshot.matches(answering('wrong')));
    expect(calls.challenges).toHaveLength(2);
    expect(calls.otps).toEqual(['AUTH-1', 'AUTH-1', 'AUTH-2']);

    actor.send({ type: 'STEP_UP_ANSWERED', answers: answers('0123456789') });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: 'eligibility' }));
    expect(calls.tokens.at(-1)).toMatchObject({ sessionId: 'AUTH-2', schemeId: 'otp' });
    expect(calls.profileTokens).toEqual(['LOW', 'SCOPE-30']);
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'SCOPE-30', scope: 30, stepUp: undefined });
  });

  it('shows the limit when no more passcodes may be sent, and no passcode when sending fails', async () => {
    const limit = start({ otpFailure: { source: 'sendOtp', code: 'otp_limit_reached', status: 409 } });
    await waitFor(limit.actor, (snapshot) => snapshot.matches(answering('limitReached')));
    limit.actor.send({ type: 'STEP_UP_ANSWERED', answers: answers('0123456789') });
    expect(limit.calls.tokens).toHaveLength(0);

    const failed = start({ otpFailure: { source: 'sendOtp', code: 'network', status: 0 } });
    await waitFor(failed.actor, (snapshot) => snapshot.matches(answering('noPasscode')));
    failed.actor.send({ type: 'OTP_RESEND' });
    await waitFor(
      failed.actor,
      (snapshot) => snapshot.matches(answering('noPasscode')) && failed.calls.otps.length === 2,
    );
  });

  it('asks the usual questions when the customer has no passcode scheme', async () => {
    const { actor, calls } = start({ challengeOtp: false });
    await waitFor(actor, (snapshot) => snapshot.matches(answering('challenge')));
    expect(calls.otps).toEqual([]);
  });

  it('sets a new challenge with the gone-wrong message when the token request meets a platform fault (issue 10)', async () => {
    // A 503 (or no answer in time) is not a wrong answer and says nothing of the retries left: not "too many retries".
    for (const tokenFailure of [
      { source: 'requestToken', code: 'service_unavailable', status: 503 },
      { source: 'requestToken', code: 'timeout', status: 0 },
    ] satisfies JourneyError[]) {
      const { actor, calls } = start({ tokenFailure });
      await waitFor(actor, (snapshot) => snapshot.matches(answering('sent')));
      actor.send({ type: 'STEP_UP_ANSWERED', answers: answers('0123456789') });
      await waitFor(actor, (snapshot) => snapshot.matches(answering('sent')) && calls.otps.length === 2);
      expect(actor.getSnapshot().matches({ main: 'login' })).toBe(false);
      expect(calls.challenges).toHaveLength(2);
      expect(calls.otps).toEqual(['AUTH-1', 'AUTH-2']);
      expect(actor.getSnapshot().context).toMatchObject({
        accessToken: 'LOW',
        stepUp: { reason: 'fault', challenge: { sessionId: 'AUTH-2' } },
      });
      // still the step-up modal over the same page
      const metas = Object.values(actor.getSnapshot().getMeta()) as { modal?: string }[];
      expect(metas.some((meta) => meta?.modal === 'stepUp')).toBe(true);

      // The new challenge is answered and the refused call made again.
      actor.send({ type: 'STEP_UP_ANSWERED', answers: answers('0123456789') });
      await waitFor(actor, (snapshot) => snapshot.matches({ main: 'eligibility' }));
      expect(calls.tokens.at(-1)).toMatchObject({ sessionId: 'AUTH-2' });
      expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'SCOPE-30', stepUp: undefined });
    }
  });

  it('logs out from the modal: token dropped, login page', async () => {
    const { actor } = start();
    await waitFor(actor, (snapshot) => snapshot.matches(answering('sent')));
    actor.send({ type: 'STEP_UP_CANCELLED' });
    expect(actor.getSnapshot().matches({ main: 'login' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: undefined, stepUp: undefined });
  });

  it('drops the token and goes to login on the invalid-token header', async () => {
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering(config),
          fetchCurrentUser: fromPromise(async (): Promise<CurrentUserOutput> => {
            throw {
              source: 'fetchCurrentUser',
              code: 'invalid_token',
              status: 401,
              authenticate: { error: 'invalid_token' },
            };
          }),
        },
      }),
      { input: { location: { pathname: '/authentication', search: '?brandId=CB', hash: '#access_token=OLD' } } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: 'login' }));
    expect(actor.getSnapshot().context.accessToken).toBeUndefined();
  });
});
