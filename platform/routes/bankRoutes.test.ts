import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankSearchResponse } from '../../contract/bankSchemas';
import { passesModulusCheck } from '../reference/bankModulus';
import { SEED_BANK_BRANCHES } from '../reference/bankSortCodes';
import { VOCALINK_TEST_CASES } from '../reference/bankVocalinkCases';
import { bodyAs, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

describe('modulus checking with the Vocalink weight table', () => {
  it.each(VOCALINK_TEST_CASES)('%s %s passes: %s', (sortCode, accountNumber, valid) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(valid);
  });

  it('refuses anything but 6 and 8 digits', () => {
    expect(passesModulusCheck('08999', '66374958')).toBe(false);
    expect(passesModulusCheck('089999', '6637495')).toBe(false);
    expect(passesModulusCheck('08-99-99', '66374958')).toBe(false);
  });

  it('seeds every test-case sort code, once each', () => {
    const seeded = new Set(SEED_BANK_BRANCHES.map((branch) => branch.sortCode));
    expect(seeded.size).toBe(SEED_BANK_BRANCHES.length);
    for (const [sortCode] of VOCALINK_TEST_CASES) expect(seeded.has(sortCode), sortCode).toBe(true);
  });
});

describe.each(testDatabaseKinds())('POST /ref/bank/search on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const search = (payload: Record<string, unknown>) =>
    platform.app.inject({ method: 'POST', url: '/ref/bank/search', payload });

  it('answers 200 with the bank details for every passing Vocalink pair', async () => {
    for (const [sortCode, accountNumber] of VOCALINK_TEST_CASES.filter(([, , valid]) => valid)) {
      const response = await search({ sort_code: sortCode, account_number: accountNumber, authenticated: false });
      expect(response.statusCode, `${sortCode} ${accountNumber}`).toBe(200);
      const body = bodyAs(response, BankSearchResponse);
      const branch = SEED_BANK_BRANCHES.find((seed) => seed.sortCode === sortCode);
      expect(body).toEqual({
        bank_name: branch?.bankName,
        branch: branch?.branch,
        sort_code: sortCode,
        account_number: accountNumber,
        valid: true,
      });
    }
  });

  it('answers 404 bank_details_not_found for every failing Vocalink pair, without echoing the numbers', async () => {
    for (const [sortCode, accountNumber] of VOCALINK_TEST_CASES.filter(([, , valid]) => !valid)) {
      const response = await search({ sort_code: sortCode, account_number: accountNumber });
      expect(response.statusCode, `${sortCode} ${accountNumber}`).toBe(404);
      expect(errorOf(response).code).toBe('bank_details_not_found');
      expect(response.body).not.toContain(accountNumber);
    }
  });

  it('answers 404 for a sort code that is not seeded, even where no weight applies', async () => {
    expect(passesModulusCheck('000000', '12345678')).toBe(true);
    const response = await search({ sort_code: '000000', account_number: '12345678' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('bank_details_not_found');
  });

  it("knows the sandbox banks' own sort codes", async () => {
    const response = await search({ sort_code: '999101', account_number: '12345678', authenticated: true });
    expect(bodyAs(response, BankSearchResponse)).toMatchObject({ bank_name: 'Clydeside Bank', valid: true });
  });

  it('answers 400 naming the field for a malformed sort code or account number', async () => {
    const hyphenated = await search({ sort_code: '08-99-99', account_number: '66374958' });
    expect(hyphenated.statusCode).toBe(400);
    expect(errorOf(hyphenated)).toMatchObject({ code: 'invalid_request', field: 'sort_code' });
    const short = await search({ sort_code: '089999', account_number: '6637495' });
    expect(errorOf(short)).toMatchObject({ code: 'invalid_request', field: 'account_number' });
    const missing = await search({ sort_code: '089999' });
    expect(missing.statusCode).toBe(400);
  });
});
