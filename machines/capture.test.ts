// The capture region in the running chart: the bank details lookup (doc 2 §5.5) runs beside the screen and the
// save pipeline without moving either of them.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type { BankSearchInput, BankSearchOutput, LoadStartupOutput, SaveCaseOutput } from './actorContracts';
import { journeyMachine } from './journey';

const config = { pollInterval: 5000, autosaveInterval: 0, features: {} } as unknown as RuntimeConfig;

describe('the bank details lookup (doc 2 §5.5)', () => {
  it('looks the details up while the applicant stays on step 2, the newer pair winning', async () => {
    const searched: BankSearchInput[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: fromPromise(
            async (): Promise<LoadStartupOutput> => ({ config, documents: [], productContent: { products: {} } }),
          ),
          createCase: fromPromise(async (): Promise<SaveCaseOutput> => ({ caseId: 'CS12345678', taskUri: '/x' })),
          updateCase: fromPromise(async (): Promise<SaveCaseOutput> => ({ caseId: 'CS12345678', taskUri: '/x' })),
          searchBank: fromPromise(async ({ input }: { input: BankSearchInput }): Promise<BankSearchOutput> => {
            searched.push(input);
            return { found: true, bankName: 'Northgate Bank', branch: 'Leeds' };
          }),
        },
      }),
      {
        // A reload on step 2 of a credit card application (the persisted tab session brings it back).
        input: {
          location: { pathname: '/step-2', search: '?applyFor=G99&brandId=CB', hash: '' },
          persisted: {
            version: 1,
            brandId: 'CB',
            bankId: 'CB',
            productCode: 'G99',
            subType: 'existing',
            caseId: 'CS12345678',
            screen: 'employmentDetails',
            form: {
              productCode: 'G99',
              isExistingCustomer: 'Yes',
              completedTasks: ['WEB-PERSONAL-DETAILS'],
            },
          },
        },
      },
    );
    actor.start();
    const onStep2 = { main: { capture: { screen: 'employmentDetails' } } } as const;
    await waitFor(actor, (snapshot) => snapshot.matches(onStep2));

    actor.send({ type: 'BANK_DETAILS_CHANGED', sortCode: '089999', accountNumber: '66374958' });
    actor.send({ type: 'BANK_DETAILS_CHANGED', sortCode: '089999', accountNumber: '66374959' });
    expect(actor.getSnapshot().matches(onStep2)).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.context.bankLookup.status === 'valid');
    expect(actor.getSnapshot().matches(onStep2)).toBe(true);
    expect(actor.getSnapshot().context.bankLookup).toMatchObject({ accountNumber: '66374959' });
    expect(searched.at(-1)).toEqual({ sortCode: '089999', accountNumber: '66374959' });
  });
});
