// The platform's cases as the benches make them over HTTP (bench/run.ts, bench/profile.ts): a JSON request, and the
// autosave cases of the applicants other than a new one, an existing customer's and a joint second applicant's.
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CUSTOMER_NUMBERS } from '../content/seededCustomers';
import { loginAs } from '../platform/test-support/testLogin';
import { existingStepOneEnquiry, jointStepOneEnquiry, secondApplicantStepOneEnquiry } from './enquiry';

export const caseBase = '/banks/CB/cases/csapcurrent/ntb';

export const jsonHeaders = { accept: 'application/json', 'content-type': 'application/json' };

export async function request(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method,
    headers: { ...jsonHeaders, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, json };
}

export interface CaseRef {
  caseUrl: string;
  authorization: Record<string, string>;
}

/**
 * The platform's calls through fetch for platform/test-support/testLogin.ts loginAs (it speaks Fastify's inject):
 * an existing customer logs in over HTTP exactly as a route test does.
 */
function injectOverHttp(platformUrl: string): FastifyInstance {
  const inject = async (options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => {
    const form = typeof options.payload === 'string';
    const response = await fetch(`${platformUrl}${options.url}`, {
      method: options.method,
      headers: { ...(form ? {} : jsonHeaders), ...options.headers },
      body:
        options.payload === undefined ? undefined : form ? String(options.payload) : JSON.stringify(options.payload),
    });
    return { statusCode: response.status, body: await response.text() };
  };
  return { inject } as unknown as FastifyInstance;
}

/** The autosave of each kind of applicant (issue 16): its case, its token and what its app sends. */
export interface AutosaveCase extends CaseRef {
  body: unknown;
}

/**
 * An existing customer's case, saved with their login token (doc 1 §4: an existing customer's calls carry the token
 * of their login), and a joint case's second applicant, linked with the link code, saving their own part with their
 * own case token. Each saved once by hand. And `jointLogin`: the second applicant of another joint case, an existing
 * customer who linked and then logged in (WEB-JOINT-AUTHENTICATION, `POST …/tasks/joint/applicant`), whose calls
 * carry their login token, saving their own part with it; saved once too.
 */
export async function createOtherAutosaveCases(
  platformUrl: string,
): Promise<{ existing: AutosaveCase; joint: AutosaveCase; jointLogin: AutosaveCase }> {
  const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
  const login = await loginAs(injectOverHttp(platformUrl), customerNumber, new Date());
  const existingBase = '/banks/CB/cases/csapcurrent/existing';
  const existingBody = existingStepOneEnquiry(customerNumber);
  const existingCase = await request('POST', `${platformUrl}${existingBase}`, existingBody);
  const existingId = (existingCase.json as { reference_id?: string }).reference_id;
  const joint = await linkedJointCase(platformUrl);
  if (!existingId || !joint.accessToken) {
    throw new Error(`the existing customer's or the joint case answered ${existingCase.status}, ${joint.statuses}`);
  }
  const cases = {
    jointLogin: await jointSecondApplicantByLogin(platformUrl, customerNumber),
    existing: {
      caseUrl: `${platformUrl}${existingBase}/${existingId}`,
      authorization: { authorization: `Bearer ${login.access_token}` },
      body: existingBody,
    },
    joint: {
      caseUrl: joint.caseUrl,
      authorization: { authorization: `Bearer ${joint.accessToken}` },
      body: secondApplicantStepOneEnquiry,
    },
  };
  for (const ref of Object.values(cases)) {
    const answer = await request('PUT', `${ref.caseUrl}/tasks/capture/actions/update`, ref.body, ref.authorization);
    if (answer.status >= 300) throw new Error(`a save answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  }
  return cases;
}

/**
 * A new applicant's joint case and its second applicant linked with the link code: the case's address, and the link's
 * case token and resume token for the second applicant (undefined when a call was refused: `statuses` says which).
 */
async function linkedJointCase(
  platformUrl: string,
): Promise<{ caseUrl: string; accessToken?: string; resumeToken?: string; statuses: string }> {
  const joint = await request('POST', `${platformUrl}${caseBase}`, jointStepOneEnquiry);
  const { reference_id: jointId, joint_link_code: linkCode } = joint.json as {
    reference_id?: string;
    joint_link_code?: string;
  };
  const linked = await request('POST', `${platformUrl}/banks/CB/joint/link`, { joint_link_code: linkCode });
  const { access_token: accessToken, resume_token: resumeToken } = linked.json as {
    access_token?: string;
    resume_token?: string;
  };
  const statuses = `${joint.status}, ${linked.status}`;
  if (!jointId) return { caseUrl: '', statuses };
  return { caseUrl: `${platformUrl}${caseBase}/${jointId}`, accessToken, resumeToken, statuses };
}

/** A joint case whose second applicant, the customer, linked with its code and then claimed their part by login. */
async function jointSecondApplicantByLogin(platformUrl: string, customerNumber: string): Promise<AutosaveCase> {
  const { caseUrl, resumeToken, statuses } = await linkedJointCase(platformUrl);
  const login = await loginAs(injectOverHttp(platformUrl), customerNumber, new Date());
  const authorization = { authorization: `Bearer ${login.access_token}` };
  const claimed = await request(
    'POST',
    `${caseUrl}/tasks/joint/applicant`,
    { resume_token: resumeToken },
    authorization,
  );
  if (!resumeToken || claimed.status !== 200) {
    throw new Error(`the joint case by login answered ${statuses}, ${claimed.status}`);
  }
  return { caseUrl, authorization, body: secondApplicantStepOneEnquiry };
}
