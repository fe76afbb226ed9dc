// The sandbox's unknown-task control (scenarios/unknownTask.ts): the case's next polls answer a task doc 1's case-state
// map does not know, as a bank that added a case state would; the case itself is untouched, so its own state comes
// back once the count is spent. Sandbox only: a production platform has neither the control nor the rewrite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTaskUri } from '../../contract/taskUri';
import { buildPlatform } from '../app';
import { DEFAULT_LIFECYCLE_TIMINGS } from '../lifecycle/caseTransitions';
import { enquiryNamed, nextTask, submitCase } from '../test-support/lifecycleTestHelpers';
import { bearer, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform } from '../test-support/testing';

describe('the sandbox unknown-task control', () => {
  let platform: TestPlatform;
  let production: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform('pglite');
    production = await buildTestPlatform('pglite', { sandbox: false });
  });
  afterAll(async () => {
    await platform?.close();
    await production?.close();
  });

  const arm = (caseId: string, body: object, app = platform.app) =>
    app.inject({ method: 'POST', url: `/sandbox/cases/${caseId}/unknown-task`, payload: body });

  it("answers the case's next polls with the unknown task, then the case's own state again", async () => {
    const testCase = await submitCase(platform, enquiryNamed('Newstep'));
    const other = await submitCase(platform, enquiryNamed('Steady'));
    const armed = await arm(testCase.caseId, { task: 'somethingnew', times: 2 });
    expect(armed.statusCode).toBe(200);
    expect(JSON.parse(armed.body)).toEqual({ case_id: testCase.caseId, task: 'somethingnew', remaining: 2 });
    // another case is untouched
    expect(await nextTask(platform, other)).toBe('applicationprocessing');
    const polled = await platform.app.inject({
      method: 'GET',
      url: `${testCase.base}/tasks/next`,
      headers: bearer(testCase.accessToken),
    });
    // at the case's own address, in the form of every task address (doc 1 "Web task names")
    const { task_uri: taskUri } = JSON.parse(polled.body) as { task_uri: string };
    expect(taskUri.startsWith(`${testCase.base}/tasks/somethingnew?`)).toBe(true);
    expect(parseTaskUri(taskUri).task).toBe('somethingnew');
    // the case goes on as it would: decided after its processing time, its offer waiting
    platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.processingMs);
    expect(await nextTask(platform, testCase)).toBe('somethingnew');
    expect(await nextTask(platform, testCase)).toBe('offer');
    expect(await nextTask(platform, testCase)).toBe('offer');
  });

  it('answers a poll without the case token with the 401 as usual, and spends nothing on it', async () => {
    const testCase = await submitCase(platform, enquiryNamed('Tokenless'));
    await arm(testCase.caseId, { task: 'somethingnew', times: 1 });
    const refused = await platform.app.inject({ method: 'GET', url: `${testCase.base}/tasks/next` });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('somethingnew');
    expect(await nextTask(platform, testCase)).toBe('somethingnew');
    expect(await nextTask(platform, testCase)).toBe('applicationprocessing');
  });

  it('refuses a known case state, a malformed task or count, and an unknown case with 4xx', async () => {
    const testCase = await submitCase(platform, enquiryNamed('Refused'));
    for (const body of [
      { task: 'offer', times: 1 },
      { task: 'applicationprocessing', times: 1 },
      { task: 'Not A Task', times: 1 },
      { task: '', times: 1 },
      { task: 'somethingnew', times: 51 },
      { task: 'somethingnew', times: -1 },
      { task: 'somethingnew' },
    ]) {
      const refused = await arm(testCase.caseId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(refused).code, JSON.stringify(body)).toBe('invalid_request');
    }
    const unknown = await arm('CS99999999', { task: 'somethingnew', times: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('case_not_found');
    expect(await nextTask(platform, testCase)).toBe('applicationprocessing');
  });

  it('is seen by another platform process on the same database within moments', async () => {
    const second = await buildPlatform({ db: platform.db, now: platform.clock.now });
    try {
      const testCase = await submitCase(platform, enquiryNamed('Twoprocesses'));
      // the second process polled before the control was set: it learns of it within ARMED_CACHE_MS (sandbox/armedSet.ts)
      expect(await nextTask({ ...platform, app: second }, testCase)).toBe('applicationprocessing');
      await arm(testCase.caseId, { task: 'somethingnew', times: 1 });
      await expect
        .poll(() => nextTask({ ...platform, app: second }, testCase), { timeout: 10_000 })
        .toBe('somethingnew');
      expect(await nextTask(platform, testCase)).toBe('applicationprocessing');
    } finally {
      await second.close();
    }
  });

  it('is absent in the production configuration', async () => {
    const testCase = await submitCase(production, enquiryNamed('Production'));
    expect((await arm(testCase.caseId, { task: 'somethingnew', times: 1 }, production.app)).statusCode).toBe(404);
    expect(await nextTask(production, testCase)).toBe('applicationprocessing');
  });
});
