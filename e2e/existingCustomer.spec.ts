// Existing customers' details (doc 1 §4 "Existing-customer data"; doc 2 §4, §9; doc 3 §2 "Personal details"): a
// seeded customer logs in through the login app, applies, and sees step 1 filled from the bank's records, read-only
// and masked, while the platform receives the real values. And a saved application resumed by its link comes back
// with what was entered (doc 1 §4 "Portal", the resume link shape).
import type { Request } from '@playwright/test';
import { expect, field, gotoStart, test } from './support/fixtures';
import { answerEligibility, fillStep1, fillStep2 } from './support/journey';
import { logInThroughLoginApp } from './support/loginApp';

/** The enquiry a create or update sends. */
function enquiryOf(request: Request) {
  return request.postDataJSON() as {
    customer_id?: string;
    applicants: {
      personal_details?: { dob?: string; name?: { first?: string; last?: string }; ni_number?: string };
      contact_details?: { phone?: { mobile?: string; home?: string } };
    }[];
  };
}

const isSave = (request: Request) =>
  (request.method() === 'POST' && /\/banks\/CB\/cases\/csapcurrent\/(existing|ntb)$/.test(request.url())) ||
  (request.method() === 'PUT' && request.url().endsWith('/tasks/capture/actions/update'));

test('an existing customer sees their details from the records read-only and masked', async ({ page, axe }) => {
  await page.goto('/authentication?applyFor=IM135&brandId=CB');
  await logInThroughLoginApp(page, 'sandboxada');
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=IM135$/, { timeout: 15_000 });
  await answerEligibility(page);

  await expect(page).toHaveURL(/\/step-1\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About you');
  // doc 2 §4: title, names, date of birth, phone and address are shown, not asked
  for (const name of ['title', 'firstName', 'lastName', 'dateOfBirth', 'phoneNumber', 'addresses.0.postcode']) {
    await expect(field(page, name)).toHaveCount(0);
  }
  const readOnly = (name: string) => page.locator(`[data-read-only="${name}"]`);
  await expect(readOnly('title')).toHaveText('Ms');
  await expect(readOnly('firstName')).toHaveText('Ada');
  await expect(readOnly('lastName')).toHaveText('Quillfeather');
  // doc 2 §9: date of birth 2 (day and month masked), phone 5 from position 3
  await expect(readOnly('dateOfBirth')).toHaveText('**-**-1985');
  await expect(readOnly('phoneNumber')).toHaveText('077*****101');
  await expect(readOnly('addresses.0.postcode')).toHaveText('3 Wharfedale Row, Leeds, LS1 4AP');
  // the real values are nowhere on the page
  const text = await page.locator('main').innerText();
  expect(text).not.toContain('1985-03-14');
  expect(text).not.toContain('14-03-1985');
  expect(text).not.toContain('07700900101');
  expect(await page.content()).not.toContain('07700900101');
  // what the applicant can change is asked, the email filled in from the records
  await expect(field(page, 'emailAddress')).toHaveValue('ada.quillfeather@example.com');
  await expect(field(page, 'maritalStatus')).toBeVisible();
  await axe();

  await field(page, 'maritalStatus').selectOption('Single');
  await page.getByRole('group', { name: 'Do you have any dependants?' }).getByLabel('No').check();
  await field(page, 'residentialStatus').selectOption('Tenant Private');
  await field(page, 'addresses.0.dateMoved').fill('01-06-2015');
  await page.getByRole('group', { name: 'How would you like us to contact you?' }).getByLabel('Email').check();
  const created = page.waitForRequest(isSave);
  await page.getByRole('button', { name: 'Continue' }).click();

  // doc 2 §7.1: the platform gets the records' real values, never the masks
  const sent = await created;
  expect(sent.url()).toMatch(/\/csapcurrent\/existing$/);
  const enquiry = enquiryOf(sent);
  expect(enquiry.applicants[0]?.personal_details?.dob).toBe('1985-03-14');
  expect(enquiry.applicants[0]?.contact_details?.phone).toEqual({ mobile: '07700900101' });
  expect(enquiry.applicants[0]?.personal_details?.name).toMatchObject({ first: 'Ada', last: 'Quillfeather' });
  expect(enquiry.customer_id).toBe('1000000011');
  expect(sent.postData()).not.toContain('*');

  await expect(page).toHaveURL(/\/step-2\?/);
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/);
  // the review reads the details back masked too
  await expect(page.getByText('**-**-1985')).toBeVisible();
  await expect(page.getByText('077*****101')).toBeVisible();
  await expect(page.getByText('07700900101')).toHaveCount(0);
  // doc 1 §4: Ada's 5 marketing preferences (EMAIL Y, SMS N, PHONE Y, POST N, ONLINE Y) answer the consents
  await expect(page.locator('[name="consentEmail"][value="Yes"]')).toBeChecked();
  await expect(page.locator('[name="consentMessaging"][value="No"]')).toBeChecked();
  await expect(page.locator('[name="consentVoice"][value="Yes"]')).toBeChecked();
  await expect(page.locator('[name="consentPost"][value="No"]')).toBeChecked();
  await expect(page.locator('[name="consentInternetBanking"][value="Yes"]')).toBeChecked();
  // an existing customer has a username already: none is asked
  await expect(field(page, 'username')).toHaveCount(0);
  await axe();
});

test("a saved application's link alone, in another browser, reaches nothing: the case needs its token", async ({
  page,
  browser,
}) => {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page, { lastName: 'Resumer' });
  const created = page.waitForResponse((response) => isSave(response.request()) && response.status() === 201);
  await page.getByRole('button', { name: 'Continue' }).click();
  const { reference_id: caseId } = (await (await created).json()) as { reference_id: string };
  await expect(page).toHaveURL(/\/step-2\?/);

  // Another browser, nothing in its session: only the resume link of doc 1. Issue 10: every case call needs the
  // case's token (platform/README.md "Case tokens"), so the link names the case but opens nothing; the app treats
  // the refusal as an invalid token and goes to login (doc 1 §4). A new applicant comes back through a letter code.
  const other = await browser.newContext();
  const resumed = await other.newPage();
  const refused = resumed.waitForResponse((response) => response.url().includes(`/${caseId}/tasks/`));
  await resumed.goto(`/submission?caseId=${caseId}&type=current&brandId=CB`);
  const answer = await refused;
  expect(answer.status()).toBe(401);
  expect((await answer.json()).code).toBe('invalid_token');
  await expect(resumed).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(resumed.getByText('Resumer')).toHaveCount(0);
  const direct = await resumed.request.get(`/banks/CB/cases/csapcurrent/ntb/${caseId}/tasks/capture`);
  expect(direct.status()).toBe(401);
  expect(await direct.text()).not.toContain('Resumer');
  await other.close();
});

test('a detail of the records this application cannot take is listed with the number to call', async ({ page }) => {
  // Devon is 17 (always) and applies for an account for 18 and over; the records hold a title the list lacks (Mx).
  await page.goto('/authentication?applyFor=IM135&brandId=CB');
  await logInThroughLoginApp(page, 'sandboxdev');
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=IM135$/, { timeout: 15_000 });
  await answerEligibility(page);
  await expect(page).toHaveURL(/\/step-1\?/);
  // doc 3 §2 "with guidance listing invalid fields": the date of birth cannot change here, so it is named
  await expect(page.getByTestId('records-guidance')).toContainText(
    "Some of the details we hold for you can't be used for this application: Date of birth. Call us on",
  );
  await expect(page.locator('[data-read-only="dateOfBirth"]')).toHaveText(/^\*\*-\*\*-\d{4}$/);
  // doc 1 §4: the title is "editable in some cases": one the title list does not offer is asked
  await expect(field(page, 'title')).toBeVisible();
  await expect(page.locator('[data-read-only="firstName"]')).toHaveText('Devon');
});
