// The one place where every name the journey chart uses is declared and typed:
// actors (the platform calls), guards, actions and delays (STYLE "The chart as a table"). Each region declares its
// own guards and actions in `<region>.logic.ts` (machines/logic.ts gives the typed helpers); this file composes them
// and keeps only what the regions share: the initial context, the error actions and the named delays.
import { setup } from 'xstate';
import { bondIssueNumber } from '../content/bondIssueNumbers';
import { findBrand } from '../content/brands';
import { findProductFacts, PRODUCT_TYPES } from '../content/productFacts';
import { actorContracts } from './actorContracts';
import { callValidationActions, callValidationGuards } from './callValidation.logic';
import { captureActions, captureGuards, EMPTY_BANK_LOOKUP, EMPTY_LOOKUP } from './capture.logic';
import { readEntry } from './entry';
import { entryActions, entryGuards } from './entry.logic';
import { existingCustomerActions, existingCustomerGuards } from './existingCustomer.logic';
import { inactivityTimer } from './inactivity';
import { inactivityActions } from './inactivity.logic';
import { EMPTY_JOINT, jointActions, jointGuards } from './joint.logic';
import type { JourneyContext, JourneyEvent, JourneyInput, StateMeta } from './journeyTypes';
import { letterCodeActions, letterCodeGuards } from './letterCode.logic';
import { asJourneyError, journeyAssign } from './logic';
import { navigationActions, navigationGuards } from './navigation.logic';
import { offerActions, offerGuards } from './offer.logic';
import { portalActions, portalGuards } from './portal.logic';
import { registrationActions, registrationGuards } from './registration.logic';
import { sessionActions, sessionGuards } from './session.logic';
import { findProductType, startupActions, startupGuards } from './startup.logic';
import { stepUpActions, stepUpGuards } from './stepUp.logic';
import { submissionActions, submissionGuards } from './submission.logic';
import { EMPTY_SWITCH, switchActions, switchGuards } from './switch.logic';
import { transferActions, transferGuards, transferHandOffDelay } from './transfer.logic';
import { callValidationTimeoutOf, EMPTY_CALL_VALIDATION, EMPTY_LETTER_CODE } from './verificationRules';

export { caseRef, saveInput } from './logic';

const DEFAULTS = {
  pollInterval: 5000,
  autosaveErrorInterval: 3000,
  completedCaseInterval: 2000,
  // doc 1 §9: offer poll retry 2000 ms (up to 9 tries: offer.logic.ts).
  offerRetryInterval: 2000,
};

export function initialContext(input: JourneyInput): JourneyContext {
  const entry = readEntry(input.location);
  // doc 1 §1: the default brand is VM; the brand id is also the bank id.
  const brandId = entry.brandId ?? 'VM';
  const productCode = entry.applyFor;
  const product = productCode ? PRODUCT_TYPES[findProductType(productCode)] : undefined;
  // doc 1 §2 query `issue`: the bond issue a bond or cash ISA issue link is for (content/bonds.ts), carried as the
  // form's productVariant (doc 2 §3.1; payload product.variant, doc 2 §7.1) and choosing the issue's transfer limits
  // (doc 2 §5.4). An issue the product's catalogue does not have is ignored (the latest issue is offered).
  const bondCatalogue = findProductFacts(productCode)?.bondCatalogue;
  const issue = bondCatalogue ? bondIssueNumber(bondCatalogue, entry.issue) : undefined;
  return {
    entry,
    persisted: input.persisted ?? null,
    brandId,
    // doc 1 §2 `bank_id`: a brand without its own API bank (DYB, VM) may be given one of CB and YB by the link.
    bankId: findBrand(brandId)?.apiBankId ?? (entry.bankId === 'YB' ? 'YB' : 'CB'),
    productCode,
    productType: product?.urlPart ?? 'current',
    subType: entry.existing === 'true' || entry.existing === 'Yes' ? 'existing' : 'ntb',
    config: undefined,
    documents: [],
    productContent: undefined,
    form: {
      productCode,
      promoCode: entry.promocode,
      sourceId: entry.sourceId,
      ...(issue !== undefined ? { productVariant: String(issue) } : {}),
      // doc 1 §2 `bank_id`: for a brand without its own API bank (VM, DYB), the bank the link names is the new
      // customer's bank choice (doc 2 §3.1 bankID), shown chosen on step 1 and still theirs to change
      ...(findBrand(brandId)?.apiBankId === null && (entry.bankId === 'CB' || entry.bankId === 'YB')
        ? { bankID: entry.bankId }
        : {}),
      isExistingCustomer: 'No',
      // doc 1 §2 `isAltProduct`: an alternative product (product blocking lets it through, doc 1 §4).
      ...(entry.isAltProduct === 'true' ? { isAltProduct: true } : {}),
      // doc 1 §4 "Joint": subtype JOINT is set on joint routes (and read from the query on entry).
      ...(entry.subType?.toUpperCase() === 'JOINT' ? { subType: 'JOINT' } : {}),
    },
    caseId: undefined,
    taskUri: undefined,
    task: undefined,
    editing: false,
    dirty: false,
    saveQueued: false,
    error: undefined,
    accounts: [],
    customerNumber: null,
    completedAttempts: 0,
    pollFailures: 0,
    saveFailed: false,
    addressLookup: EMPTY_LOOKUP,
    bankLookup: EMPTY_BANK_LOOKUP,
    anchor: undefined,
    offers: [],
    offerTries: 0,
    identity: undefined,
    challenge: undefined,
    stepUp: undefined,
    lostEvidence: 0,
    accessToken: undefined,
    scope: undefined,
    caseToken: undefined,
    resumeToken: undefined,
    customerType: undefined,
    loginError: undefined,
    user: undefined,
    portalCases: [],
    decision: undefined,
    letterCode: EMPTY_LETTER_CODE,
    switching: EMPTY_SWITCH,
    callValidation: EMPTY_CALL_VALIDATION,
    customerDetailsLoaded: false,
    joint: EMPTY_JOINT,
  };
}

/** The chart's setup, with some placeholders replaced by `provided` (the browser's actors and redirects). */
function journeySetupOf(provided: { actors?: object; actions?: object }) {
  return setup({
    types: {
      context: {} as JourneyContext,
      events: {} as JourneyEvent,
      input: {} as JourneyInput,
      meta: {} as StateMeta,
    },
    actors: { ...actorContracts, inactivityTimer, ...provided.actors },
    guards: {
      ...startupGuards,
      ...navigationGuards,
      ...captureGuards,
      ...existingCustomerGuards,
      ...sessionGuards,
      ...stepUpGuards,
      ...portalGuards,
      ...submissionGuards,
      ...offerGuards,
      // The letter-code page (doc 1 §8: 321 invalid code, 320 limit reached) and the security page (doc 1 §4 "3D").
      ...letterCodeGuards,
      ...callValidationGuards,
      ...registrationGuards,
      ...transferGuards,
      ...jointGuards,
      ...entryGuards,
      ...switchGuards,
    },
    actions: {
      ...startupActions,
      ...navigationActions,
      ...captureActions,
      ...existingCustomerActions,
      ...sessionActions,
      ...stepUpActions,
      ...portalActions,
      ...submissionActions,
      ...offerActions,
      ...letterCodeActions,
      ...callValidationActions,
      ...registrationActions,
      ...transferActions,
      ...jointActions,
      ...entryActions,
      ...switchActions,
      ...inactivityActions,
      // Shared by every region: the error the error page shows.
      storeError: journeyAssign(({ event }) => ({
        error:
          event.type === 'SAVE_FAILED'
            ? event.error
            : asJourneyError('error' in event ? event.error : event, 'journey'),
      })),
      clearError: journeyAssign(() => ({ error: undefined })),
      ...provided.actions,
    },
    delays: {
      // Every timer is read from configuration (doc 1 §9; ARCHITECTURE "named delays").
      pollInterval: ({ context }) => context.config?.pollInterval ?? DEFAULTS.pollInterval,
      autosaveInterval: ({ context }) => context.config?.autosaveInterval ?? 0,
      autosaveErrorInterval: ({ context }) => context.config?.autosaveErrorInterval ?? DEFAULTS.autosaveErrorInterval,
      // Issue 10: after a failed next-task poll; the poll interval unless configured apart.
      pollRetryInterval: ({ context }) =>
        context.config?.pollRetryInterval ?? context.config?.pollInterval ?? DEFAULTS.pollInterval,
      completedCaseInterval: ({ context }) => context.config?.completedCaseInterval ?? DEFAULTS.completedCaseInterval,
      offerRetry: ({ context }) => context.config?.offerRetryInterval ?? DEFAULTS.offerRetryInterval,
      // doc 1 §4 "Call validation (3D)": the time to answer; `callValidationTimeout` (ms) in /config.json, else 3 min.
      callValidationTimeout: ({ context }) => callValidationTimeoutOf(context.config),
      // doc 1 "Registration": the transfer hand-off after 25000 ms for a cash ISA, 50 ms otherwise.
      transferHandOff: ({ context }) => transferHandOffDelay(context),
    },
  });
}

export const journeySetup = journeySetupOf({});

/**
 * The setup with the browser's implementations in place of the placeholders, for journey.ts createJourneyMachine:
 * the chart built once with them, where `journeyMachine.provide()` would build every state node a second time.
 */
export const journeySetupWith = (provided: { actors?: object; actions?: object }): typeof journeySetup =>
  journeySetupOf(provided);
