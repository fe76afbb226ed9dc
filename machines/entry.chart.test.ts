// The entry region in the chart: feature flags per brand family with URL overrides (doc 3 §6), and "a disabled
// feature goes to the error task" (doc 1 §4 "Start-up"; §2 "/letter-code: only when the letter-code feature is on").
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeatureFlags, RuntimeConfig } from '../contract/schemas';
import type { DipCaseInput, DipCaseOutput, NextTaskOutput } from './actorContracts';
import { journeyMachine } from './journey';
import { startupAnswering } from './test-support/journeyStubs';

const CASE_ID = 'CS12345678';
const FEATURES: FeatureFlags = {
  progressBar: true,
  joint: true,
  letterCode: true,
  overdrafts: true,
  amazonLink: true,
  disableProductBlacklist: false,
};
const config = { pollInterval: 5, autosaveInterval: 0, features: FEATURES } as unknown as RuntimeConfig;

/** The resume link of a case whose next task is the letter code (confirmcode). */
function journeyAt(search: string, task = 'confirmcode') {
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
        fetchNextTask: fromPromise(
          async (): Promise<NextTaskOutput> => ({ taskUri: `/cases/${CASE_ID}/${task}`, task, waitSeconds: 0 }),
        ),
      },
    }),
    { input: { location: { pathname: '/submission', search: `?caseId=${CASE_ID}&type=current&${search}`, hash: '' } } },
  );
  actor.start();
  return actor;
}

describe('feature flags in the chart (doc 3 §6)', () => {
  it("stores the brand family's flags as the journey's configuration", async () => {
    const vm = journeyAt('brandId=VM');
    await waitFor(vm, (snapshot) => snapshot.context.config !== undefined);
    expect(vm.getSnapshot().context.config?.features).toMatchObject({ amazonLink: true, collapsingHeader: false });
    const cb = journeyAt('brandId=CB');
    await waitFor(cb, (snapshot) => snapshot.context.config !== undefined);
    expect(cb.getSnapshot().context.config?.features).toMatchObject({ amazonLink: false, collapsingHeader: true });
  });

  it('applies the add and remove overrides of the URL', async () => {
    const actor = journeyAt('brandId=CB&addFeatures=amazonLink&removeFeatures=progressBar,overdrafts');
    await waitFor(actor, (snapshot) => snapshot.context.config !== undefined);
    expect(actor.getSnapshot().context.config?.features).toMatchObject({
      amazonLink: true,
      progressBar: false,
      overdrafts: false,
      letterCode: true,
    });
  });

  it('shows the letter-code page for confirmcode when the feature is on', async () => {
    const actor = journeyAt('brandId=CB');
    const snapshot = await waitFor(actor, (s) => s.matches({ main: 'letterCode' }) || s.matches({ main: 'error' }));
    expect(snapshot.matches({ main: 'letterCode' })).toBe(true);
  });

  it('goes to the error task for confirmcode when the letter-code feature is removed', async () => {
    const actor = journeyAt('brandId=CB&removeFeatures=letterCode');
    const snapshot = await waitFor(actor, (s) => s.matches({ main: 'letterCode' }) || s.matches({ main: 'error' }));
    expect(snapshot.matches({ main: 'error' })).toBe(true);
    expect(snapshot.context.error).toMatchObject({ source: 'ui', code: 'feature_disabled', message: 'letterCode' });
  });
});

describe('query parameters the chart uses on entry (doc 1 §2)', () => {
  function startAt(search: string, dip?: () => Promise<DipCaseOutput>) {
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering(config),
          retrieveDipCase: fromPromise<DipCaseOutput, DipCaseInput>(async ({ input }) => {
            requested.push(input);
            if (!dip) throw { source: 'retrieveDipCase', code: 'case_not_found', status: 404 };
            return dip();
          }),
        },
      }),
      { input: { location: { pathname: '/', search, hash: '' } } },
    );
    const requested: DipCaseInput[] = [];
    actor.start();
    return { actor, requested };
  }
  const UUID = '3f2b8c1e-5d4a-4e8b-9c1f-0a1b2c3d4e5f';

  it('reads the decision-in-principle case of `uuid` and starts its product with its details', async () => {
    const { actor, requested } = startAt(`?brandId=CB&uuid=${UUID}`, async () => ({
      productCode: 'IM135',
      form: { firstName: 'Dipti', lastName: 'Principle', dateOfBirth: '12-04-1985' },
    }));
    const snapshot = await waitFor(actor, (s) => s.matches({ main: { eligibility: 'questions' } }));
    expect(requested).toEqual([{ bankId: 'CB', uuid: UUID }]);
    expect(snapshot.context.productCode).toBe('IM135');
    expect(snapshot.context.form).toMatchObject({
      productCode: 'IM135',
      firstName: 'Dipti',
      dateOfBirth: '12-04-1985',
    });
    expect(snapshot.context.entry.uuid).toBeUndefined();
  });

  it("keeps the link's product and what the form holds over the case's", async () => {
    const { actor } = startAt(`?brandId=CB&applyFor=IM125&promocode=SPRING%2024&uuid=${UUID}`, async () => ({
      productCode: 'IM135',
      form: { firstName: 'Dipti' },
    }));
    const snapshot = await waitFor(actor, (s) => s.matches({ main: { eligibility: 'questions' } }));
    expect(snapshot.context.productCode).toBe('IM125');
    expect(snapshot.context.form).toMatchObject({ productCode: 'IM125', promoCode: 'SPRING24', firstName: 'Dipti' });
  });

  it('goes on without the case when it cannot be read', async () => {
    const { actor } = startAt(`?brandId=CB&applyFor=IM135&uuid=${UUID}`);
    const snapshot = await waitFor(actor, (s) => s.matches({ main: { eligibility: 'questions' } }));
    expect(snapshot.context.form.firstName).toBeUndefined();
  });

  it('marks an alternative product from `isAltProduct`, and takes the bank of `bank_id` for a brand without one', async () => {
    const { actor } = startAt('?brandId=VM&applyFor=IM136&isAltProduct=true&bank_id=YB&sourceId=S1');
    const snapshot = await waitFor(actor, (s) => s.context.config !== undefined);
    expect(snapshot.context.form).toMatchObject({ isAltProduct: true, sourceId: 'S1', bankID: 'YB' });
    expect(snapshot.context.bankId).toBe('YB');
    // a brand with its own bank keeps it: the link's bank_id chooses nothing
    const cb = startAt('?brandId=CB&applyFor=IM135&bank_id=YB').actor;
    const own = await waitFor(cb, (s) => s.context.config !== undefined);
    expect(own.context.bankId).toBe('CB');
    expect(own.context.form.bankID).toBeUndefined();
  });

  it('takes the bond issue of `issue` as the product variant of a cash ISA issue, and ignores an unknown one', async () => {
    const known = startAt('?brandId=VM&applyFor=EFI&issue=41');
    const snapshot = await waitFor(known.actor, (s) => s.context.config !== undefined);
    expect(snapshot.context.form.productVariant).toBe('41');
    const unknown = startAt('?brandId=VM&applyFor=EFI&issue=99');
    expect((await waitFor(unknown.actor, (s) => s.context.config !== undefined)).context.form.productVariant).toBe(
      undefined,
    );
    // a product without bond issues has no variant from the link
    const current = startAt('?brandId=CB&applyFor=IM135&issue=41');
    expect((await waitFor(current.actor, (s) => s.context.config !== undefined)).context.form.productVariant).toBe(
      undefined,
    );
  });
});

// doc 2 §2 "Eligibility (landing)": the existing-customer question (doc 2 §3.1 isExistingCustomer, default No).
describe("the landing's existing-customer question in the chart", () => {
  async function answeredOnLanding(isExistingCustomer?: 'Yes' | 'No') {
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering(config),
        },
      }),
      { input: { location: { pathname: '/', search: '?applyFor=IM135&brandId=CB&promocode=SPRING24', hash: '' } } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches({ main: { eligibility: 'questions' } }));
    actor.send({
      type: 'ELIGIBILITY_ANSWERED',
      answers: { age: 'Yes', ukResident: 'Yes', device: 'Yes' },
      ...(isExistingCustomer ? { isExistingCustomer } : {}),
      answeredAt: '2026-01-01T00:00:00.000Z',
    });
    return actor.getSnapshot();
  }

  it('Yes on IM135 (open to existing customers) goes to the already-a-customer page, not the terms', async () => {
    const snapshot = await answeredOnLanding('Yes');
    expect(snapshot.matches({ main: { result: 'alreadyCustomer' } })).toBe(true);
    // nothing of the application is recorded for a visitor sent to log in
    expect(snapshot.context.form.eligibilityQuestions).toBeUndefined();
    expect(snapshot.context.form.isExistingCustomer).toBe('No');
  });

  it('No, or the question left as it is, goes on to the terms page as before', async () => {
    for (const answer of ['No', undefined] as const) {
      expect((await answeredOnLanding(answer)).matches({ main: { eligibility: 'terms' } })).toBe(true);
    }
  });
});
