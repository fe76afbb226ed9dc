import { describe, expect, it } from 'vitest';
import type { ApplicationForm } from '../../contract/applicationForm';
import { PRODUCTS } from '../products';
import { step2Fields } from './employmentDetails';
import { fieldEnvironment } from './environment';
import { missingFieldWording } from './missingFields';
import { step1Fields } from './personalDetails';

const product = PRODUCTS.IM135;
if (!product) throw new Error('IM135 is in the catalogue');
const environment = fieldEnvironment({ product, brandId: 'CB' });
const form = { productCode: 'IM135', addresses: [{ addressType: 'domestic' }] } as ApplicationForm;
const fields = [...step1Fields(environment, form), ...step2Fields(environment, form)];

describe('the wording of each field a refused submit still needs (doc 3 §2 missing-required-fields page)', () => {
  it("gives each named field its declaration's required message, in the order named", () => {
    expect(missingFieldWording(fields, form, ['phoneNumber', 'grossAnnualIncome', 'firstName'])).toEqual([
      'Enter your phone number',
      'Enter your annual income before tax',
      fields.find((field) => field.name === 'firstName')?.rules.find((rule) => rule.kind === 'required')?.message,
    ]);
  });

  it('reaches the rows of a list (an address row field)', () => {
    const [wording] = missingFieldWording(fields, form, ['addresses.0.postcode']);
    expect(wording).toMatch(/postcode/i);
  });

  it('leaves out a name no declaration knows rather than showing it raw', () => {
    expect(missingFieldWording(fields, form, ['applicants.0.personal_details.dob', 'grossAnnualIncome'])).toEqual([
      'Enter your annual income before tax',
    ]);
  });
});
