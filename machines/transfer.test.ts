// The transfer question and hand-off (doc 1 "Registration": "The transfer is offered when the product-type feature
// is on, the product can transfer, and no transfer occurred yet or multiple transfers are allowed"; §4 "Step-up is
// needed ... before the transfer hand-off"): the guards, and the running chart from the question with stub actors.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type { ChallengeInput, ChallengeOutput, OtpSentOutput, TokenInput, TokenOutput } from './actorContracts';
import { journeyMachine } from './journey';
import type { JourneyContext } from './journeyTypes';
import { initialContext } from './setup';
import { needsTransferStepUp, offersTransfer, TRANSFER_SCOPE } from './transfer.logic';

const withFeatures = (features: Partial<RuntimeConfig['features']>) =>
  ({ pollInterval: 5000, autosaveInterval: 0, features }) as unknown as RuntimeConfig;

describe('offersTransfer (doc 1 "Registration")', () => {
  const on = withFeatures({ transfer: true });
  it('asks for a product that can transfer only when the transfer feature is on', () => {
    expect(offersTransfer({ productCode: 'IM481', config: on, transfer: undefined })).toBe(true);
    expect(
      offersTransfer({ productCode: 'IM481', config: withFeatures({ transfer: false }), transfer: undefined }),
    ).toBe(false);
    // a configuration without the flag (the platform's default, platform/runtimeConfig.ts): off
    expect(offersTransfer({ productCode: 'IM481', config: withFeatures({}), transfer: undefined })).toBe(false);
    expect(offersTransfer({ productCode: 'IM481', config: undefined, transfer: undefined })).toBe(false);
  });

  it('never asks for a product that cannot transfer, feature on or not', () => {
    // IM135, a current account: canTransfer false
    expect(offersTransfer({ productCode: 'IM135', config: on, transfer: undefined })).toBe(false);
  });

  it('asks again after a transfer only when the product allows several', () => {
    // IM481 (Flexi Cash ISA) and G99 (credit card) allow several; IM458 (Help to Buy ISA) one
    expect(offersTransfer({ productCode: 'IM481', config: on, transfer: { done: true } })).toBe(true);
    expect(offersTransfer({ productCode: 'G99', config: on, transfer: { done: true } })).toBe(true);
    expect(offersTransfer({ productCode: 'IM458', config: on, transfer: undefined })).toBe(true);
    expect(offersTransfer({ productCode: 'IM458', config: on, transfer: { done: true } })).toBe(false);
  });
});

describe('needsTransferStepUp (doc 1 §4)', () => {
  it('steps up a logged-in token below scope 30 only', () => {
    expect(needsTransferStepUp({ accessToken: 'T', scope: 10 })).toBe(true);
    expect(needsTransferStepUp({ accessToken: 'T', scope: TRANSFER_SCOPE - 1 })).toBe(true);
    expect(needsTransferStepUp({ accessToken: 'T', scope: TRANSFER_SCOPE })).toBe(false);
    // doc 1 §9: a token without a scope has the default, 30
    expect(needsTransferStepUp({ accessToken: 'T', scope: undefined })).toBe(false);
    // a new applicant's case token is not a login: nobody to challenge
    expect(needsTransferStepUp({ accessToken: undefined, scope: 10 })).toBe(false);
  });
});

const otpChallenge: ChallengeOutput = {
  sessionId: 'AUTH-1',
  publicKey: 'PEM',
  schemeId: 'otp',
  challenges: [{ type: 'otp', inputs: [{ authIndex: 0, label: 'One-time passcode', kind: 'digits', length: 10 }] }],
  customerType: 'unknown',
};
const answers = (code: string) => [{ authType: 'otp', authIndex: 0, answer: code }];

/** An existing customer's cash ISA opened, on the transfer question, with a token of the given scope. */
function onQuestion(scope: number) {
  const calls = { challenges: [] as ChallengeInput[], handOffs: [] as string[] };
  const machine = journeyMachine.provide({
    actors: {
      createChallenge: fromPromise(async ({ input }: { input: ChallengeInput }) => {
        calls.challenges.push(input);
        return otpChallenge;
      }),
      sendOtp: fromPromise(async (): Promise<OtpSentOutput> => ({ sentTo: '********101', remaining: 2 })),
      requestToken: fromPromise(async ({ input }: { input: TokenInput }): Promise<TokenOutput> => {
        if (input.answers[0]?.answer !== '0123456789')
          throw { source: 'requestToken', code: 'invalid_credentials', status: 401, retryAllowed: 0 };
        return { accessToken: 'SCOPE-30', scope: 30 };
      }),
    },
    actions: {
      handOffToTransferApp: ({ context }) => {
        calls.handOffs.push(`${context.accessToken}@${context.scope}`);
      },
    },
    delays: { transferHandOff: 0 },
  });
  const input = { location: { pathname: '/registration', search: '?applyFor=IM481&brandId=CB', hash: '' } };
  const context: JourneyContext = {
    ...initialContext(input),
    config: withFeatures({ transfer: true }),
    subType: 'existing',
    caseId: 'CS12345678',
    accessToken: `SCOPE-${scope}`,
    scope,
    user: { username: 'sandboxada', customerNumber: '1000000011' },
  };
  const snapshot = machine.resolveState({ value: { main: { transfer: 'question' } }, context });
  const actor = createActor(machine, { snapshot, input }).start();
  return { actor, calls };
}

const steppingUp = { main: { transfer: 'steppingUp' } } as const;

describe('the transfer hand-off (doc 1 §4 "Step-up is needed ... before the transfer hand-off")', () => {
  it('hands a scope-30 session off straight after Yes', async () => {
    const { actor, calls } = onQuestion(30);
    actor.send({ type: 'TRANSFER_ANSWERED', answer: 'Yes' });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { transfer: 'handedOff' } }));
    expect(calls.challenges).toEqual([]);
    expect(calls.handOffs).toEqual(['SCOPE-30@30']);
  });

  it('steps a scope-10 session up to 30 in the modal over the question, then hands off', async () => {
    const { actor, calls } = onQuestion(10);
    actor.send({ type: 'TRANSFER_ANSWERED', answer: 'Yes' });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { transfer: { steppingUp: { answering: 'sent' } } } }));
    expect(calls.challenges).toEqual([
      { bankId: 'CB', identity: { username: 'sandboxada' }, scope: 30, preferScheme: 'otp' },
    ]);
    // the modal over the transfer question, at /registration
    const meta = Object.values(actor.getSnapshot().getMeta());
    expect(meta).toContainEqual({ modal: 'stepUp', screen: 'transfer', route: '/registration' });
    expect(calls.handOffs).toEqual([]);

    actor.send({ type: 'STEP_UP_ANSWERED', answers: answers('0123456789') });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { transfer: 'handedOff' } }));
    // the hand-off carries the new scope-30 token, and the step-up is forgotten
    expect(calls.handOffs).toEqual(['SCOPE-30@30']);
    expect(actor.getSnapshot().context.stepUp).toBeUndefined();
  });

  it('does not hand off when the customer logs out of the step-up', async () => {
    const { actor, calls } = onQuestion(10);
    actor.send({ type: 'TRANSFER_ANSWERED', answer: 'Yes' });
    await waitFor(actor, (snapshot) => snapshot.matches(steppingUp));
    actor.send({ type: 'STEP_UP_CANCELLED' });
    expect(actor.getSnapshot().matches({ main: 'login' })).toBe(true);
    expect(actor.getSnapshot().context.accessToken).toBeUndefined();
    expect(calls.handOffs).toEqual([]);
  });

  it('does not hand off when the step-up fails', async () => {
    const { actor, calls } = onQuestion(10);
    actor.send({ type: 'TRANSFER_ANSWERED', answer: 'Yes' });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { transfer: { steppingUp: { answering: 'sent' } } } }));
    actor.send({ type: 'STEP_UP_ANSWERED', answers: answers('9999999999') });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'tooManyRetries' } }));
    expect(calls.handOffs).toEqual([]);
  });

  it('goes to account opened on No, whatever the scope', () => {
    const { actor, calls } = onQuestion(10);
    actor.send({ type: 'TRANSFER_ANSWERED', answer: 'No' });
    expect(actor.getSnapshot().matches({ main: 'accountOpened' })).toBe(true);
    expect(calls.challenges).toEqual([]);
  });
});
