// The client boundary (services/actors.ts) against the real sandbox platform on a real port: the
// actors the journey chart invokes, end to end, over HTTP with the headers of doc 1 §7.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, type InputFrom, type OutputFrom, toPromise } from 'xstate';
import type { ApplicationForm, FormAddress } from '../contract/applicationForm';
import type { CaseRef, JourneyError } from '../machines/actorContracts';
import { createJourneyActors, createPlatformConnection } from '../services/actors';
import { createClientContext } from '../services/clientContext';
import { buildPlatform } from './app';
import { RESUME_TOKEN_ROTATE_AFTER_MS } from './auth/caseTokens';
import { openTestDb } from './test-support/testing';

let app: FastifyInstance;
let db: Awaited<ReturnType<typeof openTestDb>> | undefined;
const connection = createPlatformConnection();
const logged: JourneyError[] = [];
let actors: ReturnType<typeof createJourneyActors>;
/** The case token, as the chart keeps it (issue 10): from the create, then from the submit. */
let caseToken: string | undefined;
const bearer = () => ({ authorization: `Bearer ${caseToken}` });
/** The platform's clock runs with real time (the lifecycle's timers), moved on by this much. */
let clockAhead = 0;

beforeAll(async () => {
  // Short lifecycle timings: a submitted case is decided and its accounts opened within a few polls. The database is
  // a copy of the migrated test template, as for every platform test (not initdb, migrations and seed again: about
  // 2.5 s of CPU).
  db = await openTestDb('pglite');
  app = await buildPlatform({
    db,
    lifecycle: { processingMs: 30, fulfilmentMs: 30 },
    now: () => new Date(Date.now() + clockAhead),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  actors = createJourneyActors({
    appBaseUrl: `http://127.0.0.1:${port}`,
    getAccessToken: () => caseToken,
    clientContext: createClientContext({ environment: 'test' }),
    deviceBlackbox: () => 'integration-test-device',
    logError: (error) => logged.push(error),
    http: { retryDelay: () => 0 },
    connection,
  });
});

afterAll(async () => {
  await app?.close();
  await db?.dispose();
});

function run<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  const actor = createActor(logic, { input });
  actor.start();
  return toPromise(actor);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks again until `done` holds, as the chart's polling does (doc 1 "Submission polling"). */
async function pollUntil<T>(ask: () => Promise<T>, done: (value: T) => boolean, tries = 100): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const value = await ask();
    if (done(value) || attempt >= tries) return value;
    await pause(20);
  }
}

describe('the journey actors against the sandbox platform', () => {
  let caseRef: CaseRef;
  let homeAddress: FormAddress;

  it('loads start-up: config, the document list in force and the product content (doc 1 §4)', async () => {
    const startup = await run(actors.loadStartup, { productCode: 'IM135' });
    expect(startup.config.apiUrl).toBe('');
    expect(startup.documents.length).toBeGreaterThan(0);
    expect(startup.productContent.products).toBeTypeOf('object');
    expect(connection.api).toBeDefined();
  });

  it('searches a postcode and fetches the chosen address (doc 1 §7 Reference)', async () => {
    const results = await run(actors.searchAddresses, { postcode: 'ls1 4ap', houseNumber: '7' });
    expect(results.length).toBeGreaterThan(0);
    const first = results[0];
    if (!first) throw new Error('no address found');
    homeAddress = await run(actors.fetchAddress, { addressRef: first.id });
    expect(homeAddress).toMatchObject({ addressType: 'domestic', id: first.id, postcode: 'LS1 4AP', country: 'GB' });
    expect(homeAddress.city).toBe('Leeds');
  });

  it('creates the case from a partial form, then updates it', async () => {
    const base = { bankId: 'CB', productType: 'current', subType: 'ntb' } as const;
    const partial: ApplicationForm = { productCode: 'IM135', firstName: 'Ada', lastName: 'Lovelace' };
    const created = await run(actors.createCase, { ...base, caseId: undefined, form: partial });
    expect(created.caseId).toMatch(/^CS/);
    expect(created.taskUri).toContain('reason=capture');
    // issue 10: the create returns the case token and the tab's resume token; the actors send the token back
    expect(created.accessToken).toMatch(/^ct1\.[\w.-]+\.[\w-]{43}$/); // signed (issue 16, auth/signedCaseTokens.ts)
    expect(created.resumeToken).toMatch(/^[\w-]{43}$/);
    caseToken = created.accessToken;
    caseRef = { ...base, caseId: created.caseId };

    const complete: ApplicationForm = {
      ...partial,
      title: 'Ms',
      gender: 'Female',
      dateOfBirth: '10-12-1985',
      addresses: [{ ...homeAddress, dateMoved: '01-01-2015', residentialStatus: 'Owner' }],
      emailAddress: 'ada@example.test',
      phoneNumber: '07700900123',
      employmentStatus: 'Employed',
      grossAnnualIncome: '42000',
      netMonthlyIncome: '2800',
    };
    // The create's resume token is younger than a minute: the save keeps it and answers none (issue 16).
    const kept = await run(actors.updateCase, { ...caseRef, form: complete });
    expect(kept).toEqual({ caseId: caseRef.caseId, taskUri: expect.stringContaining('reason=capture') });
    // A minute on, the save hands the tab a new one.
    clockAhead += RESUME_TOKEN_ROTATE_AFTER_MS;
    const updated = await run(actors.updateCase, { ...caseRef, form: complete });
    expect(updated).toEqual({
      caseId: caseRef.caseId,
      taskUri: expect.stringContaining('reason=capture'),
      resumeToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(updated.resumeToken).not.toBe(created.resumeToken);

    // A reload: the resume token for a fresh case token, once only.
    const resumed = await run(actors.resumeCase, { ...caseRef, resumeToken: updated.resumeToken ?? '' });
    expect(resumed.accessToken).not.toBe(caseToken);
    caseToken = resumed.accessToken;
    const again = await run(actors.resumeCase, { ...caseRef, resumeToken: updated.resumeToken ?? '' }).catch(
      (e: unknown) => e,
    );
    expect(again).toMatchObject({ source: 'resumeCase', status: 401, code: 'invalid_token' });
  });

  it('refuses a case call without the case token (issue 10)', async () => {
    const kept = caseToken;
    caseToken = undefined;
    const refused = await run(actors.fetchNextTask, caseRef).catch((e: unknown) => e);
    caseToken = kept;
    expect(refused).toMatchObject({ source: 'fetchNextTask', status: 401, code: 'invalid_token' });
  });

  it('submits and polls the next task until fulfillmentinprogress', async () => {
    const submitted = await run(actors.submitCase, caseRef);
    expect(submitted.caseId).toBe(caseRef.caseId);
    caseToken = submitted.accessToken;
    expect(submitted.taskUri).toContain('applicationprocessing');

    // An ordinary applicant is offered the product (doc 1 "offer -> Offer"); accepting moves the case on.
    const offered = await pollUntil(
      () => run(actors.fetchNextTask, caseRef),
      (task) => task.task === 'offer',
    );
    expect(offered.task).toBe('offer');
    const base = `/banks/${caseRef.bankId}/cases/csap${caseRef.productType}/${caseRef.subType}/${caseRef.caseId}`;
    const { offers } = JSON.parse(
      (await app.inject({ method: 'GET', url: `${base}/tasks/offers`, headers: bearer() })).body,
    );
    await app.inject({
      method: 'PUT',
      headers: bearer(),
      url: `${base}/tasks/offers/actions/decision`,
      payload: { offers: [{ id: offers[0].id, decision: 'ACCEPT' }] },
    });
    const next = await pollUntil(
      () => run(actors.fetchNextTask, caseRef),
      (task) => task.task === 'fulfillmentinprogress',
    );
    expect(next.task).toBe('fulfillmentinprogress');
    expect(next.waitSeconds).toBeGreaterThanOrEqual(0);
  });

  it('reads the completed case until every account has its number (doc 1 "Completed case retrieval")', async () => {
    const completed = await pollUntil(
      () => run(actors.fetchCompletedCase, caseRef),
      (done) => done.accounts.length > 0 && done.accounts.every((account) => account.account_id !== null),
    );
    expect(completed.customerNumber).toMatch(/^\d{10}$/);
    expect(completed.accounts.length).toBeGreaterThan(0);
    for (const account of completed.accounts) {
      expect(account.account_number).toMatch(/^\d{8}$/);
      expect(account.sort_code).toMatch(/^\d{6}$/);
    }
  });

  it('sends analytics events to the platform (doc 1 §7 Events)', async () => {
    const event = {
      id: 'evt-1',
      type: 'page_view',
      data: { context: { page: 'step-1' } },
      created_at: new Date().toISOString(),
    };
    await expect(connection.api?.sendEvents('CB', [event])).resolves.toEqual({ accepted: 1 });
  });
});

describe('platform refusals arrive as JourneyErrors (doc 1 §8)', () => {
  it('reads the code of a refusal from the body', async () => {
    const missing: CaseRef = { bankId: 'CB', productType: 'current', subType: 'ntb', caseId: 'CS99999999' };
    const error = await run(actors.fetchNextTask, missing).catch((e: unknown) => e);
    expect(error).toMatchObject({ source: 'fetchNextTask', status: 404 });
    expect((error as JourneyError).code).not.toMatch(/^http_/);
  });

  it('refuses to submit an incomplete application with the platform code', async () => {
    const base = { bankId: 'YB', productType: 'current', subType: 'ntb' } as const;
    const created = await run(actors.createCase, { ...base, caseId: undefined, form: { productCode: 'IM135' } });
    caseToken = created.accessToken;
    const error = await run(actors.submitCase, { ...base, caseId: created.caseId }).catch((e: unknown) => e);
    expect(error).toMatchObject({ source: 'submitCase', status: 422 });
    expect(logged).toContainEqual(error);
  });

  it('refuses VM as an API bank id without calling the platform (doc 1 §6)', async () => {
    const error = await run(actors.createCase, {
      bankId: 'VM',
      productType: 'current',
      subType: 'ntb',
      caseId: undefined,
      form: { productCode: 'IM135' },
    }).catch((e: unknown) => e);
    expect(error).toEqual({
      source: 'api',
      code: 'invalid_bank_id',
      status: 0,
      message: 'bank id VM cannot be used in API calls',
    });
  });
});
