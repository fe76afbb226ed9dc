// doc 1 §7 `GET /banks/{bank_id}/cases/dip/{uuid}/retrievecase`: the sandbox's decision-in-principle cases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIP_CASES } from '../../content/dipCases';
import { DipCaseResponse } from '../../contract/schemas';
import { fromDipCase } from '../../services/dipCase';
import { bodyAs, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

describe.each(testDatabaseKinds())('decision-in-principle cases on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const get = (bank: string, uuid: string) =>
    platform.app.inject({ method: 'GET', url: `/banks/${bank}/cases/dip/${uuid}/retrievecase` });

  it('serves each seeded case to its bank, without the bank field', async () => {
    for (const seeded of DIP_CASES) {
      const response = await get(seeded.bankId, seeded.uuid);
      expect(response.statusCode).toBe(200);
      const { bankId: _bank, ...expected } = seeded;
      expect(bodyAs(response, DipCaseResponse)).toEqual(expected);
    }
  });

  it("answers 404 for an unknown case and for another bank's case", async () => {
    const unknown = await get('CB', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('case_not_found');
    const cb = DIP_CASES.find((item) => item.bankId === 'CB');
    const other = await get('YB', cb?.uuid ?? '');
    expect(other.statusCode).toBe(404);
  });

  it('answers 400 for a uuid that is not one, and for a bank id not used in API paths', async () => {
    const bad = await get('CB', 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('invalid_request');
    const bank = await get('VM', DIP_CASES[0]?.uuid ?? '');
    expect(bank.statusCode).toBe(400);
    expect(errorOf(bank).code).toBe('invalid_bank_id');
  });
});

describe('a decision-in-principle case as the journey uses it (services/dipCase.ts)', () => {
  it('gives the product and the name, date of birth (DD-MM-YYYY) and e-mail to start the form with', () => {
    const [first] = DIP_CASES;
    if (!first) throw new Error('no seeded case');
    expect(fromDipCase(first)).toEqual({
      productCode: 'IM135',
      form: {
        title: 'Ms',
        firstName: 'Dipti',
        lastName: 'Principle',
        dateOfBirth: '12-04-1985',
        emailAddress: 'dipti.principle@example.com',
        emailAddressConfirmation: 'dipti.principle@example.com',
      },
    });
  });

  it('leaves out what the case does not have, and an unknown product', () => {
    const dip = {
      uuid: DIP_CASES[0]?.uuid ?? '',
      product: { code: 'NOPE' },
      decision: 'REFER' as const,
      applicant: { name: { first: 'A', last: 'B' } },
    };
    expect(fromDipCase(dip)).toEqual({ productCode: undefined, form: { firstName: 'A', lastName: 'B' } });
  });
});
