// The switch region (doc 1 §4 "Switch", doc 3 §8) with stub actors: reached from account opened for a current account,
// the screenshot before the switch is sent, success and No then Proceed back to account opened, a refusal's code kept
// for the page and cleared by a new date, and the card number dropped from memory once the call is over.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type {
  CompletedCaseOutput,
  CredentialsOutput,
  EvidenceInput,
  NextTaskOutput,
  RegistrationQuestion,
  SubmitSwitchInput,
  SubmitSwitchOutput,
} from './actorContracts';
import { journeyMachine } from './journey';
import { savedTab, startupAnswering } from './test-support/journeyStubs';

const config = { pollInterval: 5000, autosaveInterval: 0, features: {} } as unknown as RuntimeConfig;
const CASE_ID = 'CS12345678';

const VALUES = {
  wantsToSwitch: 'Yes' as const,
  switchType: 'Full switch',
  switchAccountName: 'Ada Lovelace',
  switchAccountNumber: '12345678',
  switchSortCode: '309457',
  switchHasDebitCard: 'Yes' as const,
  switchDebitCardPan: '4000123412341234',
  switchDebitCardExpiration: '1231',
  switchDate: '02-12-2026',
  switchCloseOldAccount: true,
  switchAcceptFullTCs: true,
};

function openedAccount(
  productCode: string,
  submitSwitch: (input: SubmitSwitchInput) => Promise<SubmitSwitchOutput>,
  returning?: { pathname: string; search: string; hash: string },
) {
  const calls: string[] = [];
  const reads: string[] = [];
  const evidence: EvidenceInput[] = [];
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
        fetchNextTask: fromPromise(
          async (): Promise<NextTaskOutput> => ({
            taskUri: `/cases/${CASE_ID}/fulfillmentinprogress`,
            task: 'fulfillmentinprogress',
            waitSeconds: 0,
          }),
        ),
        fetchCompletedCase: fromPromise(async (): Promise<CompletedCaseOutput> => {
          reads.push('fetchCompletedCase');
          return {
            customerNumber: '1012345678',
            accounts: [
              {
                account_type: 'current',
                product_code: productCode.replace('IM', ''),
                account_id: 'ACC-1',
                account_number: '87654321',
                sort_code: '999101',
              },
            ],
          };
        }),
        sendEvidence: fromPromise(async ({ input }: { input: EvidenceInput }) => {
          calls.push('sendEvidence');
          evidence.push(input);
        }),
        submitSwitch: fromPromise(async ({ input }: { input: SubmitSwitchInput }) => {
          calls.push('submitSwitch');
          return submitSwitch(input);
        }),
        fetchPublicKey: fromPromise(async () => ({ publicKey: 'PUBLIC-KEY' })),
        fetchCredentials: fromPromise(
          async (): Promise<CredentialsOutput> => ({ customerNumber: '1012345678', registered: false }),
        ),
        fetchSecurityQuestions: fromPromise(async (): Promise<RegistrationQuestion[]> => []),
      },
    }),
    {
      input: returning
        ? { location: returning, persisted: null }
        : {
            location: { pathname: '/', search: `?applyFor=${productCode}&brandId=CB`, hash: '' },
            persisted: savedTab('submission', {
              productCode,
              caseId: CASE_ID,
              form: {
                productCode,
                isExistingCustomer: 'No',
                nationality: 'GB',
                completedTasks: ['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS', 'WEB-REVIEW-DETAILS'],
              },
            }),
          },
    },
  ).start();
  return { actor, calls, reads, evidence };
}

const onAccountOpened = { main: 'accountOpened' } as const;
const onSwitch = { main: { switch: 'editing' } } as const;

describe('the switch page (doc 1 §4 "Switch")', () => {
  it('takes the screenshot, then sends the switch of the opened account, then goes to account opened', async () => {
    const sent: SubmitSwitchInput[] = [];
    const { actor, calls, evidence } = openedAccount('IM135', async (input) => {
      sent.push(input);
      return { switchId: 'SW-1', code: '000' };
    });
    await waitFor(actor, (snapshot) => snapshot.matches(onAccountOpened));
    actor.send({ type: 'NAVIGATE', path: '/switch' });
    expect(actor.getSnapshot().matches(onSwitch)).toBe(true);
    actor.send({ type: 'SWITCH_SUBMITTED', values: VALUES });
    await waitFor(actor, (snapshot) => snapshot.matches(onAccountOpened));
    expect(calls).toEqual(['sendEvidence', 'submitSwitch']);
    expect(evidence[0]).toMatchObject({ caseId: CASE_ID, context: 'SWITCH_SUBMITTED' });
    expect(sent[0]).toEqual({
      bankId: 'CB',
      values: VALUES,
      newAccount: { sortCode: '999101', accountNumber: '87654321' },
      nationality: 'GB',
    });
    const { switching } = actor.getSnapshot().context;
    expect(switching).toEqual({ values: undefined, errorCode: undefined, switched: true });
    // once switched, account opened offers no second switch
    actor.send({ type: 'SWITCH_START' });
    expect(actor.getSnapshot().matches(onAccountOpened)).toBe(true);
  });

  it("after the registration app's return (/hasDigitalRegDone), reads the opened account before the switch is sent", async () => {
    const sent: SubmitSwitchInput[] = [];
    const { actor, reads } = openedAccount(
      'IM135',
      async (input) => {
        sent.push(input);
        return { switchId: 'SW-2', code: '000' };
      },
      {
        pathname: '/hasDigitalRegDone',
        search: `?applyFor=IM135&brandId=CB&caseId=${CASE_ID}`,
        hash: '#access_token=T&bankId=CB',
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches(onSwitch));
    expect(reads).toEqual(['fetchCompletedCase']);
    actor.send({ type: 'SWITCH_SUBMITTED', values: VALUES });
    await waitFor(actor, (snapshot) => snapshot.matches(onAccountOpened));
    expect(sent[0]?.newAccount).toEqual({ sortCode: '999101', accountNumber: '87654321' });
  });

  it('is not offered again after registration when it was set up before registering', async () => {
    const { actor, calls } = openedAccount('IM135', async () => ({ switchId: 'SW-1', code: '000' }));
    await waitFor(actor, (snapshot) => snapshot.matches(onAccountOpened));
    actor.send({ type: 'SWITCH_START' });
    actor.send({ type: 'SWITCH_SUBMITTED', values: VALUES });
    await waitFor(actor, (snapshot) => snapshot.matches(onAccountOpened) && snapshot.context.switching.switched);
    actor.send({ type: 'REGISTER' });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { registration: 'entering' } }));
    actor.send({ type: 'REGISTER_LATER' });
    expect(actor.getSnapshot().matches(onAccountOpened)).toBe(true);
    expect(calls).toEqual(['sendEvidence', 'submitSwitch']);
  });

  it('follows registration when the switch was not set up yet (postRegistrationTask WEB-SWITCH)', async () => {
    const { actor } = openedAccount('IM135', async () => ({ switchId: 'SW-1', code: '000' }));
    await waitFor(actor, (snapshot) => snapshot.matches(onAccountOpened));
    actor.send({ type: 'REGISTER' });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { registration: 'entering' } }));
    actor.send({ type: 'REGISTER_LATER' });
    expect(actor.getSnapshot().matches(onSwitch)).toBe(true);
  });

  it('keeps a refusal code for the page, drops the values, and clears the code when the date changes', async () => {
    const { actor } = openedAccount('IM135', async () => {
      throw { source: 'submitSwitch', code: '345', status: 409 };
    });
    await waitFor(actor, (snapshot) => snapshot.matches(onAccountOpened));
    actor.send({ type: 'SWITCH_START' });
    actor.send({ type: 'SWITCH_SUBMITTED', values: VALUES });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches(onSwitch) && snapshot.context.switching.errorCode !== undefined,
    );
    expect(actor.getSnapshot().context.switching).toEqual({ values: undefined, errorCode: '345', switched: false });
    actor.send({ type: 'SWITCH_DATE_CHANGED' });
    expect(actor.getSnapshot().context.switching.errorCode).toBeUndefined();
    expect(actor.getSnapshot().matches(onSwitch)).toBe(true);
  });

  it('goes to account opened on No then Proceed, without a call', async () => {
    const { actor, calls } = openedAccount('IM135', async () => ({ switchId: 'SW-1', code: '000' }));
    await waitFor(actor, (snapshot) => snapshot.matches(onAccountOpened));
    actor.send({ type: 'SWITCH_START' });
    actor.send({ type: 'SWITCH_DECLINED' });
    expect(actor.getSnapshot().matches(onAccountOpened)).toBe(true);
    expect(calls).toEqual([]);
  });

  it('is not offered for a product that does not switch (a savings account)', async () => {
    const { actor } = openedAccount('IM759', async () => ({ switchId: 'SW-1', code: '000' }));
    await waitFor(actor, (snapshot) => snapshot.matches(onAccountOpened));
    actor.send({ type: 'SWITCH_START' });
    actor.send({ type: 'NAVIGATE', path: '/switch' });
    expect(actor.getSnapshot().matches(onAccountOpened)).toBe(true);
  });
});
