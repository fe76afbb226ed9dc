// The start-up region's own guards and actions (doc 1 §1 entry parameters and brand, §4 "Start-up": configuration,
// document list and product content; a reload's resume), composed into the one setup() by setup.ts.
import { PRODUCT_TYPES } from '../content/productFacts';
import type { ApplicationForm } from '../contract/applicationForm';
import type { CaseSubtype, ProductTypeUrlPart } from '../contract/schemas';
import type { JourneyError } from './actorContracts';
import type { EntryParams } from './entry';
import {
  hasCaseToLoad,
  hasResumableSession,
  isProductAvailable,
  isSubmissionEntry,
  isTermsReload,
  isValidBrand,
  productBlockOf,
  productOf,
  resumeScreenOf,
} from './guards';
import { EMPTY_JOINT } from './joint.logic';
import { type JourneyContext, type PersistedJourney, WITHHELD_FROM_STORAGE } from './journeyTypes';
import { type JourneyGuard, journeyAssign, outputOf } from './logic';
import { normalisePath } from './routes';

/** A product code's product type (current when the code is unknown). */
export function findProductType(code: string) {
  return productOf({ productCode: code })?.productType ?? 'current';
}

/** What a reload restores of the tab's saved journey (src/sessionStore.ts: never a secret); nothing without one. */
export function restoredJourney(saved: PersistedJourney | null | undefined): Partial<JourneyContext> {
  if (!saved) return {};
  return {
    form: saved.form,
    caseId: saved.caseId,
    productCode: saved.productCode,
    productType: PRODUCT_TYPES[findProductType(saved.productCode)].urlPart,
    subType: saved.subType,
    bankId: saved.bankId,
    resumeToken: saved.resumeToken,
    // issue 12: a joint applicant stays the applicant they were (the case token the resume token trades for is
    // theirs too: the platform bound the resume token to their applicant index)
    ...(saved.jointRole ? { joint: { ...EMPTY_JOINT, role: saved.jointRole } } : {}),
    dirty: false,
  };
}

/**
 * The case a link names: the query's `caseId` (doc 1 resume link /submission?caseId=…&type=…), else the hash's
 * `case_id` (a return from another service, doc 1 "Return from another service").
 */
export function caseIdOfEntry(entry: EntryParams): string | undefined {
  return entry.caseId ?? entry.hash.caseId;
}

export const startupGuards = {
  isValidBrand: (({ context }) => isValidBrand(context)) satisfies JourneyGuard,
  isProductAvailable: (({ context }) => isProductAvailable(context)) satisfies JourneyGuard,
  hasProductCode: (({ context }) => Boolean(context.productCode)) satisfies JourneyGuard,
  hasResumableSession: (({ context }) => hasResumableSession(context)) satisfies JourneyGuard,
  isTermsReload: (({ context }) => isTermsReload(context)) satisfies JourneyGuard,
  isSubmissionEntry: (({ context }) => isSubmissionEntry(context)) satisfies JourneyGuard,
  /**
   * F5 on the submission page of a tab that kept its case's resume token: the token is traded for a case token first,
   * as on any other page, instead of polling the case from the query with no token (which ends on /time-out).
   */
  isSubmissionReload: (({ context }) =>
    isSubmissionEntry(context) &&
    hasResumableSession(context) &&
    context.persisted?.resumeToken !== undefined &&
    (!context.entry.caseId || context.entry.caseId === context.persisted.caseId)) satisfies JourneyGuard,
  hasCaseToLoad: (({ context }) => hasCaseToLoad(context)) satisfies JourneyGuard,
  /** The screen a reload lands on: the link's `reason` task, else the tab's saved screen (guards.ts resumeScreenOf). */
  resumeScreenIs: (({ context }, params) => resumeScreenOf(context) === params.screen) satisfies JourneyGuard<{
    screen: string;
  }>,
  /** A reload of a new applicant's tab that kept a resume token for its case (platform "Case tokens"). */
  hasResumeToken: (({ context }) =>
    context.caseId !== undefined && context.resumeToken !== undefined) satisfies JourneyGuard,
  isLoginEntry: (({ context }) =>
    ['/login', '/portal'].includes(normalisePath(context.entry.path))) satisfies JourneyGuard,
  isAuthenticationEntry: (({ context }) =>
    normalisePath(context.entry.path) === '/authentication') satisfies JourneyGuard,
  isProductBlocked: (({ context }) => productBlockOf(context) !== undefined) satisfies JourneyGuard,
};

export const startupActions = {
  storeStartup: journeyAssign(({ event }) => {
    const output = outputOf(event, 'loadStartup');
    if (!output) return {};
    return { config: output.config, documents: output.documents, productContent: output.productContent };
  }),
  restoreSession: journeyAssign(({ context }) => restoredJourney(context.persisted)),
  /**
   * WEB-JOINT-AUTHENTICATION, the login app's return (machines/joint.ts): the tab's stored journey comes back without a
   * call, so the resume token of the second applicant's link is still unspent for their claim (a reload's resume
   * would trade it first). Only a joint second applicant's journey: any other the tab kept is not this return's.
   */
  restoreJointSecondary: journeyAssign(({ context }) =>
    context.persisted?.jointRole === 'secondary' ? restoredJourney(context.persisted) : {},
  ),
  loadCaseFromQuery: journeyAssign(({ context }) => ({
    caseId: caseIdOfEntry(context.entry),
    productType: context.entry.type as ProductTypeUrlPart,
    subType: (context.entry.existing === 'true' || context.entry.existing === 'Yes'
      ? 'existing'
      : 'ntb') as CaseSubtype,
  })),
  /** A reload resumed the case: the fresh case token (memory) and the next resume token (this tab's storage). */
  storeResumed: journeyAssign(({ event }) => {
    const output = outputOf(event, 'resumeCase');
    return output ? { caseToken: output.accessToken, resumeToken: output.resumeToken } : {};
  }),
  /** After a reload: the fields the tab did not store, from the case as the platform saved it. */
  restoreWithheldFields: journeyAssign(({ context, event }) => {
    const saved = outputOf(event, 'fetchCaptureTask');
    if (!saved) return {};
    const form: ApplicationForm = { ...context.form };
    for (const name of WITHHELD_FROM_STORAGE) {
      if (form[name] === undefined && saved[name] !== undefined) form[name] = saved[name];
    }
    return { form };
  }),
  storeProductBlock: journeyAssign(({ context }) => {
    const found = productBlockOf(context);
    return found ? { error: { source: found.source, code: found.code, status: 0, message: found.message } } : {};
  }),
  storeInvalidProduct: journeyAssign(() => ({
    error: { source: 'ui', code: 'invalid_product_code', status: 0 } as JourneyError,
  })),
  useFallbackBrand: journeyAssign(({ context }) => ({
    brandId: 'VM',
    bankId: 'CB',
    error: context.error ?? ({ source: 'ui', code: 'invalid_brand', status: 0 } as JourneyError),
  })),
};
