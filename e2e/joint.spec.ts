// Joint applications in the browser, with two applicants in two browser contexts (issue 12; doc 1 §4 "Joint", route
// table /joint, /joint/join, /joint/next, /joint/authentication; §8 301, 319, 324; doc 3 "Joint pages"). The first
// applicant applies on /joint and waits on /joint/next with the link code; the second joins on /joint/join.
import type { Browser, Page } from '@playwright/test';
import { JOINT_COPY } from '../content/joint';
import { LOGIN_COPY } from '../content/login';
import { seededDob } from '../content/seededCustomers';
import { STEP_UP_COPY } from '../content/stepUp';
import { expect, expectNoAxeViolations, field, test } from './support/fixtures';
import { acceptReview, answerEligibility, applyAs, fillStep1, fillStep2, storedCaseId } from './support/journey';
import { answerChallenges, customer, logInAtLoginPage, logInThroughLoginApp } from './support/loginApp';
import { seededPrimaryWaiting, seededSecondWaiting, submitFirstApplicant } from './support/seededCase';

const LONG = { timeout: 45_000 };

/** The first applicant, from /joint to the waiting page: answers "not with me"; the link code is on the page. */
async function primaryApplies(page: Page): Promise<{ code: string; caseId: string }> {
  await page.goto('/joint?applyFor=IM135&brandId=CB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.start.title);
  // doc 3 §1: each holder can authorise payments, both are liable
  await expect(page.getByText(JOINT_COPY.start.liability[1])).toBeVisible();
  await page.getByRole('button', { name: JOINT_COPY.start.button }).click();
  await expect(page).toHaveURL(/\/\?/);
  await applyAs(page, 'Jointfirst', { joint: true });
  await expect(page).toHaveURL(/\/joint\/next\?/, LONG);
  const code = (await page.getByTestId('joint-link-code').textContent({ timeout: 30_000 })) ?? '';
  expect(code).toMatch(/^\d{7}$/);
  const caseId = await storedCaseId(page);
  expect(caseId).toMatch(/^CS\d{8}$/);
  return { code, caseId };
}

/**
 * The first applicant's part submitted through the platform's own calls and their tab on the waiting page
 * (seededPrimaryWaiting), the link code read off it: for the tests about the second applicant. The first test types
 * the first applicant's journey (primaryApplies); six more typing it again cost about 10 CPU s each on the slower
 * hosts (bench/results/test-times.md "Twelfth pass").
 */
async function primaryWaiting(page: Page): Promise<{ code: string; caseId: string }> {
  const submitted = await seededPrimaryWaiting(page);
  const code = (await page.getByTestId('joint-link-code').textContent(LONG)) ?? '';
  expect(code).toBe(submitted.jointLinkCode);
  return { code, caseId: submitted.caseId };
}

/** The second applicant enters the code on /joint/join and confirms it. */
async function enterLinkCode(page: Page, code: string) {
  await page.getByLabel('Link code').fill(code);
  await page.getByRole('button', { name: 'Confirm code' }).click();
}

/**
 * An applicant waiting on a page (the other one is busy filling in theirs) moves the page now and then, as a person
 * does: the app's inactivity timeout (doc 1 §4; 20 s in the browser tests) would otherwise end the session.
 */
async function keepActive(page: Page) {
  await page.evaluate(() => {
    window.setInterval(() => window.dispatchEvent(new Event('scroll')), 4000);
  });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('joint: primary and secondary, both new customers, reach account opened', async ({ page, browser, axe }) => {
  test.setTimeout(240_000);
  const { code } = await primaryApplies(page);
  await axe();
  await page.getByRole('group', { name: 'Is the other person with you now?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.otherAvailable.title);
  await axe();
  await keepActive(page);

  const second = await newPage(browser);
  await second.goto('/joint/join?brandId=CB');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.join.title);
  await expect(second.getByText('The 7-digit code the other person was given')).toBeVisible();
  await enterLinkCode(second, code);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  await second.getByRole('group', { name: 'Are you already a customer of ours?' }).getByLabel('No').check();
  await second.getByRole('button', { name: 'Continue' }).click();
  await applyAs(second, 'Jointsecond', { joint: true });
  await keepActive(second);

  // Both parts are in: the case is decided for both; the first applicant answers the offer, the second waits.
  await expect(page).toHaveURL(/\/offer\?/, LONG);
  await expect(second).toHaveURL(/\/joint\/next\?/, LONG);
  await expect(second.getByText(JOINT_COPY.waiting.secondaryBody)).toBeVisible();
  await page
    .getByRole('button', { name: /^(Open account|Accept and open my account)/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account-opened\?/, LONG);
  await expect(second).toHaveURL(/\/account-opened\?/, LONG);
  await expect(second.getByTestId('account-number')).toHaveText(/^\d{8}$/);
  await second.context().close();
});

test('joint: secondary applicant is an existing customer and logs in', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { code } = await primaryWaiting(page);
  await page.getByRole('group', { name: 'Is the other person with you now?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await keepActive(page);

  const second = await newPage(browser);
  await second.goto(`/joint/join?brandId=CB&jointLinkCode=${code}`);
  await second.getByRole('button', { name: 'Confirm code' }).click();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  await second.getByRole('group', { name: 'Are you already a customer of ours?' }).getByLabel('Yes').check();
  await second.getByRole('button', { name: 'Continue' }).click();
  // WEB-JOINT-AUTHENTICATION: they log in at the login app (the tab keeps the case), which comes back to
  // /joint/authentication, and their login is recorded on the case
  await expect(second).toHaveURL(/\/login-app\/CB\?/, LONG);
  const recorded = second.waitForResponse((response) => response.url().endsWith('/tasks/joint/applicant'), LONG);
  await logInThroughLoginApp(second, 'sandboxada');
  expect((await recorded).status()).toBe(200);
  await answerEligibility(second);

  // step 1 from the bank's records, read-only and masked, as for a sole existing customer (doc 2 §4, §9)
  await expect(second).toHaveURL(/\/step-1\?/, LONG);
  const readOnly = (name: string) => second.locator(`[data-read-only="${name}"]`);
  await expect(readOnly('firstName')).toHaveText('Ada');
  await expect(readOnly('lastName')).toHaveText('Quillfeather');
  await expect(readOnly('dateOfBirth')).toHaveText('**-**-1985');
  await expect(readOnly('phoneNumber')).toHaveText('077*****101');
  for (const name of ['firstName', 'lastName', 'dateOfBirth', 'phoneNumber']) {
    await expect(field(second, name)).toHaveCount(0);
  }
  expect(await second.content()).not.toContain('07700900101');
  await expectNoAxeViolations(second);
  await field(second, 'maritalStatus').selectOption('Single');
  await second.getByRole('group', { name: 'Do you have any dependants?' }).getByLabel('No').check();
  await field(second, 'residentialStatus').selectOption('Tenant Private');
  await field(second, 'addresses.0.dateMoved').fill('01-06-2015');
  await second.getByRole('group', { name: 'How would you like us to contact you?' }).getByLabel('Email').check();
  // their save goes to the first applicant's case with their login, and carries the records' real values
  const saved = second.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/tasks/capture/actions/update'),
  );
  await second.getByRole('button', { name: 'Continue' }).click();
  const save = await saved;
  expect(save.url()).toContain('/csapcurrent/ntb/');
  const sent = save.postDataJSON() as { applicants: { personal_details?: { dob?: string } }[] };
  expect(sent.applicants[0]?.personal_details?.dob).toBe('1985-03-14');
  await expect(second).toHaveURL(/\/step-2\?/, LONG);
  await fillStep2(second, { joint: true });
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/review\?/, LONG);
  // an existing customer has a username already: none is asked
  await expect(field(second, 'username')).toHaveCount(0);
  await acceptReview(second);
  await keepActive(second);

  // both parts in: the decision for both; the first applicant answers the offer, the second waits, then both open
  await expect(page).toHaveURL(/\/offer\?/, LONG);
  await expect(second).toHaveURL(/\/joint\/next\?/, LONG);
  await expect(second.getByText(JOINT_COPY.waiting.secondaryBody)).toBeVisible();
  await page
    .getByRole('button', { name: /^(Open account|Accept and open my account)/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account-opened\?/, LONG);
  await expect(second).toHaveURL(/\/account-opened\?/, LONG);
  await second.context().close();
});

test('joint: secondary applicant, an existing customer, resumes the joint case from their portal', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { code, caseId } = await primaryWaiting(page);
  await page.getByRole('group', { name: 'Is the other person with you now?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await keepActive(page);

  // the second applicant joins, logs in and saves step 1, then closes the browser
  const first = await newPage(browser);
  await first.goto(`/joint/join?brandId=CB&jointLinkCode=${code}`);
  await first.getByRole('button', { name: 'Confirm code' }).click();
  await expect(first.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  await first.getByRole('group', { name: 'Are you already a customer of ours?' }).getByLabel('Yes').check();
  await first.getByRole('button', { name: 'Continue' }).click();
  await expect(first).toHaveURL(/\/login-app\/CB\?/, LONG);
  await logInThroughLoginApp(first, 'sandboxada');
  await answerEligibility(first);
  await expect(first).toHaveURL(/\/step-1\?/, LONG);
  await field(first, 'maritalStatus').selectOption('Divorced');
  await first.getByRole('group', { name: 'Do you have any dependants?' }).getByLabel('No').check();
  await field(first, 'residentialStatus').selectOption('Tenant Private');
  await field(first, 'addresses.0.dateMoved').fill('01-06-2015');
  await first.getByRole('group', { name: 'How would you like us to contact you?' }).getByLabel('Email').check();
  await first.getByRole('button', { name: 'Continue' }).click();
  await expect(first).toHaveURL(/\/step-2\?/, LONG);
  await first.context().close();

  // later, in another browser: the portal lists the joint case; Resume takes them to their own part
  const later = await newPage(browser);
  await logInAtLoginPage(later, 'sandboxada');
  await expect(later).toHaveURL(/\/portal\?/, LONG);
  await later.getByRole('button', { name: `Resume ${caseId}` }).click();
  await answerEligibility(later);
  await expect(later).toHaveURL(/\/step-1\?/, LONG);
  // their own saved answers and their records, read-only and masked; not the first applicant's details
  await expect(field(later, 'maritalStatus')).toHaveValue('Divorced');
  await expect(later.locator('[data-read-only="lastName"]')).toHaveText('Quillfeather');
  await expect(later.locator('[data-read-only="dateOfBirth"]')).toHaveText('**-**-1985');
  await expect(later.getByText('Jointfirst')).toHaveCount(0);
  await later.getByRole('button', { name: 'Continue' }).click();
  await expect(later).toHaveURL(/\/step-2\?/, LONG);
  await fillStep2(later, { joint: true });
  await later.getByRole('button', { name: 'Continue' }).click();
  await expect(later).toHaveURL(/\/review\?/, LONG);
  await acceptReview(later);
  await keepActive(later);
  // their part is in: they wait as the second applicant while the first answers the offer
  await expect(later).toHaveURL(/\/joint\/next\?/, LONG);
  await expect(later.getByText(JOINT_COPY.waiting.secondaryBody)).toBeVisible(LONG);
  await expect(page).toHaveURL(/\/offer\?/, LONG);
  await later.context().close();
});

test('joint: secondary applicant reloads the page and keeps their place', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { code } = await primaryWaiting(page);
  await page.getByRole('group', { name: 'Is the other person with you now?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await keepActive(page);

  const second = await newPage(browser);
  await second.goto(`/joint/join?brandId=CB&jointLinkCode=${code}`);
  await second.getByRole('button', { name: 'Confirm code' }).click();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  await second.getByRole('group', { name: 'Are you already a customer of ours?' }).getByLabel('No').check();
  await second.getByRole('button', { name: 'Continue' }).click();
  await answerEligibility(second);
  await fillStep1(second, { lastName: 'Jointreload' });
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/step-2\?/, LONG);

  // F5 on step 2: the same page, their own part (the resume token trades for their own case token)
  const resumed = second.waitForResponse((response) => response.url().endsWith('/resume'), LONG);
  await second.reload();
  expect((await resumed).status()).toBe(200);
  await expect(second).toHaveURL(/\/step-2\?/, LONG);
  // the case token is theirs: what they save is their own entry, read back as theirs
  await fillStep2(second, { joint: true });
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/review\?/, LONG);
  await expect(second.getByText('Jointreload')).toBeVisible();
  await expect(second.getByText('Jointfirst')).toHaveCount(0);
  await acceptReview(second);
  await expect(second).toHaveURL(/\/joint\/next\?/, LONG);
  await expect(second.getByText(JOINT_COPY.waiting.secondaryBody)).toBeVisible(LONG);

  // F5 on the waiting page: still the second applicant (not the first one's link code and question)
  await second.reload();
  await expect(second).toHaveURL(/\/joint\/next\?/, LONG);
  await expect(second.getByText(JOINT_COPY.waiting.secondaryBody)).toBeVisible(LONG);
  await expect(second.getByTestId('joint-link-code')).toHaveCount(0);
  await expect(second.getByRole('group', { name: 'Is the other person with you now?' })).toHaveCount(0);
  await keepActive(second);

  // the first applicant answers the offer; the reloaded second applicant's poll follows the case to account opened
  await expect(page).toHaveURL(/\/offer\?/, LONG);
  await page
    .getByRole('button', { name: /^(Open account|Accept and open my account)/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account-opened\?/, LONG);
  await expect(second).toHaveURL(/\/account-opened\?/, LONG);
  await second.context().close();
});

test('joint: secondary applicant enters a wrong link code, then the right one', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { code } = await primaryWaiting(page);
  const second = await newPage(browser);
  await second.goto('/joint/join?brandId=CB');
  // doc 2 §5.1: exactly 7 digits, checked before anything is sent
  await enterLinkCode(second, '12345');
  await expect(second.getByText('Your link code is 7 digits').first()).toBeVisible();
  // a well-formed wrong code: the platform answers 319, the bad-code modal opens
  const wrong = `${code.slice(0, 6)}${(Number(code[6]) + 1) % 10}`;
  await enterLinkCode(second, wrong);
  const modal = second.getByRole('dialog', { name: JOINT_COPY.badCode.title });
  await expect(modal).toBeVisible(LONG);
  await expectNoAxeViolations(second);
  await modal.getByRole('button', { name: JOINT_COPY.badCode.close }).click();
  await expect(modal).toHaveCount(0);
  await enterLinkCode(second, code);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  // the second applicant's page (the fixture's axe checks the first applicant's)
  await expectNoAxeViolations(second);
  await second.context().close();
});

test('joint: the two applicants choose different banks', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { code } = await primaryWaiting(page);
  // The second applicant comes through the other bank's brand (YB): 324, the warning names the first one's bank.
  const second = await newPage(browser);
  await second.goto(`/joint/join?brandId=YB&jointLinkCode=${code}`);
  await expect(second.getByLabel('Link code')).toHaveValue(code);
  await second.getByRole('button', { name: 'Confirm code' }).click();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.bankMismatch.title, LONG);
  await expect(second.getByRole('alert')).toContainText('Clydeside Bank');
  await second.context().close();
});

test('joint: IM632 is refused on a joint application', async ({ page }) => {
  // doc 1 "Product blocking", doc 2 §5.9: IM632 is not allowed on joint applications (the error task) ...
  await page.goto('/joint?applyFor=IM632&brandId=VM');
  await expect(page).toHaveURL(/\/error\?/, LONG);
  // ... and the platform refuses a joint IM632 case with 301 whoever asks.
  const refused = await page.request.post('/banks/CB/cases/csapsavings/existing', {
    data: { product: { code: '632', sub_type: 'JOINT' }, application_type: 'joint', applicants: [{}] },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('301');
});

test('joint: the invitation link from the outbox opens the join page with the code', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { code, caseId } = await primaryWaiting(page);
  await page.getByRole('group', { name: 'Is the other person with you now?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await field(page, 'jointInvitationEmail').fill('bo.partner@example.com');
  await field(page, 'jointInvitationMobile').fill('07700900456');
  await page.getByRole('button', { name: JOINT_COPY.otherAvailable.inviteButton }).click();
  await expect(page.getByText(JOINT_COPY.otherAvailable.inviteSent)).toBeVisible(LONG);

  const outbox = await page.request.get(`/sandbox/outbox/invitations/${caseId}`);
  expect(outbox.status()).toBe(200);
  const { invitations } = (await outbox.json()) as { invitations: { channel: string; link: string }[] };
  expect(invitations.map((invitation) => invitation.channel)).toEqual(['email', 'sms']);
  const link = invitations[0]?.link ?? '';
  expect(link).toContain(`jointLinkCode=${code}`);

  const second = await newPage(browser);
  await second.goto(link);
  await expect(second).toHaveURL(/\/joint\/join\?/);
  await expect(second.getByLabel('Link code')).toHaveValue(code);
  await second.getByRole('button', { name: 'Confirm code' }).click();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  await second.context().close();
});

test('joint: reload on the join page after the hand-over stays on the join page', async ({ page }) => {
  const { caseId, resumeToken } = await seededPrimaryWaiting(page);
  const code = (await page.getByTestId('joint-link-code').textContent(LONG)) ?? '';
  expect(code).toMatch(/^\d{7}$/);
  await page.getByRole('group', { name: 'Is the other person with you now?' }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/joint\/join\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.join.title);
  // the tab is the second applicant's now: nothing of the first applicant's case is kept to resume
  const stored = await page.evaluate(() => sessionStorage.getItem('account-opening.journey') ?? '');
  expect(stored).not.toContain(caseId);
  expect(stored).not.toContain(resumeToken);

  const resumes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/resume')) resumes.push(request.url());
  });
  await page.reload();
  await expect(page).toHaveURL(/\/joint\/join\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.join.title);
  await expect(page.getByLabel('Link code')).toBeVisible();
  // the second applicant goes on with the code the first applicant's page showed
  await page.getByLabel('Link code').fill(code);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  expect(resumes).toEqual([]);
});

test('joint: existing second applicant returns from the login app and steps up before the claim', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { caseId, jointLinkCode: code } = await seededPrimaryWaiting(page);
  expect(code).toMatch(/^\d{7}$/);

  // doc 1 §2 query `scope`: the login app is asked for a scope-10 login, below the 30 the claim needs
  const second = await newPage(browser);
  const resumes: string[] = [];
  const claims: number[] = [];
  second.on('request', (request) => {
    if (request.url().endsWith('/resume')) resumes.push(request.url());
  });
  second.on('response', (response) => {
    if (response.url().endsWith('/tasks/joint/applicant')) claims.push(response.status());
  });
  await second.goto(`/joint/join?brandId=CB&jointLinkCode=${code}&scope=10`);
  await second.getByRole('button', { name: 'Confirm code' }).click();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  await second.getByRole('group', { name: 'Are you already a customer of ours?' }).getByLabel('Yes').check();
  await second.getByRole('button', { name: 'Continue' }).click();

  // the login app, which is to come back to /joint/authentication; the case and the resume token of the link stay in
  // the tab's session storage, not in the address
  await expect(second).toHaveURL(/\/login-app\/CB\?/, LONG);
  const away = new URL(second.url());
  expect(new URL(away.searchParams.get('redirect_uri') ?? '').pathname).toBe('/joint/authentication');
  expect(away.searchParams.get('scope')).toBe('10');
  expect(second.url()).not.toContain(caseId);
  const kept = JSON.parse(await second.evaluate(() => sessionStorage.getItem('account-opening.journey') ?? '{}'));
  expect(kept).toMatchObject({ caseId, jointRole: 'secondary', screen: 'jointAuthentication' });
  expect(kept.resumeToken).toEqual(expect.any(String));
  const resumeToken = kept.resumeToken as string;
  expect(second.url()).not.toContain(resumeToken);

  await logInThroughLoginApp(second, 'sandboxjointsam');
  // back on /joint/authentication with a scope-10 token: the claim is refused for its scope and the step-up modal
  // asks for the texted passcode over the page; the token has left the address
  const dialog = second.getByRole('dialog', { name: STEP_UP_COPY.title });
  await expect(dialog.getByLabel('One-time passcode')).toBeVisible(LONG);
  expect(new URL(second.url()).pathname).toBe('/joint/authentication');
  expect(second.url()).not.toMatch(/access_token/);
  expect(claims).toEqual([401]);
  const seeded = customer('sandboxjointsam');
  const sms = await second.request.get(`/sandbox/outbox/sms/${seeded.customerNumber}`);
  expect(sms.status()).toBe(200);
  await dialog.getByLabel('One-time passcode').fill(((await sms.json()) as { passcode: string }).passcode);
  await dialog.getByLabel('Date of birth').fill(seededDob(seeded.dob, new Date()).split('-').reverse().join('-'));
  await dialog.getByRole('button', { name: STEP_UP_COPY.submit }).click();

  // the claim again with the stepped-up login: recorded; then their own part as an existing customer
  await expect(second).toHaveURL(/\/\?/, LONG);
  expect(claims).toEqual([401, 200]);
  // nothing spent the resume token before the claim did (a reload's resume would have)
  expect(resumes).toEqual([]);
  await answerEligibility(second);
  await expect(second).toHaveURL(/\/step-1\?/, LONG);
  await expect(second.locator('[data-read-only="lastName"]')).toHaveText('Ravensworth');
  const stored = await second.evaluate(() => sessionStorage.getItem('account-opening.journey') ?? '');
  expect(stored).not.toContain(resumeToken);
  expect(stored).not.toMatch(/access_token|Bearer/);
  await second.context().close();
});

test("joint: existing second applicant goes Back from the login app, then cancels there and logs in on the app's login page", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { jointLinkCode: code } = await seededPrimaryWaiting(page);
  const second = await newPage(browser);
  const resumes: string[] = [];
  second.on('request', (request) => {
    if (request.url().endsWith('/resume')) resumes.push(request.url());
  });
  await second.goto(`/joint/join?brandId=CB&jointLinkCode=${code}`);
  await second.getByRole('button', { name: 'Confirm code' }).click();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  await second.getByRole('group', { name: 'Are you already a customer of ours?' }).getByLabel('Yes').check();
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/login-app\/CB\?/, LONG);
  // Back from the login app: the question again (no trap sending the tab back to the login app); the page trades the
  // tab's resume token for its case token and the next resume token, which the claim below spends
  await second.goBack();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  expect(resumes).toHaveLength(1);
  await second.getByRole('group', { name: 'Are you already a customer of ours?' }).getByLabel('Yes').check();
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/login-app\/CB\?/, LONG);
  // the login app's Cancel: /joint/authentication#error=access_denied, which doc 1 does not call an authentication
  // error: the app's own login page, the case still in the tab
  await second.getByRole('link', { name: 'Cancel and return to your application' }).click();
  // at once, not after the inactivity time-out (20 s in the browser tests), which would show the login page too
  await expect(second).toHaveURL(/\/login\?/, { timeout: 15_000 });
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.title);
  await second.getByLabel(LOGIN_COPY.identifier).fill('sandboxada');
  const recorded = second.waitForResponse((response) => response.url().endsWith('/tasks/joint/applicant'), LONG);
  await second.getByRole('button', { name: 'Continue' }).click();
  await answerChallenges(second, 'sandboxada');
  // their login there is recorded as the case's second applicant, with the resume token the tab kept
  expect((await recorded).status()).toBe(200);
  await expect(second).toHaveURL(/\/\?/, LONG);
  expect(resumes).toHaveLength(1);
  await second.context().close();
});

test('joint: second applicant reopens the link while at the login app, then reloads at the question', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { jointLinkCode: code } = await seededPrimaryWaiting(page);
  // the invitation's link (platform: /joint/join?jointLinkCode=…&applyFor=…&brandId=…)
  const link = `/joint/join?jointLinkCode=${code}&applyFor=IM135&brandId=CB`;
  const second = await newPage(browser);
  const linkChecks: number[] = [];
  const resumes: number[] = [];
  second.on('response', (response) => {
    if (response.url().endsWith('/joint/link')) linkChecks.push(response.status());
    if (response.url().endsWith('/resume')) resumes.push(response.status());
  });
  await second.goto(link);
  await second.getByRole('button', { name: 'Confirm code' }).click();
  const heading = second.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  await second.getByRole('group', { name: 'Are you already a customer of ours?' }).getByLabel('Yes').check();
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/login-app\/CB\?/, LONG);
  expect(linkChecks).toEqual([201]);

  // at the login app they open the invitation's link again in the same tab: their case (its code was spent when they
  // joined), the question again; not the start page, which timed out with nothing saved
  await second.goto(link);
  await expect(heading).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  expect(new URL(second.url()).pathname).toBe('/joint/join');
  expect(linkChecks).toEqual([201]);
  expect(resumes).toEqual([200]);
  // F5 at the question: the same, with the next resume token the tab kept
  await second.reload();
  await expect(heading).toHaveText(JOINT_COPY.existingCustomer.title, LONG);
  expect(resumes).toEqual([200, 200]);

  // Yes again: the login app, whose login is recorded as the case's second applicant with the tab's resume token
  await second.getByRole('group', { name: 'Are you already a customer of ours?' }).getByLabel('Yes').check();
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/\/login-app\/CB\?/, LONG);
  const recorded = second.waitForResponse((response) => response.url().endsWith('/tasks/joint/applicant'), LONG);
  await logInThroughLoginApp(second, 'sandboxada');
  expect((await recorded).status()).toBe(200);
  await answerEligibility(second);
  await expect(second).toHaveURL(/\/step-1\?/, LONG);
  await expect(second.locator('[data-read-only="lastName"]')).toHaveText('Quillfeather');
  expect(linkChecks).toEqual([201]);
  await second.context().close();
});

test('joint: secondary applicant waits while the other applicant is busy', async ({ page }) => {
  test.setTimeout(150_000);
  // the second applicant's part is in, the first applicant's not (still in capture): their tab on /joint/next
  const polled = page.waitForResponse((response) => response.url().endsWith('/tasks/next'), LONG);
  const seeded = await seededSecondWaiting(page);
  expect((await polled).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.waiting.title);
  await expect(page.getByText(JOINT_COPY.waiting.secondaryBody)).toBeVisible(LONG);
  // not the first applicant's page: no link code to pass on, no "is the other person with you"
  await expect(page.getByTestId('joint-link-code')).toHaveCount(0);
  await expect(page.getByRole('group', { name: JOINT_COPY.waiting.presentQuestion })).toHaveCount(0);
  // the page polls on and stays while the first applicant is busy
  for (const _ of [1, 2]) {
    const next = await page.waitForResponse((response) => response.url().endsWith('/tasks/next'), LONG);
    expect(next.status()).toBe(200);
  }
  await expect(page).toHaveURL(/\/joint\/next\?/);
  await expect(page.getByText(JOINT_COPY.waiting.secondaryBody)).toBeVisible();
  // the first applicant submits on their device: the case is processed for both (the submission page), then the
  // second applicant waits again while the first answers the offer (the address is watched from before the submit:
  // the submission page shows only while the case is processed)
  const toSubmission = page.waitForURL(/\/submission\?/, LONG);
  await submitFirstApplicant(page, seeded);
  await toSubmission;
  await expect(page).toHaveURL(/\/joint\/next\?/, LONG);
  await expect(page.getByText(JOINT_COPY.waiting.secondaryBody)).toBeVisible(LONG);
});
