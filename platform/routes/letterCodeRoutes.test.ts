// Letter codes (doc 1 §8: 321 invalid, 320 limit reached) and the joint link code read, and call
// validation (3D) questions and answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CallValidationChallengeResponse,
  CallValidationSubmitResponse,
  LetterCodeResponse,
  PendingLetterCodeResponse,
  SandboxLetterCodeResponse,
} from '../../contract/authSchemas';
import { CaseResponse } from '../../contract/schemas';
import { NONE_OF_THESE } from '../auth/callValidation';
import { MAX_LETTER_CODE_ATTEMPTS } from '../auth/letterCodes';
import { decidedCase, enquiryNamed } from '../test-support/lifecycleTestHelpers';
import { bodyAs, completeApplicant, completeEnquiry, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

describe.each(testDatabaseKinds())('letter codes and call validation on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const newCase = async (applicationType: 'sole' | 'joint' = 'sole') => {
    const enquiry =
      applicationType === 'joint'
        ? completeEnquiry({ application_type: 'joint', applicants: [completeApplicant(), completeApplicant()] })
        : completeEnquiry();
    const response = await platform.cases.inject({
      method: 'POST',
      url: '/banks/CB/cases/csapcurrent/ntb',
      payload: enquiry,
    });
    return bodyAs(response, CaseResponse);
  };
  const post = (url: string, payload?: object) => platform.cases.inject({ method: 'POST', url, payload });
  const sendLetter = async (caseId: string) => {
    expect((await post(`/sandbox/cases/${caseId}/letter-code`)).statusCode).toBe(201);
    const letter = await platform.cases.inject({ method: 'GET', url: `/sandbox/outbox/letters/${caseId}` });
    return bodyAs(letter, SandboxLetterCodeResponse).lettercode;
  };
  const wrongCode = (code: string) => `${code.slice(0, 9)}${(Number(code[9]) + 1) % 10}`;

  it('accepts the posted letter code and then answers the joint link code', async () => {
    const created = await newCase('joint');
    const base = `/banks/CB/cases/csapcurrent/ntb/${created.reference_id}`;
    const pending = `/banks/CB/cases/csap/ntb/${created.reference_id}/tasks/pending/lettercode`;
    // issue 10: without the case token, 401 invalid_token; with it, the link code (the letter code is not the key)
    const before = await platform.app.inject({ method: 'GET', url: pending });
    expect(before.statusCode).toBe(401);
    expect(errorOf(before).code).toBe('invalid_token');
    const code = await sendLetter(created.reference_id);
    const ok = await post(`${base}/tasks/lettercode`, { lettercode: code });
    expect(bodyAs(ok, LetterCodeResponse).reference_id).toBe(created.reference_id);
    const link = bodyAs(await platform.cases.inject({ method: 'GET', url: pending }), PendingLetterCodeResponse);
    expect(link.joint_link_code).toBe(created.joint_link_code);
    expect(link.joint_link_code).toMatch(/^\d{7}$/);
  });

  it(`answers 321 for a wrong code and 320 from the ${MAX_LETTER_CODE_ATTEMPTS}rd wrong try, even for the right code`, async () => {
    const created = await newCase();
    const url = `/banks/CB/cases/csap/ntb/${created.reference_id}/tasks/lettercode`;
    const code = await sendLetter(created.reference_id);
    const codes = [];
    for (let attempt = 0; attempt < MAX_LETTER_CODE_ATTEMPTS; attempt += 1) {
      const response = await post(url, { lettercode: wrongCode(code) });
      expect(response.statusCode).toBe(401);
      codes.push(errorOf(response).code);
    }
    expect(codes).toEqual(['321', '321', '320']);
    const locked = await post(url, { lettercode: code });
    expect(locked.statusCode).toBe(401);
    expect(errorOf(locked).code).toBe('320');
    // A new letter does not reset the limit.
    const again = await sendLetter(created.reference_id);
    expect(errorOf(await post(url, { lettercode: again })).code).toBe('320');
  });

  it('refuses a letter code that is not 10 digits, and a case at another address', async () => {
    const created = await newCase();
    const malformed = await post(`/banks/CB/cases/csap/ntb/${created.reference_id}/tasks/lettercode`, {
      lettercode: '12345',
    });
    expect(errorOf(malformed)).toMatchObject({ code: 'invalid_request', field: 'lettercode' });
    const elsewhere = await post(`/banks/CB/cases/csap/existing/${created.reference_id}/tasks/lettercode`, {
      lettercode: '1234567890',
    });
    expect(errorOf(elsewhere).code).toBe('case_not_found');
    // at another bank the case's CB token is no token (issue 10)
    const otherBank = await post(`/banks/YB/cases/csap/ntb/${created.reference_id}/tasks/lettercode`, {
      lettercode: '1234567890',
    });
    expect(errorOf(otherBank).code).toBe('invalid_token');
  });

  it('asks three call-validation questions about the applicant and passes only right answers', async () => {
    // doc 1 "Case state to screen map": the questions are for a case in challenge (sandbox last name Challenge).
    const passing = await decidedCase(platform, enquiryNamed('Challenge'));
    expect(passing.state).toBe('challenge');
    const challenge = async (base: string) =>
      bodyAs(
        await platform.cases.inject({ method: 'PUT', url: `${base}/tasks/verify/actions/challenge` }),
        CallValidationChallengeResponse,
      );
    const rightText: Record<string, string> = { Q1: '3 Wharfedale Row', Q2: '1990', Q3: 'Example Ltd' };
    const { questions } = await challenge(passing.base);
    expect(questions.map((question) => question.id)).toEqual(['Q1', 'Q2', 'Q3']);
    const right = questions.map((question) => ({
      question_id: question.id,
      answer: question.answers.find((answer) => answer.answer === rightText[question.id])?.id ?? '',
    }));
    const submit = (base: string, challenges: object[]) =>
      platform.cases.inject({ method: 'PUT', url: `${base}/tasks/verify/actions/submit`, payload: { challenges } });
    expect(bodyAs(await submit(passing.base, right), CallValidationSubmitResponse).result).toBe('PASS');
    // One submit per challenge: the case has moved on.
    expect(errorOf(await submit(passing.base, right)).code).toBe('case_not_in_challenge');

    const failing = await decidedCase(platform, enquiryNamed('Challenge'));
    const second = await challenge(failing.base);
    const wrong = second.questions.map((question) => ({
      question_id: question.id,
      answer: question.answers.find((answer) => answer.answer === NONE_OF_THESE)?.id ?? '',
    }));
    expect(bodyAs(await submit(failing.base, wrong), CallValidationSubmitResponse).result).toBe('FAIL');
  });
});
