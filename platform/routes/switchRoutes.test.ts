// POST /banks/{bank-id}/cases/cas (doc 1 §7, doc 2 §7.2, doc 3 §8): the switch of an opened current account, its
// token check, its field rules, every switch code of doc 3 §8 through its sandbox input, and no card number stored.
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWITCH_SCENARIOS } from '../../content/scenarios';
import { SWITCH_CODES } from '../../content/switching';
import { OfferDecisionResponse, OffersResponse } from '../../contract/offerSchemas';
import { CaseResponse, CompletedTaskResponse, type Enquiry } from '../../contract/schemas';
import { type SwitchRequest, SwitchResponse } from '../../contract/switchSchemas';
import { buildPlatform } from '../app';
import { switchesOf } from '../switching/switchStore';
import { comeBack, type TestCase } from '../test-support/lifecycleTestHelpers';
import { bearer, bodyAs, completeEnquiry, errorOf, SUBMIT_BODY } from '../test-support/testFixtures';
import { buildTestPlatform, TEST_CASE_TOKEN_KEY, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

interface OpenedCase extends TestCase {
  sortCode: string;
  accountNumber: string;
}

/** A new applicant's case taken through decision, acceptance and fulfilment: its account is open. */
async function openedCase(
  platform: TestPlatform,
  path = '/banks/CB/cases/csapcurrent/ntb',
  enquiry: Enquiry = completeEnquiry(),
): Promise<OpenedCase> {
  const inject: Inject = (options) => platform.cases.inject(options);
  const created = bodyAs(await inject({ method: 'POST', url: path, payload: enquiry }), CaseResponse);
  const base = `${path}/${created.reference_id}`;
  await inject({ method: 'PUT', url: `${base}/tasks/capture/actions/submit`, payload: SUBMIT_BODY });
  platform.clock.advance(6000);
  const offers = bodyAs(await inject({ method: 'GET', url: `${base}/tasks/offers` }), OffersResponse);
  const decided = await inject({
    method: 'PUT',
    url: `${base}/tasks/offers/actions/decision`,
    payload: { offers: [{ id: offers.offers[0]?.id, decision: 'ACCEPT' }] },
  });
  bodyAs(decided, OfferDecisionResponse);
  platform.clock.advance(5000);
  const completed = bodyAs(await inject({ method: 'GET', url: `${base}/tasks/completed` }), CompletedTaskResponse);
  const account = completed.accounts[0];
  if (!account?.account_number || !account.sort_code) throw new Error('the account did not open');
  const accessToken = platform.cases.tokenOf(created.reference_id) ?? '';
  return {
    caseId: created.reference_id,
    base,
    accessToken,
    sortCode: account.sort_code,
    accountNumber: account.account_number,
  };
}

const CARD = '4000123412341234';

/** A valid full switch from the test clock's day (Tuesday 15 January 2030, 09:00 UTC): 7 working days on. */
function switchBody(
  opened: OpenedCase,
  overrides: Partial<SwitchRequest['old_account']> = {},
  rest: Partial<SwitchRequest> = {},
): SwitchRequest {
  return {
    switch_type: 'FULL',
    customer_info: { nationality: 'GB', country_of_residence: 'GB' },
    new_account: { sort_code: opened.sortCode, account_number: opened.accountNumber },
    old_account: {
      name: 'Ada Lovelace',
      debit_card: true,
      sort_code: '309457',
      account_number: '12345678',
      card_number: CARD,
      card_expiry: '1231',
      ...overrides,
    },
    complete_date: '2030-01-24',
    ...rest,
  };
}

describe.each(testDatabaseKinds())('the switch call on %s', (kind) => {
  let platform: TestPlatform;
  let opened: OpenedCase;
  let oldAccount = 20_000_000;
  /** A fresh old account each time, so that one test's switch is not "in progress" for the next. */
  const nextOldAccount = () => {
    oldAccount += 1;
    return String(oldAccount);
  };
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    opened = await openedCase(platform);
  });
  afterAll(() => platform?.close());

  const post = (body: unknown, token: string | undefined = opened.accessToken, bank = 'CB') =>
    platform.app.inject({
      method: 'POST',
      url: `/banks/${bank}/cases/cas`,
      payload: body as object,
      headers: token ? bearer(token) : {},
    });

  it('sets up a full switch of the opened account, 201 code 000, stored without the card number', async () => {
    const body = switchBody(opened, { account_number: nextOldAccount() });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(bodyAs(response, SwitchResponse)).toMatchObject({
      code: '000',
      switch_type: 'FULL',
      complete_date: '2030-01-24',
    });
    const [stored] = await switchesOf(platform.db, opened.caseId);
    expect(stored).toMatchObject({ switchType: 'FULL', cardLast4: '1234', completeDate: '2030-01-24' });
    const dump = JSON.stringify(await platform.db.query('SELECT * FROM case_switches'));
    expect(dump).not.toContain(CARD);
  });

  it('takes a payment transfer without a card', async () => {
    const body = switchBody(
      opened,
      { account_number: nextOldAccount(), debit_card: false, card_number: undefined, card_expiry: undefined },
      { switch_type: 'PART' },
    );
    expect((await post(body)).statusCode).toBe(201);
  });

  it('answers 348 for a second switch of an old account whose switch is in progress', async () => {
    const body = switchBody(opened, { account_number: nextOldAccount() });
    expect((await post(body)).statusCode).toBe(201);
    const again = await post(body);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('348');
  });

  it('sets up only one of two switches of the same old account sent together; the other is 348', async () => {
    const body = switchBody(opened, { account_number: nextOldAccount() });
    const answers = await Promise.all([post(body), post(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refusedOne = answers.find((answer) => answer.statusCode === 409);
    expect(refusedOne && errorOf(refusedOne).code).toBe('348');
  });

  it('answers 345 for a weekend, 346 under 7 working days, and 400 at 90 days or more', async () => {
    const at = (complete_date: string) =>
      post(switchBody(opened, { account_number: nextOldAccount() }, { complete_date }));
    const saturday = await at('2030-01-26');
    expect([saturday.statusCode, errorOf(saturday).code]).toEqual([409, '345']);
    const sixth = await at('2030-01-23');
    expect([sixth.statusCode, errorOf(sixth).code]).toEqual([409, '346']);
    const far = await at('2030-04-15'); // a Monday, 90 days on
    expect([far.statusCode, errorOf(far).code, errorOf(far).field]).toEqual([400, 'invalid_request', 'switchDate']);
  });

  it('refuses what the switch page refuses, with its words: an expired card, a long name, a bad shape', async () => {
    const expired = await post(switchBody(opened, { account_number: nextOldAccount(), card_expiry: '1229' }));
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired)).toMatchObject({
      field: 'switchDebitCardExpiration',
      message: 'Enter an expiry date as MMYY that has not passed',
    });
    const cardless = await post(switchBody(opened, { account_number: nextOldAccount(), card_number: undefined }));
    expect(errorOf(cardless)).toMatchObject({ field: 'switchDebitCardPan', message: 'Enter the debit card number' });
    const long = await post(switchBody(opened, { name: 'A'.repeat(19) }));
    expect([long.statusCode, errorOf(long).code]).toEqual([400, 'invalid_request']);
    const shape = await post({ ...switchBody(opened), switch_type: 'HALF' });
    expect([shape.statusCode, errorOf(shape).code]).toEqual([400, 'invalid_request']);
    expect(shape.body).not.toContain(CARD);
  });

  it('forces every switch code of doc 3 §8 with its documented old account number', async () => {
    expect(SWITCH_SCENARIOS.map((scenario) => scenario.code)).toEqual(SWITCH_CODES);
    for (const scenario of SWITCH_SCENARIOS) {
      const response = await post(switchBody(opened, { account_number: scenario.oldAccountNumber }));
      if (scenario.code === '000') {
        expect(response.statusCode).toBe(201);
        continue;
      }
      expect(response.statusCode, scenario.code).toBe(409);
      expect(errorOf(response).code).toBe(scenario.code);
    }
  });

  it('forces no switch code in production: an old account 99999xxx there is switched as any other', async () => {
    const production = await buildPlatform({
      db: platform.db,
      now: platform.clock.now,
      sandbox: false,
      caseTokenKey: TEST_CASE_TOKEN_KEY,
    });
    try {
      const body = switchBody(opened, { account_number: '99999389' });
      expect((await post(body)).statusCode).toBe(409);
      const response = await production.inject({
        method: 'POST',
        url: '/banks/CB/cases/cas',
        payload: body,
        headers: bearer(opened.accessToken),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(bodyAs(response, SwitchResponse).code).toBe('000');
    } finally {
      await production.close();
    }
  });

  it('needs the token of the case whose account it is: none 401, another case 404, unknown account 404', async () => {
    const body = switchBody(opened, { account_number: nextOldAccount() });
    const none = await post(body, '');
    expect([none.statusCode, errorOf(none).code]).toEqual([401, 'invalid_token']);
    const other = await openedCase(platform);
    const wrongCase = await post(body, other.accessToken);
    expect([wrongCase.statusCode, errorOf(wrongCase).code]).toEqual([404, 'case_not_found']);
    const unknown = await post({ ...body, new_account: { sort_code: '999101', account_number: '00000000' } });
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'case_not_found']);
    const otherBank = await post(body, opened.accessToken, 'YB');
    expect(otherBank.statusCode).toBe(401);
  });

  it('counts past the Easter bank holidays: Good Friday is 345, the day after Easter Monday too soon (346)', async () => {
    // Thursday 28 March 2030, 09:00 UTC: Good Friday is 19 April, Easter Monday 22 April.
    platform.clock.advance(Date.parse('2030-03-28T09:00:00Z') - platform.clock.now().getTime());
    await comeBack(platform, opened);
    const at = (complete_date: string) =>
      post(switchBody(opened, { account_number: nextOldAccount() }, { complete_date }));
    expect(errorOf(await at('2030-04-05')).code).toBe('346'); // the 6th working day
    expect((await at('2030-04-08')).statusCode).toBe(201); // the 7th
    // 08:00 UTC is 09:00 BST: before the 10:00 cut-off (UK time)
    platform.clock.advance(Date.parse('2030-04-10T08:00:00Z') - platform.clock.now().getTime());
    await comeBack(platform, opened);
    expect(errorOf(await at('2030-04-19')).code).toBe('345');
    expect(errorOf(await at('2030-04-22')).code).toBe('345');
    // Thu 11, Fri 12, Mon 15 ... Thu 18 are 1-6; Tue 23 is the 7th
    expect(errorOf(await at('2030-04-18')).code).toBe('346');
    expect((await at('2030-04-23')).statusCode).toBe(201);
    // 09:00 UTC is 10:00 BST: the cut-off has passed, one working day more
    platform.clock.advance(3_600_000);
    await comeBack(platform, opened);
    expect(errorOf(await at('2030-04-23')).code).toBe('346');
    expect((await at('2030-04-24')).statusCode).toBe(201);
  });
});

describe('the switch call in the log', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform('pglite', { logger: { level: 'debug', stream } });
  });
  afterAll(() => platform?.close());

  it('never writes the card number, its expiry or the old account, accepted or refused', async () => {
    const opened = await openedCase(platform);
    const send = (body: SwitchRequest) =>
      platform.app.inject({
        method: 'POST',
        url: '/banks/CB/cases/cas',
        payload: body,
        headers: bearer(opened.accessToken),
      });
    expect((await send(switchBody(opened, { account_number: '31415926' }))).statusCode).toBe(201);
    expect((await send(switchBody(opened, { account_number: '99999345' }))).statusCode).toBe(409);
    expect((await send(switchBody(opened, { account_number: '27182818', card_expiry: '0101' }))).statusCode).toBe(400);
    const log = lines.join('');
    expect(log).toContain('/cases/cas');
    for (const secret of [CARD, '31415926', '27182818', '1231']) expect(log).not.toContain(secret);
  });
});
