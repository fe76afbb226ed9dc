// A case an existing customer saved and submitted earlier, made through the platform's own case calls (doc 1 §7), as
// another channel would have made it: the browser test then starts from the portal. The app fills an existing
// customer's names from the bank's records, so a sandbox scenario keyed on the last name (platform/README.md
// "Sandbox scenarios") can only be given to such a case this way.
import { type APIRequestContext, expect } from '@playwright/test';
import type { SeededCustomer } from '../../content/seededCustomers';
import type { Enquiry } from '../../contract/schemas';

/** A sole current-account (IM135) enquiry for a seeded customer, complete enough to submit. */
export function existingCustomerEnquiry(customer: SeededCustomer, { lastName = customer.lastName } = {}): Enquiry {
  if (!('date' in customer.dob)) throw new Error(`${customer.username} has an age, not a date of birth`);
  return {
    product: { code: '135' },
    application_type: 'sole',
    // what the app sends for an existing customer (contract/mapping.ts): the customer number
    customer_id: customer.customerNumber,
    applicants: [
      {
        personal_details: {
          name: { title: customer.title, first: customer.firstName, last: lastName },
          sex: customer.gender === 'Male' ? 'MALE' : 'FEMALE',
          dob: customer.dob.date,
          marital_status: 'SINGLE',
          nationality: 'GB',
          addresses: [
            {
              uk_address: {
                house_number: customer.address.houseNumber,
                street_name: customer.address.street,
                city: customer.address.city,
                postcode: customer.address.postcode,
                country: 'GB',
              },
              effective_period: { from: '2015-06-01' },
              residential_status: 'Tenant Private',
            },
          ],
        },
        contact_details: {
          email: customer.email,
          phone: customer.mobile ? { mobile: customer.mobile } : { home: customer.homePhone ?? '' },
        },
        employment_details: [{ status: 'EMPLOYED', occupation: 'Professional', employer_name: 'Example Ltd' }],
        financial_details: { gross_annual_income: 42000, mortgage_or_rent_expenditure: 900 },
      },
    ],
  };
}

/** Creates and submits an existing customer's current-account case on bank CB; answers its case id. */
export async function submitExistingCase(request: APIRequestContext, enquiry: Enquiry): Promise<string> {
  const base = '/banks/CB/cases/csapcurrent/existing';
  const created = await request.post(base, { data: enquiry });
  expect(created.status(), await created.text()).toBe(201);
  const { reference_id: caseId, access_token: token } = (await created.json()) as {
    reference_id: string;
    access_token: string;
  };
  expect(caseId).toMatch(/^CS\d{8}$/);
  // issue 10: the create's case token is what reaches the case (the customer later comes with their login)
  const submitted = await request.put(`${base}/${caseId}/tasks/capture/actions/submit`, {
    headers: { authorization: `Bearer ${token}` },
    data: { device_details: { blackbox: 'sandbox-device-fingerprint' } },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return caseId;
}
