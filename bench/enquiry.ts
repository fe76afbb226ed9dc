// The enquiries the bench's saves send (shared by bench/run.ts, bench/profile.ts and bench/micro.ts): a new applicant's,
// an existing customer's and the two applicants' of a joint case.

/** The bench's step-1 enquiry (doc 2 §7.1): personal details, address, contact details and marketing. Fictional. */
export const stepOneEnquiry = {
  product: { code: '135' },
  application_type: 'sole',
  applicants: [
    {
      personal_details: {
        name: { title: 'Ms', first: 'Ada', last: 'Lovelace' },
        sex: 'FEMALE',
        dob: '1985-12-10',
        marital_status: 'SINGLE',
        residential_status: 'Owner',
        addresses: [
          {
            uk_address: {
              house_number: '12',
              street_name: 'Analytical Street',
              city: 'London',
              postcode: 'SW1A 1ZZ',
              country: 'GB',
            },
            effective_period: { from: '2015-06-01' },
            residential_status: 'Owner',
          },
        ],
      },
      contact_details: {
        email: 'ada.lovelace@example.com',
        phone: { mobile: '07700900123' },
        preferences: {
          contact_method: ['EMAIL'],
          marketing: { email: 'N', internet_banking: 'Y', messaging: 'N', voice: 'N', post: 'N' },
        },
      },
      additional_cardholder: 'N',
      bank_id: 'CB',
    },
  ],
};

/** The same step 1 of an existing customer's case: the enquiry names the customer (customer_id, as the app sends). */
export function existingStepOneEnquiry(customerNumber: string) {
  return { ...stepOneEnquiry, customer_id: customerNumber };
}

/** A joint case's product and type (doc 2 §3.1 subType JOINT), as both applicants' apps send them. */
const JOINT = { product: { code: '135', sub_type: 'JOINT' }, application_type: 'joint' } as const;

/** The first applicant's step 1 on a joint case. */
export const jointStepOneEnquiry = { ...stepOneEnquiry, ...JOINT };

/** The second applicant's step 1 on that joint case: their own entry only (the app sends its own applicant first). */
export const secondApplicantStepOneEnquiry = {
  ...JOINT,
  applicants: [
    {
      ...stepOneEnquiry.applicants[0],
      personal_details: {
        ...stepOneEnquiry.applicants[0]?.personal_details,
        name: { title: 'Mr', first: 'Charles', last: 'Babbage' },
      },
      contact_details: {
        ...stepOneEnquiry.applicants[0]?.contact_details,
        email: 'charles.babbage@example.com',
        phone: { mobile: '07700900456' },
      },
    },
  ],
};
