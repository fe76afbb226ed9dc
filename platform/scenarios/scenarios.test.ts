// Each sandbox scenario of content/scenarios.ts drives a case, through the API, to its case state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findScenario, SANDBOX_SCENARIOS, type SandboxScenario } from '../../content/scenarios';
import { OfferDecisionResponse, OffersResponse } from '../../contract/offerSchemas';
import { CaptureTaskResponse, CaseResponse, type Enquiry } from '../../contract/schemas';
import { parseTaskUri } from '../../contract/taskUri';
import { overdraftOutcome } from '../decision/affordability';
import { DEFAULT_LIFECYCLE_TIMINGS } from '../lifecycle/caseTransitions';
import {
  comeBack,
  decidedCase,
  decidedCreditCardCase,
  enquiryNamed,
  nextTask,
  type TestCase,
} from '../test-support/lifecycleTestHelpers';
import { bodyAs, completeApplicant, completeEnquiry, errorOf, SUBMIT_BODY } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

function enquiryFor(scenario: SandboxScenario): Enquiry {
  if (scenario.field === 'lastName') return enquiryNamed(scenario.value);
  const applicant = completeApplicant();
  const [address] = applicant.personal_details?.addresses ?? [];
  return completeEnquiry({
    applicants: [
      {
        ...applicant,
        personal_details: {
          ...applicant.personal_details,
          addresses: [{ ...address, uk_address: { ...address?.uk_address, postcode: scenario.value } }],
        },
      },
    ],
  });
}

describe.each(testDatabaseKinds())('sandbox scenarios on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const offersOf = async (testCase: TestCase) =>
    bodyAs(await platform.cases.inject({ method: 'GET', url: `${testCase.base}/tasks/offers` }), OffersResponse).offers;
  const decide = async (testCase: TestCase, offers: { id: string | undefined; decision: string }[]) => {
    const response = await platform.cases.inject({
      method: 'PUT',
      url: `${testCase.base}/tasks/offers/actions/decision`,
      payload: { offers },
    });
    expect(response.statusCode).toBe(200);
    return parseTaskUri(bodyAs(response, OfferDecisionResponse).task_uri).task;
  };

  const decided = SANDBOX_SCENARIOS.filter((scenario) => scenario.force.kind !== 'saveError');
  const refusals = SANDBOX_SCENARIOS.flatMap((scenario) =>
    scenario.force.kind === 'saveError' ? [{ scenario, code: scenario.force.code }] : [],
  );

  it.each(decided.map((scenario) => [`${scenario.field} ${scenario.value}`, scenario] as const))(
    '%s leads to its case state',
    async (_name, scenario) => {
      const testCase = await decidedCase(platform, enquiryFor(scenario));
      expect(testCase.state).toBe(scenario.caseState);
      if (scenario.force.kind === 'overdraft') {
        const [offer] = await offersOf(testCase);
        const limit = offer?.features?.credit_limit;
        expect(limit).toBeDefined();
        expect(overdraftOutcome(limit?.offer_limit, limit?.income_proof_required ?? false, 1200)).toBe(
          scenario.force.outcome,
        );
      }
    },
  );

  it('has a save refusal for each code with a page of its own (318, 325, 350 the duplicate customer), and 326 to the error screen', () => {
    expect(refusals.map((refusal) => refusal.code).sort()).toEqual(['318', '325', '326', '350']);
  });

  it.each(refusals.map((refusal) => [refusal.scenario.value, refusal] as const))(
    '%s refuses create, update and submit with its doc 1 §8 code, storing nothing',
    async (_name, { scenario, code }) => {
      const casesNow = async () =>
        (await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cases'))[0]?.n;
      const path = '/banks/CB/cases/csapcurrent/ntb';
      const before = await casesNow();
      // step 1's create: no case is made
      const create = await platform.cases.inject({ method: 'POST', url: path, payload: enquiryFor(scenario) });
      expect(create.statusCode).toBe(409);
      expect(errorOf(create)).toMatchObject({ code });
      expect(errorOf(create).message).not.toContain(scenario.value);
      expect(await casesNow()).toBe(before);
      // a case made under another name: the update to this one is refused and the stored enquiry stays
      const created = await platform.cases.inject({ method: 'POST', url: path, payload: enquiryNamed('Lovelace') });
      const caseId = bodyAs(created, CaseResponse).reference_id;
      const update = await platform.cases.inject({
        method: 'PUT',
        url: `${path}/${caseId}/tasks/capture/actions/update`,
        payload: enquiryFor(scenario),
      });
      expect(update.statusCode).toBe(409);
      expect(errorOf(update)).toMatchObject({ code });
      const capture = await platform.cases.inject({ method: 'GET', url: `${path}/${caseId}/tasks/capture` });
      expect(bodyAs(capture, CaptureTaskResponse).enquiry.applicants[0]?.personal_details?.name?.last).toBe('Lovelace');
      // a case that holds the name already (stored before the scenario applied): its submit is refused too
      await platform.db.query('UPDATE cases SET enquiry = $1 WHERE id = $2', [
        JSON.stringify(enquiryFor(scenario)),
        caseId,
      ]);
      const submit = await platform.cases.inject({
        method: 'PUT',
        url: `${path}/${caseId}/tasks/capture/actions/submit`,
        payload: SUBMIT_BODY,
      });
      expect(submit.statusCode).toBe(409);
      expect(errorOf(submit)).toMatchObject({ code });
      expect(bodyAs(capture, CaptureTaskResponse).state).toBe('capture');
      const after = await platform.cases.inject({ method: 'GET', url: `${path}/${caseId}/tasks/capture` });
      expect(bodyAs(after, CaptureTaskResponse).state).toBe(scenario.caseState);
    },
  );

  it('approves an ordinary applicant with a full offer of the product applied for', async () => {
    const testCase = await decidedCase(platform, completeEnquiry({ overdraft_requested: 1000 }));
    expect(testCase.state).toBe('offer');
    const offers = await offersOf(testCase);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      product: { code: '135' },
      features: { credit_limit: { minimum: 50, offer_limit: 1000, income_proof_required: false, update_offer: true } },
    });
  });

  it('Readycash offers IM800 then IM753; declining the first moves to the next, declining both is a decline', async () => {
    const testCase = await decidedCase(platform, enquiryNamed('Readycash'));
    const [first, second] = await offersOf(testCase);
    expect([first?.product.code, second?.product.code]).toEqual(['800', '753']);
    expect(await decide(testCase, [{ id: first?.id, decision: 'REJECT' }])).toBe('offer');
    expect((await offersOf(testCase)).map((offer) => offer.product.code)).toEqual(['753']);
    expect(await decide(testCase, [{ id: second?.id, decision: 'REJECT' }])).toBe('applicationrejected');
  });

  it('accepting Readycash opens a Readycash account', async () => {
    const testCase = await decidedCase(platform, enquiryNamed('Readycash'));
    const [first] = await offersOf(testCase);
    expect(await decide(testCase, [{ id: first?.id, decision: 'ACCEPT' }])).toBe('fulfillmentinprogress');
    platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.fulfilmentMs);
    const completed = JSON.parse(
      (await platform.cases.inject({ method: 'GET', url: `${testCase.base}/tasks/completed` })).body,
    );
    expect(completed.accounts[0]).toMatchObject({
      product_code: '800',
      account_number: expect.stringMatching(/^\d{8}$/),
    });
  });

  it('Nooffer: the case is in offer and its offers read answers an empty list (no decision can be sent)', async () => {
    const testCase = await decidedCase(platform, enquiryNamed('Nooffer'));
    expect(testCase.state).toBe('offer');
    expect(await offersOf(testCase)).toEqual([]);
    const response = await platform.cases.inject({
      method: 'PUT',
      url: `${testCase.base}/tasks/offers/actions/decision`,
      payload: { offers: [{ id: `${testCase.caseId}-OF1`, decision: 'ACCEPT' }] },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await nextTask(platform, testCase)).toBe('offer');
  });

  it('Noquestions: the case is in challenge, no question is asked, and no answers can be submitted (409)', async () => {
    const testCase = await decidedCase(platform, enquiryNamed('Noquestions'));
    expect(testCase.state).toBe('challenge');
    const challenge = await platform.cases.inject({
      method: 'PUT',
      url: `${testCase.base}/tasks/verify/actions/challenge`,
    });
    expect(challenge.statusCode).toBe(200);
    expect(JSON.parse(challenge.body)).toEqual({ questions: [] });
    const submit = await platform.cases.inject({
      method: 'PUT',
      url: `${testCase.base}/tasks/verify/actions/submit`,
      payload: { challenges: [] },
    });
    expect(submit.statusCode).toBe(409);
    expect(errorOf(submit)).toMatchObject({ code: 'call_validation_not_started' });
    expect(await nextTask(platform, testCase)).toBe('challenge');
  });

  it('declining the only offer cancels the application', async () => {
    const testCase = await decidedCase(platform, completeEnquiry());
    const [offer] = await offersOf(testCase);
    expect(await decide(testCase, [{ id: offer?.id, decision: 'REJECT' }])).toBe('cancelled');
  });

  it('Setup: accepting leads to productsetupinprogress, then fulfilment a day later', async () => {
    const testCase = await decidedCase(platform, enquiryNamed('Setup'));
    const [offer] = await offersOf(testCase);
    expect(await decide(testCase, [{ id: offer?.id, decision: 'ACCEPT' }])).toBe('productsetupinprogress');
    platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.setupMs);
    await comeBack(platform, testCase);
    expect(await nextTask(platform, testCase)).toBe('fulfillmentinprogress');
  });

  it('an offer left alone, and a proof-of-income referral, expire after 28 days', async () => {
    const offered = await decidedCase(platform, completeEnquiry());
    const referred = await decidedCase(platform, enquiryNamed('Incomeproof'));
    expect([offered.state, referred.state]).toEqual(['offer', 'creditcheckreferredpoi']);
    platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.expiryMs - 7000);
    await comeBack(platform, offered);
    await comeBack(platform, referred);
    expect(await nextTask(platform, offered)).toBe('offer');
    platform.clock.advance(7000);
    expect(await nextTask(platform, offered)).toBe('applicationexpired');
    expect(await nextTask(platform, referred)).toBe('applicationexpired');
  });

  it('a joint application submitted with one applicant waits for the other', async () => {
    const testCase = await decidedCase(platform, completeEnquiry({ application_type: 'joint' }));
    expect(testCase.state).toBe('awaitapplicant');
  });

  it('a credit card gets a credit offer (minimum 500, steps of 100) with its three documents', async () => {
    const testCase = await decidedCreditCardCase(platform);
    expect(testCase.state).toBe('offer');
    const [offer] = await offersOf(testCase);
    expect(offer?.features?.credit_limit).toEqual({
      minimum: 500,
      offer_limit: 6900,
      income_proof_required: false,
      update_offer: true,
    });
    expect(offer?.documents.map((document) => document.name)).toEqual([
      'Key features',
      'Pre-contract credit information',
      'Credit agreement',
    ]);
  });
});

describe('findScenario (content/scenarios.ts, looked up on every save)', () => {
  it('finds each scenario by its value in any case, a postcode also without or with extra spaces; nothing else', () => {
    for (const scenario of SANDBOX_SCENARIOS) {
      const first = SANDBOX_SCENARIOS.find(
        (other) =>
          other.field === scenario.field && other.value.trim().toUpperCase() === scenario.value.trim().toUpperCase(),
      );
      expect(findScenario(scenario.field, scenario.value)).toBe(first);
      expect(findScenario(scenario.field, ` ${scenario.value.toLowerCase()} `)).toBe(first);
      if (scenario.field === 'postcode') {
        expect(findScenario('postcode', scenario.value.replace(/\s+/g, ''))).toBe(first);
        expect(findScenario('postcode', scenario.value.replace(/\s+/g, '   '))).toBe(first);
      }
      // the same text in the other field selects nothing
      const otherField = scenario.field === 'postcode' ? 'lastName' : 'postcode';
      if (!SANDBOX_SCENARIOS.some((other) => other.field === otherField)) continue;
      expect(findScenario(otherField, scenario.value)?.field ?? otherField).toBe(otherField);
    }
    expect(findScenario('lastName', 'Smith')).toBeUndefined();
    expect(findScenario('lastName', '')).toBeUndefined();
    expect(findScenario('lastName', undefined)).toBeUndefined();
  });
});
