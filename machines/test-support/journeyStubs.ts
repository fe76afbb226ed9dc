// What the chart's unit tests give the journey in place of the browser: the start-up call answered with a config,
// and the journey a tab saved before a reload (src/sessionStore.ts). Stubs for unit tests only; the browser tests
// meet the real platform.
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../contract/schemas';
import type { LoadStartupInput, LoadStartupOutput } from '../actorContracts';
import type { PersistedJourney } from '../journeyTypes';

/** loadStartup answering this config, with no documents and no product content. */
export function startupAnswering(config: RuntimeConfig) {
  return fromPromise<LoadStartupOutput, LoadStartupInput>(async () => ({
    config,
    documents: [],
    productContent: { products: {} },
  }));
}

/** The journey a new Clydeside Bank (CB) applicant's tab for IM135 saved on a screen, as a reload finds it; `saved`
 * changes any of it (the case, the form, the product, the resume token). */
export function savedTab(screen: string, saved: Partial<PersistedJourney> = {}): PersistedJourney {
  return {
    version: 1,
    brandId: 'CB',
    bankId: 'CB',
    productCode: 'IM135',
    subType: 'ntb',
    caseId: undefined,
    screen,
    form: { productCode: 'IM135' },
    ...saved,
  };
}
