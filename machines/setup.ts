// The one place where every name the journey chart uses is declared and typed:
// actors (the platform calls), guards, actions and delays (STYLE "The chart as a table").
import { assign, raise, sendTo, setup, spawnChild } from 'xstate';
import { findBrand } from '../content/brands';
import { isRegularSaverGroup, PRODUCT_TYPES } from '../content/products';
import type { ApplicationForm } from '../services/applicationForm';
import type { CaseSubtype, ProductTypeUrlPart } from '../services/schemas';
import {
  actorContracts,
  type CaseRef,
  type ChallengeOutput,
  type CurrentUserOutput,
  type CustomerDetailsOutput,
  type JourneyError,
  type Offer,
  type OtpSentOutput,
  type PortalCase,
  type ResumeCaseOutput,
  type SaveCaseInput,
  type SaveCaseOutput,
  type TokenOutput,
} from './actorContracts';
import { captureActions, captureGuards } from './capture.logic';
import { routeForCaseState } from './caseStates';
import { readEntry } from './entry';
import { needsCaseData, needsCustomerDetails, withCaseData, withCustomerDetails } from './existingCustomer';
import { isTransientFailure, pollFailuresLeft } from './faults';
import {
  allAccountsOpened,
  autosaveEnabled,
  canVisitRoute,
  DUPLICATE_CUSTOMER_CODE,
  eligibilityPassed,
  hasCaseToLoad,
  hasCompletedTask,
  hasResumableSession,
  isKnownSaveError,
  isProductAvailable,
  isSubmissionEntry,
  isValidBrand,
  needsExistingCustomer,
  productBlockOf,
  productOf,
  saveErrorResultState,
  TASK_EMPLOYMENT_DETAILS,
  TASK_PERSONAL_DETAILS,
} from './guards';
import { inactivityTimer } from './inactivity';
import { inactivityActions } from './inactivity.logic';
import {
  type AddressLookupState,
  type JourneyContext,
  type JourneyEvent,
  type JourneyInput,
  type StateMeta,
  type StepUpState,
  WITHHELD_FROM_STORAGE,
} from './journeyTypes';
import { letterCodeActions, letterCodeGuards } from './letterCode.logic';
import { errorOf } from './logic';
import { caseTypeOfUri, isResumable } from './portal';
import { type CustomerProfile, type RegularSaverOutcome, regularSaverOutcome } from './regularSaver';
import type { SaveErrorResultState } from './resultPages';
import { isKnownRoute, normalisePath } from './routes';
import {
  type CallValidationState,
  callValidationTimeoutOf,
  chooseAnswer,
  EMPTY_CALL_VALIDATION,
  EMPTY_LETTER_CODE,
  isCurrentQuestionAnswered,
  isLastQuestion,
  OTP_LIMIT_REACHED,
} from './verificationRules';
import { REVIEW_EDIT_LINKS } from './webTasks';

const EMPTY_LOOKUP: AddressLookupState = {
  status: 'idle',
  postcode: '',
  houseNumber: '',
  results: [],
  selected: undefined,
  selectedCount: 0,
};

const EMPTY_BANK_LOOKUP: JourneyContext['bankLookup'] = { status: 'idle', sortCode: '', accountNumber: '' };

const DEFAULTS = {
  pollInterval: 5000,
  autosaveErrorInterval: 3000,
  completedCaseInterval: 2000,
  // doc 1 §9: offer poll retry 2000 ms, up to 9 tries.
  offerRetryInterval: 2000,
  offerRetryMaxTries: 9,
};

export function initialContext(input: JourneyInput): JourneyContext {
  const entry = readEntry(input.location);
  // doc 1 §1: the default brand is VM; the brand id is also the bank id.
  const brandId = entry.brandId ?? 'VM';
  const productCode = entry.applyFor;
  const product = productCode ? PRODUCT_TYPES[findProductType(productCode)] : undefined;
  return {
    entry,
    persisted: input.persisted ?? null,
    brandId,
    bankId: findBrand(brandId)?.apiBankId ?? 'CB',
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
      isExistingCustomer: 'No',
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
    callValidation: EMPTY_CALL_VALIDATION,
    customerDetailsLoaded: false,
    loadedCaseId: undefined,
  };
}

function findProductType(code: string) {
  return productOf({ productCode: code })?.productType ?? 'current';
}

function withTask(form: ApplicationForm, task: string): ApplicationForm {
  const tasks = form.completedTasks ?? [];
  return tasks.includes(task) ? form : { ...form, completedTasks: [...tasks, task] };
}

function asJourneyError(error: unknown, source: string): JourneyError {
  if (error && typeof error === 'object' && 'code' in error && 'source' in error) return error as JourneyError;
  return { source, code: 'unexpected', status: 0, message: error instanceof Error ? error.message : String(error) };
}

export const journeySetup = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    input: {} as JourneyInput,
    meta: {} as StateMeta,
  },
  actors: { ...actorContracts, inactivityTimer },
  guards: {
    isValidBrand: ({ context }) => isValidBrand(context),
    isProductAvailable: ({ context }) => isProductAvailable(context),
    hasProductCode: ({ context }) => Boolean(context.productCode),
    hasResumableSession: ({ context }) => hasResumableSession(context),
    isSubmissionEntry: ({ context }) => isSubmissionEntry(context),
    hasCaseToLoad: ({ context }) => hasCaseToLoad(context),
    persistedScreenIs: ({ context }, params: { screen: string }) => context.persisted?.screen === params.screen,
    eligibilityPassed: ({ context, event }) =>
      event.type === 'ELIGIBILITY_ANSWERED' &&
      eligibilityPassed(productOf(context), event.answers, event.dataProtection),
    isReviewing: ({ context }) => context.form.isReviewing === true,
    hasCaseId: ({ context }) => context.caseId !== undefined,
    /** A reload of a new applicant's tab that kept a resume token for its case (platform "Case tokens"). */
    hasResumeToken: ({ context }) => context.caseId !== undefined && context.resumeToken !== undefined,
    isDuplicateCustomerError: ({ event }) => errorOf(event)?.code === DUPLICATE_CUSTOMER_CODE,
    isKnownSaveError: ({ event }) => isKnownSaveError(errorOf(event)),
    /** doc 1 §8 318, 325 before the form is complete: the page that says who the applicant is (resultPages.ts). */
    saveErrorLeadsTo: ({ event }, params: { state: SaveErrorResultState }) =>
      saveErrorResultState(errorOf(event)) === params.state,
    /** Both capture steps done: the form can be shown on review. */
    isFormComplete: ({ context }) =>
      hasCompletedTask(context, TASK_PERSONAL_DETAILS) && hasCompletedTask(context, TASK_EMPLOYMENT_DETAILS),
    isEditing: ({ context }) => context.editing,
    isDirty: ({ context }) => context.dirty,
    isSaveQueued: ({ context }) => context.saveQueued,
    autosaveEnabled: ({ context }) => autosaveEnabled(context),
    hasCompletedTask: ({ context }, params: { task: string }) => hasCompletedTask(context, params.task),
    isUnknownRoute: ({ event }) => event.type === 'NAVIGATE' && !isKnownRoute(event.path),
    isEntryPathUnknown: ({ context }) => !isKnownRoute(context.entry.path),
    navigatesTo: ({ event }, params: { path: string }) =>
      event.type === 'NAVIGATE' && normalisePath(event.path) === params.path,
    canVisitRoute: ({ context, event }, params: { path: string }) =>
      event.type === 'NAVIGATE' && normalisePath(event.path) === params.path && canVisitRoute(context, params.path),
    editLinkOpens: ({ event }, params: { task: string }) =>
      event.type === 'EDIT_SECTION' && REVIEW_EDIT_LINKS[event.link].task === params.task,
    taskIs: ({ context }, params: { task: string }) => context.task === params.task,
    isLoginEntry: ({ context }) => ['/login', '/portal'].includes(normalisePath(context.entry.path)),
    needsExistingCustomer: ({ context }) => needsExistingCustomer(context),
    isProductBlocked: ({ context }) => productBlockOf(context) !== undefined,
    isRegularSaverProduct: ({ context }) => isRegularSaverGroup(context.productCode),
    regularSaverOutcomeIs: ({ event }, params: { outcome: RegularSaverOutcome }) =>
      'output' in event && regularSaverOutcome(event.output as CustomerProfile) === params.outcome,
    isAuthenticationEntry: ({ context }) => normalisePath(context.entry.path) === '/authentication',
    hasHashToken: ({ context }) => Boolean(context.entry.hash.accessToken),
    isHashAccessDenied: ({ context }) => context.entry.hash.error === 'access_denied',
    isHashAuthenticationError: ({ context }) =>
      context.entry.hash.error !== undefined && context.entry.hash.error !== 'access_denied',
    isMissingDetailsError: ({ event }) => errorOf(event)?.code === '1013',
    tokenRetriesLeft: ({ event }) => (errorOf(event)?.retryAllowed ?? 0) > 0,
    // doc 1 §4 "Authentication and session": the authentication header of a 401 (services/errors.ts).
    isInvalidToken: ({ event }) => errorOf(event)?.authenticate?.error === 'invalid_token',
    needsStepUp: ({ event }) => errorOf(event)?.authenticate?.error === 'insufficient_scope',
    challengeAsksForOtp: ({ event }) =>
      'output' in event && (event.output as ChallengeOutput).challenges.some((challenge) => challenge.type === 'otp'),
    stepUpReasonIs: ({ context }, params: { reason: StepUpState['reason'] }) =>
      context.stepUp?.reason === params.reason,
    isOtpLimitReached: ({ event }) => errorOf(event)?.code === OTP_LIMIT_REACHED,
    /** doc 1 §4 "Existing-customer data": step 1 of an authenticated existing customer starts from the records. */
    needsCustomerDetails: ({ context }) => needsCustomerDetails(context),
    /** doc 1 §4 "Portal": a resumed case still in capture has its captured data read in first (submission.ts). */
    needsCaseData: ({ context }) => needsCaseData(context),
    isResumableCase: ({ context, event }) => {
      if (event.type !== 'RESUME') return false;
      const summary = context.portalCases.find((item) => item.id === event.caseId);
      return summary !== undefined && isResumable(summary);
    },
    // The letter-code page (doc 1 §8: 321 invalid code, 320 limit reached) and the security page (doc 1 §4 "3D").
    ...letterCodeGuards,
    ...captureGuards,
    hasSecurityQuestions: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length > 0,
    isSecurityQuestionAnswered: ({ context }) => isCurrentQuestionAnswered(context.callValidation),
    isLastSecurityQuestion: ({ context }) => isLastQuestion(context.callValidation),
    callValidationPassed: ({ event }) =>
      'output' in event && (event.output as { result?: string } | undefined)?.result === 'PASS',
    hasOffers: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length > 0,
    isUnauthorised: ({ event }) => errorOf(event)?.status === 401,
    offerTriesLeft: ({ context }) =>
      context.offerTries < (context.config?.offerRetryMaxTries ?? DEFAULTS.offerRetryMaxTries),
    /** The case-state to screen map (caseStates.ts) sends the current task to this route. */
    taskRoutesTo: ({ context }, params: { route: string }) => routeForCaseState(context.task ?? '') === params.route,
    allAccountsOpened: ({ context }) => allAccountsOpened(context.accounts),
    // Issue 10: a failed next-task poll that another try may cure, while failures in a row stay under the maximum.
    isTransientFailure: ({ event }) => isTransientFailure(errorOf(event)),
    pollFailuresLeft: ({ context }) => pollFailuresLeft(context.pollFailures, context.config?.pollMaxFailures),
    completedAttemptsLeft: ({ context }) =>
      context.completedAttempts < (context.config?.completedCaseMaxAttempts ?? 10),
  },
  actions: {
    storeStartup: assign(({ event }) => {
      if (!('output' in event)) return {};
      const output = event.output as {
        config: JourneyContext['config'];
        documents: JourneyContext['documents'];
        productContent: JourneyContext['productContent'];
      };
      return { config: output.config, documents: output.documents, productContent: output.productContent };
    }),
    restoreSession: assign(({ context }) => {
      const saved = context.persisted;
      if (!saved) return {};
      return {
        form: saved.form,
        caseId: saved.caseId,
        productCode: saved.productCode,
        productType: PRODUCT_TYPES[findProductType(saved.productCode)].urlPart,
        subType: saved.subType,
        bankId: saved.bankId,
        resumeToken: saved.resumeToken,
        dirty: false,
      };
    }),
    loadCaseFromQuery: assign(({ context }) => ({
      caseId: context.entry.caseId,
      productType: context.entry.type as ProductTypeUrlPart,
      subType: (context.entry.existing === 'true' || context.entry.existing === 'Yes'
        ? 'existing'
        : 'ntb') as CaseSubtype,
      form: { ...context.form, caseId: context.entry.caseId },
    })),
    recordEligibility: assign(({ context, event }) => {
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
          dataProtection: { consent: 'Y' as const },
        },
        dirty: true,
      };
    }),
    mergeValues: assign(({ context, event }) => {
      if (event.type !== 'CONTINUE' && event.type !== 'FORM_CHANGED' && event.type !== 'SUBMIT') return {};
      return { form: { ...context.form, ...event.values }, dirty: true };
    }),
    completeTask: assign(({ context }, params: { task: string }) => ({ form: withTask(context.form, params.task) })),
    startReviewing: assign(({ context, event }) => ({
      form: { ...context.form, isReviewing: true },
      anchor: event.type === 'EDIT_SECTION' ? REVIEW_EDIT_LINKS[event.link].anchor : undefined,
    })),
    stopReviewing: assign(({ context }) => ({ form: { ...context.form, isReviewing: false }, anchor: undefined })),
    markEditing: assign({ editing: true }),
    markNotEditing: assign({ editing: false }),
    requestSave: raise({ type: 'SAVE_NOW' }),
    queueSave: assign({ saveQueued: true }),
    storeCase: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const output = event.output as SaveCaseOutput;
      return {
        caseId: output.caseId,
        taskUri: output.taskUri,
        form: { ...context.form, caseId: output.caseId },
        // issue 10: the create's case token (memory only) and the tab's resume token (platform "Case tokens")
        caseToken: output.accessToken ?? context.caseToken,
        resumeToken: output.resumeToken ?? context.resumeToken,
      };
    }),
    /** A reload resumed the case: the fresh case token (memory) and the next resume token (this tab's storage). */
    /** After a reload: the fields the tab did not store, from the case as the platform saved it. */
    restoreWithheldFields: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const saved = event.output as ApplicationForm;
      const form: ApplicationForm = { ...context.form };
      for (const name of WITHHELD_FROM_STORAGE) {
        if (form[name] === undefined && saved[name] !== undefined) form[name] = saved[name];
      }
      return { form };
    }),
    storeResumed: assign(({ event }) => {
      if (!('output' in event)) return {};
      const output = event.output as ResumeCaseOutput;
      return { caseToken: output.accessToken, resumeToken: output.resumeToken };
    }),
    /** The form as it is now is on its way: changes made while the call runs make it dirty again. */
    markSaving: assign({ dirty: false, saveQueued: false }),
    markUnsaved: assign({ dirty: true }),
    markSaveFailed: assign({ saveFailed: true }),
    clearSaveFailed: assign({ saveFailed: false }),
    clearSaveQueue: assign({ saveQueued: false }),
    announceSaved: raise({ type: 'SAVED' }),
    announceSaveFailed: raise(({ event }) => ({
      type: 'SAVE_FAILED' as const,
      error: asJourneyError('error' in event ? event.error : event, 'save'),
    })),
    clearError: assign({ error: undefined }),
    resetOfferTries: assign({ offerTries: 0 }),
    ...letterCodeActions,
    ...captureActions,
    ...inactivityActions,
    /** doc 1 §4 "Call validation (3D)": "Reset clears questions and answers". */
    resetCallValidation: assign({ callValidation: EMPTY_CALL_VALIDATION }),
    storeSecurityQuestions: assign(({ event }) =>
      'output' in event
        ? { callValidation: { ...EMPTY_CALL_VALIDATION, questions: event.output as CallValidationState['questions'] } }
        : {},
    ),
    storeNoSecurityQuestions: assign({
      error: { source: 'fetchCallValidationQuestions', code: 'no_questions', status: 0 } as JourneyError,
    }),
    storeSecurityAnswer: assign(({ context, event }) =>
      event.type === 'SECURITY_ANSWER_CHOSEN'
        ? { callValidation: chooseAnswer(context.callValidation, event.answerId) }
        : {},
    ),
    showNextSecurityQuestion: assign(({ context }) => ({
      callValidation: { ...context.callValidation, index: context.callValidation.index + 1 },
    })),
    restartInactivityTimer: sendTo('inactivityTimer', { type: 'ACTIVITY' }),
    extendSession: sendTo('inactivityTimer', { type: 'EXTEND' }),
    storeProductBlock: assign(({ context }) => {
      const found = productBlockOf(context);
      return found ? { error: { source: found.source, code: found.code, status: 0, message: found.message } } : {};
    }),
    storeUnderage: assign({ error: { source: 'regularSaver', code: 'under_16', status: 0 } as JourneyError }),
    dropToken: assign({ accessToken: undefined, scope: undefined, caseToken: undefined, resumeToken: undefined }),
    /** doc 1 §4: reset clears the stores but keeps the product code and the link code. */
    resetSession: assign(({ context }) => ({
      form: {
        productCode: context.form.productCode,
        jointLinkCode: context.form.jointLinkCode,
        isExistingCustomer: 'No' as const,
      },
      caseId: undefined,
      taskUri: undefined,
      task: undefined,
      user: undefined,
      identity: undefined,
      challenge: undefined,
      portalCases: [],
      stepUp: undefined,
      offers: [],
      decision: undefined,
      dirty: false,
      customerDetailsLoaded: false,
      loadedCaseId: undefined,
    })),
    storeHashToken: assign(({ context }) => ({
      accessToken: context.entry.hash.accessToken,
      // doc 1 §4: a token from the hash is stored with its scope (30 by default).
      scope: Number(context.entry.scope ?? 30) || 30,
      bankId:
        context.entry.hash.bankId === 'YB' || context.entry.hash.bankId === 'CB'
          ? context.entry.hash.bankId
          : context.bankId,
      // The token must not stay in the entry parameters, which are not memory-only.
      entry: { ...context.entry, hash: { ...context.entry.hash, accessToken: undefined, idToken: undefined } },
    })),
    storeHashError: assign(({ context }) => ({
      error: {
        source: 'authentication',
        code: context.entry.hash.error ?? 'authentication_error',
        status: 0,
      } as JourneyError,
    })),
    markExistingCustomer: assign(({ context }) => ({
      subType: 'existing' as CaseSubtype,
      form: { ...context.form, isExistingCustomer: 'Yes' as const },
    })),
    /** Provided by the app shell: leaves for the external login app (a browser navigation is not the chart's). */
    redirectToLoginApp: () => {},
    storeIdentity: assign(({ event }) => (event.type === 'LOGIN_IDENTIFIED' ? { identity: event.identity } : {})),
    storeChallenge: assign(({ event }) => ('output' in event ? { challenge: event.output as ChallengeOutput } : {})),
    forgetChallenge: assign(({ context }) => ({
      challenge: undefined,
      customerType: context.challenge?.customerType ?? context.customerType,
    })),
    storeLoginError: assign(({ event }) => ({ loginError: errorOf(event) })),
    /** doc 1 §4: step-up to the scope the refused call named; the call is made again once it is done. */
    beginStepUp: assign(({ event }) => ({
      stepUp: {
        scope: (() => {
          const authenticate = errorOf(event)?.authenticate;
          return authenticate?.error === 'insufficient_scope' ? authenticate.scope : 30;
        })(),
        challenge: undefined,
        otp: undefined,
        reason: 'first' as const,
        retryAllowed: undefined,
      },
    })),
    storeStepUpChallenge: assign(({ context, event }) =>
      context.stepUp && 'output' in event
        ? { stepUp: { ...context.stepUp, challenge: event.output as ChallengeOutput } }
        : {},
    ),
    storeOtpSent: assign(({ context, event }) =>
      context.stepUp && 'output' in event ? { stepUp: { ...context.stepUp, otp: event.output as OtpSentOutput } } : {},
    ),
    markOtpResend: assign(({ context }) =>
      context.stepUp ? { stepUp: { ...context.stepUp, reason: 'resend' as const } } : {},
    ),
    /** A challenge session takes one answer: a wrong one sets a new challenge (and a new passcode). */
    markStepUpWrong: assign(({ context, event }) =>
      context.stepUp
        ? {
            stepUp: {
              ...context.stepUp,
              challenge: undefined,
              reason: 'wrong' as const,
              retryAllowed: errorOf(event)?.retryAllowed,
            },
          }
        : {},
    ),
    forgetStepUp: assign({ stepUp: undefined }),
    /**
     * doc 1 §4 "Review submit ... goes to WEB-SUBMIT-FORM and takes a screenshot": sent as evidence with the token the
     * submit returned. Spawned, not invoked: best effort, it neither holds up nor changes the journey (a failure is
     * an event no state handles).
     */
    countLostEvidence: assign(({ context }) => ({ lostEvidence: context.lostEvidence + 1 })),
    sendSubmitEvidence: spawnChild('sendEvidence', {
      id: 'submitEvidence',
      input: ({ context }) => ({ ...caseRef(context), context: 'REVIEW_SUBMITTED' }),
    }),
    clearLoginError: assign({ loginError: undefined }),
    storeToken: assign(({ event }) => {
      if (!('output' in event)) return {};
      const output = event.output as TokenOutput;
      return { accessToken: output.accessToken, scope: output.scope, loginError: undefined };
    }),
    storeUser: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const output = event.output as CurrentUserOutput;
      return {
        user: { username: output.username, customerNumber: output.customerNumber },
        bankId: output.bankId,
        form: context.form,
      };
    }),
    storePortalCases: assign(({ event }) => ('output' in event ? { portalCases: event.output as PortalCase[] } : {})),
    /** The records' details in the form (machines/existingCustomer.ts); nothing new to save on their account. */
    storeCustomerDetails: assign(({ context, event }) =>
      'output' in event
        ? {
            form: withCustomerDetails(context.form, event.output as CustomerDetailsOutput),
            customerDetailsLoaded: true,
          }
        : {},
    ),
    /** A resumed case's captured data under the form's own values, and its product when the link named none. */
    storeCaseData: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const form = withCaseData(context.form, event.output as ApplicationForm);
      const productCode = context.productCode ?? form.productCode;
      return { form: { ...form, productCode }, productCode, loadedCaseId: context.caseId };
    }),
    resumeCase: assign(({ context, event }) => {
      if (event.type !== 'RESUME') return {};
      const summary = context.portalCases.find((item) => item.id === event.caseId);
      const address = summary ? caseTypeOfUri(summary.uri) : undefined;
      if (!summary || !address) return {};
      const productCode = summary.productCode ?? context.productCode;
      return {
        caseId: summary.id,
        productCode,
        productType: address.productType as ProductTypeUrlPart,
        subType: address.subType,
        form: {
          ...context.form,
          productCode,
          caseId: summary.id,
          isExistingCustomer: address.subType === 'existing' ? ('Yes' as const) : ('No' as const),
          username: context.user?.username,
          completedTasks: ['SAVE_AND_RESUME'],
        },
      };
    }),
    countOfferTry: assign(({ context }) => ({ offerTries: context.offerTries + 1 })),
    storeOffers: assign(({ event }) => ('output' in event ? { offers: event.output as Offer[] } : {})),
    storeNoOffer: assign({ error: { source: 'fetchOffers', code: 'no_offer', status: 0 } as JourneyError }),
    storeOfferTriesExhausted: assign({
      error: { source: 'fetchOffers', code: 'offer_retries_exhausted', status: 401 } as JourneyError,
    }),
    storeDecision: assign(({ event }) => {
      switch (event.type) {
        case 'ACCEPT_OFFER':
          return { decision: { offerId: event.offerId, documents: event.documents } };
        case 'DECLINE_OFFER':
        case 'REFUSE_OVERDRAFT':
          return { decision: { offerId: event.offerId } };
        case 'AMEND_CREDIT_LIMIT':
          return { decision: { offerId: event.offerId, limit: event.limit } };
        default:
          return {};
      }
    }),
    declineFirstOffer: assign(({ context }) => ({ decision: { offerId: context.offers[0]?.id ?? '' } })),
    storeError: assign(({ event }) => ({
      error:
        event.type === 'SAVE_FAILED' ? event.error : asJourneyError('error' in event ? event.error : event, 'journey'),
    })),
    storeTask: assign(({ event }) => {
      if (!('output' in event)) return {};
      const output = event.output as { taskUri: string; task: string };
      return { taskUri: output.taskUri, task: output.task };
    }),
    storeSubmitted: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const output = event.output as { caseId: string; taskUri: string; accessToken?: string; resumeToken?: string };
      return {
        caseId: output.caseId,
        taskUri: output.taskUri,
        form: withTask(context.form, 'WEB-REVIEW-DETAILS'),
        // doc 1 §4 "stores the new access token for new customers"
        caseToken: output.accessToken ?? context.caseToken,
        resumeToken: output.resumeToken ?? context.resumeToken,
      };
    }),
    storeCompleted: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const output = event.output as { accounts: JourneyContext['accounts']; customerNumber: string | null };
      return {
        accounts: output.accounts,
        customerNumber: output.customerNumber,
        completedAttempts: context.completedAttempts + 1,
      };
    }),
    storeCompletedTimeout: assign({
      error: { source: 'fetchCompletedCase', code: 'completed_case_attempts_exceeded', status: 0 } as JourneyError,
    }),
    storeInvalidProduct: assign({ error: { source: 'ui', code: 'invalid_product_code', status: 0 } as JourneyError }),
    useFallbackBrand: assign(({ context }) => ({
      brandId: 'VM',
      bankId: 'CB',
      error: context.error ?? ({ source: 'ui', code: 'invalid_brand', status: 0 } as JourneyError),
    })),
    resetCompletedAttempts: assign({ completedAttempts: 0 }),
    resetPollFailures: assign({ pollFailures: 0 }),
    countPollFailure: assign(({ context }) => ({ pollFailures: context.pollFailures + 1 })),
    /** Leaving /not-found: the path typed or reached by Back is where the journey now starts from. */
    readNavigatedPath: assign(({ context, event }) =>
      event.type === 'NAVIGATE' ? { entry: { ...context.entry, path: normalisePath(event.path) } } : {},
    ),
    countCompletedAttempt: assign(({ context }) => ({ completedAttempts: context.completedAttempts + 1 })),
    startAddressSearch: assign(({ event }) => {
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
    storeSearchResults: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const results = event.output as AddressLookupState['results'];
      return {
        addressLookup: {
          ...context.addressLookup,
          results,
          status: results.length > 0 ? ('results' as const) : ('notFound' as const),
        },
      };
    }),
    markLookupFailed: assign(({ context }) => ({
      addressLookup: { ...context.addressLookup, status: 'failed' as const },
    })),
    markLookupFetching: assign(({ context }) => ({
      addressLookup: { ...context.addressLookup, status: 'fetching' as const },
    })),
    storeSelectedAddress: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      return {
        addressLookup: {
          ...context.addressLookup,
          status: 'idle' as const,
          results: [],
          selected: event.output as AddressLookupState['selected'],
          selectedCount: context.addressLookup.selectedCount + 1,
        },
      };
    }),
    /** doc 2 §5.5: the pair being looked up; what was said of an earlier pair no longer holds. */
    startBankSearch: assign(({ event }) =>
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
    storeBankLookup: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const output = event.output as { found: boolean; bankName?: string; branch?: string };
      return {
        bankLookup: output.found
          ? { ...context.bankLookup, status: 'valid' as const, bankName: output.bankName, branch: output.branch }
          : { ...context.bankLookup, status: 'invalid' as const },
      };
    }),
    /** The lookup could not be made (not a 404): nothing is known of the details. */
    markBankLookupFailed: assign(({ context }) => ({
      bankLookup: { ...context.bankLookup, status: 'failed' as const },
    })),
    /** doc 2 §3.1 bankID, §3.9: a new customer of VM or DYB chooses CB or YB, and API calls use that bank. */
    chooseBank: assign(({ context, event }) =>
      event.type === 'BANK_CHOSEN' ? { bankId: event.bankId, form: { ...context.form, bankID: event.bankId } } : {},
    ),
    resetAddressLookup: assign(({ context }) => ({
      addressLookup: { ...EMPTY_LOOKUP, selectedCount: context.addressLookup.selectedCount },
    })),
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
  },
});

/** The case address every case call needs. */
export function caseRef(context: JourneyContext): CaseRef {
  return {
    bankId: context.bankId,
    productType: context.productType,
    subType: context.subType,
    caseId: context.caseId ?? '',
  };
}

export function saveInput(context: JourneyContext): SaveCaseInput {
  return {
    bankId: context.bankId,
    productType: context.productType,
    subType: context.subType,
    caseId: context.caseId,
    form: context.form,
  };
}
