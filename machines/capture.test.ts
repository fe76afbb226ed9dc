// The capture region in the running chart: the bank details lookup (doc 2 §5.5) runs beside the screen and the
// save pipeline without moving either of them.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type {
  AddressSearchOutput,
  BankSearchInput,
  BankSearchOutput,
  SaveCaseInput,
  SaveCaseOutput,
  SubmitCaseOutput,
} from './actorContracts';
import { journeyMachine } from './journey';
import { savedTab, startupAnswering } from './test-support/journeyStubs';

const config = { pollInterval: 5000, autosaveInterval: 0, features: {} } as unknown as RuntimeConfig;

/**
 * A reload of a new IM135 applicant's tab on step 1 before any case exists (the tab's saved journey brings it back),
 * start-up answered with the config above, and these actors.
 */
function reloadedOnStep1(actors: NonNullable<Parameters<typeof journeyMachine.provide>[0]['actors']>) {
  return createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
        ...actors,
      },
    }),
    {
      input: {
        location: { pathname: '/step-1', search: '?applyFor=IM135&brandId=CB', hash: '' },
        persisted: savedTab('personalDetails'),
      },
    },
  );
}

describe('the bank details lookup (doc 2 §5.5)', () => {
  it('looks the details up while the applicant stays on step 2, the newer pair winning', async () => {
    const searched: BankSearchInput[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering(config),
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
          persisted: savedTab('employmentDetails', {
            productCode: 'G99',
            subType: 'existing',
            caseId: 'CS12345678',
            form: { productCode: 'G99', isExistingCustomer: 'Yes', completedTasks: ['WEB-PERSONAL-DETAILS'] },
          }),
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

describe('autosave after a refusal only the applicant can fix (doc 1 §8, issue 15)', () => {
  it('does not send a 1036 refusal again until the username changes', async () => {
    const saved: (string | undefined)[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering({ ...config, autosaveInterval: 20, autosaveErrorInterval: 20 }),
          updateCase: fromPromise(async ({ input }: { input: SaveCaseInput }): Promise<SaveCaseOutput> => {
            saved.push(input.form.username);
            if (input.form.username === 'sandboxada') {
              throw { source: 'updateCase', code: '1036', status: 409 };
            }
            return { caseId: 'CS12345678', taskUri: '/x' };
          }),
        },
      }),
      {
        input: {
          location: { pathname: '/review', search: '?applyFor=G99&brandId=CB', hash: '' },
          persisted: savedTab('review', {
            productCode: 'G99',
            subType: 'existing',
            caseId: 'CS12345678',
            form: {
              productCode: 'G99',
              isExistingCustomer: 'Yes',
              completedTasks: ['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS'],
            },
          }),
        },
      },
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { capture: { screen: 'review' } } }));
    actor.send({ type: 'FORM_CHANGED', values: { username: 'sandboxada' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { capture: { sync: 'refused' } } }));
    // Many autosave and retry intervals pass: the refused username is not sent again, nor with other answers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    actor.send({ type: 'FORM_CHANGED', values: { consentPost: 'No' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saved).toEqual(['sandboxada']);
    expect(actor.getSnapshot().context.saveFailed).toBe(true);

    // A new username is saved at once, and autosave goes on as before.
    actor.send({ type: 'FORM_CHANGED', values: { username: 'ada.lovelace' } });
    await waitFor(actor, () => saved.length === 2);
    expect(saved).toEqual(['sandboxada', 'ada.lovelace']);
    await waitFor(actor, (snapshot) => !snapshot.context.saveFailed && snapshot.context.saveRefusal === undefined);
    actor.stop();
  });
});

describe('the address lookup refused or failing (doc 3 §8)', () => {
  it.each([
    [
      'an invalid postcode: contact the team',
      { source: 'searchAddresses', code: 'invalid_postcode', status: 400 },
      'invalidPostcode',
    ],
    ['any other failure: try again or call', { source: 'searchAddresses', code: 'network', status: 0 }, 'failed'],
  ] as const)('%s', async (_, failure, status) => {
    const actor = reloadedOnStep1({
      searchAddresses: fromPromise(async (): Promise<AddressSearchOutput> => {
        throw failure;
      }),
    });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { capture: { screen: 'personalDetails' } } }));
    actor.send({ type: 'ADDRESS_SEARCH', postcode: 'LS1 4AP', houseNumber: '' });
    await waitFor(actor, (snapshot) => snapshot.context.addressLookup.status === status);
    expect(actor.getSnapshot().matches({ main: { capture: { screen: 'personalDetails' } } })).toBe(true);
  });
});

describe("step 2's Continue: review shown at once, the save answering after (doc 1 §4, issue 16)", () => {
  /** A reload on step 2 with the case made, its saves answered when the test says. */
  function onStep2() {
    const saves: { input: SaveCaseInput; answer: (error?: unknown) => void }[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering(config),
          updateCase: fromPromise(
            ({ input }: { input: SaveCaseInput }) =>
              new Promise<SaveCaseOutput>((done, refuse) =>
                saves.push({
                  input,
                  answer: (error) => (error ? refuse(error) : done({ caseId: 'CS12345678', taskUri: '/x' })),
                }),
              ),
          ),
          submitCase: fromPromise(() => new Promise<SubmitCaseOutput>(() => undefined)),
        },
      }),
      {
        input: {
          location: { pathname: '/step-2', search: '?applyFor=IM135&brandId=CB', hash: '' },
          persisted: savedTab('employmentDetails', {
            caseId: 'CS12345678',
            form: { productCode: 'IM135', completedTasks: ['WEB-PERSONAL-DETAILS'] },
          }),
        },
      },
    );
    actor.start();
    return { actor, saves };
  }
  const step2 = { main: { capture: { screen: 'employmentDetails' } } } as const;
  const review = (state: 'confirming' | 'editing' | 'saving') =>
    ({ main: { capture: { screen: { review: state } } } }) as const;

  it('shows review in the Continue itself, with the answers and the task done, and the save still out', async () => {
    const { actor, saves } = onStep2();
    await waitFor(actor, (snapshot) => snapshot.matches(step2));
    actor.send({ type: 'CONTINUE', values: { employerName: 'Difference Engines Ltd' } });
    // no answer yet: review is what the chart shows, with what the save sends
    expect(actor.getSnapshot().matches(review('confirming'))).toBe(true);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.input.form).toMatchObject({
      employerName: 'Difference Engines Ltd',
      completedTasks: ['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS'],
    });
    saves[0]?.answer();
    await waitFor(actor, (snapshot) => snapshot.matches(review('editing')));
    expect(actor.getSnapshot().context.saveFailed).toBeFalsy();
  });

  it('takes a refusal of that save where it led from step 2: 350 to the duplicate customer page', async () => {
    const { actor, saves } = onStep2();
    await waitFor(actor, (snapshot) => snapshot.matches(step2));
    actor.send({ type: 'CONTINUE', values: {} });
    saves[0]?.answer({ source: 'updateCase', code: '350', status: 409 });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { result: 'duplicateCustomer' } }));
  });

  it('queues a submit pressed before that save answers, and submits after both saves', async () => {
    const { actor, saves } = onStep2();
    await waitFor(actor, (snapshot) => snapshot.matches(step2));
    actor.send({ type: 'CONTINUE', values: {} });
    actor.send({ type: 'SUBMIT', values: { consentEmail: 'Yes' } });
    expect(actor.getSnapshot().matches(review('saving'))).toBe(true);
    saves[0]?.answer();
    await waitFor(actor, () => saves.length === 2);
    // the queued save carries the submit's answers and task; the first answer did not move review on
    expect(saves[1]?.input.form).toMatchObject({ consentEmail: 'Yes' });
    expect(saves[1]?.input.form.completedTasks).toContain('WEB-REVIEW-DETAILS');
    expect(actor.getSnapshot().matches(review('saving'))).toBe(true);
    saves[1]?.answer();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: 'submitting' }));
  });

  describe('then "Accept and apply": the submission page shown at once, the save answering after (issue 16)', () => {
    /** The screen and address the app shows for a snapshot: the deepest active state's meta that names a screen. */
    const viewOf = (snapshot: ReturnType<(typeof journeyMachine)['resolveState']>) =>
      (Object.values(snapshot.getMeta()) as { screen?: string; route?: string }[])
        .filter((meta) => meta && typeof meta.screen === 'string')
        .map(({ screen, route }) => ({ screen, route }))
        .at(-1);
    async function onReview() {
      const step = onStep2();
      await waitFor(step.actor, (snapshot) => snapshot.matches(step2));
      step.actor.send({ type: 'CONTINUE', values: {} });
      step.saves[0]?.answer();
      await waitFor(step.actor, (snapshot) => snapshot.matches(review('editing')));
      return step;
    }

    it('shows the submission page in the press itself, with the save still out, then submits', async () => {
      const { actor, saves } = await onReview();
      expect(viewOf(actor.getSnapshot())).toEqual({ screen: 'review', route: '/review' });
      actor.send({ type: 'SUBMIT', values: { consentEmail: 'Yes' } });
      // no answer yet: the submission page is what the chart shows, and the save carries the submit's answers
      expect(actor.getSnapshot().matches(review('saving'))).toBe(true);
      expect(viewOf(actor.getSnapshot())).toEqual({ screen: 'submission', route: '/submission' });
      expect(saves).toHaveLength(2);
      expect(saves[1]?.input.form.completedTasks).toContain('WEB-REVIEW-DETAILS');
      saves[1]?.answer();
      await waitFor(actor, (snapshot) => snapshot.matches({ main: 'submitting' }));
      expect(viewOf(actor.getSnapshot())).toEqual({ screen: 'submission', route: '/submission' });
    });

    it('brings review back with what to do when the platform refuses that save (doc 1 §8: 1036)', async () => {
      const { actor, saves } = await onReview();
      actor.send({ type: 'SUBMIT', values: { username: 'sandboxada' } });
      saves[1]?.answer({ source: 'updateCase', code: '1036', status: 409 });
      await waitFor(actor, (snapshot) => snapshot.matches(review('editing')));
      expect(viewOf(actor.getSnapshot())).toEqual({ screen: 'review', route: '/review' });
      expect(actor.getSnapshot().context.error?.code).toBe('1036');
      // the answers given stay the chart's, for review to show again
      expect(actor.getSnapshot().context.form.username).toBe('sandboxada');
    });

    it('goes to the duplicate customer page on 350, as from review', async () => {
      const { actor, saves } = await onReview();
      actor.send({ type: 'SUBMIT', values: {} });
      saves[1]?.answer({ source: 'updateCase', code: '350', status: 409 });
      await waitFor(actor, (snapshot) => snapshot.matches({ main: { result: 'duplicateCustomer' } }));
    });
  });
});

describe("step 1's Continue: step 2 shown at once, the create answering after (doc 1 §4, issue 16)", () => {
  /** A reload on step 1 with no case yet, its creates and updates answered when the test says. */
  function onStep1() {
    const saves: { call: 'create' | 'update'; input: SaveCaseInput; answer: (error?: unknown) => void }[] = [];
    const held = (call: 'create' | 'update') =>
      fromPromise(
        ({ input }: { input: SaveCaseInput }) =>
          new Promise<SaveCaseOutput>((done, refuse) =>
            saves.push({
              call,
              input,
              answer: (error) => (error ? refuse(error) : done({ caseId: 'CS12345678', taskUri: '/x' })),
            }),
          ),
      );
    const actor = reloadedOnStep1({ createCase: held('create'), updateCase: held('update') });
    actor.start();
    return { actor, saves };
  }
  const step1 = { main: { capture: { screen: 'personalDetails' } } } as const;
  const step2 = (state: 'confirming' | 'editing') =>
    ({ main: { capture: { screen: { employmentDetails: state } } } }) as const;

  it('shows step 2 in the Continue itself, with the answers and the task done, and the create still out', async () => {
    const { actor, saves } = onStep1();
    await waitFor(actor, (snapshot) => snapshot.matches(step1));
    actor.send({ type: 'CONTINUE', values: { firstName: 'Ada' } });
    // no answer yet: step 2 is what the chart shows, and the create carries step 1's answers
    expect(actor.getSnapshot().matches(step2('confirming'))).toBe(true);
    expect(saves.map((save) => save.call)).toEqual(['create']);
    expect(saves[0]?.input.form).toMatchObject({ firstName: 'Ada', completedTasks: ['WEB-PERSONAL-DETAILS'] });
    expect(actor.getSnapshot().context.caseId).toBeUndefined();
    saves[0]?.answer();
    await waitFor(actor, (snapshot) => snapshot.matches(step2('editing')));
    expect(actor.getSnapshot().context.caseId).toBe('CS12345678');
  });

  it.each([
    ['350', { result: 'duplicateCustomer' }],
    ['318', { result: 'alreadyCustomer' }],
    ['325', { result: 'applicationSubmitted' }],
    ['326', 'error'],
  ] as const)('takes a create refused %s where it led from step 1', async (code, where) => {
    const { actor, saves } = onStep1();
    await waitFor(actor, (snapshot) => snapshot.matches(step1));
    actor.send({ type: 'CONTINUE', values: { firstName: 'Ada' } });
    saves[0]?.answer({ source: 'createCase', code, status: 409 });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: where }));
    // what was typed stays the chart's
    expect(actor.getSnapshot().context.form.firstName).toBe('Ada');
  });

  it("queues step 2's Continue pressed before the create answers: review at once, its save an update after", async () => {
    const { actor, saves } = onStep1();
    await waitFor(actor, (snapshot) => snapshot.matches(step1));
    actor.send({ type: 'CONTINUE', values: { firstName: 'Ada' } });
    actor.send({ type: 'CONTINUE', values: { employerName: 'Difference Engines Ltd' } });
    expect(actor.getSnapshot().matches({ main: { capture: { screen: { review: 'confirming' } } } })).toBe(true);
    expect(saves).toHaveLength(1);
    saves[0]?.answer();
    // one case: the queued save updates the case the create made, with both steps' answers
    await waitFor(actor, () => saves.length === 2);
    expect(saves[1]?.call).toBe('update');
    expect(saves[1]?.input.caseId).toBe('CS12345678');
    expect(saves[1]?.input.form).toMatchObject({ firstName: 'Ada', employerName: 'Difference Engines Ltd' });
    expect(actor.getSnapshot().matches({ main: { capture: { screen: { review: 'confirming' } } } })).toBe(true);
    saves[1]?.answer();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { capture: { screen: { review: 'editing' } } } }));
  });

  it('comes back to step 1 with Back while the create is out, and its Continue creates no second case', async () => {
    const { actor, saves } = onStep1();
    await waitFor(actor, (snapshot) => snapshot.matches(step1));
    actor.send({ type: 'CONTINUE', values: { firstName: 'Ada' } });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches(step1)).toBe(true);
    actor.send({ type: 'CONTINUE', values: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(actor.getSnapshot().matches(step2('confirming'))).toBe(true);
    saves[0]?.answer();
    await waitFor(actor, () => saves.length === 2);
    expect(saves.map((save) => save.call)).toEqual(['create', 'update']);
    expect(saves[1]?.input.form).toMatchObject({ lastName: 'Lovelace' });
    // the first create's answer did not leave confirming: the last save has not answered
    expect(actor.getSnapshot().matches(step2('confirming'))).toBe(true);
    saves[1]?.answer();
    await waitFor(actor, (snapshot) => snapshot.matches(step2('editing')));
  });
});
