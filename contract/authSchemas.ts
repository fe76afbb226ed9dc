// Superstruct schemas of the authentication, users-and-customers, portal, letter-code and call-validation
// calls (doc 1 §7 "Authentication", "Users and customers", "Cases"; doc 2 §3.3, §3.5, §3.6, §5.6, §7.3).
// The client checks responses with them; the platform checks requests with the same ones.
import {
  array,
  enums,
  type Infer,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  union,
} from 'superstruct';
import {
  ALTERNATIVE_ADDRESS_PATTERN,
  ALTERNATIVE_FIRST_NAME_PATTERN,
  ALTERNATIVE_LAST_NAME_PATTERN,
  CUSTOMER_NUMBER_PATTERN,
  LETTER_CODE_PATTERN,
  LOGIN_USERNAME_PATTERN,
} from '../content/fields/patterns';
import { ApiBankId, IsoDate, JointLinkCode } from './schemas';

// ---------------------------------------------------------------- shared pieces

/** Customer number: 10 digits starting 10 (doc 2 §5.6; the field's pattern, content/fields/patterns.ts). */
export const CustomerNumber = pattern(string(), new RegExp(CUSTOMER_NUMBER_PATTERN));
/** Login username: 6 to 16 letters or digits (doc 2 §5.6). */
export const LoginUsername = pattern(string(), new RegExp(LOGIN_USERNAME_PATTERN));
/** Token scope: a number; 30 is the default and the step-up threshold (doc 1 §4, doc 2 §9). */
export const Scope = min(max(integer(), 100), 1);

// ---------------------------------------------------------------- public key

/** GET .../auth/provider/rsa/public_key (doc 1 §7; doc 1 §4 "Public key expires after a configured time"). */
export const PublicKeyResponse = object({
  public_key: string(),
  /** When the key was issued (ISO 8601). */
  date_time: string(),
  /** When the key stops being accepted for new challenges (ISO 8601). */
  expires_at: string(),
});
export type PublicKeyResponse = Infer<typeof PublicKeyResponse>;

// ---------------------------------------------------------------- challenges

const AlternativeAddress = pattern(string(), new RegExp(ALTERNATIVE_ADDRESS_PATTERN));

/** Alternative identification for customers who do not know their customer number (doc 2 §5.6). */
export const AlternativeIdentification = object({
  first_name: pattern(string(), new RegExp(ALTERNATIVE_FIRST_NAME_PATTERN)),
  last_name: pattern(string(), new RegExp(ALTERNATIVE_LAST_NAME_PATTERN)),
  dob: IsoDate,
  gender: enums(['Male', 'Female']),
  house_number: AlternativeAddress,
  street: AlternativeAddress,
  postcode: size(string(), 1, 35),
});
export type AlternativeIdentification = Infer<typeof AlternativeIdentification>;

/**
 * POST .../oauth2/token/challenges. Exactly one of username, customer_number or alternative identification
 * is required (the platform answers 1013 otherwise, doc 1 §8). Fields are optional here so that a missing
 * detail is a 1013 and not a generic schema error.
 */
export const ChallengeRequest = object({
  user_identity: optional(
    object({
      username: optional(string()),
      customer_number: optional(string()),
      alternative: optional(AlternativeIdentification),
    }),
  ),
  scope: optional(Scope),
});
export type ChallengeRequest = Infer<typeof ChallengeRequest>;

/** The challenge types of doc 2 §3.5; `fields` name the inputs in `authIndex` order. */
export const Challenge = union([
  object({ type: literal('partial_password'), positions: array(min(integer(), 1)) }),
  object({ type: literal('security_questions'), questions: array(object({ id: string(), question: string() })) }),
  object({ type: literal('acn'), fields: array(enums(['access_code', 'sort_code', 'account_number'])) }),
  object({ type: literal('debit_card'), fields: array(enums(['pan', 'sort_code', 'account_number'])) }),
  object({ type: literal('otp'), length: integer() }),
  object({ type: literal('date_of_birth') }),
  object({ type: literal('credit_card'), fields: array(enums(['pan', 'credit_limit'])) }),
]);
export type Challenge = Infer<typeof Challenge>;
export type ChallengeType = Challenge['type'];

export const AuthScheme = object({ id: string(), challenges: array(Challenge) });
export type AuthScheme = Infer<typeof AuthScheme>;

export const ChallengeResponse = object({
  auth_session_id: string(),
  public_key: string(),
  scope: Scope,
  auth_schemes: array(AuthScheme),
});
export type ChallengeResponse = Infer<typeof ChallengeResponse>;

/** One answered input, as the token call's basic authorization header carries it (services/secrets.ts). */
export const ChallengeAnswerItem = object({
  authType: string(),
  authIndex: min(integer(), 0),
  authData: size(string(), 1, 2048),
});
export const ChallengeAnswers = size(array(ChallengeAnswerItem), 1, 20);

/** Form fields of POST .../oauth2/token (application/x-www-form-urlencoded). */
export const TokenForm = object({
  grant_type: literal('client_credentials'),
  auth_scheme: size(string(), 1, 40),
  auth_session_id: optional(size(string(), 1, 100)),
  scope: optional(string()),
  client_id: optional(string()),
});
export type TokenForm = Infer<typeof TokenForm>;

/** doc 2 §3.5 "Token response: access_token, scope, retry_allowed". */
export const TokenResponse = object({
  access_token: string(),
  token_id: string(),
  scope: Scope,
  token_type: literal('Bearer'),
  expires_in: integer(),
  retry_allowed: integer(),
});
export type TokenResponse = Infer<typeof TokenResponse>;

/** A refused token call: the error body plus how many tries are left (doc 1 §4 "retry_allowed of n"). */
export const TokenErrorBody = object({
  code: string(),
  message: string(),
  retry_allowed: integer(),
});
export type TokenErrorBody = Infer<typeof TokenErrorBody>;

// ---------------------------------------------------------------- one-time passcodes

export const OtpRequest = object({ auth_session_id: size(string(), 1, 100) });
export type OtpRequest = Infer<typeof OtpRequest>;

export const OtpResponse = object({
  /** Where it went, masked (the last digits of the mobile). */
  sent_to: string(),
  length: integer(),
  /** Passcodes still allowed for this session after this one. */
  remaining: integer(),
  expires_at: string(),
});
export type OtpResponse = Infer<typeof OtpResponse>;

// ---------------------------------------------------------------- users and customers (doc 2 §3.3)

export const UserBankResponse = object({ bank_id: ApiBankId });
export const BankSelectorResponse = object({ data: object({ bank_id: ApiBankId }) });

export const CurrentUser = object({
  userName: string(),
  customerNumber: CustomerNumber,
  bank_id: ApiBankId,
  contactDetails: object({ phone: object({ mobile: nullable(string()) }) }),
});
export type CurrentUser = Infer<typeof CurrentUser>;

export const MarketingPreference = object({ type: string(), value: enums(['Y', 'N']) });
export const UserPreferences = object({ marketing_preferences: array(MarketingPreference) });
export type UserPreferences = Infer<typeof UserPreferences>;

export const CustomerSummary = object({ id: string(), relationship: enums(['OWNER', 'JOINT', 'POWER_OF_ATTORNEY']) });
export const CustomersResponse = object({ customers: array(CustomerSummary) });
export type CustomersResponse = Infer<typeof CustomersResponse>;

export const CustomerDetails = object({
  id: string(),
  customer_number: CustomerNumber,
  relationship: string(),
  personal_details: object({
    title: string(),
    name: object({ first: string(), last: string() }),
    dob: IsoDate,
    sex: enums(['MALE', 'FEMALE']),
    /** As the bank holds it; one of the two sentinel values when no real number is known (doc 2 §4). */
    ni_number: optional(nullable(string())),
    address: object({
      house_number: string(),
      street_name: string(),
      city: string(),
      postcode: string(),
      country: literal('GB'),
    }),
  }),
  contact_details: object({
    email: string(),
    phone: object({ mobile: nullable(string()), home: nullable(string()) }),
    /** Sent by the platform; the client removes them before use (doc 2 §3.3). */
    marketing_preferences: optional(array(MarketingPreference)),
  }),
});
export type CustomerDetails = Infer<typeof CustomerDetails>;

export const CustomerAccount = object({
  accountType: enums(['current', 'savings', 'cashisa', 'creditcard']),
  accountNumber: pattern(string(), /^\d{8}$/),
  sortCode: pattern(string(), /^\d{6}$/),
  accountId: string(),
  /** The product code as the API carries it (IM prefix stripped, doc 2 §3.10). */
  productCode: string(),
});
export const DefaultAccountsResponse = object({ accounts: array(CustomerAccount) });
export type DefaultAccountsResponse = Infer<typeof DefaultAccountsResponse>;

// ---------------------------------------------------------------- portal (doc 2 §3.6)

export const CaseSummary = object({
  id: string(),
  uri: string(),
  description: string(),
  created_at: string(),
  /** A joint case (issue 12): which of its applicants this customer is (0 the first, 1 the one who joined). */
  applicant_index: optional(number()),
  context: object({
    accounts: array(object({ product: object({ code: string(), variant: optional(string()) }) })),
    customers: array(
      object({ name: object({ first_name: string(), last_name: string() }), customer_number: nullable(string()) }),
    ),
  }),
});
export type CaseSummary = Infer<typeof CaseSummary>;
export const CaseListResponse = object({ cases: array(CaseSummary) });
export type CaseListResponse = Infer<typeof CaseListResponse>;

// ---------------------------------------------------------------- letter code (doc 2 §7.3, §5.6)

export const LetterCodeRequest = object({ lettercode: pattern(string(), new RegExp(LETTER_CODE_PATTERN)) });
export type LetterCodeRequest = Infer<typeof LetterCodeRequest>;
export const LetterCodeResponse = object({ reference_id: string(), task_uri: string() });
export type LetterCodeResponse = Infer<typeof LetterCodeResponse>;
export const PendingLetterCodeResponse = object({ joint_link_code: nullable(JointLinkCode) });
export type PendingLetterCodeResponse = Infer<typeof PendingLetterCodeResponse>;

// ---------------------------------------------------------------- call validation (3D), doc 2 §3.5

export const CallValidationQuestion = object({
  id: string(),
  question: string(),
  answers: array(object({ id: string(), answer: string() })),
});
export const CallValidationChallengeResponse = object({ questions: array(CallValidationQuestion) });
export type CallValidationChallengeResponse = Infer<typeof CallValidationChallengeResponse>;

export const CallValidationSubmitRequest = object({
  challenges: size(array(object({ question_id: size(string(), 1, 40), answer: size(string(), 0, 40) })), 0, 20),
});
export type CallValidationSubmitRequest = Infer<typeof CallValidationSubmitRequest>;

export const CallValidationSubmitResponse = object({
  result: enums(['PASS', 'FAIL']),
  reference_id: string(),
  task_uri: string(),
});
export type CallValidationSubmitResponse = Infer<typeof CallValidationSubmitResponse>;

// ---------------------------------------------------------------- sandbox-only reads (no phone, no post)

export const SandboxOtpResponse = object({ passcode: pattern(string(), /^\d{10}$/), sent_at: string() });
export const SandboxLetterCodeResponse = object({ lettercode: pattern(string(), /^\d{10}$/), sent_at: string() });
