// Issue 16: every applicant's autosave is one statement (routes/autosaveStatement.ts): a new applicant's sole case, an
// existing customer's with their login, either applicant of a joint case (a new applicant's own signed case token
// adds the rotation's statement when their resume token is a minute old); anything out of the ordinary still gets
// the general path's answer, with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS, SEEDED_CUSTOMERS } from '../../content/seededCustomers';
import { JointLinkResponse } from '../../contract/jointSchemas';
import { CaptureTaskResponse, CaseResponse, type Enquiry } from '../../contract/schemas';
import { buildPlatform } from '../app';
import { revokeAccessToken, TOKEN_TTL_MS, tokenHash } from '../auth/accessTokens';
import { bindSecondLogin } from '../auth/caseAccess';
import {
  RESUME_TOKEN_GRACE_MS,
  RESUME_TOKEN_ROTATE_AFTER_MS,
  RESUME_TOKEN_TTL_MS,
  renewResumeToken,
} from '../auth/caseTokens';
import { selectCase } from '../cases/caseStore';
import { changedFieldRuleCounts } from '../cases/enquiryValidation';
import type { Db } from '../db/db';
import {
  bearer,
  bodyAs,
  completeApplicant,
  completeEnquiry,
  errorOf,
  partialEnquiry,
  SUBMIT_BODY,
} from '../test-support/testFixtures';
import {
  createTestCase,
  createTestClock,
  openTestDb,
  TEST_CASE_TOKEN_KEY,
  testDatabaseKinds,
} from '../test-support/testing';
import { loginAs } from '../test-support/testLogin';

/** The enquiry's judgements in this process so far (contract/changedFieldRules.ts: whole or by what changed). */
const judgements = () => changedFieldRuleCounts.whole + changedFieldRuleCounts.changed;

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
    // The production configuration: the statements counted are the product's (sandbox mode adds the fault switch's
    // check, faults/faultSwitch.ts, which rereads its armed list at most every 250 ms).
    app = await buildPlatform({
      db: countingDb(db, counted),
      now: clock.now,
      sandbox: false,
      caseTokenKey: TEST_CASE_TOKEN_KEY,
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  /** The case's version and enquiry as the platform reads them (caseStore.ts, which joins its two columns). */
  const stored = async (caseId: string) => {
    const record = await selectCase(db, caseId);
    return record && { version: record.version, enquiry: record.enquiry };
  };
  // Sessions of this database waiting for a row lock in an autosave's statement (it begins `WITH who AS`, or, a new
  // applicant's own signed case token's, `UPDATE cases c SET`).
  const autosavesWaitingOnLock = async () =>
    (
      await db.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE wait_event_type = 'Lock' AND datname = current_database() AND (query LIKE 'WITH who AS%' OR query LIKE 'UPDATE cases c SET%')`,
      )
    )[0]?.waiting ?? 0;
  const update = (base: string, token: string, payload: object) =>
    app.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/update`, headers: bearer(token), payload });

  it('saves with one statement and no transaction, answers the task and a resume token that works once', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    const enquiry = completeEnquiry();
    // the create's resume token is a minute old: this save rotates it
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
    counted.statements = 0;
    counted.transactions = 0;
    const response = await update(created.base, created.accessToken, enquiry);
    expect(response.statusCode, response.body).toBe(200);
    // the save, then the rotation of the minute-old resume token (renewResumeToken): no transaction
    expect(counted).toEqual({ statements: 2, transactions: 0 });
    const body = bodyAs(response, CaseResponse) as CaseResponse & { resume_token?: string };
    expect(body.reference_id).toBe(created.caseId);
    expect(body.application_type).toBe('sole');
    expect(body.task_uri).toBe(`${created.base}/tasks/capture?reason=capture&wait=5`);
    const row = await stored(created.caseId);
    expect(row?.version).toBe(2);
    expect(row?.enquiry).toEqual(enquiry);
    // The resume token issued by the create is replaced by the one this save answered (one live per applicant): past
    // the replaced token's grace only the new one works, once.
    const resume = (token: string | undefined) =>
      app.inject({ method: 'POST', url: `${created.base}/resume`, payload: { resume_token: token } });
    clock.advance(RESUME_TOKEN_GRACE_MS + 1);
    expect((await resume(created.resumeToken)).statusCode).toBe(401);
    expect((await resume(body.resume_token)).statusCode).toBe(200);
    expect((await resume(body.resume_token)).statusCode).toBe(401);
  });

  // A tab reloaded while its save is out never receives the token the save's answer carries: its reload spends the
  // one the save replaced (migration 630). Within the grace it resumes, once, and spends the new one with it; a token
  // older than the one replaced, or the replaced one past its grace, is refused.
  it('a reload while a save is out resumes with the token the save replaced, within its grace, once', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    const resume = (token: string | undefined) =>
      app.inject({ method: 'POST', url: `${created.base}/resume`, payload: { resume_token: token } });
    const tokenOf = (response: Awaited<ReturnType<typeof update>>) =>
      (bodyAs(response, CaseResponse) as { resume_token?: string }).resume_token;
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
    const first = tokenOf(await update(created.base, created.accessToken, partialEnquiry()));
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
    const second = tokenOf(await update(created.base, created.accessToken, partialEnquiry()));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    // the tab holds `first`; `second` was lost with the reload
    expect((await resume(created.resumeToken)).statusCode).toBe(401);
    clock.advance(RESUME_TOKEN_GRACE_MS - 1000);
    const resumed = await resume(first);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((await resume(first)).statusCode).toBe(401);
    expect((await resume(second)).statusCode).toBe(401);
    // the fresh token the resume answered works as usual
    const fresh = (JSON.parse(resumed.body) as { resume_token: string }).resume_token;
    expect((await resume(fresh)).statusCode).toBe(200);

    // past the grace the replaced token is refused, and the new one still works
    const other = await createTestCase({ app }, partialEnquiry());
    const resumeOther = (token: string | undefined) =>
      app.inject({ method: 'POST', url: `${other.base}/resume`, payload: { resume_token: token } });
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
    const latest = tokenOf(await update(other.base, other.accessToken, partialEnquiry()));
    expect(latest).toBeTruthy();
    clock.advance(RESUME_TOKEN_GRACE_MS + 1);
    expect((await resumeOther(other.resumeToken)).statusCode).toBe(401);
    expect((await resumeOther(latest)).statusCode).toBe(200);
  });

  // The lead's decision (issue 16): a save rotates the applicant's resume token only when it is a minute old or more
  // (RESUME_TOKEN_ROTATE_AFTER_MS); a younger one is kept, and the answer carries none (the app keeps the one it
  // holds: machines/capture.logic.ts storeCase). A token lives 16 minutes, so a reload up to 15 minutes after the
  // last save still resumes the case, whichever of the two the save left.
  it('a save rotates the resume token only when it is a minute old: none answered when younger; a reload 15 minutes after the last save resumes', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    const resume = (token: string | undefined) =>
      app.inject({ method: 'POST', url: `${created.base}/resume`, payload: { resume_token: token } });
    // one statement, and the rotation's own when the token is a minute old
    const save = async (statements = 1) => {
      counted.statements = 0;
      counted.transactions = 0;
      const response = await update(created.base, created.accessToken, partialEnquiry());
      expect(response.statusCode, response.body).toBe(200);
      expect(counted).toEqual({ statements, transactions: 0 });
      return (bodyAs(response, CaseResponse) as { resume_token?: string }).resume_token;
    };
    const storedToken = async () =>
      (
        await db.query<{ token_hash: string; created_at: Date | string }>(
          'SELECT token_hash, created_at FROM case_resume_tokens WHERE case_id = $1 AND applicant_index = 0',
          [created.caseId],
        )
      )[0];
    const issued = await storedToken();
    // younger than a minute: kept, nothing answered, nothing written to the token's row
    clock.advance(30_000);
    expect(await save()).toBeUndefined();
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS - 30_000 - 1);
    expect(await save()).toBeUndefined();
    expect(await storedToken()).toEqual(issued);
    // a minute old: a new one, which the next minute's saves keep
    clock.advance(1);
    const rotated = await save(2);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(created.resumeToken);
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS - 1);
    expect(await save()).toBeUndefined();
    // the tab reloads 15 minutes after that last save, holding the token it was last answered: it resumes, once
    clock.advance(15 * 60 * 1000);
    const resumed = await resume(rotated);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((await resume(rotated)).statusCode).toBe(401);
    // the create's token, a minute older, was replaced at the rotation (its grace long over)
    expect((await resume(created.resumeToken)).statusCode).toBe(401);
  });

  it('a reload 15 minutes after a save that kept the create’s token, issued just under a minute before, resumes', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS - 1);
    const response = await update(created.base, created.accessToken, partialEnquiry());
    expect(response.statusCode, response.body).toBe(200);
    expect((bodyAs(response, CaseResponse) as { resume_token?: string }).resume_token).toBeUndefined();
    clock.advance(15 * 60 * 1000);
    const resume = () =>
      app.inject({ method: 'POST', url: `${created.base}/resume`, payload: { resume_token: created.resumeToken } });
    expect((await resume()).statusCode).toBe(200);
    // and a token is dead once its 16 minutes are over
    const other = await createTestCase({ app }, partialEnquiry());
    clock.advance(RESUME_TOKEN_TTL_MS);
    const late = await app.inject({
      method: 'POST',
      url: `${other.base}/resume`,
      payload: { resume_token: other.resumeToken },
    });
    expect(late.statusCode).toBe(401);
  });

  // The general path (a transaction: a due timer, a refusal's precise answer) renews the same way (caseRoutes.ts
  // resumeTokenFor): a young live token is kept, an old, spent or expired one replaced.
  it('the general path’s renewal keeps a young live token and replaces an old or spent one', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    const record = { id: created.caseId, bankId: 'CB' as const };
    expect(await renewResumeToken(db, record, clock.now())).toBeUndefined();
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
    const renewed = await renewResumeToken(db, record, clock.now());
    expect(renewed).toBeTruthy();
    expect(await renewResumeToken(db, record, clock.now())).toBeUndefined();
    const resumed = await app.inject({
      method: 'POST',
      url: `${created.base}/resume`,
      payload: { resume_token: renewed },
    });
    expect(resumed.statusCode).toBe(200);
    // the resume issued the tab a new token: young, kept
    expect(await renewResumeToken(db, record, clock.now())).toBeUndefined();
    await db.query('UPDATE case_resume_tokens SET used_at = $2 WHERE case_id = $1', [
      created.caseId,
      clock.now().toISOString(),
    ]);
    // spent: replaced at once
    expect(await renewResumeToken(db, record, clock.now())).toBeTruthy();
  });

  // save8 (migration 640): a save reads whether the resume token is young from the case row's copy of its issue time,
  // which every statement writing the token's row keeps in step (auth/caseTokens.ts writeResumeToken for every issue,
  // the joint link's too, and redeemResumeToken): the create, a save's rotation, the general path's renewal, a resume
  // (spent, then a new one), a token spent alone. Here the copy is compared with the token's row after each.
  it('the case row’s copy of each applicant’s resume token issue time follows the token’s row through create, rotation, renewal, resume and spending', async () => {
    const copies = async (caseId: string) => {
      const [row] = await db.query<{ copy: (Date | string | null)[] }>(
        'SELECT resume_token_issued_at AS copy FROM cases WHERE id = $1',
        [caseId],
      );
      const tokens = await db.query<{ applicant_index: number; created_at: Date | string; used_at: unknown }>(
        'SELECT applicant_index, created_at, used_at FROM case_resume_tokens WHERE case_id = $1',
        [caseId],
      );
      const time = (value: Date | string | null | undefined) =>
        value === null || value === undefined ? null : new Date(value).toISOString();
      const expected = [0, 1].map((index) => {
        const token = tokens.find((candidate) => candidate.applicant_index === index);
        return token && token.used_at === null ? time(token.created_at) : null;
      });
      return { copy: [0, 1].map((index) => time(row?.copy[index])), expected };
    };
    const expectInStep = async (caseId: string) => {
      const { copy, expected } = await copies(caseId);
      expect(copy).toEqual(expected);
    };
    const created = await createTestCase({ app }, partialEnquiry());
    await expectInStep(created.caseId);
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
    const rotated = (
      bodyAs(await update(created.base, created.accessToken, partialEnquiry()), CaseResponse) as {
        resume_token?: string;
      }
    ).resume_token;
    expect(rotated).toBeTruthy();
    await expectInStep(created.caseId);
    clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
    expect(await renewResumeToken(db, { id: created.caseId, bankId: 'CB' }, clock.now())).toBeTruthy();
    await expectInStep(created.caseId);
    clock.advance(1000);
    const resumed = await app.inject({
      method: 'POST',
      url: `${created.base}/resume`,
      payload: { resume_token: rotated },
    });
    // the rotated token was replaced by the renewal: good for its grace, and spent by this resume with the latest
    expect(resumed.statusCode, resumed.body).toBe(200);
    await expectInStep(created.caseId);
    // spent without a new one (redeemResumeToken alone): the copy is cleared, and the next save issues a token
    const { redeemResumeToken } = await import('../auth/caseTokens');
    const next = (JSON.parse(resumed.body) as { resume_token: string; access_token: string }).resume_token;
    expect(await redeemResumeToken(db, { caseId: created.caseId, bankId: 'CB' }, next, clock.now())).toBe(0);
    await expectInStep(created.caseId);
    expect((await copies(created.caseId)).copy[0]).toBeNull();
    const token = (JSON.parse(resumed.body) as { access_token: string }).access_token;
    const afterSpent = bodyAs(await update(created.base, token, partialEnquiry()), CaseResponse) as {
      resume_token?: string;
    };
    expect(afterSpent.resume_token).toBeTruthy();
    await expectInStep(created.caseId);
  });

  // Migration 620: the tab's resume token is rotated by a new applicant's save once a minute old; with no index on
  // its hash the rotation is a HOT update, pruned in its page, so the table and its indexes do not grow save after
  // save (PGlite has no autovacuum to reclaim the dead versions).
  it('saves rotate the resume token in place: 150 saves and the resume tokens table and its indexes do not grow', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    const sizes = async () =>
      (
        await db.query<{ heap: string; indexes: string }>(
          `SELECT pg_relation_size('case_resume_tokens')::text AS heap, pg_indexes_size('case_resume_tokens')::text AS indexes`,
        )
      )[0];
    const enquiry = partialEnquiry();
    let last: string | undefined;
    for (let index = 0; index < 10; index += 1) {
      clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
      last = (
        bodyAs(await update(created.base, created.accessToken, enquiry), CaseResponse) as { resume_token?: string }
      ).resume_token;
    }
    const before = await sizes();
    for (let index = 0; index < 150; index += 1) {
      clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
      const response = await update(created.base, created.accessToken, enquiry);
      expect(response.statusCode, response.body).toBe(200);
      const next = (bodyAs(response, CaseResponse) as { resume_token?: string }).resume_token;
      expect(next).toBeTruthy();
      expect(next).not.toBe(last);
      last = next;
    }
    // PGlite has no autovacuum and one session: the rotation must stay on its page. PostgreSQL prunes a page only past
    // the oldest snapshot of any session of the database (another test process's open transaction holds it back), and
    // its autovacuum reclaims what is left, so there the size is not the product's concern (it grew one page in a CI
    // run with two test processes); the token's working is.
    if (kind === 'pglite') expect(await sizes()).toEqual(before);
    expect(
      (await app.inject({ method: 'POST', url: `${created.base}/resume`, payload: { resume_token: last } })).statusCode,
    ).toBe(200);
  });

  // The row a save rotates is the one the create (or the joint claim) inserted; should it be missing, the save's
  // upsert inserts it, and the token answered resumes the case.
  it('a save whose applicant has no resume token row yet inserts one, and the token answered resumes once', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    // (the case row's copy of its issue time with it, as every writer of the token table keeps it: migration 640)
    await db.query('DELETE FROM case_resume_tokens WHERE case_id = $1', [created.caseId]);
    await db.query("UPDATE cases SET resume_token_issued_at = '{}' WHERE id = $1", [created.caseId]);
    const response = await update(created.base, created.accessToken, partialEnquiry());
    expect(response.statusCode, response.body).toBe(200);
    const token = (bodyAs(response, CaseResponse) as { resume_token?: string }).resume_token;
    expect(token).toBeTruthy();
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM case_resume_tokens WHERE case_id = $1 AND applicant_index = 0',
      [created.caseId],
    );
    expect(rows[0]?.n).toBe(1);
    const resume = () =>
      app.inject({ method: 'POST', url: `${created.base}/resume`, payload: { resume_token: token } });
    expect((await resume()).statusCode).toBe(200);
    expect((await resume()).statusCode).toBe(401);
  });

  // A new applicant's signed case token saves without locking the case row first (autosaveStatement.ts): the UPDATE
  // itself checks the token's revocation again on the row's latest version. A revocation committed while the save
  // waits for the row must still refuse it. Only PostgreSQL has two connections to race.
  // Declared only there (not a skipped test on PGlite).
  if (kind === 'postgres')
    it('a save waiting on the case row while its token is revoked is refused once the revocation commits, nothing stored', async () => {
      const created = await createTestCase({ app }, partialEnquiry());
      const tokenId = created.accessToken.split('.')[1] as string;
      let save: ReturnType<typeof update> | undefined;
      await db.transaction(async (tx) => {
        const marked = await revokeAccessToken(
          tx,
          tokenId,
          { customerNumber: null, caseId: created.caseId },
          clock.now(),
        );
        expect(marked).toBe(true);
        save = update(created.base, created.accessToken, completeEnquiry());
        // The save reaches the row held by this transaction and waits for it.
        await expect.poll(autosavesWaitingOnLock, { timeout: 5000 }).toBeGreaterThan(0);
      });
      const response = await (save as ReturnType<typeof update>);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.headers['www-authenticate']).toContain('invalid_token');
      expect((await stored(created.caseId))?.version).toBe(1);
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

  /** Counts the statements and transactions of one call. */
  const once = async <T>(call: () => Promise<T>): Promise<{ answer: T; counted: Counted }> => {
    counted.statements = 0;
    counted.transactions = 0;
    const answer = await call();
    return { answer, counted: { ...counted } };
  };
  const ONE_STATEMENT: Counted = { statements: 1, transactions: 0 };

  /** The login the case row carries (migration 650), as its hash; null when none. */
  const loginOnCase = async (caseId: string) =>
    (
      await db.query<{ login_token_hash: string | null }>('SELECT login_token_hash FROM cases WHERE id = $1', [caseId])
    )[0]?.login_token_hash;
  /** An existing customer's case (their customer number as the enquiry's customer_id), and what their saves send. */
  const existingCase = async (customerNumber: string) => ({
    created: await createTestCase(
      { app },
      completeEnquiry({ customer_id: customerNumber }),
      '/banks/CB/cases/csapcurrent/existing',
    ),
    enquiry: completeEnquiry({ customer_id: customerNumber }),
  });
  /** A token's id, which its revocation names. */
  const tokenIdOf = async (token: string) =>
    (
      await db.query<{ token_id: string }>('SELECT token_id FROM auth_tokens WHERE token_hash = $1', [tokenHash(token)])
    )[0]?.token_id ?? '';
  // The first save of a login reads the token's row and writes the login onto the case (`loginFirst`, after the
  // `loginBound` that found none): two statements; every later save with it, one, reading only the case row.
  const BINDING_SAVE: Counted = { statements: 2, transactions: 0 };

  it('an existing customer saves with their login: the first save writes it on the case, the next is one statement; no resume token; their own username is theirs, another customer’s 1036', async () => {
    const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
    const login = await loginAs(app, customerNumber, clock.now());
    const created = await createTestCase(
      { app },
      completeEnquiry({ customer_id: customerNumber }),
      '/banks/CB/cases/csapcurrent/existing',
    );
    const withUsername = (username: string) =>
      completeEnquiry({
        customer_id: customerNumber,
        applicants: [completeApplicant({ user_details: { username } })],
      });
    const ownUsername = SEEDED_CUSTOMERS.find((customer) => customer.customerNumber === customerNumber)?.username;
    const first = await once(() => update(created.base, login.access_token, withUsername(ownUsername ?? '')));
    expect(first.answer.statusCode, first.answer.body).toBe(200);
    expect(first.counted).toEqual(BINDING_SAVE);
    expect(await loginOnCase(created.caseId)).toBe(tokenHash(login.access_token));
    const saved = await once(() => update(created.base, login.access_token, withUsername(ownUsername ?? '')));
    expect(saved.answer.statusCode, saved.answer.body).toBe(200);
    expect(saved.counted).toEqual(ONE_STATEMENT);
    const body = bodyAs(saved.answer, CaseResponse) as CaseResponse & { resume_token?: string };
    expect(body).toEqual({
      reference_id: created.caseId,
      task_uri: `${created.base}/tasks/capture?reason=capture&wait=5`,
      application_type: 'sole',
    });
    expect((await stored(created.caseId))?.enquiry).toEqual(withUsername(ownUsername ?? ''));

    const someoneElses = SEEDED_CUSTOMERS.find(
      (customer) => customer.username && customer.customerNumber !== customerNumber,
    );
    const refused = await update(created.base, login.access_token, withUsername(someoneElses?.username ?? ''));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('1036');
    expect((await stored(created.caseId))?.version).toBe(3);
  });

  // save8: an existing customer's login token saves with a plain UPDATE joined to the token's row
  // (autosaveStatement.ts plainStatement `loginFirst`). Each check it makes of the login is the general path's: a
  // login that fails one is refused as the general path refuses it, and nothing is stored.
  it('an existing customer’s save refuses another customer’s login, one below scope 30, a revoked and an expired one: nothing stored', async () => {
    const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
    const { created, enquiry } = await existingCase(customerNumber);
    const before = await stored(created.caseId);
    const refused = async (token: string, status: number, code: string) => {
      const response = await update(created.base, token, enquiry);
      expect(response.statusCode, response.body).toBe(status);
      expect(errorOf(response).code).toBe(code);
      expect(await stored(created.caseId)).toEqual(before);
    };
    const other = await loginAs(app, SANDBOX_CUSTOMER_NUMBERS.telephoneBanking, clock.now());
    await refused(other.access_token, 404, 'case_not_found');
    const low = await loginAs(app, customerNumber, clock.now(), { scope: 10 });
    await refused(low.access_token, 401, 'insufficient_scope');
    const revoked = await loginAs(app, customerNumber, clock.now());
    const tokenId = await tokenIdOf(revoked.access_token);
    expect(await revokeAccessToken(db, tokenId, { customerNumber, caseId: null }, clock.now())).toBe(true);
    await refused(revoked.access_token, 401, 'invalid_token');
    // of the other bank: the case's customer, but not its bank's login
    const elsewhere = await loginAs(app, customerNumber, clock.now());
    await db.query("UPDATE auth_tokens SET bank_id = 'YB' WHERE token_hash = $1", [tokenHash(elsewhere.access_token)]);
    await refused(elsewhere.access_token, 401, 'invalid_token');
    expect(await loginOnCase(created.caseId)).toBeNull();
    const good = await loginAs(app, customerNumber, clock.now());
    expect((await once(() => update(created.base, good.access_token, enquiry))).counted).toEqual(BINDING_SAVE);
    const saved = await once(() => update(created.base, good.access_token, enquiry));
    expect(saved.answer.statusCode, saved.answer.body).toBe(200);
    expect(saved.counted).toEqual(ONE_STATEMENT);
    // the login the case carries expires when the token does
    clock.advance(TOKEN_TTL_MS);
    const version = (await stored(created.caseId))?.version;
    const late = await update(created.base, good.access_token, enquiry);
    expect(late.statusCode).toBe(401);
    expect(errorOf(late).code).toBe('invalid_token');
    expect((await stored(created.caseId))?.version).toBe(version);
  });

  // Migration 650: the login a case row carries is the token's, checked again on the row: a revocation clears it in
  // its own transaction, and two logins of the customer (two tabs) each save, the last one's on the row.
  it('an existing customer’s login on the case: revoked, it is refused at once and cleared; another login of theirs takes its place', async () => {
    const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
    const { created, enquiry } = await existingCase(customerNumber);
    const tab = await loginAs(app, customerNumber, clock.now());
    const other = await loginAs(app, customerNumber, clock.now());
    expect((await update(created.base, tab.access_token, enquiry)).statusCode).toBe(200);
    expect(await loginOnCase(created.caseId)).toBe(tokenHash(tab.access_token));
    // the other tab's login saves and is written on the row; the first's saves again, and is written back
    const otherSave = await once(() => update(created.base, other.access_token, enquiry));
    expect(otherSave.answer.statusCode, otherSave.answer.body).toBe(200);
    expect(otherSave.counted).toEqual(BINDING_SAVE);
    expect(await loginOnCase(created.caseId)).toBe(tokenHash(other.access_token));
    expect((await once(() => update(created.base, tab.access_token, enquiry))).counted).toEqual(BINDING_SAVE);
    expect((await once(() => update(created.base, tab.access_token, enquiry))).counted).toEqual(ONE_STATEMENT);
    // the login on the row is revoked (the customer's logout, authRoutes.ts): cleared with it, and refused
    const tokenId = await tokenIdOf(tab.access_token);
    const logout = await app.inject({
      method: 'DELETE',
      url: `/banks/CB/auth/provider/oauth2/token/${tokenId}`,
      headers: bearer(tab.access_token),
    });
    expect(logout.statusCode, logout.body).toBe(204);
    expect(await loginOnCase(created.caseId)).toBeNull();
    const version = (await stored(created.caseId))?.version;
    const refused = await update(created.base, tab.access_token, enquiry);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).code).toBe('invalid_token');
    expect((await stored(created.caseId))?.version).toBe(version);
    // the other login still saves
    expect((await update(created.base, other.access_token, enquiry)).statusCode).toBe(200);
  });

  // The poll reads the login on the case row as the save does (caseAccess.ts authorisedCaseStatus, BOUND_LOGIN): one
  // statement, and the token's row is not read, which the scope written on it below shows (no call changes a token's
  // scope: this stands in for its row being gone from the read); a revocation or the expiry still refuses it, and a
  // login not on the row polls as before, after the probe that found none (two statements).
  it('an existing customer polls with the login on the case in one statement, the token row unread; revoked or expired, refused', async () => {
    const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
    const { created, enquiry } = await existingCase(customerNumber);
    const poll = (token: string) =>
      app.inject({ method: 'GET', url: `${created.base}/tasks/next`, headers: bearer(token) });
    const login = await loginAs(app, customerNumber, clock.now());
    const other = await loginAs(app, customerNumber, clock.now());
    const before = await once(() => poll(login.access_token));
    expect(before.answer.statusCode, before.answer.body).toBe(200);
    expect(before.counted).toEqual({ statements: 2, transactions: 0 });
    const task = JSON.parse(before.answer.body).task_uri as string;
    expect(task).toBe(`${created.base}/tasks/capture?reason=capture&wait=5`);
    expect((await update(created.base, login.access_token, enquiry)).statusCode).toBe(200);
    expect(await loginOnCase(created.caseId)).toBe(tokenHash(login.access_token));
    const setScope = (token: string, scope: number) =>
      db.query('UPDATE auth_tokens SET scope = $2 WHERE token_hash = $1', [tokenHash(token), scope]);
    await setScope(login.access_token, 10);
    await setScope(other.access_token, 10);
    try {
      const bound = await once(() => poll(login.access_token));
      expect(bound.answer.statusCode, bound.answer.body).toBe(200);
      expect(bound.counted).toEqual(ONE_STATEMENT);
      expect(JSON.parse(bound.answer.body).task_uri).toBe(task);
      // the other login is not on the row: its own row is read, and its scope refused
      const unbound = await poll(other.access_token);
      expect(unbound.statusCode).toBe(401);
      expect(errorOf(unbound).code).toBe('insufficient_scope');
    } finally {
      await setScope(login.access_token, 30);
      await setScope(other.access_token, 30);
    }
    expect((await poll(other.access_token)).statusCode).toBe(200);
    // revoked: cleared from the row and refused
    const tokenId = await tokenIdOf(login.access_token);
    expect(await revokeAccessToken(db, tokenId, { customerNumber, caseId: null }, clock.now())).toBe(true);
    const revoked = await poll(login.access_token);
    expect(revoked.statusCode).toBe(401);
    expect(errorOf(revoked).code).toBe('invalid_token');
    // expired: the other login, written on the row by its save, is refused once its token would be
    expect((await update(created.base, other.access_token, enquiry)).statusCode).toBe(200);
    expect(await loginOnCase(created.caseId)).toBe(tokenHash(other.access_token));
    expect((await poll(other.access_token)).statusCode).toBe(200);
    clock.advance(TOKEN_TTL_MS);
    const expired = await poll(other.access_token);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).code).toBe('invalid_token');
  });

  // A save writing a login onto the case and the login's revocation, on two connections: whichever commits first,
  // no revoked login stays on the case, and the token is refused after. Here the save goes first: it holds the
  // token's row (FOR SHARE) and waits for the case row, which this transaction holds; the revocation then waits for
  // the token's row. Without that lock the revocation would commit first, clearing nothing, and the save would then
  // write the revoked login onto the row; with the revocation in one statement its snapshot would miss the save.
  if (kind === 'postgres')
    it('a save writing the login onto the case while the login is revoked: the revocation clears it, the token is refused after', async () => {
      const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
      const { created, enquiry } = await existingCase(customerNumber);
      const login = await loginAs(app, customerNumber, clock.now());
      const tokenId = await tokenIdOf(login.access_token);
      // Sessions waiting for a row lock in a statement beginning with one of `starts`.
      const waitingOnLock = async (...starts: string[]) =>
        (
          await db.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND datname = current_database() AND query LIKE ANY ($1::text[])`,
            [starts.map((start) => `${start}%`)],
          )
        )[0]?.waiting ?? 0;
      let save: ReturnType<typeof update> | undefined;
      let revoked: Promise<boolean> | undefined;
      let revocationDone = false;
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM cases WHERE id = $1 FOR UPDATE', [created.caseId]);
        save = update(created.base, login.access_token, enquiry);
        // the save's loginFirst statement holds the token's row and waits for the case row
        await expect.poll(() => waitingOnLock('WITH t AS MATERIALIZED'), { timeout: 5000 }).toBe(1);
        revoked = revokeAccessToken(db, tokenId, { customerNumber, caseId: null }, clock.now()).finally(() => {
          revocationDone = true;
        });
        // the revocation waits for the token's row (or, were it not held, is done) before the case row goes
        await expect
          .poll(
            async () =>
              revocationDone || (await waitingOnLock('SELECT token_id FROM auth_tokens', 'WITH revoked AS')) === 1,
            { timeout: 5000 },
          )
          .toBe(true);
      });
      const saved = await (save as ReturnType<typeof update>);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await revoked).toBe(true);
      expect(await loginOnCase(created.caseId)).toBeNull();
      const after = await update(created.base, login.access_token, enquiry);
      expect(after.statusCode).toBe(401);
      expect(errorOf(after).code).toBe('invalid_token');
    });

  // The other order: the revocation of the login the case carries commits while a save with it waits for the case
  // row the revocation cleared. The save's UPDATE checks the row's latest version again and finds no login there.
  if (kind === 'postgres')
    it('a save with the login on the case, waiting while that login is revoked, is refused once the revocation commits', async () => {
      const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
      const { created, enquiry } = await existingCase(customerNumber);
      const login = await loginAs(app, customerNumber, clock.now());
      expect((await update(created.base, login.access_token, enquiry)).statusCode).toBe(200);
      expect(await loginOnCase(created.caseId)).toBe(tokenHash(login.access_token));
      const tokenId = await tokenIdOf(login.access_token);
      const version = (await stored(created.caseId))?.version;
      let save: ReturnType<typeof update> | undefined;
      await db.transaction(async (tx) => {
        expect(await revokeAccessToken(tx, tokenId, { customerNumber, caseId: null }, clock.now())).toBe(true);
        save = update(created.base, login.access_token, enquiry);
        await expect.poll(autosavesWaitingOnLock, { timeout: 5000 }).toBeGreaterThan(0);
      });
      const response = await (save as ReturnType<typeof update>);
      expect(response.statusCode, response.body).toBe(401);
      expect(errorOf(response).code).toBe('invalid_token');
      expect((await stored(created.caseId))?.version).toBe(version);
    });

  describe('a joint case', () => {
    const JOINT = { product: { code: '135', sub_type: 'JOINT' }, application_type: 'joint' } as const;
    const firstPart = completeApplicant();
    const secondPart = completeApplicant({
      personal_details: {
        ...completeApplicant().personal_details,
        name: { title: 'Mr', first: 'Bo', last: 'Partner' },
      },
      contact_details: { email: 'bo.partner@example.com', phone: { mobile: '07700900456' } },
    });
    const jointEnquiry = (applicant: Enquiry['applicants'][number]): Enquiry =>
      completeEnquiry({ ...JOINT, applicants: [applicant] });
    let address = 0;

    /** The first applicant's joint case (a new applicant's, unless `path` says), and the second applicant linked to it
     * with the link code. */
    const linkedCase = async (enquiry: Enquiry = jointEnquiry(firstPart), path?: string) => {
      const first = await createTestCase({ app }, enquiry, path);
      const [row] = await db.query<{ joint_link_code: string }>('SELECT joint_link_code FROM cases WHERE id = $1', [
        first.caseId,
      ]);
      address += 1;
      const linked = await app.inject({
        method: 'POST',
        url: '/banks/CB/joint/link',
        payload: { joint_link_code: row?.joint_link_code },
        remoteAddress: `10.16.0.${address}`,
      });
      expect(linked.statusCode, linked.body).toBe(201);
      return { first, second: bodyAs(linked, JointLinkResponse), linkCode: row?.joint_link_code };
    };

    it('each applicant saves their own entry in one statement and the other’s is kept; the second gets their own resume token', async () => {
      const { first, second, linkCode } = await linkedCase();
      // the resume token the link answered is a minute old: the save hands the second applicant a new one
      clock.advance(RESUME_TOKEN_ROTATE_AFTER_MS);
      const bySecond = await once(() => update(first.base, second.access_token, jointEnquiry(secondPart)));
      expect(bySecond.answer.statusCode, bySecond.answer.body).toBe(200);
      // the save (a plain UPDATE, as the first applicant's), then its rotation: no transaction
      expect(bySecond.counted).toEqual({ statements: 2, transactions: 0 });
      const answered = bodyAs(bySecond.answer, CaseResponse) as CaseResponse & { resume_token?: string };
      expect(answered).toMatchObject({
        reference_id: first.caseId,
        task_uri: `${first.base}/tasks/capture?reason=capture&wait=5`,
        application_type: 'joint',
        joint_link_code: linkCode,
      });
      expect((await stored(first.caseId))?.enquiry).toEqual({ ...JOINT, applicants: [firstPart, secondPart] });
      // their next save, within the minute: one statement, their new resume token kept, none answered
      const again = await once(() => update(first.base, second.access_token, jointEnquiry(secondPart)));
      expect(again.answer.statusCode, again.answer.body).toBe(200);
      expect(again.counted).toEqual(ONE_STATEMENT);
      expect((bodyAs(again.answer, CaseResponse) as { resume_token?: string }).resume_token).toBeUndefined();

      const changedFirst = completeApplicant({ contact_details: { email: 'ada.new@example.com' } });
      const byFirst = await once(() => update(first.base, first.accessToken, jointEnquiry(changedFirst)));
      expect(byFirst.answer.statusCode, byFirst.answer.body).toBe(200);
      // their resume token is a minute old too: the save, then its rotation (signed first applicant, no transaction)
      expect(byFirst.counted).toEqual({ statements: 2, transactions: 0 });
      expect((await stored(first.caseId))?.enquiry).toEqual({ ...JOINT, applicants: [changedFirst, secondPart] });

      // the second applicant's resume token resumes them as the second applicant: they read their own entry
      const resumed = await app.inject({
        method: 'POST',
        url: `${first.base}/resume`,
        payload: { resume_token: answered.resume_token },
      });
      expect(resumed.statusCode).toBe(200);
      const token = (JSON.parse(resumed.body) as { access_token: string }).access_token;
      const read = await app.inject({ method: 'GET', url: `${first.base}/tasks/capture`, headers: bearer(token) });
      expect(bodyAs(read, CaptureTaskResponse).enquiry.applicants).toEqual([secondPart]);
    });

    // save8: the second applicant's signed case token saves with a plain UPDATE (plainStatement `signedSecond`),
    // which checks on the row what `who` checked: the token not revoked, this case (another joint case's second
    // applicant: 404), the second applicant's part still open.
    /** The login the case row carries as its second applicant's (migration 660), as its hash; null when none. */
    const secondLoginOnCase = async (caseId: string) =>
      (
        await db.query<{ second_login_token_hash: string | null }>(
          'SELECT second_login_token_hash FROM cases WHERE id = $1',
          [caseId],
        )
      )[0]?.second_login_token_hash;
    /** A linked case whose second applicant, an existing customer, then logged in and claimed their part. */
    const claimedByLogin = async (customerNumber: string, linked?: Awaited<ReturnType<typeof linkedCase>>) => {
      const { first, second } = linked ?? (await linkedCase());
      const login = await loginAs(app, customerNumber, clock.now());
      const claimed = await app.inject({
        method: 'POST',
        url: `${first.base}/tasks/joint/applicant`,
        headers: bearer(login.access_token),
        payload: { resume_token: second.resume_token },
      });
      expect(claimed.statusCode, claimed.body).toBe(200);
      const poll = () =>
        app.inject({ method: 'GET', url: `${first.base}/tasks/next`, headers: bearer(login.access_token) });
      return { first, login, poll };
    };
    const setScope = (token: string, scope: number) =>
      db.query('UPDATE auth_tokens SET scope = $2 WHERE token_hash = $1', [tokenHash(token), scope]);

    // The claim writes the login on the case row (auth/caseAccess.ts bindSecondLogin) and the poll reads it there as
    // the first applicant's (BOUND_POLL): one statement, the token's row unread (its scope set to 10 below stands in
    // for its row being gone from the read), the answer the general read's; revoked or expired, refused.
    it('a second applicant who claimed their part by login polls in one statement, as the general read answers; revoked or expired, refused', async () => {
      const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
      const { first, login, poll } = await claimedByLogin(customerNumber);
      expect(await secondLoginOnCase(first.caseId)).toBe(tokenHash(login.access_token));
      expect(await loginOnCase(first.caseId)).toBeNull();
      // The answer of the general read (the row's copy taken off for the call), beside the bound one.
      const general = async () => {
        const [row] = await db.query<{ hash: string }>(
          `UPDATE cases SET second_login_token_hash = NULL WHERE id = $1
           RETURNING (SELECT second_login_token_hash FROM cases WHERE id = $1) AS hash`,
          [first.caseId],
        );
        try {
          const read = await once(poll);
          expect(read.counted).toEqual({ statements: 2, transactions: 0 });
          return read.answer;
        } finally {
          await db.query('UPDATE cases SET second_login_token_hash = $2 WHERE id = $1', [first.caseId, row?.hash]);
        }
      };
      for (const completed of [null, clock.now().toISOString()]) {
        // their part open, then done (cases.second_completed_at): the bound poll reads it, as the general read does
        await db.query('UPDATE cases SET second_completed_at = $2 WHERE id = $1', [first.caseId, completed]);
        const expected = await general();
        expect(expected.statusCode, expected.body).toBe(200);
        await setScope(login.access_token, 10);
        try {
          const bound = await once(poll);
          expect(bound.answer.statusCode, bound.answer.body).toBe(200);
          expect(bound.counted).toEqual(ONE_STATEMENT);
          expect(JSON.parse(bound.answer.body)).toEqual(JSON.parse(expected.body));
        } finally {
          await setScope(login.access_token, 30);
        }
      }
      // revoked (their logout): cleared from the row, refused
      const logout = await app.inject({
        method: 'DELETE',
        url: `/banks/CB/auth/provider/oauth2/token/${await tokenIdOf(login.access_token)}`,
        headers: bearer(login.access_token),
      });
      expect(logout.statusCode, logout.body).toBe(204);
      expect(await secondLoginOnCase(first.caseId)).toBeNull();
      const revoked = await poll();
      expect(revoked.statusCode).toBe(401);
      expect(errorOf(revoked).code).toBe('invalid_token');
      // expired: another claim's login, on its case's row, is refused once its token would be
      const later = await claimedByLogin(customerNumber);
      expect((await later.poll()).statusCode).toBe(200);
      clock.advance(TOKEN_TTL_MS);
      const expired = await later.poll();
      expect(expired.statusCode).toBe(401);
      expect(errorOf(expired).code).toBe('invalid_token');
    });

    // A login on a new applicant's case is its joint second applicant's, judged as an existing customer (caseRoutes.ts
    // subTypeOf): their save was the general path's transaction (7 statements); now one plain UPDATE with the login
    // the claim wrote on the case row (`loginSecondBound`, the token's row unread: its scope set to 10 below stands
    // in for its row being gone from the read), judged as an existing customer; a later login of theirs, not on the
    // row, statement()'s CTE after that; revoked, refused.
    it('a second applicant who claimed their part by login saves their own entry in one statement; a username sent goes the general way', async () => {
      const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
      const { first, login } = await claimedByLogin(customerNumber);
      await setScope(login.access_token, 10);
      const judgedBefore = judgements();
      const byLogin = await once(() => update(first.base, login.access_token, jointEnquiry(secondPart)));
      await setScope(login.access_token, 30);
      expect(byLogin.answer.statusCode, byLogin.answer.body).toBe(200);
      expect(byLogin.counted).toEqual(ONE_STATEMENT);
      // the enquiry judged once, as an existing customer's: the case's subtype's judgement is for the CTE alone
      expect(judgements() - judgedBefore).toBe(1);
      const answer = bodyAs(byLogin.answer, CaseResponse);
      expect(answer).toEqual({
        reference_id: first.caseId,
        task_uri: `${first.base}/tasks/capture?reason=capture&wait=5`,
        application_type: 'joint',
        joint_link_code: expect.stringMatching(/^\d{7}$/),
      });
      expect(byLogin.answer.body).not.toContain('resume_token');
      expect(((await stored(first.caseId))?.enquiry as Enquiry | undefined)?.applicants).toEqual([
        firstPart,
        secondPart,
      ]);
      // the same save the general way (a second applicant sending a username of their own): the same answer
      const general = await once(() =>
        update(
          first.base,
          login.access_token,
          jointEnquiry({ ...secondPart, user_details: { username: 'bopartner77' } }),
        ),
      );
      expect(general.counted.transactions).toBe(1);
      expect(general.answer.statusCode, general.answer.body).toBe(200);
      expect(bodyAs(general.answer, CaseResponse)).toEqual(answer);
      // another customer's login on that case speaks for no one: the general path's 404, nothing stored
      const before = await stored(first.caseId);
      const stranger = await loginAs(app, SANDBOX_CUSTOMER_NUMBERS.telephoneBanking, clock.now());
      const refused = await update(first.base, stranger.access_token, jointEnquiry(secondPart));
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).code).toBe('case_not_found');
      expect(await stored(first.caseId)).toEqual(before);
      // a later login of theirs (not on the row): the bound statement misses, statement()'s CTE saves and writes it
      // on the row in place of the claim's, so the next save and poll with it are the bound ones
      const later = await loginAs(app, customerNumber, clock.now());
      const judgedBeforeUnbound = judgements();
      const unbound = await once(() => update(first.base, later.access_token, jointEnquiry(secondPart)));
      expect(unbound.answer.statusCode, unbound.answer.body).toBe(200);
      expect(unbound.counted).toEqual({ statements: 2, transactions: 0 });
      // the CTE takes the applicant's judgement both ways
      expect(judgements() - judgedBeforeUnbound).toBe(2);
      expect(bodyAs(unbound.answer, CaseResponse)).toEqual(answer);
      expect(await secondLoginOnCase(first.caseId)).toBe(tokenHash(later.access_token));
      await setScope(later.access_token, 10);
      try {
        const bound = await once(() => update(first.base, later.access_token, jointEnquiry(secondPart)));
        expect(bound.answer.statusCode, bound.answer.body).toBe(200);
        expect(bound.counted).toEqual(ONE_STATEMENT);
        const polled = await once(() =>
          app.inject({ method: 'GET', url: `${first.base}/tasks/next`, headers: bearer(later.access_token) }),
        );
        expect(polled.answer.statusCode, polled.answer.body).toBe(200);
        expect(polled.counted).toEqual(ONE_STATEMENT);
      } finally {
        await setScope(later.access_token, 30);
      }
      // the claim's login, no longer on the row, still saves (the CTE), and is written back
      expect((await update(first.base, login.access_token, jointEnquiry(secondPart))).statusCode).toBe(200);
      expect(await secondLoginOnCase(first.caseId)).toBe(tokenHash(login.access_token));
      // their logout: the login on the row is cleared and refused, nothing stored
      const logout = await app.inject({
        method: 'DELETE',
        url: `/banks/CB/auth/provider/oauth2/token/${await tokenIdOf(login.access_token)}`,
        headers: bearer(login.access_token),
      });
      expect(logout.statusCode, logout.body).toBe(204);
      const version = (await stored(first.caseId))?.version;
      const revoked = await update(first.base, login.access_token, jointEnquiry(secondPart));
      expect(revoked.statusCode).toBe(401);
      expect(errorOf(revoked).code).toBe('invalid_token');
      expect((await stored(first.caseId))?.version).toBe(version);
    });

    it('only the claiming customer’s live login at scope 30 of the case’s bank is written on the case row', async () => {
      const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
      const { first, login } = await claimedByLogin(customerNumber);
      await db.query('UPDATE cases SET second_login_token_hash = NULL WHERE id = $1', [first.caseId]);
      const bind = (token: string, customer: string = customerNumber) =>
        db.transaction((tx) => bindSecondLogin(tx, first.caseId, tokenHash(token), customer, clock.now()));
      const otherCustomer = SANDBOX_CUSTOMER_NUMBERS.telephoneBanking;
      const other = await loginAs(app, otherCustomer, clock.now());
      // another customer's login (not the one joint_applicants records), named as its own customer or the claimant
      expect(await bind(other.access_token, otherCustomer)).toBe(false);
      expect(await bind(other.access_token)).toBe(false);
      await setScope(login.access_token, 10);
      expect(await bind(login.access_token)).toBe(false);
      await setScope(login.access_token, 30);
      expect(await secondLoginOnCase(first.caseId)).toBeNull();
      expect(await bind(login.access_token)).toBe(true);
      expect(await secondLoginOnCase(first.caseId)).toBe(tokenHash(login.access_token));
      expect(
        await revokeAccessToken(db, await tokenIdOf(login.access_token), { customerNumber, caseId: null }, clock.now()),
      ).toBe(true);
      expect(await bind(login.access_token)).toBe(false);
      expect(await secondLoginOnCase(first.caseId)).toBeNull();
    });

    // The CTE's save writing a joint second applicant's later login onto the case, and that login's revocation, on two
    // connections (PostgreSQL): the save waits for the case row this transaction holds, the revocation commits
    // meanwhile or waits for the token's row the save holds; either way no revoked login stays on the case after.
    if (kind === 'postgres')
      it('a second applicant’s save writing their later login onto the case while it is revoked: no revoked login stays on the case', async () => {
        const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
        const { first } = await claimedByLogin(customerNumber);
        const later = await loginAs(app, customerNumber, clock.now());
        const tokenId = await tokenIdOf(later.access_token);
        let save: ReturnType<typeof update> | undefined;
        let revoked: Promise<boolean> | undefined;
        let revocationDone = false;
        await db.transaction(async (tx) => {
          await tx.query('SELECT id FROM cases WHERE id = $1 FOR UPDATE', [first.caseId]);
          save = update(first.base, later.access_token, jointEnquiry(secondPart));
          await expect.poll(autosavesWaitingOnLock, { timeout: 5000 }).toBe(1);
          revoked = revokeAccessToken(db, tokenId, { customerNumber, caseId: null }, clock.now()).finally(() => {
            revocationDone = true;
          });
          // the revocation is done, or waits (for the token's row the save holds, or the case row this holds)
          await expect
            .poll(
              async () =>
                revocationDone ||
                (
                  await db.query<{ waiting: number }>(
                    `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock'
                       AND datname = current_database()
                       AND (query LIKE 'SELECT token_id FROM auth_tokens%' OR query LIKE 'WITH revoked AS%')`,
                  )
                )[0]?.waiting === 1,
              { timeout: 5000 },
            )
            .toBe(true);
        });
        await save;
        expect(await revoked).toBe(true);
        expect(await secondLoginOnCase(first.caseId)).not.toBe(tokenHash(later.access_token));
        const after = await update(first.base, later.access_token, jointEnquiry(secondPart));
        expect(after.statusCode).toBe(401);
        expect(errorOf(after).code).toBe('invalid_token');
      });

    // One customer as both applicants of their own joint case, with one login: the row carries it in both copies, and
    // the bound poll leaves whom it speaks for to the general statement (the first applicant, applicantFor).
    it('one login on the case as both applicants’: the poll is the general statement’s, as the first applicant', async () => {
      const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
      const enquiry = completeEnquiry({ ...JOINT, customer_id: customerNumber, applicants: [firstPart] });
      const existingCase = await linkedCase(enquiry, '/banks/CB/cases/csapcurrent/existing');
      const { first, login } = await claimedByLogin(customerNumber, existingCase);
      expect((await update(first.base, login.access_token, enquiry)).statusCode).toBe(200);
      expect(await loginOnCase(first.caseId)).toBe(tokenHash(login.access_token));
      expect(await secondLoginOnCase(first.caseId)).toBe(tokenHash(login.access_token));
      const polled = await once(() =>
        app.inject({ method: 'GET', url: `${first.base}/tasks/next`, headers: bearer(login.access_token) }),
      );
      expect(polled.answer.statusCode, polled.answer.body).toBe(200);
      expect(polled.counted).toEqual({ statements: 2, transactions: 0 });
      expect(JSON.parse(polled.answer.body).task_uri).toBe(`${first.base}/tasks/capture?reason=capture&wait=5`);
    });

    // The claim writing the login onto the case and the login's revocation, on two connections (PostgreSQL): whichever
    // commits first, no revoked login stays on the case. The claim's write goes first here and holds the token's row
    // (FOR SHARE) until its transaction commits; the revocation waits for that row, then clears what it wrote. Without
    // that lock the revocation would commit first, clearing nothing, and the claim would then leave the revoked login
    // on the row. The other order: the revocation holds the token's row, the write waits, then finds it revoked.
    if (kind === 'postgres')
      it('a claim writing the login onto the case while the login is revoked: no revoked login stays on the case, whichever goes first', async () => {
        const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
        const { first, login, poll } = await claimedByLogin(customerNumber);
        await db.query('UPDATE cases SET second_login_token_hash = NULL WHERE id = $1', [first.caseId]);
        const tokenId = await tokenIdOf(login.access_token);
        const owner = { customerNumber, caseId: null };
        const waitingOnLock = async () =>
          (
            await db.query<{ waiting: number }>(
              `SELECT count(*)::int AS waiting FROM pg_stat_activity
               WHERE wait_event_type = 'Lock' AND datname = current_database()
                 AND (query LIKE 'SELECT token_id FROM auth_tokens%' OR query LIKE 'WITH t AS MATERIALIZED%')`,
            )
          )[0]?.waiting ?? 0;
        let revoked: Promise<boolean> | undefined;
        let revocationDone = false;
        await db.transaction(async (tx) => {
          expect(
            await bindSecondLogin(tx, first.caseId, tokenHash(login.access_token), customerNumber, clock.now()),
          ).toBe(true);
          revoked = revokeAccessToken(db, tokenId, owner, clock.now()).finally(() => {
            revocationDone = true;
          });
          // the revocation waits for the token's row (or, were it not held, is done) before the claim commits
          await expect.poll(async () => revocationDone || (await waitingOnLock()) === 1, { timeout: 5000 }).toBe(true);
        });
        expect(await revoked).toBe(true);
        expect(await secondLoginOnCase(first.caseId)).toBeNull();
        expect((await poll()).statusCode).toBe(401);

        // the other order: the revocation first, the write waiting for the token's row, then writing nothing
        const later = await claimedByLogin(customerNumber);
        await db.query('UPDATE cases SET second_login_token_hash = NULL WHERE id = $1', [later.first.caseId]);
        let bound: Promise<boolean> | undefined;
        await db.transaction(async (tx) => {
          const laterId = await tokenIdOf(later.login.access_token);
          expect(await revokeAccessToken(tx, laterId, owner, clock.now())).toBe(true);
          bound = db.transaction((other) =>
            bindSecondLogin(
              other,
              later.first.caseId,
              tokenHash(later.login.access_token),
              customerNumber,
              clock.now(),
            ),
          );
          await expect.poll(waitingOnLock, { timeout: 5000 }).toBe(1);
        });
        expect(await bound).toBe(false);
        expect(await secondLoginOnCase(later.first.caseId)).toBeNull();
      });

    it('the second applicant’s revoked token, or another case’s second applicant: refused as before, nothing stored', async () => {
      const { first, second } = await linkedCase();
      const other = await linkedCase();
      const before = await stored(first.caseId);
      const foreign = await update(first.base, other.second.access_token, jointEnquiry(secondPart));
      expect(foreign.statusCode).toBe(404);
      expect(errorOf(foreign).code).toBe('case_not_found');
      const tokenId = second.access_token.split('.')[1] as string;
      expect(await revokeAccessToken(db, tokenId, { customerNumber: null, caseId: first.caseId }, clock.now())).toBe(
        true,
      );
      const revoked = await update(first.base, second.access_token, jointEnquiry(secondPart));
      expect(revoked.statusCode).toBe(401);
      expect(errorOf(revoked).code).toBe('invalid_token');
      expect(await stored(first.caseId)).toEqual(before);
    });

    it('the second applicant choosing the other bank: 324 from the general path, nothing stored', async () => {
      const { first, second } = await linkedCase();
      const before = await stored(first.caseId);
      const otherBank = await once(() =>
        update(first.base, second.access_token, jointEnquiry({ ...secondPart, bank_id: 'YB' })),
      );
      expect(otherBank.answer.statusCode).toBe(409);
      expect(errorOf(otherBank.answer).code).toBe('324');
      expect(otherBank.counted.transactions).toBe(1);
      expect(await stored(first.caseId)).toEqual(before);
    });

    // The second applicant's statement writes their entry to its own column (SECOND_WRITTEN, cases/storedEnquiry.ts),
    // which counts on the stored enquiry holding the first applicant's entry alone, as every write of the platform
    // leaves it. A row whose enquiry holds none (written by hand) still reads the second applicant's entry second,
    // after an empty first; one that holds more than one is the general path's (mergeApplicantSave), which stores it
    // split again. Either way the second applicant's entry never becomes the first's.
    it('a stored enquiry of no applicants or three, written by hand: the second applicant’s entry stays second, the general path splits three', async () => {
      const { first, second } = await linkedCase();
      for (const applicants of [[], [firstPart, firstPart, firstPart]]) {
        await db.query(`UPDATE cases SET enquiry = jsonb_set(enquiry, '{applicants}', $2::jsonb) WHERE id = $1`, [
          first.caseId,
          JSON.stringify(applicants),
        ]);
        const saved = await once(() => update(first.base, second.access_token, jointEnquiry(secondPart)));
        expect(saved.answer.statusCode, saved.answer.body).toBe(200);
        expect(saved.counted.transactions).toBe(applicants.length > 1 ? 1 : 0);
        expect(((await stored(first.caseId))?.enquiry as Enquiry | undefined)?.applicants).toEqual([
          applicants.length ? firstPart : {},
          secondPart,
        ]);
        const [columns] = await db.query<{ entries: number; second: unknown }>(
          "SELECT jsonb_array_length(enquiry -> 'applicants') AS entries, second_applicant AS second FROM cases WHERE id = $1",
          [first.caseId],
        );
        expect(columns).toEqual({ entries: Math.min(applicants.length, 1), second: secondPart });
      }
    });

    it('the second applicant after submitting their part: 409 from the general path, nothing stored', async () => {
      const { first, second } = await linkedCase();
      expect((await update(first.base, second.access_token, jointEnquiry(secondPart))).statusCode).toBe(200);
      const submitted = await app.inject({
        method: 'PUT',
        url: `${first.base}/tasks/capture/actions/submit`,
        headers: bearer(second.access_token),
        payload: SUBMIT_BODY,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const before = await stored(first.caseId);
      const late = await update(first.base, second.access_token, jointEnquiry(secondPart));
      expect(late.statusCode).toBe(409);
      expect(await stored(first.caseId)).toEqual(before);
    });
  });
});
