// doc 1 "Return from another service": /continue (the transfer app) and /hasDigitalRegDone (registration) reload the
// app; the chart restores the tab's saved journey and reads the case, bank and id token the return names, in one
// action per return (transfer.logic.ts `returned`, over startup.logic.ts restoredJourney and caseIdOfEntry).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeatureFlags, RuntimeConfig } from '../contract/schemas';
import type { LoadStartupOutput } from './actorContracts';
import { journeyMachine } from './journey';
import type { PersistedJourney } from './journeyTypes';

const FEATURES = { transfer: true } as unknown as FeatureFlags;
const config = { pollInterval: 5, autosaveInterval: 0, features: FEATURES } as unknown as RuntimeConfig;

const SAVED: PersistedJourney = {
  version: 1,
  brandId: 'CB',
  bankId: 'CB',
  productCode: 'IM135',
  subType: 'ntb',
  caseId: 'CS00000001',
  screen: 'submission',
  form: { firstName: 'Ada', productCode: 'IM135' },
};

function returnTo(
  pathname: string,
  hash: string,
  persisted: PersistedJourney | null = SAVED,
  search = '?brandId=CB&applyFor=IM135',
) {
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: fromPromise(
          async (): Promise<LoadStartupOutput> => ({ config, documents: [], productContent: { products: {} } }),
        ),
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
