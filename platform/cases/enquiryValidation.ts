// Payload validation of the case calls (doc 2 §5, §7.1): the platform runs the same rule engine and the same
// rules as the client on the enquiry, read back into the flat form, so a value the client would have refused
// answers 422 `validation_failed` with `field` naming the flat field (`phoneNumber`, `dateOfBirth`).
// Autosave sends partial forms: create and update check only what is present; submit also what is required.
import type { ProductDefinition } from '../../content/products';
import { isExistingCustomerCase } from '../../contract/applicationForm';
import { ChangedFieldRules } from '../../contract/changedFieldRules';
import { type EnquiryViolation, type ValidationMode, validateEnquiryForms } from '../../contract/enquiryRules';
import { fromEnquiry } from '../../contract/mapping';
import type { CaseSubtype, Enquiry } from '../../contract/schemas';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { lookUpBankDetails } from '../reference/bankStore';

export const VALIDATION_FAILED = 'validation_failed';

export interface EnquiryValidationInput {
  enquiry: Enquiry;
  product: ProductDefinition;
  subType: CaseSubtype;
  mode: ValidationMode;
  /** The platform's clock: ages and dates are judged on its today. */
  now: Date;
}

/** Whether the rules judge the enquiry as a joint application's (doc 2 §3.1 subType JOINT: no overdraft section). */
export function isJointEnquiry(enquiry: Enquiry): boolean {
  return enquiry.application_type === 'joint' || enquiry.product.sub_type?.toUpperCase() === 'JOINT';
}

/** The rules the enquiry breaks (all applicants), [] when it keeps them. */
export function enquiryViolations(input: EnquiryValidationInput): EnquiryViolation[] {
  const { enquiry, product, subType, mode, now } = input;
  const forms = enquiry.applicants.map((_, index) => fromEnquiry(enquiry, index));
  return validateEnquiryForms(
    forms,
    {
      product,
      mode,
      isJoint: isJointEnquiry(enquiry),
      isExistingCustomer: isExistingCustomerCase({ subType }),
    },
    // a broken rule definition is a platform fault: it fails the rule (doc 1 §5) and is not logged with values
    { today: now, warn: () => {} },
  );
}

function violationError(violation: EnquiryViolation): ApiError {
  const who = violation.applicant > 0 ? ` (applicant ${violation.applicant + 1})` : '';
  // the message names the rule, never the value (it is personal data)
  return new ApiError(422, VALIDATION_FAILED, `${violation.message}${who}`, violation.field);
}

/**
 * The flat names of the fields the enquiry still has to complete on submit (each once, in rule order): what the
 * missing-required-fields page lists (doc 3 §2), with the wording each field's own declaration gives.
 */
export function fieldsToComplete(input: Omit<EnquiryValidationInput, 'mode'>): string[] {
  return [...new Set(enquiryViolations({ ...input, mode: 'complete' }).map((violation) => violation.field))];
}

/** Throws 422 `validation_failed` naming the first field that breaks a rule. */
export function assertEnquiryValid(input: EnquiryValidationInput): void {
  const [first] = enquiryViolations(input);
  if (first) throw violationError(first);
}

/**
 * The rules of each autosave's applicant that read what changed since the last form of the same case that kept them
 * all (issue 16, contract/changedFieldRules.ts): in this process, a few hundred cases at most.
 */
const changedFieldRules = new ChangedFieldRules();

/**
 * assertEnquiryValid for an enquiry of one applicant (the autosave's), judging only the rules that read an answer
 * changed since the last form of `caseKey` that kept them all: the same refusal, field and message, as the rules
 * that can break are the ones run. Anything else is judged whole.
 */
export function assertEnquiryValidSince(caseKey: string, input: EnquiryValidationInput): void {
  const { enquiry, product, subType, mode, now } = input;
  if (enquiry.applicants.length !== 1) {
    assertEnquiryValid(input);
    return;
  }
  const errors = changedFieldRules.validate(
    caseKey,
    fromEnquiry(enquiry, 0),
    { product, mode, isJoint: isJointEnquiry(enquiry), isExistingCustomer: isExistingCustomerCase({ subType }) },
    { today: now, warn: () => {} },
  );
  const [first] = Object.entries(errors);
  if (first) throw violationError({ applicant: 0, field: first[0], message: first[1] });
}

/** How the autosaves' judgements went in this process (bench/autosaveStages.ts, the tests). */
export const changedFieldRuleCounts = changedFieldRules.counts;

/**
 * Submit of a credit card: bank details that were sent must exist at a known branch and pass the modulus check
 * (doc 1 §8 "invalid details block credit-card submit", doc 2 §5.5). Other product types have no bank details.
 */
export async function assertBankDetailsValid(db: Db, enquiry: Enquiry, product: ProductDefinition): Promise<void> {
  if (product.productType !== 'credit-card') return;
  for (const [index, applicant] of enquiry.applicants.entries()) {
    const account = applicant.financial_details?.bank_account;
    const who = index > 0 ? ` (applicant ${index + 1})` : '';
    // the client requires them on its bank details section; the platform judges them when they are sent
    if (!account?.sort_code || !account.account_number) continue;
    if (!(await lookUpBankDetails(db, account.sort_code, account.account_number))) {
      throw new ApiError(
        422,
        VALIDATION_FAILED,
        `The bank details were not found: check the sort code and account number${who}`,
        'bankDetailsAccountNumber',
      );
    }
  }
}
