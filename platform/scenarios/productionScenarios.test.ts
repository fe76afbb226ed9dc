// The sandbox scenarios (content/scenarios.ts: forced outcomes keyed on the first applicant's last name or postcode)
// act in sandbox mode only. A production platform (PLATFORM_MODE=production, buildPlatform({ sandbox: false })) gives
// a real applicant who happens to be called Declined, Setup or Duplicate, or to live at ZE1 0AA, the decision
// engine's own answer (cases/caseStore.ts LifecycleContext.sandboxScenarios). Both platforms here share one database
// and one clock, so the only difference between their answers is the mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SCENARIOS, type SandboxScenario } from '../../content/scenarios';
import { OffersResponse } from '../../contract/offerSchemas';
import type { Enquiry } from '../../contract/schemas';
import { buildPlatform } from '../app';
import { startCallValidation } from '../auth/callValidation';
import { selectCase } from '../cases/caseStore';
import { decidedCase, enquiryNamed, type TestCase } from '../test-support/lifecycleTestHelpers';
import { bodyAs, completeApplicant, completeEnquiry, errorOf } from '../test-support/testFixtures';
import {
  buildTestPlatform,
  caseTokenJar,
  TEST_CASE_TOKEN_KEY,
  type TestPlatform,
  testDatabaseKinds,
} from '../test-support/testing';

function enquiryFor(scenario: Pick<SandboxScenario, 'field' | 'value'>): Enquiry {
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

describe.each(testDatabaseKinds())('sandbox scenarios in production mode on %s', (kind) => {
  let sandbox: TestPlatform;
  let production: TestPlatform;
  beforeAll(async () => {
    sandbox = await buildTestPlatform(kind);
    const app = await buildPlatform({
      db: sandbox.db,
      now: sandbox.clock.now,
      sandbox: false,
      caseTokenKey: TEST_CASE_TOKEN_KEY,
    });
    production = { ...sandbox, app, cases: caseTokenJar(app), close: () => app.close() };
  });
  afterAll(async () => {
    await production?.close();
    await sandbox?.close();
  });

  const offersOf = async (platform: TestPlatform, testCase: TestCase) =>
    bodyAs(await platform.cases.inject({ method: 'GET', url: `${testCase.base}/tasks/offers` }), OffersResponse).offers;
  const storedDecision = async (caseId: string) => (await selectCase(sandbox.db, caseId))?.decision;
  const decided = SANDBOX_SCENARIOS.filter((scenario) => scenario.force.kind !== 'saveError');
  const refusals = SANDBOX_SCENARIOS.filter((scenario) => scenario.force.kind === 'saveError');

  it('decides every applicant named (or living) like a decision scenario by the rules: the ordinary offer', async () => {
    const ordinary = await decidedCase(production, enquiryNamed('Lovelace'));
    expect(ordinary.state).toBe('offer');
    const ordinaryOffers = (await offersOf(production, ordinary)).map(({ product, features }) => ({
      product,
      features,
    }));
    expect(ordinaryOffers).toHaveLength(1);
    for (const scenario of decided) {
      const testCase = await decidedCase(production, enquiryFor(scenario));
      expect(testCase.state, scenario.value).toBe('offer');
      const offers = (await offersOf(production, testCase)).map(({ product, features }) => ({ product, features }));
      expect(offers, scenario.value).toEqual(ordinaryOffers);
      const decision = await storedDecision(testCase.caseId);
      expect(decision?.scenario, scenario.value).toBeNull();
      expect(decision?.setupPending, scenario.value).toBe(false);
      expect(JSON.stringify(decision?.reasons), scenario.value).not.toContain('sandbox scenario');
    }
  });

  it('in sandbox mode, on the same database and clock, the same names still force their outcomes', async () => {
    for (const value of ['Declined', 'Setup', 'Nooffer', 'ZE1 0AA']) {
      const scenario = decided.find((candidate) => candidate.value === value) as SandboxScenario;
      const testCase = await decidedCase(sandbox, enquiryFor(scenario));
      expect(testCase.state, value).toBe(scenario.caseState);
      expect((await storedDecision(testCase.caseId))?.scenario, value).toBe(value);
    }
  });

  it("saves an applicant named like a save refusal (318, 325, 326, 350): those are the bank's records' to raise", async () => {
    const path = '/banks/CB/cases/csapcurrent/ntb';
    for (const scenario of refusals) {
      const created = await production.cases.inject({ method: 'POST', url: path, payload: enquiryFor(scenario) });
      expect(created.statusCode, scenario.value).toBe(201);
      const refused = await sandbox.cases.inject({ method: 'POST', url: path, payload: enquiryFor(scenario) });
      expect(refused.statusCode, scenario.value).toBe(409);
      expect(errorOf(refused).code).toBe(scenario.force.kind === 'saveError' ? scenario.force.code : '');
    }
    // The update (the autosave's single statement and its general path) and the submit save it too.
    const testCase = await decidedCase(production, enquiryNamed('Duplicate'));
    expect(testCase.state).toBe('offer');
  });

  it('asks an applicant named Noquestions the security questions in production, none in sandbox mode', async () => {
    const testCase = await decidedCase(production, enquiryNamed('Noquestions'));
    const record = await selectCase(sandbox.db, testCase.caseId);
    if (!record) throw new Error('no case');
    expect(await startCallValidation(sandbox.db, record, sandbox.clock.now(), false)).toHaveLength(3);
    expect(await startCallValidation(sandbox.db, record, sandbox.clock.now(), true)).toEqual([]);
  });
});
