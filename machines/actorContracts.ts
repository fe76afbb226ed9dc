// The contract of every effect the journey chart invokes: input and output of each actor,
// named after the platform call it makes (ARCHITECTURE "Every effect is an invoked actor").
// The chart declares these with placeholders that refuse to run; the browser provides the real
// ones from services/actors.ts and tests provide stubs, both through machine.provide(...).
import { fromPromise } from 'xstate';
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
import type { CustomerProfile } from './regularSaver';

/** What every case call needs to build its address (doc 1 §7). */
export interface CaseRef {
  bankId: string;
  productType: ProductTypeUrlPart;
  subType: CaseSubtype;
  caseId: string;
}

export interface LoadStartupInput {
  /** Product code from the query, used to choose the product content file (doc 1 §7). */
  productCode: string | undefined;
}
export interface LoadStartupOutput {
  config: RuntimeConfig;
  /** The entries of the document list whose date range contains today. */
  documents: DocumentListEntry[];
  productContent: ProductContentFile;
}

export interface SaveCaseInput {
  bankId: string;
  productType: ProductTypeUrlPart;
  subType: CaseSubtype;
  /** Absent: create the case; present: update it (doc 1 "Form save and submit"). */
  caseId: string | undefined;
  form: ApplicationForm;
}
export interface SaveCaseOutput {
  caseId: string;
  taskUri: string;
  /** Issue 10: the create's token bound to the case (platform/README.md "Case tokens"); kept in memory only. */
  accessToken?: string;
  /** A new applicant's one-time resume token for a reload of this tab (sessionStorage only, 15 minutes). */
  resumeToken?: string;
}

export interface SubmitCaseOutput {
  caseId: string;
  taskUri: string;
  accessToken: string | undefined;
  resumeToken?: string;
}

/** A reload of the tab: the resume token it kept, exchanged for a fresh case token and a new resume token. */
export interface ResumeCaseInput extends CaseRef {
  resumeToken: string;
}

export interface ResumeCaseOutput {
  accessToken: string;
  resumeToken: string;
}

export interface NextTaskOutput {
  taskUri: string;
  /** The reason, action or task named by the task address. */
  task: string;
  waitSeconds: number;
}

export interface CompletedCaseOutput {
  customerNumber: string | null;
  accounts: CompletedAccount[];
}

export interface AddressSearchInput {
  postcode: string;
  houseNumber: string;
}
export type AddressSearchOutput = AddressSearchResponse;

export interface AddressFetchInput {
  addressRef: string;
}
export type AddressFetchOutput = FormAddress;

/** Bank details lookup (doc 2 §5.5, §7.3 POST /ref/bank/search): the 6-digit sort code and 8-digit account number. */
export interface BankSearchInput {
  sortCode: string;
  accountNumber: string;
}
/** Found: the branch of the details; not found (the platform's 404): the details are invalid (doc 2 §5.5, §8). */
export type BankSearchOutput = { found: true; bankName: string; branch: string } | { found: false };

/** An offer as the chart and screens see it (doc 1 §3 offer, doc 2 §3.4). */
export interface Offer {
  id: string;
  /** The product code with its IM prefix where it has one (IM800 for Readycash). */
  productCode: string;
  creditLimit?: { minimum: number; offerLimit: number; incomeProofRequired: boolean; updateOffer: boolean };
  documents: { id: string; name: string; format: 'html' | 'pdf'; content: string }[];
}

/** A consent record attached to an acceptance (doc 2 §3.4 audit_info.documents). */
export interface ConsentRecord {
  reason: 'DOCUMENTATION';
  name: string;
  content_type?: string;
  version?: string;
  consent: 'Y';
  timestamp: string;
}

export interface DecideOfferInput extends CaseRef {
  offers: { id: string; decision: 'ACCEPT' | 'REJECT' }[];
  documents?: ConsentRecord[];
}

export interface UpdateOfferInput extends CaseRef {
  offerId: string;
  offerLimit: number;
}

/** Evidence of what the applicant saw (doc 1 §7 evidence; screenshot at scale 0.5, JPEG quality 0.92, doc 2 §9). */
export interface EvidenceInput extends CaseRef {
  context: string;
}

/** An error as the chart sees it: where it came from, the spec's code, the HTTP status (doc 1 §8). */
export interface JourneyError {
  source: string;
  code: string;
  status: number;
  message?: string;
  /** A refused token call: how many more tries the platform allows (doc 1 §4 "retry_allowed of n"). */
  retryAllowed?: number;
  /**
   * The authentication header of a 401 (doc 1 §4, RFC 6750 §3): `invalid_token` resets the token and goes to
   * login; `insufficient_scope` asks for step-up to `scope` (an access challenge, then the call again).
   */
  authenticate?: { error: 'invalid_token' } | { error: 'insufficient_scope'; scope: number };
  /** doc 1 §8 324 joint bank mismatch: the bank the other joint applicant chose (doc 2 §3.1 jointMismatchBankId). */
  jointMismatchBankId?: string;
  /** A submit refused as incomplete (422 `incomplete_application`): the flat fields still to complete (doc 3 §2). */
  missingFields?: readonly string[];
}

/** Who is logging in (doc 2 §5.6): a username, a customer number, or the alternative identification. */
export interface LoginIdentity {
  username?: string;
  customerNumber?: string;
  alternative?: {
    firstName: string;
    lastName: string;
    /** DD-MM-YYYY */
    dateOfBirth: string;
    gender: 'Male' | 'Female';
    houseNumber: string;
    street: string;
    postcode: string;
  };
}

/** One challenge to answer (doc 2 §3.5), with the inputs it asks for in authIndex order. */
export interface LoginChallenge {
  type: string;
  inputs: {
    authIndex: number;
    /** The input's doc 2 §3.5 name (access_code, pan, otp...): its rules are content's challengeInputRules. */
    field?: string;
    label: string;
    kind: 'character' | 'digits' | 'text' | 'date' | 'secret';
    length?: number;
  }[];
}

export interface ChallengeOutput {
  sessionId: string;
  publicKey: string;
  schemeId: string;
  challenges: LoginChallenge[];
  /** doc 1 §4: a password challenge means internet banking, an acn challenge telephone banking. */
  customerType: 'internetBanking' | 'telephoneBanking' | 'unknown';
  /** The bank the challenge was created at, when it was looked up by the login (ChallengeInput.findBank). */
  bankId?: 'CB' | 'YB';
}

/** Answers in clear only inside the browser: the actor encrypts each as `sessionId:answer` before it leaves. */
export interface TokenInput {
  bankId: string;
  sessionId: string;
  publicKey: string;
  schemeId: string;
  answers: { authType: string; authIndex: number; answer: string }[];
}

/** A one-time passcode sent (doc 1 §7 POST .../otp/otps): where to, masked, and how many more may be sent. */
export interface OtpSentOutput {
  sentTo: string;
  remaining: number;
}

/** An access challenge (doc 1 §4); step-up prefers the one-time passcode scheme when the customer has one. */
export interface ChallengeInput {
  bankId: string;
  identity: LoginIdentity;
  scope: number;
  preferScheme?: 'otp';
  /**
   * doc 1 §4 "Login: optional bank id lookup": a brand without its own bank (DYB, VM) first asks GET
   * /users/{username} (doc 1 §7) which of CB and YB holds the customer (doc 2 §3.1 bankID), and creates the
   * challenge there.
   */
  findBank?: boolean;
}

export interface TokenOutput {
  accessToken: string;
  scope: number;
}

/** A decision-in-principle case (doc 1 §7 retrievecase): its product and the form values it starts with. */
export interface DipCaseInput {
  bankId: string;
  uuid: string;
}
export interface DipCaseOutput {
  productCode: string | undefined;
  form: Partial<ApplicationForm>;
}

export interface CurrentUserOutput {
  username: string;
  customerNumber: string;
  bankId: string;
}

/** A saved application on the portal (doc 2 §3.6). */
export interface PortalCase {
  id: string;
  uri: string;
  description: string;
  createdAt: string;
  productCode: string | undefined;
  /** A joint case (issue 12): which applicant this customer is (1: they joined it, their part is theirs to resume). */
  applicantIndex?: number;
}

/** A call-validation (3D) question (doc 2 §3.5): id, question and answers (id, answer). */
export interface SecurityQuestion {
  id: string;
  question: string;
  answers: { id: string; answer: string }[];
}

/** The letter code typed on the letter-code page (doc 1 §7 POST .../tasks/lettercode). */
export interface LetterCodeInput extends CaseRef {
  letterCode: string;
}

/** doc 2 §3.5: "an answer is sent as question_id plus answer". */
export interface CallValidationInput extends CaseRef {
  answers: { questionId: string; answerId: string }[];
}

export interface CallValidationOutput {
  result: 'PASS' | 'FAIL';
  taskUri: string;
}

/**
 * An existing customer's details from the bank's records (doc 1 §7 "Users and customers": GET .../customers, the
 * OWNER's GET .../customers/{customer-id}, GET /user/preferences), in the form's shapes.
 */
export interface CustomerDetailsOutput {
  customerNumber: string;
  title: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  /** DD-MM-YYYY */
  dateOfBirth: string;
  /** The mobile, else the home number (doc 2 §5.1: one phone number); undefined when the records hold neither. */
  phoneNumber: string | undefined;
  emailAddress: string;
  address: { houseNumber: string; streetName: string; city: string; postcode: string };
  /** As the records hold it; a sentinel value (doc 2 §4) is the chart's to hide. */
  niNumber: string | undefined;
  /** From GET /user/preferences; the copy in the customer details is removed before use (doc 1 §7). */
  marketingPreferences: { type: string; value: 'Y' | 'N' }[];
}

/** The link-code check (doc 1 §4 "Joint"): the case the second applicant joined, with their own case token. */
export interface JointLinkOutput {
  caseId: string;
  bankId: string;
  productType: ProductTypeUrlPart;
  subType: CaseSubtype;
  /** With its IM prefix, as the catalogue spells it. */
  productCode: string;
  taskUri: string;
  accessToken: string;
  resumeToken: string;
}

export interface JointInvitationInput extends CaseRef {
  email?: string;
  mobile?: string;
  brandId: string;
}

/** The switch application (doc 1 §7 POST /banks/{bank-id}/cases/cas, doc 2 §7.2): the switch page's values. */
export interface SubmitSwitchInput {
  bankId: string;
  values: ApplicationForm;
  /** The account just opened, that the old account switches into. */
  newAccount: { sortCode: string; accountNumber: string };
  nationality: string | undefined;
}

/** 201: set up, code 000 (doc 2 §8). A refusal is a JourneyError carrying the switch code (HTTP 409). */
export interface SubmitSwitchOutput {
  switchId: string;
  code: '000';
}

function notProvided(name: string) {
  return () => Promise.reject<never>({ source: name, code: 'actor_not_provided', status: 0 } satisfies JourneyError);
}

/** Placeholders with the right types; the real implementations come from services/actors.ts. */
/** GET .../auth/provider/rsa/public_key: the key secrets are encrypted with. */
export interface PublicKeyOutput {
  publicKey: string;
}

/** GET .../user/credentials: who the token's user is and whether they are registered. */
export interface CredentialsOutput {
  customerNumber: string;
  registered: boolean;
}

export interface RegistrationQuestion {
  id: string;
  question: string;
}

/** PUT .../user/credentials: the plain values (memory only) and the key the actor encrypts each secret with. */
export interface UpdateCredentialsInput {
  bankId: string;
  publicKey: string;
  values: RegistrationValues;
}

export const actorContracts = {
  loadStartup: fromPromise<LoadStartupOutput, LoadStartupInput>(notProvided('loadStartup')),
  createCase: fromPromise<SaveCaseOutput, SaveCaseInput>(notProvided('createCase')),
  updateCase: fromPromise<SaveCaseOutput, SaveCaseInput>(notProvided('updateCase')),
  submitCase: fromPromise<SubmitCaseOutput, CaseRef>(notProvided('submitCase')),
  resumeCase: fromPromise<ResumeCaseOutput, ResumeCaseInput>(notProvided('resumeCase')),
  fetchNextTask: fromPromise<NextTaskOutput, CaseRef>(notProvided('fetchNextTask')),
  fetchCompletedCase: fromPromise<CompletedCaseOutput, CaseRef>(notProvided('fetchCompletedCase')),
  searchAddresses: fromPromise<AddressSearchOutput, AddressSearchInput>(notProvided('searchAddresses')),
  fetchAddress: fromPromise<AddressFetchOutput, AddressFetchInput>(notProvided('fetchAddress')),
  searchBank: fromPromise<BankSearchOutput, BankSearchInput>(notProvided('searchBank')),
  fetchOffers: fromPromise<Offer[], CaseRef>(notProvided('fetchOffers')),
  updateOffer: fromPromise<Offer, UpdateOfferInput>(notProvided('updateOffer')),
  decideOffer: fromPromise<void, DecideOfferInput>(notProvided('decideOffer')),
  sendEvidence: fromPromise<void, EvidenceInput>(notProvided('sendEvidence')),
  createChallenge: fromPromise<ChallengeOutput, ChallengeInput>(notProvided('createChallenge')),
  sendOtp: fromPromise<OtpSentOutput, { bankId: string; sessionId: string }>(notProvided('sendOtp')),
  requestToken: fromPromise<TokenOutput, TokenInput>(notProvided('requestToken')),
  fetchCurrentUser: fromPromise<CurrentUserOutput, { bankId: string }>(notProvided('fetchCurrentUser')),
  retrieveDipCase: fromPromise<DipCaseOutput, DipCaseInput>(notProvided('retrieveDipCase')),
  fetchPortalCases: fromPromise<PortalCase[], { bankId: string }>(notProvided('fetchPortalCases')),
  fetchCustomerProfile: fromPromise<CustomerProfile, { bankId: string }>(notProvided('fetchCustomerProfile')),
  fetchCustomerDetails: fromPromise<CustomerDetailsOutput, { bankId: string }>(notProvided('fetchCustomerDetails')),
  /** GET .../{case-id}/tasks/capture: the captured form of a saved case (its enquiry read back, doc 2 §7.1). */
  fetchCaptureTask: fromPromise<ApplicationForm, CaseRef>(notProvided('fetchCaptureTask')),
  // Registration (doc 1 §7 "GET .../user/credentials ; GET .../ref/credentials/security_questions ; PUT
  // .../user/credentials"; the public key of GET .../auth/provider/rsa/public_key).
  fetchPublicKey: fromPromise<PublicKeyOutput, { bankId: string }>(notProvided('fetchPublicKey')),
  fetchCredentials: fromPromise<CredentialsOutput, { bankId: string }>(notProvided('fetchCredentials')),
  fetchSecurityQuestions: fromPromise<RegistrationQuestion[], { bankId: string }>(
    notProvided('fetchSecurityQuestions'),
  ),
  updateCredentials: fromPromise<CredentialsOutput, UpdateCredentialsInput>(notProvided('updateCredentials')),
  submitLetterCode: fromPromise<{ taskUri: string }, LetterCodeInput>(notProvided('submitLetterCode')),
  fetchCallValidationQuestions: fromPromise<SecurityQuestion[], CaseRef>(notProvided('fetchCallValidationQuestions')),
  submitCallValidation: fromPromise<CallValidationOutput, CallValidationInput>(notProvided('submitCallValidation')),
  /** Joint (issue 12): GET .../tasks/pending/lettercode, the link-code check, the invitation by email and text. */
  fetchJointLinkCode: fromPromise<{ linkCode: string | null }, CaseRef>(notProvided('fetchJointLinkCode')),
  checkJointLinkCode: fromPromise<JointLinkOutput, { bankId: string; code: string }>(notProvided('checkJointLinkCode')),
  sendJointInvitation: fromPromise<{ sent: number }, JointInvitationInput>(notProvided('sendJointInvitation')),
  /** WEB-JOINT-AUTHENTICATION: an existing customer who joined and logged in is recorded as the second applicant. */
  claimJointApplicant: fromPromise<{ applicantIndex: number }, ResumeCaseInput>(notProvided('claimJointApplicant')),
  submitSwitch: fromPromise<SubmitSwitchOutput, SubmitSwitchInput>(notProvided('submitSwitch')),
};

export type JourneyActors = typeof actorContracts;

/** What the registration screen sends: plain secrets, in memory only, encrypted by the actor (services/). */
export interface RegistrationValues {
  customerNumber: string;
  password: string;
  securityQuestions: { id: string; answer: string }[];
  telephonePin: string;
  termsAccepted: boolean;
}
