// The superstruct schemas of every call the journey makes (doc 1 §7, doc 2 §7).
// The client checks every response against them; the sandbox platform checks every request
// with the same schemas, so the two can never drift apart.
// The start-up reads' schemas live in contract/startupSchemas.ts (re-exported here).
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  record,
  size,
  string,
  union,
  unknown,
} from 'superstruct';
import { ApiBankId, IsoDate, JointLinkCode } from './startupSchemas';

export * from './startupSchemas';

// ---------------------------------------------------------------- the enquiry (doc 2 §7.1)

const Text = size(string(), 1, 200000);

export const UkAddress = object({
  address_prefix: optional(Text),
  house_name: optional(Text),
  house_number: optional(Text),
  street_name: optional(Text),
  address_line1: optional(Text),
  address_line2: optional(Text),
  address_line3: optional(Text),
  address_line4: optional(Text),
  city: optional(Text),
  county: optional(Text),
  postcode: optional(Text),
  country: optional(Text),
  address_reference: optional(Text),
});

export const InternationalAddress = object({
  address_line1: optional(Text),
  address_line2: optional(Text),
  address_line3: optional(Text),
  address_line4: optional(Text),
  city: optional(Text),
  postcode: optional(Text),
  country: optional(Text),
});

export const EnquiryAddress = object({
  uk_address: optional(UkAddress),
  international_address: optional(InternationalAddress),
  effective_period: optional(object({ from: optional(IsoDate), to: optional(IsoDate) })),
  residential_status: optional(Text),
});

export const EnquiryApplicant = object({
  personal_details: optional(
    object({
      name: optional(
        object({ title: optional(Text), first: optional(Text), middle: optional(Text), last: optional(Text) }),
      ),
      sex: optional(enums(['MALE', 'FEMALE'])),
      dob: optional(IsoDate),
      marital_status: optional(Text),
      number_of_dependents: optional(integer()),
      residential_status: optional(Text),
      nationality: optional(Text),
      city_of_birth: optional(Text),
      country_of_birth: optional(Text),
      ni_number: optional(Text),
      ni_reason: optional(Text),
      addresses: optional(array(EnquiryAddress)),
    }),
  ),
  contact_details: optional(
    object({
      email: optional(Text),
      phone: optional(object({ mobile: optional(Text), home: optional(Text) })),
      preferences: optional(
        object({
          contact_method: optional(array(Text)),
          contact_time: optional(Text),
          phone: optional(Text),
          marketing: optional(
            object({
              email: optional(enums(['Y', 'N'])),
              internet_banking: optional(enums(['Y', 'N'])),
              messaging: optional(enums(['Y', 'N'])),
              voice: optional(enums(['Y', 'N'])),
              post: optional(enums(['Y', 'N'])),
            }),
          ),
        }),
      ),
    }),
  ),
  employment_details: optional(
    array(
      object({
        status: optional(Text),
        industry: optional(Text),
        occupation: optional(Text),
        employer_name: optional(Text),
        start_date: optional(IsoDate),
      }),
    ),
  ),
  account_usage_info: optional(array(record(string(), unknown()))),
  payment_abroad: optional(enums(['Y', 'N'])),
  countries_to_send_and_receive_money: optional(array(Text)),
  financial_details: optional(
    object({
      gross_annual_income: optional(min(integer(), 0)),
      net_monthly_income: optional(min(integer(), 0)),
      other_income: optional(object({ amount: optional(min(integer(), 0)), frequency: optional(Text) })),
      revised_gross_annual_income: optional(min(integer(), 0)),
      revised_net_monthly_income: optional(min(integer(), 0)),
      mortgage_or_rent_expenditure: optional(min(integer(), 0)),
      other_expenditure: optional(min(integer(), 0)),
      revised_mortgage_or_rent_expenditure: optional(min(integer(), 0)),
      revised_other_expenditure: optional(min(integer(), 0)),
      savings_amount: optional(min(integer(), 0)),
      // credit card (doc 2 §3.1, §3.9, §5.5): requested limit, choice A/M, and the applicant's bank account
      credit_limit: optional(min(integer(), 0)),
      credit_limit_choice: optional(enums(['A', 'M'])),
      bank_account: optional(
        object({
          sort_code: optional(pattern(string(), /^\d{6}$/)),
          account_number: optional(pattern(string(), /^\d{8}$/)),
          years_with_bank: optional(min(integer(), 0)),
          months_with_bank: optional(min(integer(), 0)),
        }),
      ),
    }),
  ),
  tax_details: optional(
    object({
      uk_citizen: optional(enums(['Y', 'N'])),
      citizenships: optional(array(Text)),
      // doc 2 §3.1 taxObligations and allTaxObligationsListed
      has_tax_obligations: optional(enums(['Y', 'N'])),
      all_tax_obligations_listed: optional(enums(['Y', 'N'])),
      tax_obligations: optional(
        array(object({ country: Text, tax_number: optional(Text), has_tax_number: optional(enums(['Y', 'N'])) })),
      ),
    }),
  ),
  overdraft: optional(object({ requested: optional(enums(['Y', 'N'])), limit: optional(integer()) })),
  direct_debit: optional(record(string(), unknown())),
  additional_cardholder: optional(enums(['Y', 'N'])),
  payment_due_day: optional(Text),
  credit_limit_consent: optional(Text),
  user_details: optional(object({ username: optional(Text) })),
  joint_link_code: optional(JointLinkCode),
  bank_id: optional(ApiBankId),
});
export type EnquiryApplicant = Infer<typeof EnquiryApplicant>;

export const EligibilityRecord = object({
  question: Text,
  answer: enums(['Y', 'N', 'consent']),
  timestamp: string(),
});

export const DocumentConsentRecord = object({
  reason: literal('DOCUMENTATION'),
  name: Text,
  content_type: optional(Text),
  version: optional(Text),
  consent: literal('Y'),
  timestamp: string(),
});

export const Enquiry = object({
  product: object({
    /** Product code with the IM prefix stripped (doc 2 §3.10). */
    code: pattern(string(), /^(?!IM)[A-Z0-9]{1,10}$/),
    sub_type: optional(Text),
    variant: optional(Text),
  }),
  source_id: optional(Text),
  tu_application_id: optional(Text),
  customer_id: optional(Text),
  promocode: optional(pattern(string(), /^\S+$/)),
  application_type: optional(enums(['sole', 'joint'])),
  overdraft_requested: optional(integer()),
  applicants: size(array(EnquiryApplicant), 1, 2),
  audit_info: optional(
    object({
      eligibility_questions: optional(array(EligibilityRecord)),
      documents: optional(array(DocumentConsentRecord)),
    }),
  ),
});
export type Enquiry = Infer<typeof Enquiry>;

// ---------------------------------------------------------------- case calls

/** Create and update answer with the case (doc 1 §3 "case"). */
export const CaseResponse = object({
  reference_id: string(),
  task_uri: string(),
  application_type: enums(['sole', 'joint']),
  joint_link_code: optional(string()),
  tu_application_id: optional(string()),
  /** Issue 10: the create's token bound to the case, sent as Bearer on every later case call (platform "Case tokens"). */
  access_token: optional(string()),
  /** A new applicant's one-time resume token (15 minutes), for a reload of the tab (POST …/{caseId}/resume). */
  resume_token: optional(string()),
});
export type CaseResponse = Infer<typeof CaseResponse>;

/** POST …/{caseId}/resume (platform/README.md "Case tokens"): a one-time resume token for a fresh case token. */
export const ResumeCaseRequest = object({ resume_token: size(string(), 1, 200) });
export type ResumeCaseRequest = Infer<typeof ResumeCaseRequest>;

export const ResumeCaseResponse = object({
  access_token: string(),
  resume_token: string(),
  token_type: literal('Bearer'),
  expires_in: number(),
  scope: number(),
});
export type ResumeCaseResponse = Infer<typeof ResumeCaseResponse>;

/** Submit body (doc 1 §7): device details and an optional sort code. */
export const SubmitRequest = object({
  device_details: object({ blackbox: string() }),
  sortcode: optional(pattern(string(), /^\d{6}$/)),
});
export type SubmitRequest = Infer<typeof SubmitRequest>;

export const SubmitResponse = object({
  reference_id: string(),
  task_uri: string(),
  access_token: optional(string()),
  resume_token: optional(string()),
});
export type SubmitResponse = Infer<typeof SubmitResponse>;

export const CaptureTaskResponse = object({
  reference_id: string(),
  state: string(),
  task_uri: string(),
  application_type: enums(['sole', 'joint']),
  enquiry: Enquiry,
});
export type CaptureTaskResponse = Infer<typeof CaptureTaskResponse>;

export const NextTaskResponse = object({ task_uri: string() });
export type NextTaskResponse = Infer<typeof NextTaskResponse>;

export const CompletedAccount = object({
  account_type: string(),
  product_code: string(),
  account_id: nullable(string()),
  account_number: nullable(pattern(string(), /^\d{8}$/)),
  sort_code: nullable(pattern(string(), /^\d{6}$/)),
});
export type CompletedAccount = Infer<typeof CompletedAccount>;

export const CompletedTaskResponse = object({
  reference_id: string(),
  customer_number: nullable(string()),
  accounts: array(CompletedAccount),
});
export type CompletedTaskResponse = Infer<typeof CompletedTaskResponse>;

// ---------------------------------------------------------------- reference data

export const AddressSearchResponse = array(object({ id: string(), potential_address: string() }));
export type AddressSearchResponse = Infer<typeof AddressSearchResponse>;

export const AddressResponse = object({
  id: string(),
  address_prefix: optional(string()),
  house_name: optional(string()),
  house_number: optional(string()),
  street_name: optional(string()),
  address_line1: optional(string()),
  address_line2: optional(string()),
  city: string(),
  county: optional(string()),
  postcode: string(),
  country: literal('GB'),
  is_bfpo: boolean(),
});
export type AddressResponse = Infer<typeof AddressResponse>;

// ---------------------------------------------------------------- analytics events

export const AnalyticsEvent = object({
  id: string(),
  type: size(string(), 1, 100),
  data: object({
    context: record(string(), union([string(), number(), boolean()])),
    attributes: optional(record(string(), union([string(), number(), boolean()]))),
    metrics: optional(record(string(), number())),
  }),
  created_at: string(),
});
export type AnalyticsEvent = Infer<typeof AnalyticsEvent>;

/**
 * GET /banks/{bank_id}/cases/dip/{uuid}/retrievecase (doc 1 §7): a decision-in-principle case, whose uuid the
 * applicant's link carries (doc 1 §2 query `uuid`). The spec shows no payload: this is the sandbox's, the product and
 * the applicant's name, date of birth and e-mail, to start the application from (content/dipCases.ts).
 */
export const DipCaseUuid = pattern(string(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
export const DipCaseResponse = object({
  uuid: DipCaseUuid,
  product: object({ code: size(string(), 1, 20) }),
  decision: enums(['ACCEPT', 'REFER', 'DECLINE']),
  applicant: object({
    name: object({
      title: optional(size(string(), 1, 20)),
      first: size(string(), 1, 100),
      last: size(string(), 1, 100),
    }),
    dob: optional(IsoDate),
    email: optional(size(string(), 3, 254)),
  }),
});
export type DipCaseResponse = Infer<typeof DipCaseResponse>;

export const EventsRequest = object({ events: size(array(AnalyticsEvent), 1, 500) });
export type EventsRequest = Infer<typeof EventsRequest>;

/** Sandbox only (platform/README.md "Analytics events"): the events a bank stored, oldest first. */
export const StoredEventsResponse = object({
  events: array(
    object({
      id: string(),
      type: string(),
      data: AnalyticsEvent.schema.data,
      created_at: string(),
      received_at: string(),
      /** The batch came with a live bearer token (the token itself is not stored). */
      authenticated: boolean(),
    }),
  ),
});
export type StoredEventsResponse = Infer<typeof StoredEventsResponse>;

export const EventsResponse = object({ accepted: integer() });
export type EventsResponse = Infer<typeof EventsResponse>;
