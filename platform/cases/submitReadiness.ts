// What a case needs before it can be decided on: submit refuses an enquiry missing any of these,
// naming the first missing field (422 `incomplete_application`).
import type { Enquiry, EnquiryApplicant } from '../../contract/schemas';

interface RequiredField {
  path: string;
  present: (applicant: EnquiryApplicant) => boolean;
}

const filled = (value: string | undefined): boolean => Boolean(value?.trim());

export const REQUIRED_FOR_DECISION: readonly RequiredField[] = [
  { path: 'personal_details.name.first', present: (a) => filled(a.personal_details?.name?.first) },
  { path: 'personal_details.name.last', present: (a) => filled(a.personal_details?.name?.last) },
  { path: 'personal_details.dob', present: (a) => filled(a.personal_details?.dob) },
  {
    path: 'personal_details.addresses',
    present: (a) =>
      (a.personal_details?.addresses ?? []).some((address) => address.uk_address || address.international_address),
  },
  { path: 'contact_details.email', present: (a) => filled(a.contact_details?.email) },
  {
    path: 'contact_details.phone',
    present: (a) => filled(a.contact_details?.phone?.mobile) || filled(a.contact_details?.phone?.home),
  },
  { path: 'employment_details.0.status', present: (a) => filled(a.employment_details?.[0]?.status) },
  {
    path: 'financial_details.gross_annual_income',
    present: (a) => typeof a.financial_details?.gross_annual_income === 'number',
  },
];

/** The first field missing for a decision, as a dotted path (`applicants.0.contact_details.email`). */
export function firstMissingField(enquiry: Enquiry): string | undefined {
  for (const [index, applicant] of enquiry.applicants.entries()) {
    const missing = REQUIRED_FOR_DECISION.find((field) => !field.present(applicant));
    if (missing) return `applicants.${index}.${missing.path}`;
  }
  return undefined;
}
