// Issue 16: the autosave of a new applicant's sole case is one statement (routes/autosaveStatement.ts), and anything
// out of the ordinary still gets the general path's answer, with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseResponse } from '../../contract/schemas';
import { buildPlatform } from '../app';
import type { Db } from '../db/db';
import { bearer, bodyAs, completeEnquiry, errorOf, partialEnquiry, SUBMIT_BODY } from '../test-support/testFixtures';
import { createTestCase, createTestClock, openTestDb, testDatabaseKinds } from '../test-support/testing';

interface Counted {
  statements: number;
  transactions: number;
}

function countingDb(inner: Db, counted: Counted): Db {
  const wrap = (db: Db): Db => ({
    query: (sql, params) => {
      counted.statements += 1;
      return db.query(sql, params);
    },
    transaction: (fn) => {
      counted.transactions += 1;
      return db.transaction((tx) => fn(wrap(tx)));
    },
    close: () => db.close(),
  });
  return wrap(inner);
}

describe.each(testDatabaseKinds())('the autosave in one statement on %s', (kind) => {
  const counted: Counted = { statements: 0, transactions: 0 };
  let app: Awaited<ReturnType<typeof buildPlatform>>;
  let db: Awaited<ReturnType<typeof openTestDb>>;
  const clock = createTestClock();
  beforeAll(async () => {
    db = await openTestDb(kind);
    app = await buildPlatform({ db: countingDb(db, counted), now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  const stored = async (caseId: string) =>
    (
      await db.query<{ version: number; enquiry: unknown }>('SELECT version, enquiry FROM cases WHERE id = $1', [
        caseId,
      ])
    )[0];
  const update = (base: string, token: string, payload: object) =>
    app.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/update`, headers: bearer(token), payload });

  it('saves with one statement and no transaction, answers the task and a resume token that works once', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    const enquiry = completeEnquiry();
    counted.statements = 0;
    counted.transactions = 0;
    const response = await update(created.base, created.accessToken, enquiry);
    expect(response.statusCode, response.body).toBe(200);
    expect(counted).toEqual({ statements: 1, transactions: 0 });
    const body = bodyAs(response, CaseResponse) as CaseResponse & { resume_token?: string };
    expect(body.reference_id).toBe(created.caseId);
    expect(body.application_type).toBe('sole');
    expect(body.task_uri).toBe(`${created.base}/tasks/capture?reason=capture&wait=5`);
    const row = await stored(created.caseId);
    expect(row?.version).toBe(2);
    expect(row?.enquiry).toEqual(enquiry);
    // The resume token issued by the create is replaced by the one this save answered (one live per applicant).
    const resume = (token: string | undefined) =>
      app.inject({ method: 'POST', url: `${created.base}/resume`, payload: { resume_token: token } });
    expect((await resume(created.resumeToken)).statusCode).toBe(401);
    expect((await resume(body.resume_token)).statusCode).toBe(200);
    expect((await resume(body.resume_token)).statusCode).toBe(401);
  });

  it("another case's token: 404 case_not_found as before, and the case is unchanged", async () => {
    const mine = await createTestCase({ app }, partialEnquiry());
    const other = await createTestCase({ app }, partialEnquiry());
    const response = await update(mine.base, other.accessToken, completeEnquiry());
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('case_not_found');
    expect((await stored(mine.caseId))?.version).toBe(1);
  });

  it('an expired token: 401 invalid_token, nothing stored', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    clock.advance(9 * 60 * 60 * 1000);
    const response = await update(created.base, created.accessToken, completeEnquiry());
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('invalid_token');
    expect((await stored(created.caseId))?.version).toBe(1);
  });

  it('a submitted case: 409 as before, the general path answering', async () => {
    const created = await createTestCase({ app }, completeEnquiry());
    const submitted = await app.inject({
      method: 'PUT',
      url: `${created.base}/tasks/capture/actions/submit`,
      headers: bearer(created.accessToken),
      payload: SUBMIT_BODY,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const token = (JSON.parse(submitted.body) as { access_token: string }).access_token;
    const before = await stored(created.caseId);
    counted.transactions = 0;
    const response = await update(created.base, token, completeEnquiry());
    expect(response.statusCode).toBe(409);
    expect(counted.transactions).toBe(1);
    expect(await stored(created.caseId)).toEqual(before);
  });
});
