// The login's bank (doc 1 §4 "Login: optional bank id lookup, access challenge, access token"): a DYB or VM
// customer may be at either regional bank (doc 2 §3.1 bankID); the token is asked of the bank the challenge is at.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type { ChallengeInput, ChallengeOutput, TokenInput, TokenOutput } from './actorContracts';
import { journeyMachine } from './journey';
import { startupAnswering } from './test-support/journeyStubs';

const config = {
  pollInterval: 5,
  pollRetryInterval: 5,
  pollMaxFailures: 3,
  autosaveInterval: 0,
  autosaveErrorInterval: 5,
  features: {},
} as unknown as RuntimeConfig;

async function logIn(brandId: string, foundBank: 'CB' | 'YB') {
  const challengeInputs: ChallengeInput[] = [];
  const tokenInputs: TokenInput[] = [];
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
        // The real actor looks the bank up only when asked to (services/actors.test.ts); this one says what it found.
        createChallenge: fromPromise(async ({ input }: { input: ChallengeInput }): Promise<ChallengeOutput> => {
          challengeInputs.push(input);
          return {
            sessionId: 'AUTH-1',
            publicKey: 'PEM',
            schemeId: 'password',
            challenges: [
              { type: 'partial_password', inputs: [{ authIndex: 0, label: 'Character 1', kind: 'character' }] },
            ],
            customerType: 'internetBanking',
            ...(input.findBank ? { bankId: foundBank } : {}),
          };
        }),
        requestToken: fromPromise(async ({ input }: { input: TokenInput }): Promise<TokenOutput> => {
          tokenInputs.push(input);
          return new Promise(() => {});
        }),
      },
    }),
    { input: { location: { pathname: '/login', search: `?brandId=${brandId}`, hash: '' } } },
  );
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'identifying' } }));
  actor.send({ type: 'LOGIN_IDENTIFIED', identity: { username: 'ridingsrita' } });
  await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'answering' } }));
  actor.send({ type: 'CHALLENGE_ANSWERED', answers: [{ authType: 'partial_password', authIndex: 0, answer: 'R' }] });
  await waitFor(actor, () => tokenInputs.length === 1);
  const bankId = actor.getSnapshot().context.bankId;
  actor.stop();
  return { challengeInputs, tokenInputs, bankId };
}

describe('the login finds the bank of a brand without its own', () => {
  it.each(['DYB', 'VM'])(
    'a %s customer at YB: the challenge looks the bank up, the token is asked of YB',
    async (brand) => {
      const { challengeInputs, tokenInputs, bankId } = await logIn(brand, 'YB');
      expect(challengeInputs).toEqual([expect.objectContaining({ bankId: 'CB', findBank: true })]);
      expect(tokenInputs[0]?.bankId).toBe('YB');
      expect(bankId).toBe('YB');
    },
  );

  it.each(['CB', 'YB'])('a %s login asks no lookup: the brand is the bank', async (brand) => {
    const { challengeInputs, tokenInputs } = await logIn(brand, 'CB');
    expect(challengeInputs).toEqual([expect.objectContaining({ bankId: brand, findBank: false })]);
    expect(tokenInputs[0]?.bankId).toBe(brand);
  });
});
