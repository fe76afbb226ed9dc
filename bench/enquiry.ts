// The enquiry the bench's saves send (shared by bench/run.ts, bench/profile.ts and bench/micro.ts).

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
