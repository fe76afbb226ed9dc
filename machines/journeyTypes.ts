// Context, input and events of the journey chart. Context is flat and serialisable (STYLE "The chart as a table").
import type { ApplicationForm, FormAddress } from '../contract/applicationForm';
import type {
  AddressSearchResponse,
  CaseSubtype,
  CompletedAccount,
  DocumentListEntry,
  ProductContentFile,
  ProductTypeUrlPart,
  RuntimeConfig,
} from '../contract/schemas';
import type {
  ChallengeOutput,
  ConsentRecord,
  JourneyError,
  LoginIdentity,
  Offer,
  OtpSentOutput,
  PortalCase,
  RegistrationValues,
} from './actorContracts';
import type { EntryLocation, EntryParams } from './entry';
import type { CallValidationState, LetterCodeState } from './verificationRules';
import type { ReviewEditLink } from './webTasks';

/**
 * Personal data kept out of browser storage even for a reload (issue 10: NI numbers are greped for in storage like
 * the secrets): after a reload the chart reads them back from the case the platform saved (journey.ts `resuming`).
 */
export const WITHHELD_FROM_STORAGE = ['niNumber'] as const;

/** What survives a reload of the browser tab (sessionStorage; never secrets or tokens). */
export interface PersistedJourney {
  version: 1;
  brandId: string;
  bankId: string;
  productCode: string;
  subType: CaseSubtype;
  caseId: string | undefined;
  /** The screen the applicant was on. */
  screen: string;
  form: ApplicationForm;
  /**
   * The one exception to "no tokens in storage" (platform/README.md "Case tokens"): a new applicant's one-time resume
   * token, 15 minutes, single use, this tab only. After a reload it is exchanged for a fresh case token.
   */
  resumeToken?: string;
  /**
   * A joint application (issue 12): which applicant this tab is. After a reload a second applicant is still the
   * second one (their own part, the waiting page's "the other person is still busy"); not a secret.
   */
  jointRole?: 'primary' | 'secondary';
}

export interface JourneyInput {
  location: EntryLocation;
  persisted?: PersistedJourney | null;
}

export interface AddressLookupState {
  /** `invalidPostcode`: the platform refused the postcode (400 `invalid_postcode`); `failed`: any other fault. */
  status: 'idle' | 'searching' | 'results' | 'notFound' | 'invalidPostcode' | 'failed' | 'fetching';
  postcode: string;
  houseNumber: string;
  results: AddressSearchResponse;
  /** The full address of the chosen result, with a counter so a screen applies each choice once. */
  selected: FormAddress | undefined;
  selectedCount: number;
}

/** The bank details lookup of step 2 (doc 2 §5.5): the pair last looked up and what the platform said of it. */
export interface BankLookupState {
  status: 'idle' | 'searching' | 'valid' | 'invalid' | 'failed';
  sortCode: string;
  accountNumber: string;
  bankName?: string;
  branch?: string;
}

export interface JourneyContext {
  entry: EntryParams;
  persisted: PersistedJourney | null;
  brandId: string;
  /** The bank id used in API paths (CB or YB). */
  bankId: string;
  productCode: string | undefined;
  productType: ProductTypeUrlPart;
  subType: CaseSubtype;
  config: RuntimeConfig | undefined;
  documents: DocumentListEntry[];
  productContent: ProductContentFile | undefined;
  form: ApplicationForm;
  caseId: string | undefined;
  taskUri: string | undefined;
  /** The last task named by the platform (a case state or a web task). */
  task: string | undefined;
  /** A field is being edited: saves wait (doc 1 "A save is deferred while a field is being edited"). */
  editing: boolean;
  /** The form changed since the last successful save. */
  dirty: boolean;
  /** A save was asked for while one was running. */
  saveQueued: boolean;
  error: JourneyError | undefined;
  accounts: CompletedAccount[];
  customerNumber: string | null;
  completedAttempts: number;
  /** Failed next-task polls in a row (issue 10: polled through up to pollMaxFailures, machines/faults.ts). */
  pollFailures: number;
  /** The last save failed and none has succeeded since: the form screens say so (issue 10; the input is kept). */
  saveFailed: boolean;
  /** A save refused for a reason only the applicant can fix, and the answers it was given for (capture.logic.ts). */
  saveRefusal?: { code: string; answers: string } | undefined;
  /** The inactivity timer's warning is showing, or the time ran out (machines/inactivity.ts; WCAG 2.2.1). */
  sessionTimeout?: 'warning' | 'expired' | undefined;
  addressLookup: AddressLookupState;
  /** doc 2 §5.5: a failed lookup (404) marks the bank details invalid and blocks a credit-card submit. */
  bankLookup: BankLookupState;
  /** The section a review Change link opens (doc 1 web task anchors). */
  anchor: string | undefined;
  /** The offers of the case (doc 1 §4 "Offer"). */
  offers: Offer[];
  /** Offer fetches answered 401 so far (doc 1 §9: retry every 2000 ms, up to 9 tries). */
  offerTries: number;
  /** Who is logging in (never a secret). */
  identity: LoginIdentity | undefined;
  /** The challenge to answer: session id, public key and the questions; no answers. */
  challenge: ChallengeOutput | undefined;
  /** In memory only: never persisted, never in a URL (ARCHITECTURE "Services"). */
  accessToken: string | undefined;
  scope: number | undefined;
  /**
   * In memory only, like accessToken: the token a new applicant's submit returned (doc 2 §7.1 "a new access token
   * is returned for new customers"), bound to the case, sent on the calls that need one (evidence, documents).
   * Kept apart from accessToken, which says a customer logged in (guards.ts isExistingCustomer).
   */
  caseToken: string | undefined;
  /** The one-time resume token of the case (persisted in this tab's sessionStorage only; see PersistedJourney). */
  resumeToken: string | undefined;
  customerType: ChallengeOutput['customerType'] | undefined;
  loginError: JourneyError | undefined;
  user: { username: string; customerNumber: string } | undefined;
  portalCases: PortalCase[];
  /** The letter-code page (doc 1 §4 "Joint", §8 320/321): variant, what was typed (memory only), last refusal. */
  letterCode: LetterCodeState;
  /** The security page (doc 1 §4 "Call validation (3D)"): questions, the one shown, the answers chosen. */
  callValidation: CallValidationState;
  /** An existing customer's details from the bank's records are in the form (doc 1 §4 "Existing-customer data"). */
  customerDetailsLoaded: boolean;
  /** Step-up in progress (doc 1 §4): the scope asked for, the access challenge, the passcode sent, why it restarted. */
  stepUp: StepUpState | undefined;
  /** Screenshots for evidence that could not be sent (best effort; shown to analysts, never to applicants). */
  lostEvidence: number;
  /** The switch page (doc 1 §4 "Switch"): what Proceed sent (memory only), the last refusal's code, done. */
  switching: SwitchState;
  /** What the applicant chose on the offer page, on its way to the platform. */
  decision: { offerId: string; limit?: number; documents?: ConsentRecord[] } | undefined;
  /** Registration for internet and telephone banking (machines/registration.ts): never a secret. */
  registration?: RegistrationState;
  /** The transfer hand-off (machines/transfer.ts, doc 1 "Registration", "Return from another service"). */
  transfer?: TransferState;
  /** A return that is waiting for the customer to log in (machines/transfer.ts). */
  returnAwaitingLogin?: ReturnAwaitingLogin;
  /** doc 1 "/hasDigitalRegDone ... alt-product flag": the account opened is an alternative (downgrade) product. */
  altProduct?: boolean;
  /** A joint application (doc 1 §4 "Joint"; machines/joint.ts): who this applicant is, the code, the last refusal. */
  joint: JointState;
}

/** doc 1 "Registration": the public key, who registers, the question list and the platform's last refusal. */
export interface RegistrationState {
  publicKey: string | undefined;
  customerNumber: string | undefined;
  registered: boolean;
  questions: { id: string; question: string }[];
  /** doc 3 §8 "Registration credential problem" (the platform's words) or the 409's code. */
  error: { code: string; field?: string; message?: string } | undefined;
}

/** doc 1 "Registration": whether a transfer happened (the return from the transfer app marks it). */
export interface TransferState {
  done: boolean;
}

/**
 * A return from another service (doc 1 "Return from another service") that found no token and sent the customer to
 * log in: "once a token exists" the login goes on to the return's routing, not to the portal.
 */
export type ReturnAwaitingLogin = 'transferReturn' | 'registrationReturn';

/** The joint region's state (issue 12). The link code is not a secret: it is shown to the first applicant. */
export interface JointState {
  /** The first applicant (who created the case) or the second (who joined with the link code). */
  role: 'primary' | 'secondary' | undefined;
  /** The primary's code, read from the platform (GET .../tasks/pending/lettercode). */
  linkCode: string | undefined;
  /** The code the second applicant entered, and the platform's last refusal of it (319, 324). */
  entered: string | undefined;
  errorCode: string | undefined;
  /** doc 2 §3.1 jointMismatchBankId: the bank the other applicant chose (324). */
  mismatchBankId: string | undefined;
  /** The invitation by email and text: not sent, sent, or failed. */
  invitation: 'none' | 'sent' | 'failed';
}

/** doc 1 §4 step-up: an access challenge for the current user at the scope a call asked for. */
export interface StepUpState {
  scope: number;
  challenge: ChallengeOutput | undefined;
  /** The last passcode sent: where to (masked) and how many more may be sent (doc 3 §8 one-time passcode). */
  otp: OtpSentOutput | undefined;
  /**
   * Why the challenge was set again: a resend, a wrong answer (a challenge session takes one answer), or a platform
   * fault on the token request (the gone-wrong message).
   */
  reason: 'first' | 'resend' | 'wrong' | 'fault';
  /** The answers may be tried this many more times (the token call's retry_allowed). */
  retryAllowed: number | undefined;
}

export type JourneyEvent =
  /** The URL changed under the app (Back, Forward, a typed address): the chart decides. */
  | { type: 'NAVIGATE'; path: string }
  /** A screen's primary button with the values of its form. */
  | { type: 'CONTINUE'; values: Partial<ApplicationForm> }
  /** The eligibility answers, with the moment they were given (doc 2 §3.1 eligibilityQuestions), and the landing's
   * existing-customer answer (doc 2 §3.1 isExistingCustomer; absent means its default, No). */
  | {
      type: 'ELIGIBILITY_ANSWERED';
      answers: Record<string, 'Yes' | 'No'>;
      isExistingCustomer?: 'Yes' | 'No';
      answeredAt: string;
    }
  /** The terms page on the use of personal information agreed (doc 2 §3.1 dataProtection; doc 3 §2). */
  | { type: 'TERMS_AGREED' }
  | { type: 'FORM_CHANGED'; values: Partial<ApplicationForm> }
  | { type: 'FIELD_FOCUSED' }
  | { type: 'FIELD_BLURRED' }
  | { type: 'EDIT_SECTION'; link: ReviewEditLink }
  | { type: 'SUBMIT'; values: Partial<ApplicationForm> }
  | { type: 'BACK' }
  | { type: 'START_AGAIN' }
  | { type: 'ADDRESS_SEARCH'; postcode: string; houseNumber: string }
  | { type: 'ADDRESS_SELECTED'; addressRef: string }
  /** doc 2 §5.5: both bank details valid and changed: look them up (POST /ref/bank/search). */
  | { type: 'BANK_DETAILS_CHANGED'; sortCode: string; accountNumber: string }
  /** doc 2 §3.1 bankID: a new customer of VM or DYB chooses CB or YB; API calls follow the choice. */
  | { type: 'BANK_CHOSEN'; bankId: 'CB' | 'YB' }
  /** Login and portal (doc 1 §4 "Authentication and session", "Portal"). */
  | { type: 'LOGIN_IDENTIFIED'; identity: LoginIdentity }
  | { type: 'CHALLENGE_ANSWERED'; answers: { authType: string; authIndex: number; answer: string }[] }
  | { type: 'LOGIN_RESTARTED' }
  /** The step-up modal (doc 1 "Step-up modal"): its answers, a new passcode, or giving up (log out). */
  | { type: 'STEP_UP_ANSWERED'; answers: { authType: string; authIndex: number; answer: string }[] }
  | { type: 'OTP_RESEND' }
  | { type: 'STEP_UP_CANCELLED' }
  /** The applicant did something (reported by the app shell): the inactivity timer starts again. */
  | { type: 'USER_ACTIVE' }
  /** The inactivity timer's warning (machines/inactivity.ts), more time given, and the warning's button. */
  | { type: 'INACTIVITY_WARNING' }
  | { type: 'INACTIVITY_EXTENDED' }
  | { type: 'SESSION_EXTENDED' }
  | { type: 'LOG_OUT' }
  | { type: 'RESUME'; caseId: string }
  /** The offer page (doc 1 §4 "Offer"). */
  | { type: 'ACCEPT_OFFER'; offerId: string; documents?: ConsentRecord[] }
  | { type: 'DECLINE_OFFER'; offerId: string }
  | { type: 'REFUSE_OVERDRAFT'; offerId: string }
  | { type: 'ADJUST_CREDIT_LIMIT' }
  | { type: 'AMEND_CREDIT_LIMIT'; offerId: string; limit: number }
  | { type: 'CANCEL_APPLICATION' }
  | { type: 'CANCEL_CONFIRMED' }
  | { type: 'CANCEL_DISMISSED' }
  /** The letter-code page: the 10 digits typed (doc 2 §5.6). */
  | { type: 'LETTER_CODE_SUBMITTED'; code: string }
  /** The security page (doc 1 §4 "Call validation (3D)"): an answer of the question shown, then Continue. */
  | { type: 'SECURITY_ANSWER_CHOSEN'; answerId: string }
  | { type: 'SECURITY_CONTINUE' }
  /** Registration (doc 3 "Registration and login"): the completed form; secrets leave only encrypted. */
  | { type: 'REGISTRATION_SUBMITTED'; values: RegistrationValues }
  /** The account-opened page's button into registration; the registration page's "register later". */
  | { type: 'REGISTER' }
  | { type: 'REGISTER_LATER' }
  /** The transfer question (doc 1 "Registration"): Yes hands off to the transfer app. */
  | { type: 'TRANSFER_ANSWERED'; answer: 'Yes' | 'No' }
  /** Joint (doc 1 §4 "Joint", doc 3 "Joint pages"): the link code typed, the bad-code modal closed, the answers. */
  | { type: 'JOINT_LINK_CODE_SUBMITTED'; code: string }
  | { type: 'JOINT_MODAL_CLOSED' }
  | { type: 'JOINT_EXISTING_CUSTOMER_ANSWERED'; answer: 'Yes' | 'No' }
  | { type: 'JOINT_OTHER_PERSON_PRESENT_ANSWERED'; answer: 'Yes' | 'No' }
  | { type: 'JOINT_INVITATION_SENT'; email?: string; mobile?: string }
  /** The switch page (doc 1 §4 "Switch"): open it, Yes then Proceed, No then Proceed, the date changed. */
  | { type: 'SWITCH_START' }
  | { type: 'SWITCH_SUBMITTED'; values: Partial<ApplicationForm> }
  | { type: 'SWITCH_DECLINED' }
  | { type: 'SWITCH_DATE_CHANGED' }
  /** Raised inside the chart: the save pipeline of capture. */
  | { type: 'SAVE_NOW' }
  | { type: 'SAVED' }
  | { type: 'SAVE_FAILED'; error: JourneyError };

/** A state's meta: the screen it shows, or a modal over the screen of its parent (doc 1 "Step-up modal"). */
export type StateMeta = ScreenMeta | ModalMeta;
export interface ModalMeta extends Partial<ScreenMeta> {
  /** The step-up modal (doc 1 "Step-up modal"), the joint bad-code modal (doc 1 §8 319). */
  modal: 'stepUp' | 'jointBadCode';
}

export interface ScreenMeta {
  /** The screen component to show. */
  screen: string;
  route: string;
  /** Sidebar step (doc 1 "Sidebar and layout"). */
  progressStep?: 'aboutYou' | 'yourMoney' | 'allSystemsGo';
  /** Time remaining on the sidebar, in minutes. */
  minutesRemaining?: number;
  /** Which result page's content a result screen shows (content/results.ts). */
  resultId?: string;
}
export type { ApplicationForm, FormAddress } from '../contract/applicationForm';

/** The switch page's state in the chart. */
export interface SwitchState {
  /** What Proceed sent (memory only; masked for the inspector like any form). */
  values: ApplicationForm | undefined;
  /** The last refusal's code (doc 3 §8), or the error's code when the call failed otherwise (the default message). */
  errorCode: string | undefined;
  /** The switch was set up (code 000). */
  switched: boolean;
}
