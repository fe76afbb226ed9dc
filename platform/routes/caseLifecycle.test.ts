import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfferDecisionResponse, OffersResponse } from '../../contract/offerSchemas';
import { CaseResponse, CompletedTaskResponse, NextTaskResponse, SubmitResponse } from '../../contract/schemas';
import { parseTaskUri } from '../../contract/taskUri';
import { buildPlatform } from '../app';
import { caseTransitionsOf } from '../cases/caseStore';
import { bodyAs, completeEnquiry, partialEnquiry, SUBMIT_BODY } from '../test-support/testFixtures';
import {
  buildTestPlatform,
  caseTokenJar,
  createTestClock,
  createTestDatabase,
  type TestPlatform,
  testDatabaseKinds,
} from '../test-support/testing';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Accepts the first open offer of a case in offer (doc 1 §7 offer decision). */
async function acceptOffer(inject: Inject, base: string): Promise<OfferDecisionResponse> {
  const offers = bodyAs(await inject({ method: 'GET', url: `${base}/tasks/offers` }), OffersResponse);
  const response = await inject({
    method: 'PUT',
    url: `${base}/tasks/offers/actions/decision`,
    payload: { offers: [{ id: offers.offers[0]?.id, decision: 'ACCEPT' }] },
  });
  expect(response.statusCode).toBe(200);
  return bodyAs(response, OfferDecisionResponse);
}

describe.each(testDatabaseKinds())('the case lifecycle on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const get = (url: string) => platform.cases.inject({ method: 'GET', url });
  const accept = (base: string) => acceptOffer((options) => platform.cases.inject(options), base);

  it('reaches accounts opened as the clock moves on, one read at a time', async () => {
    const created = bodyAs(
      await platform.cases.inject({
        method: 'POST',
        url: '/banks/CB/cases/csapcurrent/ntb',
        payload: completeEnquiry(),
      }),
      CaseResponse,
    );
    const base = `/banks/CB/cases/csapcurrent/ntb/${created.reference_id}`;
    const submitted = bodyAs(
      await platform.cases.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/submit`, payload: SUBMIT_BODY }),
      SubmitResponse,
    );
    expect(parseTaskUri(submitted.task_uri).task).toBe('applicationprocessing');
    const nextTask = async () => parseTaskUri(bodyAs(await get(`${base}/tasks/next`), NextTaskResponse).task_uri);
    const completed = async () => bodyAs(await get(`${base}/tasks/completed`), CompletedTaskResponse);

    platform.clock.advance(3500);
    expect(await nextTask()).toEqual({ task: 'applicationprocessing', waitSeconds: 3 });

    platform.clock.advance(2500); // 6 s: decided, an offer waits for the applicant
    expect(await nextTask()).toEqual({ task: 'offer', waitSeconds: 5 });
    platform.clock.advance(1000); // 7 s: accepted, fulfilment starts
    expect(parseTaskUri((await accept(base)).task_uri)).toEqual({ task: 'fulfillmentinprogress', waitSeconds: 4 });
    expect(await nextTask()).toEqual({ task: 'fulfillmentinprogress', waitSeconds: 4 });
    expect((await completed()).accounts[0]?.account_id).toBeNull();

    platform.clock.advance(4000); // 11 s: accounts opened, state stays
    expect((await nextTask()).task).toBe('fulfillmentinprogress');
    const opened = await completed();
    expect(opened.customer_number).toMatch(/^10\d{8}$/);
    expect(opened.accounts).toEqual([
      {
        account_type: 'current',
        product_code: '135',
        account_id: `ACC-${created.reference_id}-1`,
        account_number: expect.stringMatching(/^\d{8}$/),
        sort_code: '999101',
      },
    ]);
    // Reading again changes nothing; the history holds each step once, at the time it fell due.
    platform.clock.advance(60_000);
    expect(await completed()).toEqual(opened);
    const history = await caseTransitionsOf(platform.db, created.reference_id);
    expect(history.map(({ from, event, to }) => `${from} -${event}-> ${to}`)).toEqual([
      'capture -SUBMITTED-> applicationprocessing',
      'applicationprocessing -OFFERED-> offer',
      'offer -OFFER_ACCEPTED-> fulfillmentinprogress',
      'fulfillmentinprogress -ACCOUNTS_OPENED-> fulfillmentinprogress',
    ]);
    const start = history[0]?.at.getTime() ?? 0;
    expect(history.map((step) => step.at.getTime() - start)).toEqual([0, 6000, 7000, 11000]);
  });

  it('applies steps that fell due while nobody asked, in one read', async () => {
    const created = bodyAs(
      await platform.cases.inject({
        method: 'POST',
        url: '/banks/YB/cases/csapcurrent/ntb',
        payload: completeEnquiry(),
      }),
      CaseResponse,
    );
    const base = `/banks/YB/cases/csap/ntb/${created.reference_id}`;
    await platform.cases.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/submit`, payload: SUBMIT_BODY });
    platform.clock.advance(6000);
    await accept(base);
    // hours later, within the case token's life (8 hours, auth/caseTokens.ts)
    platform.clock.advance(2 * 3600 * 1000);
    const completed = bodyAs(await get(`${base}/tasks/completed`), CompletedTaskResponse);
    expect(completed.accounts[0]?.sort_code).toBe('999201');
    expect(completed.accounts[0]?.account_number).toMatch(/^\d{8}$/);
  });

  it('answers concurrent reads of a due case with the same opened accounts', async () => {
    const created = bodyAs(
      await platform.cases.inject({
        method: 'POST',
        url: '/banks/CB/cases/csapcurrent/ntb',
        payload: completeEnquiry(),
      }),
      CaseResponse,
    );
    const base = `/banks/CB/cases/csapcurrent/ntb/${created.reference_id}`;
    await platform.cases.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/submit`, payload: SUBMIT_BODY });
    platform.clock.advance(6000);
    await accept(base);
    platform.clock.advance(20_000);
    const reads = await Promise.all([1, 2, 3, 4].map(() => get(`${base}/tasks/completed`)));
    const bodies = reads.map((response) => bodyAs(response, CompletedTaskResponse));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await caseTransitionsOf(platform.db, created.reference_id)).toHaveLength(4);
  });
});

describe.each(testDatabaseKinds())('a platform restart on %s', (kind) => {
  it('keeps cases, enquiries and lifecycle timers', async () => {
    const location = await createTestDatabase(kind);
    const clock = createTestClock();
    const options = {
      database: location.database,
      now: clock.now,
      lifecycle: { processingMs: 1000, fulfilmentMs: 1000 },
    };
    try {
      const first = await buildPlatform(options);
      const firstJar = caseTokenJar(first);
      const created = bodyAs(
        await firstJar.inject({ method: 'POST', url: '/banks/CB/cases/csapcurrent/ntb', payload: partialEnquiry() }),
        CaseResponse,
      );
      const base = `/banks/CB/cases/csapcurrent/ntb/${created.reference_id}`;
      await firstJar.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/update`, payload: completeEnquiry() });
      await firstJar.inject({ method: 'PUT', url: `${base}/tasks/capture/actions/submit`, payload: SUBMIT_BODY });
      await first.close();

      clock.advance(5000);
      const second = await buildPlatform(options);
      // the case token survives the restart too (it is stored, hashed, with the case)
      const secondJar = caseTokenJar(second);
      secondJar.remember(created.reference_id, firstJar.tokenOf(created.reference_id) ?? '');
      try {
        const capture = await secondJar.inject({ method: 'GET', url: `${base}/tasks/capture` });
        expect(capture.statusCode).toBe(200);
        expect(JSON.parse(capture.body)).toMatchObject({ state: 'offer', enquiry: completeEnquiry() });
        // The decision and its offer survived the restart too.
        await acceptOffer((injected) => secondJar.inject(injected), base);
        clock.advance(5000);
        const completed = bodyAs(
          await secondJar.inject({ method: 'GET', url: `${base}/tasks/completed` }),
          CompletedTaskResponse,
        );
        expect(completed.accounts[0]?.account_number).toMatch(/^\d{8}$/);
      } finally {
        await second.close();
      }
    } finally {
      await location.dispose();
    }
    // two platform starts on one database: slow on a loaded machine
  }, 240_000);
});
