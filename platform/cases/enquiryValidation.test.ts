import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseResponse, type Enquiry, type EnquiryApplicant } from '../../contract/schemas';
import { bodyAs, completeApplicant, completeEnquiry, errorOf, SUBMIT_BODY } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

const CURRENT = '/banks/CB/cases/csapcurrent/ntb';

function withApplicant(
  overrides: (applicant: EnquiryApplicant) => EnquiryApplicant,
  base = completeEnquiry(),
): Enquiry {
  const [first] = base.applicants;
  return { ...base, applicants: [overrides(first ?? {})] };
}

const withPhone = (mobile: string) =>
  withApplicant((applicant) => ({
    ...applicant,
    contact_details: { ...applicant.contact_details, phone: { mobile } },
  }));

describe.each(testDatabaseKinds())('payload validation of the case calls on %s (doc 2 §5)', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const create = (payload: Enquiry, path = CURRENT) => platform.cases.inject({ method: 'POST', url: path, payload });
  const createOk = async (payload: Enquiry, path = CURRENT) => {
    const response = await create(payload, path);
    expect(response.statusCode, response.body).toBe(201);
    return `${path}/${bodyAs(response, CaseResponse).reference_id}`;
  };
  const update = (base: string, payload: Enquiry) =>
    platform.cases.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/update`, payload });
  const submit = (base: string) =>
    platform.cases.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/submit`, payload: SUBMIT_BODY });

  it('answers 422 validation_failed naming the flat field a client rule would have caught, on create', async () => {
    const response = await create(withPhone('0770090012'));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field: 'phoneNumber' });
    expect(response.body).not.toContain('0770090012');
  });

  it('takes a partial autosave with nothing required, and checks what it holds on update', async () => {
    const base = await createOk({
      product: { code: '135' },
      applicants: [{ personal_details: { name: { first: 'Ada' } } }],
    });
    const underage = withApplicant((applicant) => ({
      ...applicant,
      personal_details: { ...applicant.personal_details, dob: '2015-01-01' },
    }));
    const refused = await update(base, underage);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'validation_failed', field: 'dateOfBirth' });
    expect((await update(base, completeEnquiry())).statusCode).toBe(200);
  });

  it('names an address field by its flat path and the second applicant in the message', async () => {
    const second = completeApplicant({
      contact_details: { email: 'not-an-email', phone: { mobile: '07700900124' } },
    });
    const response = await create({
      ...completeEnquiry(),
      application_type: 'joint',
      applicants: [completeApplicant(), second],
    });
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field: 'emailAddress' });
    expect(errorOf(response).message).toContain('applicant 2');
    const bfpo = withApplicant((applicant) => ({
      ...applicant,
      personal_details: {
        ...applicant.personal_details,
        addresses: [
          { uk_address: { house_number: '1', postcode: 'BFPO 123' }, effective_period: { from: '2019-01-01' } },
        ],
      },
    }));
    expect((await create({ ...bfpo, product: { code: '759' } }, '/banks/CB/cases/csapsavings/ntb')).statusCode).toBe(
      422,
    );
    expect((await create(bfpo)).statusCode).toBe(201);
  });

  it('requires on submit what the product needs: the NI number of a cash ISA', async () => {
    const path = '/banks/CB/cases/csapcashisa/ntb';
    const base = await createOk(completeEnquiry({ product: { code: '481' } }), path);
    const refused = await submit(base);
    expect(refused.statusCode).toBe(422);
    // the screens' question "Do you have a National Insurance number?" (ni_number or ni_reason) is what is missing
    expect(errorOf(refused)).toMatchObject({ code: 'validation_failed', field: 'niNumberQuestion' });
    const withNi = withApplicant(
      (applicant) => ({ ...applicant, personal_details: { ...applicant.personal_details, ni_number: 'AB123456C' } }),
      completeEnquiry({ product: { code: '481' } }),
    );
    expect((await update(base, withNi)).statusCode).toBe(200);
    expect((await submit(base)).statusCode).toBe(200);
  });

  it('blocks a credit-card submit whose bank details fail the lookup (doc 1 §8)', async () => {
    const path = '/banks/CB/cases/csapcreditcard/existing';
    const card = (account_number: string) =>
      withApplicant(
        (applicant) => ({
          ...applicant,
          financial_details: {
            ...applicant.financial_details,
            bank_account: { sort_code: '089999', account_number, years_with_bank: 3, months_with_bank: 0 },
          },
        }),
        completeEnquiry({ product: { code: 'G99' } }),
      );
    const invalid = await createOk(card('66374959'), path);
    const refused = await submit(invalid);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'validation_failed', field: 'bankDetailsAccountNumber' });
    const valid = await createOk(card('66374958'), path);
    expect((await submit(valid)).statusCode).toBe(200);
  });
});
