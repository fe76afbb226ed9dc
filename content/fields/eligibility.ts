// The start page's fields (doc 3 §2 "Eligibility questions", doc 2 §5.6b): the product's questions and the
// data-protection consent. Answers are checked against the product's expected ones by the chart, not here.
import { COPY, ELIGIBILITY_QUESTIONS } from '../copy';
import type { EligibilityQuestionId, ProductFacts } from '../productFacts';
import type { FieldContent } from './fieldTypes';
import { yesNo } from './fieldTypes';

/** One message per question, in its label's words, so the error summary links each to its own field (GOV.UK). */
export const ELIGIBILITY_ANSWER_ERRORS: Record<EligibilityQuestionId, string> = {
  age: 'Select yes if you are 18 or over',
  age16: 'Select yes if you are 16 or over',
  ukResident: 'Select yes if you live in the UK',
  device: 'Select yes if you have a mobile phone or a computer you can use to manage your account',
  firstTimeBuyer: 'Select yes if you are a first-time buyer',
  niNumber: 'Select yes if you have a National Insurance number',
  countyCourtJudgement: 'Select yes if you have had a county court judgement in the last three years',
  bankrupt: 'Select yes if you have ever been declared bankrupt',
};

export function eligibilityQuestionFields(product: ProductFacts): FieldContent[] {
  return product.eligibilityQuestions.map((question) => ({
    name: `eligibilityQuestions.${question.id}`,
    label: ELIGIBILITY_QUESTIONS[question.id].label,
    control: 'radio',
    options: yesNo,
    section: 'eligibility',
    rules: [{ kind: 'required', message: ELIGIBILITY_ANSWER_ERRORS[question.id] }],
  }));
}

/**
 * doc 2 §2 "Eligibility (landing)": the existing-customer question, doc 2 §3.1 isExistingCustomer (Yes/No, default
 * No: an applicant who leaves it is a new customer). The chart decides what a Yes means (doc 2 §5.1, doc 3 §2):
 * log in to apply, or "Sorry, you can't apply online" on a product for new customers only. The joint start page asks
 * the same question of the second applicant (content/fields/joint.ts).
 */
export const EXISTING_CUSTOMER_FIELD: FieldContent = {
  name: 'isExistingCustomer',
  label: 'Are you already a customer of ours?',
  control: 'radio',
  options: yesNo,
  section: 'eligibility',
  rules: [{ kind: 'required', message: 'Select yes if you are already a customer of ours' }],
};

/** doc 2 §3.1: the answer an applicant gives by leaving the question as it is. */
export const EXISTING_CUSTOMER_DEFAULT = 'No' as const;

export const DATA_PROTECTION_FIELD: FieldContent = {
  name: 'dataProtection',
  label: COPY.eligibility.dataProtectionConsent,
  control: 'checkbox',
  section: 'data-protection',
  rules: [{ kind: 'required', message: COPY.eligibility.dataProtectionError }],
};
