// doc 1 §8 / doc 2 §8 error 1036 "username already in use" on create, update and submit.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { CaseResponse, type Enquiry } from '../../contract/schemas';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { bodyAs, completeApplicant, completeEnquiry, errorOf, SUBMIT_BODY } from '../test-support/testFixtures';
import {
  buildTestPlatform,
  openPostgresBeforeMigration,
  type TestPlatform,
  testDatabaseKinds,
} from '../test-support/testing';
import { loginAs } from '../test-support/testLogin';

const CURRENT = '/banks/CB/cases/csapcurrent/ntb';
const IN_USE = { code: '1036', message: 'That username is already in use', field: 'username' };

const withUsername = (username: string): Enquiry =>
  completeEnquiry({ applicants: [completeApplicant({ user_details: { username } })] });

interface Carried {
  username: string;
  case_id: string;
}

/**
 * The usernames the submitted cases' enquiries carry, read from the enquiries themselves (what the check once
 * scanned): every entry of the stored enquiry and the second applicant's (a column of its own, migration 700).
 */
const scannedUsernames = (db: Db, like = '%') =>
  db.query<Carried>(
    `SELECT DISTINCT entry.part -> 'user_details' ->> 'username' AS username, c.id AS case_id
     FROM cases c CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(c.enquiry -> 'applicants') = 'array'
       THEN c.enquiry -> 'applicants' ELSE '[]'::jsonb END || jsonb_build_array(c.second_applicant)) AS entry (part)
     WHERE c.submitted_at IS NOT NULL AND COALESCE(entry.part -> 'user_details' ->> 'username', '') <> ''
       AND c.id LIKE $1
     ORDER BY 1, 2`,
    [like],
  );

/** The rows of submitted_usernames (migration 680) whose case is submitted: what the check reads. */
const keptUsernames = (db: Db, like = '%') =>
  db.query<Carried>(
    `SELECT carried.username, carried.case_id FROM submitted_usernames carried JOIN cases c ON c.id = carried.case_id
     WHERE c.submitted_at IS NOT NULL AND c.id LIKE $1 ORDER BY 1, 2`,
    [like],
  );

describe.each(testDatabaseKinds())('username already in use (doc 1 §8 1036) on %s', (kind) => {
  let platform: TestPlatform;
  let counter = 0;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  /** A username no other test uses (the platform is shared by the tests of this file). */
  const fresh = () => {
    counter += 1;
    return `newuser${kind}${counter}`;
  };
  const createOk = async (payload: Enquiry = completeEnquiry()) => {
    const response = await platform.cases.inject({ method: 'POST', url: CURRENT, payload });
    expect(response.statusCode, response.body).toBe(201);
    return `${CURRENT}/${bodyAs(response, CaseResponse).reference_id}`;
  };
  const update = (base: string, payload: Enquiry) =>
    platform.cases.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/update`, payload });
  const submit = (base: string) =>
    platform.cases.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/submit`, payload: SUBMIT_BODY });
  const capture = async (base: string) =>
    JSON.parse((await platform.cases.inject({ method: 'GET', url: `${base}/tasks/capture` })).body) as unknown;
  const storedCase = async (base: string) => {
    const id = base.split('/').at(-1);
    const [row] = await platform.db.query<{ state: string; version: number; submitted_at: unknown; enquiry: Enquiry }>(
      'SELECT state, version, submitted_at, enquiry FROM cases WHERE id = $1',
      [id],
    );
    return row;
  };
  const submittedWith = async (username: string) => {
    const base = await createOk(withUsername(username));
    const response = await submit(base);
    expect(response.statusCode, response.body).toBe(200);
    return base;
  };

  it("answers 409 1036 on update with a seeded customer's username, and stores nothing", async () => {
    const base = await createOk();
    const before = await capture(base);
    const response = await update(base, withUsername('sandboxada'));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual(IN_USE);
    expect(await capture(base)).toEqual(before);
    expect((await storedCase(base))?.version).toBe(1);
  });

  it('compares case-sensitively (doc 2 §5.6): another spelling of a seeded username is free', async () => {
    const base = await createOk();
    expect((await update(base, withUsername('SandboxAda'))).statusCode).toBe(200);
    expect((await update(base, withUsername('SANDBOXADA'))).statusCode).toBe(200);
  });

  it("answers 409 1036 on submit when the stored enquiry carries a seeded customer's username", async () => {
    // Saved before the check existed, or by a platform without it: submit checks the stored enquiry too.
    const base = await createOk();
    const id = base.split('/').at(-1);
    await platform.db.query('UPDATE cases SET enquiry = $2::jsonb WHERE id = $1', [
      id,
      JSON.stringify(withUsername('sandboxcara')),
    ]);
    const response = await submit(base);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual(IN_USE);
    expect(await storedCase(base)).toMatchObject({ state: 'capture', submitted_at: null, version: 1 });
  });

  it('answers 409 1036 on create with a seeded username, and creates no case', async () => {
    const [{ count: before } = { count: 0 }] = await platform.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM cases',
    );
    const response = await platform.cases.inject({ method: 'POST', url: CURRENT, payload: withUsername('sandboxada') });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual(IN_USE);
    const [{ count: after } = { count: -1 }] = await platform.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM cases',
    );
    expect(after).toBe(before);
  });

  it('answers 409 1036 with the username of another submitted case, on update and on submit', async () => {
    const taken = fresh();
    const other = await createOk(withUsername(taken));
    const mine = await createOk(withUsername(taken));
    // Both in capture: a case in capture reserves nothing.
    expect((await update(mine, withUsername(taken))).statusCode).toBe(200);
    expect((await submit(other)).statusCode).toBe(200);

    const refusedUpdate = await update(mine, withUsername(taken));
    expect(refusedUpdate.statusCode).toBe(409);
    expect(errorOf(refusedUpdate)).toEqual(IN_USE);
    const refusedSubmit = await submit(mine);
    expect(refusedSubmit.statusCode).toBe(409);
    expect(errorOf(refusedSubmit)).toEqual(IN_USE);
    expect(await storedCase(mine)).toMatchObject({ state: 'capture', submitted_at: null });

    const create = await platform.cases.inject({ method: 'POST', url: CURRENT, payload: withUsername(taken) });
    expect(create.statusCode).toBe(409);
    expect(errorOf(create)).toEqual(IN_USE);

    // A different username goes through.
    const other2 = fresh();
    expect((await update(mine, withUsername(other2))).statusCode).toBe(200);
    expect((await submit(mine)).statusCode).toBe(200);
  });

  it('takes the same username saved again on the same case', async () => {
    const username = fresh();
    const base = await createOk(withUsername(username));
    expect((await update(base, withUsername(username))).statusCode).toBe(200);
    expect((await update(base, withUsername(username))).statusCode).toBe(200);
    expect((await submit(base)).statusCode).toBe(200);
    expect((await storedCase(base))?.enquiry.applicants[0]?.user_details?.username).toBe(username);
  });

  it('is not blocked by another case in capture with the same username', async () => {
    const username = fresh();
    await createOk(withUsername(username));
    const base = await createOk(withUsername(username));
    expect((await update(base, withUsername(username))).statusCode).toBe(200);
    expect((await submit(base)).statusCode).toBe(200);
  });

  it("checks the second applicant's username too", async () => {
    const taken = fresh();
    await submittedWith(taken);
    const base = await createOk();
    const joint = completeEnquiry({
      application_type: 'joint',
      applicants: [
        completeApplicant({ user_details: { username: fresh() } }),
        completeApplicant({ user_details: { username: taken } }),
      ],
    });
    const response = await update(base, joint);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual(IN_USE);
  });

  it('keeps each submitted case’s usernames beside it, as its enquiry has them, however the case was written (migration 680)', async () => {
    const idOf = (base: string) => base.split('/').at(-1) as string;
    const first = fresh();
    const id = idOf(await submittedWith(first));
    const carried = () => keptUsernames(platform.db, id);
    expect(await carried()).toEqual([{ username: first, case_id: id }]);
    // the enquiry of a submitted case changed by any statement (here by hand, as a bank's correction would be; a
    // second applicant's entry is a column of its own, storedEnquiry.ts): its rows follow, and the check answers by them
    const second = fresh();
    await platform.db.query(
      `UPDATE cases SET second_applicant = jsonb_build_object('user_details', jsonb_build_object('username', $2::text))
       WHERE id = $1`,
      [id, second],
    );
    expect(await carried()).toEqual([first, second].sort().map((username) => ({ username, case_id: id })));
    const other = await createOk();
    const refused = await update(other, withUsername(second));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual(IN_USE);
    // a case in capture carries none, and reserves nothing
    const inCapture = idOf(await createOk(withUsername(fresh())));
    expect(await platform.db.query('SELECT 1 FROM submitted_usernames WHERE case_id = $1', [inCapture])).toEqual([]);
    // every submitted case of this database (the seeded ones too): the same as reading their enquiries
    expect(await keptUsernames(platform.db)).toEqual(await scannedUsernames(platform.db));
  });

  it("lets a seeded existing-customer case save its own customer's username (sandboxada's CS90000011)", async () => {
    const base = '/banks/CB/cases/csapcurrent/existing/CS90000011';
    const stored = await storedCase(base);
    expect(stored?.enquiry.applicants[0]?.user_details?.username).toBe('sandboxada');
    // issue 10: sandboxada reaches her seeded case with her login token (auth/caseAccess.ts)
    const ada = await loginAs(platform.app, SANDBOX_CUSTOMER_NUMBERS.internetBanking, platform.clock.now());
    const response = await platform.cases.inject({
      method: 'PUT',
      url: `${base}/tasks/capture/actions/update`,
      headers: { authorization: `Bearer ${ada.access_token}` },
      payload: stored?.enquiry as Enquiry,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("lets an existing customer's case made by the app (customer_id = the customer number) keep her username", async () => {
    const existing = '/banks/CB/cases/csapcurrent/existing';
    const enquiry = { ...withUsername('sandboxada'), customer_id: '1000000011' };
    const created = await platform.cases.inject({ method: 'POST', url: existing, payload: enquiry });
    expect(created.statusCode, created.body).toBe(201);
    const base = `${existing}/${bodyAs(created, CaseResponse).reference_id}`;
    expect((await update(base, enquiry)).statusCode).toBe(200);
    // Another customer's number does not make her username free.
    const other = { ...withUsername('sandboxada'), customer_id: '1000000022' };
    const refused = await update(base, other);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual(IN_USE);
  });
});

// Migration 680 on a database that already holds submitted cases (a bank's, upgraded): their usernames are written
// into submitted_usernames as the migration runs. On a fresh PostgreSQL schema, as the other migration tests.
describe.runIf(testDatabaseKinds().includes('postgres'))('migration 680 on PostgreSQL', () => {
  it('writes the usernames of the cases submitted before it, none of a case in capture', async () => {
    const before = await openPostgresBeforeMigration(680);
    const { db } = before;
    try {
      const at = '2030-01-15T09:00:00.000Z';
      const cases: [string, string | null, unknown[]][] = [
        ['CS00000681', at, [{ user_details: { username: 'ada.sole' } }]],
        ['CS00000682', at, [{ user_details: { username: 'ada.first' } }, { user_details: { username: 'bo.second' } }]],
        ['CS00000683', at, [{ user_details: { username: '' } }, {}]],
        ['CS00000684', null, [{ user_details: { username: 'cy.capture' } }]],
      ];
      for (const [id, submittedAt, applicants] of cases) {
        await db.query(
          `INSERT INTO cases (id, bank_id, product_type, product_code, sub_type, application_type, state, enquiry,
             created_at, updated_at, state_entered_at, submitted_at)
           VALUES ($1, 'CB', 'current', '135', 'ntb', 'sole', $3, $4, $2, $2, $2, $5)`,
          [id, at, submittedAt ? 'submitted' : 'capture', JSON.stringify({ applicants }), submittedAt],
        );
      }
      expect(await migrate(db)).toEqual(before.pending);
      expect(await keptUsernames(db, 'CS00000%')).toEqual([
        { username: 'ada.first', case_id: 'CS00000682' },
        { username: 'ada.sole', case_id: 'CS00000681' },
        { username: 'bo.second', case_id: 'CS00000682' },
      ]);
      expect(await keptUsernames(db, 'CS00000%')).toEqual(await scannedUsernames(db, 'CS00000%'));
    } finally {
      await before.close();
    }
  });
});
