// Joint applications on the platform (issue 12; doc 1 §4 "Joint", "Product blocking", §8 301, 319, 324): linking the
// second applicant with the 7-digit link code, the wrong-code limit, the bank mismatch, products refused on joint,
// awaitapplicant until both parts are in and then the decision for both, and the invitation in the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { CaseListResponse, PendingLetterCodeResponse } from '../../contract/authSchemas';
import { JointApplicantResponse, JointInvitationResponse, JointLinkResponse } from '../../contract/jointSchemas';
import { OffersResponse } from '../../contract/offerSchemas';
import { CredentialsStatusResponse } from '../../contract/registrationSchemas';
import { CaptureTaskResponse, CaseResponse, CompletedTaskResponse, NextTaskResponse } from '../../contract/schemas';
import { MAX_LINK_CODE_ATTEMPTS } from '../auth/linkCodes';
import { selectCase } from '../cases/caseStore';
import { DEFAULT_LIFECYCLE_TIMINGS } from '../lifecycle/caseTransitions';
import { bearer, bodyAs, completeApplicant, completeEnquiry, errorOf, SUBMIT_BODY } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { loginAs } from '../test-support/testLogin';

const SECOND = completeApplicant({
  personal_details: { ...completeApplicant().personal_details, name: { title: 'Mr', first: 'Bo', last: 'Partner' } },
  contact_details: { email: 'bo.partner@example.com', phone: { mobile: '07700900456' } },
});

describe.each(testDatabaseKinds())('joint applications on %s', (kind) => {
  let platform: TestPlatform;
  let client = 0;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  /** Each test guesses from its own address: the wrong-try count is per client. */
  const newClient = () => {
    client += 1;
    return `10.12.0.${client}`;
  };

  const createJoint = async (path = '/banks/CB/cases/csapcurrent/ntb', code = '135') => {
    const response = await platform.app.inject({
      method: 'POST',
      url: path,
      payload: completeEnquiry({ product: { code, sub_type: 'JOINT' }, application_type: 'joint' }),
    });
    expect(response.statusCode).toBe(201);
    const body = bodyAs(response, CaseResponse);
    return { ...body, base: `${path}/${body.reference_id}`, token: body.access_token ?? '' };
  };
  const link = (code: string, remoteAddress: string, bank = 'CB', forwardedFor?: string) =>
    platform.app.inject({
      method: 'POST',
      url: `/banks/${bank}/joint/link`,
      payload: { joint_link_code: code },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const wrong = (code: string) => `${code.slice(0, 6)}${(Number(code[6]) + 1) % 10}`;
  const put = (url: string, token: string, payload: object) =>
    platform.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  const capture = async (base: string, token: string) =>
    bodyAs(
      await platform.app.inject({ method: 'GET', url: `${base}/tasks/capture`, headers: bearer(token) }),
      CaptureTaskResponse,
    );
  /** WEB-JOINT-AUTHENTICATION: the existing customer's login names them the second applicant with their link's resume token. */
  const claim = (base: string, loginToken: string | undefined, resumeToken: string) =>
    platform.app.inject({
      method: 'POST',
      url: `${base}/tasks/joint/applicant`,
      headers: bearer(loginToken),
      payload: { resume_token: resumeToken },
    });
  const nextTask = async (base: string, token: string) =>
    bodyAs(
      await platform.app.inject({ method: 'GET', url: `${base}/tasks/next`, headers: bearer(token) }),
      NextTaskResponse,
    ).task_uri;

  it('gives a joint case a 7-digit link code, which the pending lettercode call reads', async () => {
    const primary = await createJoint();
    expect(primary.application_type).toBe('joint');
    expect(primary.joint_link_code).toMatch(/^\d{7}$/);
    const pending = await platform.app.inject({
      method: 'GET',
      url: `/banks/CB/cases/csap/ntb/${primary.reference_id}/tasks/pending/lettercode`,
      headers: bearer(primary.token),
    });
    expect(bodyAs(pending, PendingLetterCodeResponse).joint_link_code).toBe(primary.joint_link_code);
  });

  it('links the second applicant with their own case token, once: a used code is 319', async () => {
    const primary = await createJoint();
    const address = newClient();
    const linked = await link(primary.joint_link_code ?? '', address);
    expect(linked.statusCode).toBe(201);
    const joined = bodyAs(linked, JointLinkResponse);
    expect(joined.reference_id).toBe(primary.reference_id);
    expect(joined.access_token).not.toBe(primary.token);
    // the second applicant's token reads the case, as their own part (capture)
    expect(await nextTask(primary.base, joined.access_token)).toContain('reason=capture');
    const again = await link(primary.joint_link_code ?? '', newClient());
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).code).toBe('319');
  });

  it(`answers 319 for a wrong code, and after ${MAX_LINK_CODE_ATTEMPTS} wrong tries (even in parallel) for the right one too`, async () => {
    const primary = await createJoint();
    const code = primary.joint_link_code ?? '';
    const address = newClient();
    const one = await link(wrong(code), address);
    expect(one.statusCode).toBe(401);
    expect(errorOf(one)).toMatchObject({ code: '319', field: 'jointLinkCode' });
    // 12 wrong guesses at once: the counter is taken atomically before the code is looked up
    const burst = await Promise.all(Array.from({ length: 12 }, () => link(wrong(code), address)));
    expect(burst.every((response) => errorOf(response).code === '319')).toBe(true);
    const right = await link(code, address);
    expect(right.statusCode).toBe(401);
    expect(errorOf(right).code).toBe('319');
    // another client still links with it; a lock ends after 24 hours
    expect((await link(code, newClient())).statusCode).toBe(201);
  });

  it('counts the connection’s peer, whatever X-Forwarded-For says, when no proxy is trusted (the default)', async () => {
    const code = (await createJoint()).joint_link_code ?? '';
    const address = newClient();
    for (let attempt = 0; attempt < MAX_LINK_CODE_ATTEMPTS; attempt += 1) {
      expect(errorOf(await link(wrong(code), address, 'CB', `198.51.100.${attempt + 1}`)).code).toBe('319');
    }
    expect((await link(code, address, 'CB', '198.51.100.99')).statusCode).toBe(401);
  });

  it('answers 324 naming the first applicant’s bank when the second chooses the other bank', async () => {
    const primary = await createJoint();
    const mismatch = await link(primary.joint_link_code ?? '', newClient(), 'YB');
    expect(mismatch.statusCode).toBe(409);
    expect(errorOf(mismatch)).toMatchObject({ code: '324', joint_mismatch_bank_id: 'CB' });
    expect(errorOf(mismatch).message).toContain('Clydeside Bank');
    // linked at the right bank, a save with the other bank chosen is refused the same way
    const joined = bodyAs(await link(primary.joint_link_code ?? '', newClient()), JointLinkResponse);
    const save = await put(`${primary.base}/tasks/capture/actions/update`, joined.access_token, {
      product: { code: '135' },
      applicants: [{ ...SECOND, bank_id: 'YB' }],
    });
    expect(save.statusCode).toBe(409);
    expect(errorOf(save)).toMatchObject({ code: '324', joint_mismatch_bank_id: 'CB' });
  });

  it.each([
    ['IM632, not allowed on joint', '/banks/CB/cases/csapsavings/existing', '632'],
    ['a savings product other than IM759 and the IM760 group', '/banks/CB/cases/csapsavings/existing', '145'],
    ['a cash ISA', '/banks/CB/cases/csapcashisa/ntb', '481'],
  ])('refuses %s on a joint application with 301', async (_name, path, code) => {
    const response = await platform.app.inject({
      method: 'POST',
      url: path,
      payload: completeEnquiry({ product: { code, sub_type: 'JOINT' }, application_type: 'joint' }),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('301');
  });

  it('allows IM759 and the IM760 group on a joint application', async () => {
    await createJoint('/banks/CB/cases/csapsavings/ntb', '759');
    await createJoint('/banks/CB/cases/csapsavings/existing', '760');
  });

  it('waits in awaitapplicant until the second applicant completes their part, then decides for both', async () => {
    const primary = await createJoint();
    const joined = bodyAs(await link(primary.joint_link_code ?? '', newClient()), JointLinkResponse);
    const submitted = await put(`${primary.base}/tasks/capture/actions/submit`, primary.token, SUBMIT_BODY);
    expect(submitted.statusCode).toBe(200);
    const primaryToken = (JSON.parse(submitted.body) as { access_token: string }).access_token;
    expect(await nextTask(primary.base, primaryToken)).toContain('reason=awaitapplicant');
    // the second applicant saves their own part: the first applicant's entry is kept
    const saved = await put(`${primary.base}/tasks/capture/actions/update`, joined.access_token, {
      product: { code: '135' },
      applicants: [SECOND],
    });
    expect(saved.statusCode).toBe(200);
    const capture = bodyAs(
      await platform.app.inject({
        method: 'GET',
        url: `${primary.base}/tasks/capture`,
        headers: bearer(joined.access_token),
      }),
      CaptureTaskResponse,
    );
    // their own entry only (issue 12: neither applicant reads the other's personal details)
    expect(capture.enquiry.applicants.map((a) => a.personal_details?.name?.first)).toEqual(['Bo']);
    const secondSubmit = await put(`${primary.base}/tasks/capture/actions/submit`, joined.access_token, SUBMIT_BODY);
    expect(secondSubmit.statusCode).toBe(200);
    const secondToken = (JSON.parse(secondSubmit.body) as { access_token: string }).access_token;
    expect(await nextTask(primary.base, primaryToken)).toContain('reason=applicationprocessing');
    platform.clock.advance(60_000);
    // decided for both: an offer for the joint case, the same task for each applicant
    expect(await nextTask(primary.base, primaryToken)).toContain('reason=offer');
    // the first applicant answers the offer for both: the second waits on Joint/next meanwhile
    expect(await nextTask(primary.base, secondToken)).toContain('reason=awaitapplicant');
    expect((await selectCase(platform.db, primary.reference_id))?.enquiry.applicants).toHaveLength(2);
    // their part is in: the second applicant can no longer change it
    const late = await put(`${primary.base}/tasks/capture/actions/update`, secondToken, {
      product: { code: '135' },
      applicants: [SECOND],
    });
    expect(late.statusCode).toBe(409);
  });

  it('opens the accounts for both: each applicant has their own customer number and registers as themselves', async () => {
    const primary = await createJoint();
    const joined = bodyAs(await link(primary.joint_link_code ?? '', newClient()), JointLinkResponse);
    const submitted = await put(`${primary.base}/tasks/capture/actions/submit`, primary.token, SUBMIT_BODY);
    const primaryToken = (JSON.parse(submitted.body) as { access_token: string }).access_token;
    await put(`${primary.base}/tasks/capture/actions/update`, joined.access_token, {
      product: { code: '135' },
      applicants: [SECOND],
    });
    const secondSubmit = await put(`${primary.base}/tasks/capture/actions/submit`, joined.access_token, SUBMIT_BODY);
    const secondToken = (JSON.parse(secondSubmit.body) as { access_token: string }).access_token;
    platform.clock.advance(60_000);
    expect(await nextTask(primary.base, primaryToken)).toContain('reason=offer');
    const offers = bodyAs(
      await platform.app.inject({ method: 'GET', url: `${primary.base}/tasks/offers`, headers: bearer(primaryToken) }),
      OffersResponse,
    );
    const accepted = await put(`${primary.base}/tasks/offers/actions/decision`, primaryToken, {
      offers: [{ id: offers.offers[0]?.id, decision: 'ACCEPT' }],
    });
    expect(accepted.statusCode).toBe(200);
    platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.fulfilmentMs);
    const completedFor = async (token: string) =>
      bodyAs(
        await platform.app.inject({ method: 'GET', url: `${primary.base}/tasks/completed`, headers: bearer(token) }),
        CompletedTaskResponse,
      ).customer_number;
    const first = await completedFor(primaryToken);
    const second = await completedFor(secondToken);
    expect(first).toMatch(/^10\d{8}$/);
    expect(second).toMatch(/^10\d{8}$/);
    expect(second).not.toBe(first);
    // the same number each time, and the one registration speaks for: never the first applicant's
    expect(await completedFor(secondToken)).toBe(second);
    const status = (token: string) =>
      platform.app
        .inject({ method: 'GET', url: '/banks/CB/user/credentials', headers: bearer(token) })
        .then((response) => bodyAs(response, CredentialsStatusResponse).customer_number);
    expect(await status(secondToken)).toBe(second);
    expect(await status(primaryToken)).toBe(first);
  });

  it('lets the second applicant finish first: they wait, and the first applicant’s submit goes to processing', async () => {
    const primary = await createJoint();
    const joined = bodyAs(await link(primary.joint_link_code ?? '', newClient()), JointLinkResponse);
    await put(`${primary.base}/tasks/capture/actions/update`, joined.access_token, {
      product: { code: '135' },
      applicants: [SECOND],
    });
    const secondSubmit = await put(`${primary.base}/tasks/capture/actions/submit`, joined.access_token, SUBMIT_BODY);
    expect(secondSubmit.statusCode).toBe(200);
    const secondToken = (JSON.parse(secondSubmit.body) as { access_token: string }).access_token;
    expect(await nextTask(primary.base, secondToken)).toContain('reason=awaitapplicant');
    expect(await nextTask(primary.base, primary.token)).toContain('reason=capture');
    const submitted = await put(`${primary.base}/tasks/capture/actions/submit`, primary.token, SUBMIT_BODY);
    expect(submitted.statusCode).toBe(200);
    expect(await nextTask(primary.base, secondToken)).toContain('reason=applicationprocessing');
  });

  it('records an existing customer who joined and logged in: their login speaks for the case as the second applicant', async () => {
    const primary = await createJoint();
    const joined = bodyAs(await link(primary.joint_link_code ?? '', newClient()), JointLinkResponse);
    const ada = await loginAs(platform.app, SANDBOX_CUSTOMER_NUMBERS.internetBanking, platform.clock.now());
    // before the customer is recorded their login is nobody's on this case: the answer an unknown case gets
    const before = await platform.app.inject({
      method: 'GET',
      url: `${primary.base}/tasks/next`,
      headers: bearer(ada.access_token),
    });
    expect(before.statusCode).toBe(404);
    expect(errorOf(before).code).toBe('case_not_found');
    // no login token, or a case token (it names no customer): 401; the first applicant's resume token: 404
    expect((await claim(primary.base, undefined, joined.resume_token)).statusCode).toBe(401);
    expect((await claim(primary.base, joined.access_token, joined.resume_token)).statusCode).toBe(401);
    const firstsResume = primary.resume_token ?? '';
    const notSecond = await claim(primary.base, ada.access_token, firstsResume);
    expect(notSecond.statusCode).toBe(404);
    // ... and that refusal spent nothing: the first applicant's resume token still resumes their tab
    const resumed = await platform.app.inject({
      method: 'POST',
      url: `${primary.base}/resume`,
      payload: { resume_token: firstsResume },
    });
    expect(resumed.statusCode).toBe(200);

    const claimed = await claim(primary.base, ada.access_token, joined.resume_token);
    expect(claimed.statusCode).toBe(200);
    expect(bodyAs(claimed, JointApplicantResponse)).toEqual({
      reference_id: primary.reference_id,
      applicant_index: 1,
    });
    const [row] = await platform.db.query<{ customer_number: string }>(
      'SELECT customer_number FROM joint_applicants WHERE case_id = $1',
      [primary.reference_id],
    );
    expect(row?.customer_number).toBe(SANDBOX_CUSTOMER_NUMBERS.internetBanking);
    // the resume token is spent: a second claim with it is refused
    expect((await claim(primary.base, ada.access_token, joined.resume_token)).statusCode).toBe(404);

    // the joint case is in their portal (issue 12), as the second applicant's, with their own entry only
    const portal = async () =>
      bodyAs(
        await platform.app.inject({ method: 'GET', url: '/banks/CB/cases', headers: bearer(ada.access_token) }),
        CaseListResponse,
      ).cases.find((summary) => summary.id === primary.reference_id);
    expect(await portal()).toMatchObject({
      uri: `/banks/CB/cases/csapcurrent/ntb/${primary.reference_id}`,
      applicant_index: 1,
    });

    // their login now reads and writes the second applicant's part, with their own username (the portal's Resume
    // sends it; it is theirs, not "in use")
    expect(await nextTask(primary.base, ada.access_token)).toContain('reason=capture');
    const saved = await put(`${primary.base}/tasks/capture/actions/update`, ada.access_token, {
      product: { code: '135' },
      applicants: [{ ...SECOND, user_details: { username: 'sandboxada' } }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const own = await capture(primary.base, ada.access_token);
    expect(own.enquiry.applicants.map((a) => a.personal_details?.name?.first)).toEqual(['Bo']);
    const submittedSecond = await put(`${primary.base}/tasks/capture/actions/submit`, ada.access_token, SUBMIT_BODY);
    expect(submittedSecond.statusCode).toBe(200);
    // an existing customer goes on with their login: no case token for them
    expect((JSON.parse(submittedSecond.body) as { access_token?: string }).access_token).toBeUndefined();
    expect(await nextTask(primary.base, ada.access_token)).toContain('reason=awaitapplicant');
    const submitted = await put(`${primary.base}/tasks/capture/actions/submit`, primary.token, SUBMIT_BODY);
    expect(submitted.statusCode).toBe(200);
    expect(await nextTask(primary.base, ada.access_token)).toContain('reason=applicationprocessing');
    const listed = await portal();
    expect(listed?.context.customers.map((item) => item.name.first_name)).toEqual(['Bo']);
    expect(JSON.stringify(listed)).not.toContain('Testperson');
    // the first applicant's entry was kept: the case is decided on both
    const stored = await selectCase(platform.db, primary.reference_id);
    expect(stored?.enquiry.applicants.map((a) => a.personal_details?.name?.first)).toEqual(['Ada', 'Bo']);
    // another customer's login still speaks for nothing here
    const other = await loginAs(platform.app, SANDBOX_CUSTOMER_NUMBERS.telephoneBanking, platform.clock.now());
    const stranger = await platform.app.inject({
      method: 'GET',
      url: `${primary.base}/tasks/capture`,
      headers: bearer(other.access_token),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('gives each applicant only their own entry and the shared case data, in both directions', async () => {
    const primary = await createJoint();
    const joined = bodyAs(await link(primary.joint_link_code ?? '', newClient()), JointLinkResponse);
    await put(`${primary.base}/tasks/capture/actions/update`, joined.access_token, {
      product: { code: '135' },
      applicants: [SECOND],
    });
    const names = (enquiry: { applicants: { personal_details?: { name?: { first?: string } } }[] }) =>
      enquiry.applicants.map((a) => a.personal_details?.name?.first);
    const firstSees = await capture(primary.base, primary.token);
    expect(names(firstSees.enquiry)).toEqual(['Ada']);
    expect(JSON.stringify(firstSees)).not.toContain('bo.partner@example.com');
    expect(JSON.stringify(firstSees)).not.toContain('07700900456');
    const secondSees = await capture(primary.base, joined.access_token);
    expect(names(secondSees.enquiry)).toEqual(['Bo']);
    const firstsEntry = completeApplicant();
    expect(JSON.stringify(secondSees)).not.toContain(firstsEntry.contact_details?.email ?? 'unset');
    expect(JSON.stringify(secondSees)).not.toContain(firstsEntry.personal_details?.name?.last ?? 'unset');
    // the case data they share: the product, the application type, the case's address
    for (const seen of [firstSees, secondSees]) {
      expect(seen.enquiry.product.code).toBe('135');
      expect(seen.application_type).toBe('joint');
      expect(seen.reference_id).toBe(primary.reference_id);
    }
    // the first applicant's later save keeps the second applicant's entry, which they never read
    await put(`${primary.base}/tasks/capture/actions/update`, primary.token, firstSees.enquiry);
    expect(names((await capture(primary.base, joined.access_token)).enquiry)).toEqual(['Bo']);
  });

  it('records the invitation by email and text, and the sandbox outbox holds its link to /joint/join', async () => {
    const primary = await createJoint();
    const sent = await platform.app.inject({
      method: 'POST',
      url: `${primary.base}/tasks/joint/invitations`,
      headers: bearer(primary.token),
      payload: { email: 'bo.partner@example.com', mobile: '07700900456', brand_id: 'CB' },
    });
    expect(sent.statusCode).toBe(201);
    const outbox = bodyAs(
      await platform.app.inject({ method: 'GET', url: `/sandbox/outbox/invitations/${primary.reference_id}` }),
      JointInvitationResponse,
    );
    expect(outbox.invitations.map((invitation) => invitation.channel)).toEqual(['email', 'sms']);
    const url = new URL(outbox.invitations[0]?.link ?? '', 'http://app.invalid');
    expect(url.pathname).toBe('/joint/join');
    expect(url.searchParams.get('jointLinkCode')).toBe(primary.joint_link_code);
    expect(url.searchParams.get('applyFor')).toBe('IM135');
    // without the case's token nobody can send one
    const anonymous = await platform.app.inject({
      method: 'POST',
      url: `${primary.base}/tasks/joint/invitations`,
      payload: { email: 'x.y@example.com' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
