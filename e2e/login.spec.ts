// Existing customers: login by username or customer number, challenges answered (encrypted in the browser with the
// platform's public key), the portal of saved applications and Resume; too many wrong answers (doc 1 §4).
import type { Page } from '@playwright/test';
import { LOGIN_COPY } from '../content/login';
import { REGISTRATION_COPY } from '../content/registration';
import { SEEDED_CUSTOMERS, seededDob } from '../content/seededCustomers';
import { e2eTimings, expect, field, test } from './support/fixtures';
import {
  answerChallenges,
  customer,
  identify,
  logInAtLoginAppAsRegistered,
  logInThroughLoginApp,
} from './support/loginApp';
import { openSubmitted, submitSeeded, submitThroughPlatform } from './support/seededCase';

async function logIn(page: Page, identifier: string, username: string) {
  await identify(page, identifier);
  await answerChallenges(page, username);
}

test('log in by username, see the saved applications and resume one', async ({ page, axe }) => {
  await page.goto('/login?brandId=CB');
  await axe();
  await logIn(page, 'sandboxada', 'sandboxada');

  await expect(page).toHaveURL(/\/portal\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your saved applications');
  // doc 1 §4: origin=mobile dropped; only CS, SA and CC groups; only csap cases resumable.
  await expect(page.getByRole('heading', { name: 'Current accounts' })).toBeVisible();
  await expect(page.getByText('CS90000013')).toHaveCount(0);
  await expect(page.getByText('PL90000014')).toHaveCount(0);
  await expect(page.getByText('MG90000016')).toHaveCount(0);
  await axe();

  await page.getByRole('button', { name: 'Resume CS90000011' }).click();
  // The resumed case is in capture, which leads to the start of its product's journey (doc 1 case-state map).
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=IM125$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Control');
});

test('log in by customer number', async ({ page }) => {
  await logIn(page, '1000000011', 'sandboxada');
  await expect(page).toHaveURL(/\/portal\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your saved applications');
});

test('a customer who does not know the customer number identifies with the alternative questions', async ({
  page,
  axe,
}) => {
  const ada = customer('sandboxada');
  await page.goto('/login?brandId=CB');
  await page.getByRole('button', { name: "I don't know my customer number" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about yourself');
  // Nothing typed: every question is required (doc 2 §5.6), and nothing is sent.
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Enter your first name' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Select your gender' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter your postcode' })).toBeVisible();
  await axe();

  await page.getByLabel('First name').fill(ada.firstName);
  await page.getByLabel('Last name').fill(ada.lastName);
  await page
    .getByRole('group', { name: 'Gender' })
    .getByLabel(ada.gender === 'Male' ? 'Male' : 'Female')
    .check();
  await page.getByLabel('Date of birth').fill(seededDob(ada.dob, new Date()).split('-').reverse().join('-'));
  await page.getByLabel('House number').fill(ada.address.houseNumber);
  await page.getByLabel('Street').fill(ada.address.street);
  // Typed in lower case without the space: normalised before it is sent.
  await page.getByLabel('Postcode').fill(ada.address.postcode.replace(' ', '').toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerChallenges(page, 'sandboxada');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your saved applications');
});

test('a username or customer number in the wrong shape is refused before anything is sent', async ({ page }) => {
  await page.goto('/login?brandId=CB');
  await page.getByLabel('Username or customer number').fill('1234567890');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/your 10-digit customer number starting 10/).first()).toBeVisible();
  await expect(page.getByLabel('Username or customer number')).toHaveValue('1234567890');
});

test('wrong answers are retried while the platform allows, then too many retries', async ({ page, axe }) => {
  // Hugo banks with YB; his lock-out does not touch the other tests' customer.
  await page.goto('/login?brandId=YB');
  await page.getByLabel('Username or customer number').fill('sandboxhugo');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerChallenges(page, 'sandboxhugo', { wrong: true });
  await expect(page.getByText('Something went wrong. Check your answers and try again.')).toBeVisible();
  await answerChallenges(page, 'sandboxhugo', { wrong: true });
  await answerChallenges(page, 'sandboxhugo', { wrong: true });
  await expect(page.getByText(/You've tried too many times/)).toBeVisible();
  await axe();
});

test('an existing customer applies through the login app and comes back authenticated', async ({ page, axe }) => {
  // doc 1 "Authentication page": no token, so the browser goes to the login and registration app (the sandbox's).
  await page.goto('/authentication?applyFor=IM135&brandId=CB');
  await expect(page).toHaveURL(/\/login-app\/CB\?response_type=token&client_id=cb_account_opening&redirect_uri=/);
  await logInThroughLoginApp(page, 'sandboxada');

  // Back with the token in the hash: stored in memory, the hash leaves the address bar, the journey goes on.
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=IM135$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');
  expect(page.url()).not.toContain('access_token');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/access_token|Bearer/);
  await axe();
});

test('a refusal from the login app (access_denied) goes to login', async ({ page }) => {
  await page.goto('/authentication?brandId=CB#error=access_denied');
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to continue your application');
});

test('any other error from the login app is an authentication error', async ({ page }) => {
  await page.goto('/authentication?brandId=CB#error=server_error');
  await expect(page).toHaveURL(/\/error\?/);
  await expect(page.getByText('Error reference: authentication/server_error')).toBeVisible();
});

test('a 17-year-old applying for a Regular Saver Exclusive is asked to apply in a branch', async ({ page, axe }) => {
  await page.goto('/authentication?applyFor=IM760&brandId=CB');
  await logInThroughLoginApp(page, 'sandboxdev');
  await expect(page).toHaveURL(/\/regular-saver-exclusive\/apply-in-branch\?/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please apply in a branch');
  await axe();
});

test('after the inactivity timeout with a case, the token is dropped and the applicant goes to login', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await submitSeeded(page, 'Inactive');
  // On the offer page the case exists; nobody touches anything for longer than the configured timeout.
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/login\?/, { timeout: e2eTimings.INACTIVITY_TIMEOUT + 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to continue your application');
});

test("login: a telephone access code of three digits is refused with doc 3's message and nothing is sent", async ({
  page,
  axe,
}) => {
  // Bram banks by telephone only: his challenge is the access code, sort code and account number (doc 2 §3.5 acn).
  const bram = SEEDED_CUSTOMERS.find((candidate) => candidate.customerNumber === '1000000022');
  if (!bram?.debitCard || !bram.accessCode) throw new Error('the seeded telephone banking customer has changed');
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/auth\/provider\/oauth2\/token$/.test(new URL(request.url()).pathname)) tokenCalls.push(request.url());
  });
  await identify(page, bram.customerNumber);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.answerTitle);
  const accessCode = page.getByLabel(LOGIN_COPY.challengeInputs.access_code);
  await expect(accessCode).toHaveAttribute('type', 'password');
  await accessCode.fill(bram.accessCode.slice(0, 3));
  await page.getByLabel(LOGIN_COPY.challengeInputs.sort_code).fill(bram.debitCard.sortCode);
  await page.getByLabel(LOGIN_COPY.challengeInputs.account_number).fill(bram.debitCard.accountNumber);
  await page.getByRole('button', { name: 'Continue' }).click();

  // doc 3 §5 "telephone access code 4 digits": in the summary (focused, linking to the input) and by the input.
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Your access code is 4 digits' })).toBeVisible();
  await expect(page.locator('.form-group--error .error-message')).toHaveText('Error: Your access code is 4 digits');
  await expect(accessCode).toHaveValue(bram.accessCode.slice(0, 3));
  await axe();
  await summary.getByRole('link', { name: 'Your access code is 4 digits' }).click();
  await expect(accessCode).toBeFocused();
  expect(tokenCalls).toEqual([]);

  // The right code goes: the same watch sees the token call, and Bram reaches his applications.
  await accessCode.fill(bram.accessCode);
  await expect(page.locator('.error-message')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your saved applications');
  expect(tokenCalls).toHaveLength(1);
});

test('login: a new DYB customer whose account is at YB registers, then logs in by username and at the login app by customer number', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // doc 2 §3.1 bankID: a DYB applicant chooses one of the two regional banks; this one Ridings Bank (YB).
  const password = 'Regist3r#Now';
  const answers = ['biscuit42', 'harrogate1', 'millbrook7'];
  const username = `ridings${Date.now().toString(36)}`;
  const submitted = await submitThroughPlatform(page, { brand: 'DYB', username, bank: 'YB' });
  await openSubmitted(page, submitted);
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Your overdraft agreement' }).click();
  await page.getByLabel(/this represents my signature/).check();
  await page.getByRole('button', { name: 'Open account with overdraft' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 60_000 });
  const customerNumber = (await page.getByTestId('customer-number').textContent()) ?? '';
  await page.getByRole('button', { name: REGISTRATION_COPY.title }).click();
  await expect(page).toHaveURL(/\/registration\?/, { timeout: 30_000 });
  await field(page, 'registrationPassword1').fill(password);
  await field(page, 'registrationPassword2').fill(password);
  for (const [index, answer] of answers.entries()) {
    await field(page, `securityQuestion${index + 1}`).selectOption(`SQ0${index + 1}`);
    await field(page, `securityAnswer${index + 1}`).fill(answer);
  }
  await field(page, 'telephonePin').fill('2580');
  await field(page, 'telephonePinConfirmation').fill('2580');
  await field(page, 'registrationTerms').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/switch\?/, { timeout: 30_000 });

  // The brand's login page by the username: the bank is looked up (doc 1 §4, §7 GET /users/{username}), so the
  // challenge is the customer's own, every character within the password (an unknown identity's decoy asks past it).
  await identify(page, username, 'DYB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.answerTitle, { timeout: 30_000 });
  for (const input of await page.locator('form input').all()) {
    const label = (await page.locator(`label[for="${await input.getAttribute('id')}"]`).textContent()) ?? '';
    const position = /Character (\d+) of your password/.exec(label);
    const question = ['first pet', 'born', 'first school'].findIndex((words) => label.includes(words));
    const answer = position ? password[Number(position[1]) - 1] : answers[question];
    if (answer === undefined) throw new Error(`the login asks what the new customer has not registered: ${label}`);
    await input.fill(answer);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/portal\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your saved applications');

  // The DYB login app (bank B) by the customer number finds the same bank.
  await page.context().clearCookies();
  await page.goto('/authentication?applyFor=IM136&brandId=DYB');
  await expect(page).toHaveURL(/\/login-app\/B\?/);
  await logInAtLoginAppAsRegistered(page, customerNumber, { password, answers });
  await expect(page).toHaveURL(/\/\?brandId=DYB&applyFor=IM136$/, { timeout: 30_000 });
});
