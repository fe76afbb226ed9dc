// Confirming who the applicant is moves the case on (doc 1 §4 "Joint" letter-code paragraph, "Call validation
// (3D)"; §8 letter code 320/321): the letter posted on entering confirmcode/confirmauthcode, the right code or a
// PASS back to applicationprocessing and then the ordinary decision (the scenario applies once), a FAIL to
// idcheckfail, and no questions for a case that is not in challenge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CallValidationChallengeResponse,
  CallValidationSubmitResponse,
  LetterCodeResponse,
  SandboxLetterCodeResponse,
} from '../../contract/authSchemas';
import { parseTaskUri } from '../../contract/taskUri';
import { NONE_OF_THESE } from '../auth/callValidation';
import { caseTransitionsOf } from '../cases/caseStore';
import { decidedCase, enquiryNamed, nextTask, submitCase, type TestCase } from '../test-support/lifecycleTestHelpers';
import { bodyAs, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { DEFAULT_LIFECYCLE_TIMINGS } from './caseTransitions';
import { spentScenario } from './decision';

/** What the sandbox applicant of lifecycleTestHelpers entered (auth/callValidation.ts asks about it). */
const RIGHT_ANSWERS: Record<string, string> = { Q1: '3 Wharfedale Row', Q2: '1990', Q3: 'Example Ltd' };

describe.each(testDatabaseKinds())('confirming the applicant moves the case on, on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const letterOf = async (caseId: string) => {
    const response = await platform.cases.inject({ method: 'GET', url: `/sandbox/outbox/letters/${caseId}` });
    expect(response.statusCode).toBe(200);
    return bodyAs(response, SandboxLetterCodeResponse).lettercode;
  };
  const postCode = (testCase: TestCase, lettercode: string) =>
    platform.cases.inject({ method: 'POST', url: `${testCase.base}/tasks/lettercode`, payload: { lettercode } });
  const wrong = (code: string) => `${code.slice(0, 9)}${(Number(code[9]) + 1) % 10}`;
  const decideAgain = async (testCase: TestCase) => {
    platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.processingMs);
    return nextTask(platform, testCase);
  };

  it.each([
    ['Lettercode', 'confirmcode'],
    ['Authcode', 'confirmauthcode'],
  ])('%s: a letter is posted, a wrong code keeps the case, the right one goes on to the offer', async (name, state) => {
    const testCase = await decidedCase(platform, enquiryNamed(name));
    expect(testCase.state).toBe(state);
    const code = await letterOf(testCase.caseId);
    expect(code).toMatch(/^\d{10}$/);
    // Reading the letterbox again does not post another letter.
    expect(await letterOf(testCase.caseId)).toBe(code);

    const refused = await postCode(testCase, wrong(code));
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).code).toBe('321');
    expect(await nextTask(platform, testCase)).toBe(state);

    const accepted = await postCode(testCase, code);
    expect(accepted.statusCode).toBe(200);
    expect(parseTaskUri(bodyAs(accepted, LetterCodeResponse).task_uri).task).toBe('applicationprocessing');
    expect(await nextTask(platform, testCase)).toBe('applicationprocessing');
    // Decided again on its merits: the scenario applied once, so no loop back to the letter-code page.
    expect(await decideAgain(testCase)).toBe('offer');
    const events = (await caseTransitionsOf(platform.db, testCase.caseId)).map((step) => step.event);
    expect(events).toEqual([
      'SUBMITTED',
      expect.stringMatching(/LETTER_CODE_REQUIRED$/),
      'LETTER_CODE_CONFIRMED',
      'OFFERED',
    ]);
  });

  it('answers 320 from the third wrong code and leaves the case waiting', async () => {
    const testCase = await decidedCase(platform, enquiryNamed('Lettercode'));
    const code = await letterOf(testCase.caseId);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) codes.push(errorOf(await postCode(testCase, wrong(code))).code);
    expect(codes).toEqual(['321', '321', '320']);
    expect(errorOf(await postCode(testCase, code)).code).toBe('320');
    expect(await nextTask(platform, testCase)).toBe('confirmcode');
  });

  it('a code sent before any letter is refused, and the letter then posted is the one that works', async () => {
    const testCase = await decidedCase(platform, enquiryNamed('Lettercode'));
    expect(errorOf(await postCode(testCase, '0000000000')).code).toMatch(/^32[01]$/);
    const code = await letterOf(testCase.caseId);
    expect((await postCode(testCase, code)).statusCode).toBe(200);
  });

  const questionsOf = async (testCase: TestCase) => {
    const response = await platform.cases.inject({
      method: 'PUT',
      url: `${testCase.base}/tasks/verify/actions/challenge`,
    });
    expect(response.statusCode).toBe(200);
    return bodyAs(response, CallValidationChallengeResponse).questions;
  };
  const submitAnswers = (testCase: TestCase, challenges: object[]) =>
    platform.cases.inject({
      method: 'PUT',
      url: `${testCase.base}/tasks/verify/actions/submit`,
      payload: { challenges },
    });

  it('Challenge: a PASS goes on to processing, then the ordinary decision (an offer)', async () => {
    const testCase = await decidedCase(platform, enquiryNamed('Challenge'));
    expect(testCase.state).toBe('challenge');
    const questions = await questionsOf(testCase);
    const answers = questions.map((question) => ({
      question_id: question.id,
      answer: question.answers.find((answer) => answer.answer === RIGHT_ANSWERS[question.id])?.id ?? '',
    }));
    const passed = bodyAs(await submitAnswers(testCase, answers), CallValidationSubmitResponse);
    expect(passed.result).toBe('PASS');
    expect(parseTaskUri(passed.task_uri).task).toBe('applicationprocessing');
    expect(await decideAgain(testCase)).toBe('offer');
  });

  it('Challenge: a FAIL is an identity check failed (the sorry page)', async () => {
    const testCase = await decidedCase(platform, enquiryNamed('Challenge'));
    const questions = await questionsOf(testCase);
    const answers = questions.map((question) => ({
      question_id: question.id,
      answer: question.answers.find((answer) => answer.answer === NONE_OF_THESE)?.id ?? '',
    }));
    const failed = bodyAs(await submitAnswers(testCase, answers), CallValidationSubmitResponse);
    expect(failed.result).toBe('FAIL');
    expect(parseTaskUri(failed.task_uri).task).toBe('idcheckfail');
    expect(await nextTask(platform, testCase)).toBe('idcheckfail');
  });

  it('refuses call validation with 409 for a case that is not in challenge', async () => {
    const processing = await submitCase(platform, enquiryNamed('Challenge'));
    const early = await platform.cases.inject({
      method: 'PUT',
      url: `${processing.base}/tasks/verify/actions/challenge`,
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('case_not_in_challenge');
    const offered = await decidedCase(platform, enquiryNamed('Testperson'));
    expect(offered.state).toBe('offer');
    const submit = await submitAnswers(offered, [{ question_id: 'Q1', answer: 'Q1-A1' }]);
    expect(submit.statusCode).toBe(409);
    expect(errorOf(submit).code).toBe('case_not_in_challenge');
  });
});

describe('a scenario that asked for a confirmation applies once', () => {
  it('is spent only after a confirmation decision it forced', () => {
    const decision = (event: string, scenario: string | null) =>
      ({ decision: { event, scenario } }) as unknown as Parameters<typeof spentScenario>[0];
    expect(spentScenario(decision('LETTER_CODE_REQUIRED', 'Lettercode'))).toBe('Lettercode');
    expect(spentScenario(decision('CHALLENGE_REQUIRED', 'Challenge'))).toBe('Challenge');
    expect(spentScenario(decision('OFFERED', 'Reduced'))).toBeUndefined();
    expect(spentScenario(decision('LETTER_CODE_REQUIRED', null))).toBeUndefined();
    expect(spentScenario({ decision: null })).toBeUndefined();
  });
});
