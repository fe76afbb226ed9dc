// Helpers for the platform tests of the lifecycle, offers and scenarios: a submitted case, moved on to
// its decision with the test clock.
import { expect } from 'vitest';
import { CaseResponse, type Enquiry, NextTaskResponse, SubmitResponse } from '../../contract/schemas';
import { parseTaskUri } from '../../contract/taskUri';
import { issueCaseToken } from '../auth/caseTokens';
import type { CaseRecord } from '../cases/caseRecord';
import { insertCase } from '../cases/caseStore';
import { DEFAULT_LIFECYCLE_TIMINGS } from '../lifecycle/caseTransitions';
import { bearer, bodyAs, completeApplicant, completeEnquiry, SUBMIT_BODY } from './testFixtures';
import type { TestPlatform } from './testing';

export interface TestCase {
  caseId: string;
  /** The case address: /banks/{bank}/cases/csap{type}/{subtype}/{caseId}. */
  base: string;
  /**
   * The case token (issue 10): the one the submit of a new-to-bank case returned (doc 2 §7.1), else the create's.
   * Every call under the case id needs it (platform/README.md "Case tokens").
   */
  accessToken: string;
}

/** A complete current-account enquiry whose first applicant has this last name. */
export function enquiryNamed(last: string, overrides: Partial<Enquiry> = {}): Enquiry {
  const applicant = completeApplicant();
  return completeEnquiry({
    applicants: [
      {
        ...applicant,
        personal_details: { ...applicant.personal_details, name: { ...applicant.personal_details?.name, last } },
      },
    ],
    ...overrides,
  });
}

/** Creates and submits a case; it is in applicationprocessing. */
export async function submitCase(
  platform: TestPlatform,
  enquiry: Enquiry,
  path = '/banks/CB/cases/csapcurrent/ntb',
): Promise<TestCase> {
  const created = await platform.app.inject({ method: 'POST', url: path, payload: enquiry });
  expect(created.statusCode).toBe(201);
  const { reference_id: caseId, access_token: createToken } = bodyAs(created, CaseResponse);
  if (!createToken) throw new Error('create returned no case token');
  const base = `${path}/${caseId}`;
  const submitted = await platform.app.inject({
    method: 'PUT',
    url: `${base}/tasks/capture/actions/submit`,
    headers: bearer(createToken),
    payload: SUBMIT_BODY,
  });
  expect(submitted.statusCode).toBe(200);
  const { access_token: submitToken } = bodyAs(submitted, SubmitResponse);
  const accessToken = submitToken ?? createToken;
  platform.cases.remember(caseId, accessToken);
  return { caseId, base, accessToken };
}

/**
 * The applicant comes back long after the case token's 8 hours (auth/caseTokens.ts), as a login or letter code
 * would let them: a fresh token of the case, used from now on by nextTask and platform.cases.
 */
export async function comeBack(platform: TestPlatform, testCase: TestCase): Promise<void> {
  const bankId = testCase.base.split('/')[2] === 'YB' ? 'YB' : 'CB';
  testCase.accessToken = await issueCaseToken(platform.db, { id: testCase.caseId, bankId }, platform.clock.now());
  platform.cases.remember(testCase.caseId, testCase.accessToken);
}

/** The task (case state) GET .../tasks/next names. */
export async function nextTask(platform: TestPlatform, testCase: TestCase): Promise<string> {
  const response = await platform.app.inject({
    method: 'GET',
    url: `${testCase.base}/tasks/next`,
    headers: bearer(testCase.accessToken),
  });
  expect(response.statusCode).toBe(200);
  return parseTaskUri(bodyAs(response, NextTaskResponse).task_uri).task;
}

/** Submits a case and moves the clock past the processing time: answers the case and its state. */
export async function decidedCase(
  platform: TestPlatform,
  enquiry: Enquiry,
  path?: string,
): Promise<TestCase & { state: string }> {
  const testCase = await submitCase(platform, enquiry, path);
  platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.processingMs);
  return { ...testCase, state: await nextTask(platform, testCase) };
}

/**
 * A credit-card case (G99, existing customer) stored straight in applicationprocessing, then decided. The
 * card's submit rules (bank details, direct debit: doc 2 §5.5) are the enquiry validation's business and
 * tested there; these tests are about what the decision and the offer calls do with the case.
 */
export async function decidedCreditCardCase(
  platform: TestPlatform,
  enquiry: Enquiry = completeEnquiry({ product: { code: 'G99' } }),
): Promise<TestCase & { state: string }> {
  const now = platform.clock.now();
  const caseId = `CC${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const record: CaseRecord = {
    id: caseId,
    bankId: 'CB',
    productType: 'creditcard',
    productCode: 'G99',
    subType: 'existing',
    applicationType: 'sole',
    jointLinkCode: null,
    state: 'applicationprocessing',
    enquiry,
    submission: SUBMIT_BODY,
    accounts: [
      { account_type: 'credit-card', product_code: 'G99', account_id: null, account_number: null, sort_code: null },
    ],
    customerNumber: null,
    pendingTimer: 'processing',
    nextTransitionAt: new Date(now.getTime() + DEFAULT_LIFECYCLE_TIMINGS.processingMs),
    version: 1,
    createdAt: now,
    updatedAt: now,
    submittedAt: now,
    stateEnteredAt: now,
  };
  expect(await insertCase(platform.db, record)).toBe(true);
  // as the create call would have: a token bound to the case (issue 10)
  const accessToken = await issueCaseToken(platform.db, record, now);
  platform.cases.remember(caseId, accessToken);
  const testCase = { caseId, base: `/banks/CB/cases/csapcreditcard/existing/${caseId}`, accessToken };
  platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.processingMs);
  return { ...testCase, state: await nextTask(platform, testCase) };
}
