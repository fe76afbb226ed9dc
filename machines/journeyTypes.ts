// Context, input and events of the journey chart. Context is flat and serialisable (STYLE "The chart as a table").
import type { ApplicationForm, FormAddress } from '../services/applicationForm';
import type {
  AddressSearchResponse,
  CaseSubtype,
  CompletedAccount,
  DocumentListEntry,
  ProductContentFile,
  ProductTypeUrlPart,
  RuntimeConfig,
} from '../services/schemas';
import type { ChallengeOutput, ConsentRecord, JourneyError, LoginIdentity, Offer, PortalCase } from './actorContracts';
import type { EntryLocation, EntryParams } from './entry';
import type { CallValidationState, LetterCodeState } from './verificationRules';
import type { ReviewEditLink } from './webTasks';

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
}

export interface JourneyInput {
  location: EntryLocation;
  persisted?: PersistedJourney | null;
}

export interface AddressLookupState {
  status: 'idle' | 'searching' | 'results' | 'notFound' | 'failed' | 'fetching';
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
  customerType: ChallengeOutput['customerType'] | undefined;
  loginError: JourneyError | undefined;
  user: { username: string; customerNumber: string } | undefined;
  portalCases: PortalCase[];
  /** The letter-code page (doc 1 §4 "Joint", §8 320/321): variant, what was typed (memory only), last refusal. */
  letterCode: LetterCodeState;
  /** The security page (doc 1 §4 "Call validation (3D)"): questions, the one shown, the answers chosen. */
  callValidation: CallValidationState;
  /** What the applicant chose on the offer page, on its way to the platform. */
  decision: { offerId: string; limit?: number; documents?: ConsentRecord[] } | undefined;
}

export type JourneyEvent =
  /** The URL changed under the app (Back, Forward, a typed address): the chart decides. */
  | { type: 'NAVIGATE'; path: string }
  /** A screen's primary button with the values of its form. */
  | { type: 'CONTINUE'; values: Partial<ApplicationForm> }
  /** The eligibility answers, with the moment they were given (doc 2 §3.1 eligibilityQuestions). */
  | { type: 'ELIGIBILITY_ANSWERED'; answers: Record<string, 'Yes' | 'No'>; dataProtection: boolean; answeredAt: string }
  | { type: 'FORM_CHANGED'; values: Partial<ApplicationForm> }
  | { type: 'FIELD_FOCUSED' }
  | { type: 'FIELD_BLURRED' }
  | { type: 'EDIT_SECTION'; link: ReviewEditLink }
  | { type: 'SUBMIT'; values: Partial<ApplicationForm> }
  | { type: 'BACK' }
  | { type: 'START_AGAIN' }
  | { type: 'ADDRESS_SEARCH'; postcode: string; houseNumber: string }
  | { type: 'ADDRESS_SELECTED'; addressRef: string }
  | { type: 'ADDRESS_LOOKUP_RESET' }
  /** doc 2 §5.5: both bank details valid and changed: look them up (POST /ref/bank/search). */
  | { type: 'BANK_DETAILS_CHANGED'; sortCode: string; accountNumber: string }
  /** doc 2 §3.1 bankID: a new customer of VM or DYB chooses CB or YB; API calls follow the choice. */
  | { type: 'BANK_CHOSEN'; bankId: 'CB' | 'YB' }
  /** Login and portal (doc 1 §4 "Authentication and session", "Portal"). */
  | { type: 'LOGIN_IDENTIFIED'; identity: LoginIdentity }
  | { type: 'CHALLENGE_ANSWERED'; answers: { authType: string; authIndex: number; answer: string }[] }
  | { type: 'LOGIN_RESTARTED' }
  /** The applicant did something (reported by the app shell): the inactivity timer starts again. */
  | { type: 'USER_ACTIVE' }
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
  /** Raised inside the chart: the save pipeline of capture. */
  | { type: 'SAVE_NOW' }
  | { type: 'SAVED' }
  | { type: 'SAVE_FAILED'; error: JourneyError };

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
export type { ApplicationForm, FormAddress } from '../services/applicationForm';
