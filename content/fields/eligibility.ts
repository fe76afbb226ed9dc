// The start page's fields (doc 3 §2 "Eligibility questions", doc 2 §5.6b): the product's questions and the
// data-protection consent. Answers are checked against the product's expected ones by the chart, not here.
import { COPY, ELIGIBILITY_QUESTIONS } from '../copy';
import type { ProductDefinition } from '../products';
import type { FieldContent } from './fieldTypes';
import { yesNo } from './fieldTypes';

export function eligibilityQuestionFields(product: ProductDefinition): FieldContent[] {
  return product.eligibilityQuestions.map((question) => ({
    name: `eligibilityQuestions.${question.id}`,
    label: ELIGIBILITY_QUESTIONS[question.id].label,
    control: 'radio',
    options: yesNo,
    section: 'eligibility',
    rules: [{ kind: 'required', message: COPY.eligibility.answerError }],
  }));
}

export const DATA_PROTECTION_FIELD: FieldContent = {
  name: 'dataProtection',
  label: COPY.eligibility.dataProtectionConsent,
  control: 'checkbox',
  section: 'data-protection',
  rules: [{ kind: 'required', message: COPY.eligibility.dataProtectionError }],
};
