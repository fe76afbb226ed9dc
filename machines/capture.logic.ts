// The capture region's own guards and actions (doc 1 "Form save and submit", doc 2 §3.1 and §5.5): the steps and
// review, the one save pipeline with its autosave, the address and bank-details lookups; composed into the one
// setup() by setup.ts.
import { raise } from 'xstate';
import {
  autosaveEnabled,
  DUPLICATE_CUSTOMER_CODE,
  eligibilityPassed,
  existingCustomerLogsIn,
  hasCompletedTask,
  isKnownCustomer,
  isKnownSaveError,
  productOf,
  saveErrorResultState,
  TASK_EMPLOYMENT_DETAILS,
  TASK_PERSONAL_DETAILS,
} from './guards';
import type { AddressLookupState, ApplicationForm, JourneyContext, JourneyEvent } from './journeyTypes';
import { asJourneyError, errorOf, type JourneyGuard, journeyAssign, outputOf, withTask } from './logic';
import type { SaveErrorResultState } from './resultPages';
import { REVIEW_EDIT_LINKS } from './webTasks';

export const EMPTY_LOOKUP: AddressLookupState = {
  status: 'idle',
  postcode: '',
  houseNumber: '',
  results: [],
  selected: undefined,
  selectedCount: 0,
};

/** The platform's code for a postcode it will not search (platform/http/structValidation.ts). */
export const INVALID_POSTCODE = 'invalid_postcode';

export const EMPTY_BANK_LOOKUP: JourneyContext['bankLookup'] = { status: 'idle', sortCode: '', accountNumber: '' };

/**
 * doc 1 §8 save refusals that the same form will always get again, with the fields whose change may lift them:
 * 1036 "username already in use" (the username), 318 "personal details found" (any answer).
 */
export const REFUSALS_THE_APPLICANT_FIXES: Record<string, readonly (keyof ApplicationForm)[] | 'whole form'> = {
  '1036': ['username'],
  '318': 'whole form',
};

/** The answers a refusal is about, as one comparable string. */
export function refusedAnswers(code: string, form: ApplicationForm): string | undefined {
  const fields = REFUSALS_THE_APPLICANT_FIXES[code];
  if (!fields) return undefined;
  if (fields === 'whole form') return JSON.stringify(form);
  return JSON.stringify(fields.map((name) => form[name] ?? null));
}

/** Whether the refusal still stands: the answers it was about are as they were when it was given (issue 15). */
export function refusalStands(context: Pick<JourneyContext, 'saveRefusal' | 'form'>): boolean {
  const refusal = context.saveRefusal;
  return refusal !== undefined && refusedAnswers(refusal.code, context.form) === refusal.answers;
}

export const captureGuards = {
  hasStandingSaveRefusal: (({ context }) => refusalStands(context)) satisfies JourneyGuard,
  eligibilityPassed: (({ context, event }) =>
    event.type === 'ELIGIBILITY_ANSWERED' &&
    eligibilityPassed(productOf(context), event, isKnownCustomer(context))) satisfies JourneyGuard,
  existingCustomerLogsIn: (({ context, event }) =>
    event.type === 'ELIGIBILITY_ANSWERED' &&
    existingCustomerLogsIn(productOf(context), event, isKnownCustomer(context))) satisfies JourneyGuard,
  isReviewing: (({ context }) => context.form.isReviewing === true) satisfies JourneyGuard,
  hasCaseId: (({ context }) => context.caseId !== undefined) satisfies JourneyGuard,
  isDuplicateCustomerError: (({ event }) => errorOf(event)?.code === DUPLICATE_CUSTOMER_CODE) satisfies JourneyGuard,
  isKnownSaveError: (({ event }) => isKnownSaveError(errorOf(event))) satisfies JourneyGuard,
  /** doc 1 §8 318, 325 before the form is complete: the page that says who the applicant is (resultPages.ts). */
  saveErrorLeadsTo: (({ event }, params) =>
    saveErrorResultState(errorOf(event)) === params.state) satisfies JourneyGuard<{ state: SaveErrorResultState }>,
  /** Both capture steps done: the form can be shown on review. */
  isFormComplete: (({ context }) =>
    hasCompletedTask(context, TASK_PERSONAL_DETAILS) &&
    hasCompletedTask(context, TASK_EMPLOYMENT_DETAILS)) satisfies JourneyGuard,
  isEditing: (({ context }) => context.editing) satisfies JourneyGuard,
  isDirty: (({ context }) => context.dirty) satisfies JourneyGuard,
  isSaveQueued: (({ context }) => context.saveQueued) satisfies JourneyGuard,
  autosaveEnabled: (({ context }) => autosaveEnabled(context)) satisfies JourneyGuard,
  hasCompletedTask: (({ context }, params) => hasCompletedTask(context, params.task)) satisfies JourneyGuard<{
    task: string;
  }>,
  editLinkOpens: (({ event }, params) =>
    event.type === 'EDIT_SECTION' && REVIEW_EDIT_LINKS[event.link].task === params.task) satisfies JourneyGuard<{
    task: string;
  }>,
};

export const captureActions = {
  /** On a failed save: remember a refusal only the applicant can fix, with the answers it was given for. */
  storeSaveRefusal: journeyAssign(({ context, event }) => {
    const code = errorOf(event)?.code;
    const answers = code ? refusedAnswers(code, context.form) : undefined;
    return { saveRefusal: code && answers !== undefined ? { code, answers } : undefined };
  }),
  clearSaveRefusal: journeyAssign(() => ({ saveRefusal: undefined })),
  /** The answers that passed, kept in the form while the terms page shows (and in the tab, for a reload there). */
  recordEligibility: journeyAssign(({ context, event }) => {
    if (event.type !== 'ELIGIBILITY_ANSWERED') return {};
    const questions = productOf(context)?.eligibilityQuestions ?? [];
    return {
      form: {
        ...context.form,
        eligibilityQuestions: questions.map((question) => ({
          question: question.id,
          answer: event.answers[question.id] === 'Yes' ? ('Y' as const) : ('N' as const),
          consent: 'Y' as const,
          timestamp: event.answeredAt,
        })),
      },
    };
  }),
  /** The terms page agreed (doc 2 §3.1 dataProtection): the application starts, with answers and consent to save. */
  recordDataProtection: journeyAssign(({ context }) => ({
    form: { ...context.form, dataProtection: { consent: 'Y' as const } },
    dirty: true,
  })),
  mergeValues: journeyAssign(({ context, event }) => {
    if (event.type !== 'CONTINUE' && event.type !== 'FORM_CHANGED' && event.type !== 'SUBMIT') return {};
    return { form: { ...context.form, ...event.values }, dirty: true };
  }),
  completeTask: journeyAssign<{ task: string }>(({ context }, params) => ({
    form: withTask(context.form, params.task),
  })),
  startReviewing: journeyAssign(({ context, event }) => ({
    form: { ...context.form, isReviewing: true },
    anchor: event.type === 'EDIT_SECTION' ? REVIEW_EDIT_LINKS[event.link].anchor : undefined,
  })),
  stopReviewing: journeyAssign(({ context }) => ({ form: { ...context.form, isReviewing: false }, anchor: undefined })),
  markEditing: journeyAssign(() => ({ editing: true })),
  markNotEditing: journeyAssign(() => ({ editing: false })),
  requestSave: raise<JourneyContext, JourneyEvent, JourneyEvent, undefined>({ type: 'SAVE_NOW' }),
  queueSave: journeyAssign(() => ({ saveQueued: true })),
  storeCase: journeyAssign(({ context, event }) => {
    const output = outputOf(event, 'createCase', 'updateCase');
    if (!output) return {};
    return {
      caseId: output.caseId,
      taskUri: output.taskUri,
      // issue 10: the create's case token (memory only) and the tab's resume token (platform "Case tokens")
      caseToken: output.accessToken ?? context.caseToken,
      resumeToken: output.resumeToken ?? context.resumeToken,
    };
  }),
  /** The form as it is now is on its way: changes made while the call runs make it dirty again. */
  markSaving: journeyAssign(() => ({ dirty: false, saveQueued: false })),
  markUnsaved: journeyAssign(() => ({ dirty: true })),
  markSaveFailed: journeyAssign(() => ({ saveFailed: true })),
  clearSaveFailed: journeyAssign(() => ({ saveFailed: false })),
  clearSaveQueue: journeyAssign(() => ({ saveQueued: false })),
  announceSaved: raise<JourneyContext, JourneyEvent, JourneyEvent, undefined>({ type: 'SAVED' }),
  announceSaveFailed: raise<JourneyContext, JourneyEvent, JourneyEvent, undefined>(({ event }) => ({
    type: 'SAVE_FAILED' as const,
    error: asJourneyError('error' in event ? event.error : event, 'save'),
  })),
  startAddressSearch: journeyAssign(({ event }) => {
    if (event.type !== 'ADDRESS_SEARCH') return {};
    return {
      addressLookup: {
        ...EMPTY_LOOKUP,
        status: 'searching' as const,
        postcode: event.postcode,
        houseNumber: event.houseNumber,
      },
    };
  }),
  storeSearchResults: journeyAssign(({ context, event }) => {
    const results = outputOf(event, 'searchAddresses');
    if (!results) return {};
    return {
      addressLookup: {
        ...context.addressLookup,
        results,
        status: results.length > 0 ? ('results' as const) : ('notFound' as const),
      },
    };
  }),
  // doc 3 §8: an invalid postcode says to contact the team; any other failure to try again or call
  markLookupFailed: journeyAssign(({ context, event }) => ({
    addressLookup: {
      ...context.addressLookup,
      status: errorOf(event)?.code === INVALID_POSTCODE ? ('invalidPostcode' as const) : ('failed' as const),
    },
  })),
  markLookupFetching: journeyAssign(({ context }) => ({
    addressLookup: { ...context.addressLookup, status: 'fetching' as const },
  })),
  storeSelectedAddress: journeyAssign(({ context, event }) => {
    const selected = outputOf(event, 'fetchAddress');
    if (!selected) return {};
    return {
      addressLookup: {
        ...context.addressLookup,
        status: 'idle' as const,
        results: [],
        selected,
        selectedCount: context.addressLookup.selectedCount + 1,
      },
    };
  }),
  /** doc 2 §5.5: the pair being looked up; what was said of an earlier pair no longer holds. */
  startBankSearch: journeyAssign(({ event }) =>
    event.type === 'BANK_DETAILS_CHANGED'
      ? {
          bankLookup: {
            status: 'searching' as const,
            sortCode: event.sortCode,
            accountNumber: event.accountNumber,
          },
        }
      : {},
  ),
  /** Found: valid, with its branch; the platform's 404: invalid (doc 2 §5.5, §8 bankDetailsLookupError). */
  storeBankLookup: journeyAssign(({ context, event }) => {
    const output = outputOf(event, 'searchBank');
    if (!output) return {};
    return {
      bankLookup: output.found
        ? { ...context.bankLookup, status: 'valid' as const, bankName: output.bankName, branch: output.branch }
        : { ...context.bankLookup, status: 'invalid' as const },
    };
  }),
  /** The lookup could not be made (not a 404): nothing is known of the details. */
  markBankLookupFailed: journeyAssign(({ context }) => ({
    bankLookup: { ...context.bankLookup, status: 'failed' as const },
  })),
  /** doc 2 §3.1 bankID, §3.9: a new customer of VM or DYB chooses CB or YB, and API calls use that bank. */
  chooseBank: journeyAssign(({ context, event }) =>
    event.type === 'BANK_CHOSEN' ? { bankId: event.bankId, form: { ...context.form, bankID: event.bankId } } : {},
  ),
};
