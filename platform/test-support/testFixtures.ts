// Request bodies and addresses shared by the platform tests (fictional people only).
import { assert, type Struct } from 'superstruct';
import { ApiErrorBody, type Enquiry, type EnquiryApplicant, type SubmitRequest } from '../../contract/schemas';

export function completeApplicant(overrides: Partial<EnquiryApplicant> = {}): EnquiryApplicant {
  return {
    personal_details: {
      name: { title: 'Ms', first: 'Ada', last: 'Testperson' },
      sex: 'FEMALE',
      dob: '1990-04-12',
      marital_status: 'SINGLE',
      nationality: 'GB',
      addresses: [
        {
          uk_address: {
            house_number: '3',
            street_name: 'Wharfedale Row',
            city: 'Leeds',
            postcode: 'LS1 4AP',
            country: 'GB',
          },
          effective_period: { from: '2019-06-01' },
          residential_status: 'Tenant Private',
        },
      ],
    },
    contact_details: { email: 'ada.testperson@example.com', phone: { mobile: '07700900123' } },
    employment_details: [{ status: 'EMPLOYED', occupation: 'Engineer', employer_name: 'Example Ltd' }],
    financial_details: { gross_annual_income: 42000, mortgage_or_rent_expenditure: 900 },
    ...overrides,
  };
}

/** A current-account (IM135) enquiry complete enough to submit. */
export function completeEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return { product: { code: '135' }, application_type: 'sole', applicants: [completeApplicant()], ...overrides };
}

/** What the client sends after step 1 only: nothing about money yet. */
export function partialEnquiry(): Enquiry {
  return {
    product: { code: '135' },
    applicants: [{ personal_details: { name: { first: 'Ada', last: 'Testperson' } } }],
  };
}

/** The authorization header of a token (issue 10: every call under a case id needs the case's token). */
export function bearer(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

export const SUBMIT_BODY: SubmitRequest = { device_details: { blackbox: 'sandbox-device-fingerprint' } };

/** The JSON body of a response, asserted against its schema (throws naming the failing path). */
export function bodyAs<T>(response: { body: string }, struct: Struct<T, unknown>): T {
  const body: unknown = JSON.parse(response.body);
  assert(body, struct);
  return body;
}

/** The ApiErrorBody of a refused call. */
export function errorOf(response: { body: string }): ApiErrorBody {
  return bodyAs(response, ApiErrorBody);
}
