// A new-to-bank sole applicant opens a Current Account Plus (IM135) under brand CB, in real Chromium against the
// real platform on a fresh database; every screen on the way has no axe-core violations (WCAG 2.2 A and AA).
import type { Page } from '@playwright/test';
import { errorSummary, expect, field, gotoStart, test } from './support/fixtures';

const applicant = {
  title: 'Dr',
  gender: 'Female',
  firstName: 'Ada',
  lastName: 'Byron-King',
  dateOfBirth: '10-12-1985',
  maritalStatus: 'Married',
  residentialStatus: 'Tenant Private',
  postcode: 'ls1 4ap',
  houseNumber: '12',
  streetName: 'Wharfedale Row',
  city: 'Leeds',
  dateMoved: '01-06-2015',
  phoneNumber: '07700900123',
  email: 'ada@example.com',
};

async function answerEligibility(page: Page, answers: { age?: 'Yes' | 'No'; ukResident?: 'Yes' | 'No' } = {}) {
  await page
    .getByRole('group', { name: 'Are you 18 or over?' })
    .getByLabel(answers.age ?? 'Yes')
    .check();
  await page
    .getByRole('group', { name: 'Do you live in the UK?' })
    .getByLabel(answers.ukResident ?? 'Yes')
    .check();
  await page
    .getByRole('group', { name: /mobile phone or a computer/ })
    .getByLabel('Yes')
    .check();
  await page.getByLabel('I agree to my information being used as described').check();
  await page.getByRole('button', { name: 'Start your application' }).click();
}

async function fillStep1(page: Page, { lookup = false } = {}) {
  await field(page, 'title').selectOption(applicant.title);
  // Dr is gender-neutral, so gender is asked (doc 2 §5.1).
  await page.getByRole('group', { name: 'Gender' }).getByLabel(applicant.gender).check();
  await field(page, 'firstName').fill(applicant.firstName);
  await field(page, 'lastName').fill(applicant.lastName);
  await field(page, 'dateOfBirth').fill(applicant.dateOfBirth);
  await field(page, 'maritalStatus').selectOption(applicant.maritalStatus);
  await page.getByRole('group', { name: 'Do you have any dependants?' }).getByLabel('No').check();
  await field(page, 'residentialStatus').selectOption(applicant.residentialStatus);
  await field(page, 'addresses.0.postcode').fill(applicant.postcode);
  if (lookup) {
    // The postcode lookup against the platform's seeded addresses (doc 1 §7 address search).
    await page.getByLabel('House number or name (optional)').fill(applicant.houseNumber);
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByText('1 address found').first()).toBeVisible();
    await page
      .getByLabel('Select your address')
      .selectOption({ label: `${applicant.houseNumber} ${applicant.streetName}, ${applicant.city}, LS1 4AP` });
    await expect(field(page, 'addresses.0.streetName')).toHaveValue(applicant.streetName);
    await expect(field(page, 'addresses.0.houseNumber')).toHaveValue(applicant.houseNumber);
    await expect(field(page, 'addresses.0.postcode')).toHaveValue('LS1 4AP');
  } else {
    await field(page, 'addresses.0.houseNumber').fill(applicant.houseNumber);
    await field(page, 'addresses.0.streetName').fill(applicant.streetName);
    await field(page, 'addresses.0.city').fill(applicant.city);
  }
  await field(page, 'addresses.0.dateMoved').fill(applicant.dateMoved);
  await field(page, 'phoneNumber').fill(applicant.phoneNumber);
  await field(page, 'emailAddress').fill(applicant.email);
  await field(page, 'emailAddressConfirmation').fill(applicant.email);
  await page.getByRole('group', { name: 'How would you like us to contact you?' }).getByLabel('Email').check();
}

async function fillStep2(page: Page) {
  await field(page, 'employmentStatus').selectOption('Full time');
  await field(page, 'employerName').fill('Difference Engines Ltd');
  await field(page, 'employmentStartDate').fill('01-09-2010');
  await field(page, 'nationality').selectOption('GB');
  await field(page, 'countryBorn').selectOption('GB');
  await field(page, 'cityBorn').fill('London');
  await field(page, 'grossAnnualIncome').fill('42000');
  await field(page, 'netMonthlyIncome').fill('2700');
  await field(page, 'mortgageOrRentExpenditure').fill('950');
  await field(page, 'expenditureOther').fill('400');
  await page.getByRole('group', { name: 'Would you like an arranged overdraft?' }).getByLabel('Yes').check();
  await field(page, 'overdraftLimit').fill('500');
}

test('a new customer opens a Current Account Plus from the start page to account opened', async ({ page, axe }) => {
  await gotoStart(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');
  await expect(page.getByText('About 15 minutes to go')).toBeVisible();
  await axe();
  await answerEligibility(page);

  await expect(page).toHaveURL(/\/step-1\?brandId=CB&applyFor=IM135$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About you');
  await expect(page.getByRole('navigation', { name: 'Your application' })).toContainText('About you');
  await expect(page.getByText('About 10 minutes to go')).toBeVisible();
  await axe();
  await fillStep1(page, { lookup: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/step-2\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your money');
  await expect(page.getByText('About 5 minutes to go')).toBeVisible();
  await axe();
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/review\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your answers before you apply');
  await expect(page.getByText('Byron-King')).toBeVisible();
  await expect(page.getByText('12 Wharfedale Row, Leeds, West Yorkshire, LS1 4AP')).toBeVisible();
  await expect(page.getByText('£42,000')).toBeVisible();
  // The regulatory documents of the list in force for brand CB, each a real document served by the platform.
  const keyFeatures = page.getByRole('link', { name: /Key features \(PDF\)/ });
  await expect(keyFeatures).toHaveAttribute('href', /\/cdn\/attachments\/cb-current-account-key-features-v\d+\.pdf$/);
  const document = await page.request.get((await keyFeatures.getAttribute('href')) ?? '');
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toContain('application/pdf');
  await axe();
  for (const name of ['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost']) {
    await page.locator(`[name="${name}"][value="No"]`).check();
  }
  await field(page, 'reviewAcceptTsAndCs').check();
  await page.getByRole('button', { name: 'Accept and apply' }).click();

  await expect(page).toHaveURL(/\/submission\?brandId=CB&applyFor=IM135&caseId=CS\d{8}&type=current$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're processing your application");
  await axe();

  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Current Account Plus is open');
  await expect(page.getByTestId('account-number')).toHaveText(/^\d{8}$/);
  await expect(page.getByTestId('sort-code')).toHaveText(/^\d{2}-\d{2}-\d{2}$/);
  await axe();
});

test('a reload on step 2 keeps the place and what was entered', async ({ page }) => {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-2\?/);
  await field(page, 'employmentStatus').selectOption('Full time');
  await field(page, 'employerName').fill('Difference Engines Ltd');
  await field(page, 'cityBorn').fill('London');
  await field(page, 'cityBorn').blur();

  // Autosave (doc 1 "Form save and submit"): the platform receives step 2 without a Continue.
  const caseId = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('account-opening.journey') ?? '{}').caseId,
  );
  expect(caseId).toMatch(/^CS\d{8}$/);
  await expect
    .poll(async () => {
      const response = await page.request.get(`/banks/CB/cases/csapcurrent/ntb/${caseId}/tasks/capture`);
      return JSON.stringify((await response.json()).enquiry.applicants[0].employment_details ?? []);
    })
    .toContain('Difference Engines Ltd');

  await page.reload();
  await expect(page).toHaveURL(/\/step-2\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your money');
  await expect(field(page, 'employmentStatus')).toHaveValue('Full time');
  await expect(field(page, 'employerName')).toHaveValue('Difference Engines Ltd');
  await expect(field(page, 'cityBorn')).toHaveValue('London');

  // Back goes to step 1 with everything entered there.
  await page.goBack();
  await expect(page).toHaveURL(/\/step-1\?/);
  await expect(field(page, 'firstName')).toHaveValue(applicant.firstName);
  await expect(field(page, 'addresses.0.streetName')).toHaveValue(applicant.streetName);
});

test('an invalid Continue shows the summary in the spec wording and keeps what was typed', async ({ page, axe }) => {
  await gotoStart(page);
  await answerEligibility(page);
  await field(page, 'firstName').fill('Ada');
  await field(page, 'phoneNumber').fill('0770090012');
  await page.getByRole('button', { name: 'Continue' }).click();

  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(
    "Some of your details haven't been completed or have been entered incorrectly. Please complete all required fields and correct any errors before you continue.",
  );
  await expect(summary.getByRole('link', { name: 'Enter your last name' })).toBeVisible();
  await expect(summary.getByRole('link', { name: /UK phone number of 11 digits/ })).toBeVisible();
  await expect(field(page, 'firstName')).toHaveValue('Ada');
  await expect(field(page, 'phoneNumber')).toHaveValue('0770090012');
  await axe();

  await summary.getByRole('link', { name: 'Enter your last name' }).click();
  await expect(field(page, 'lastName')).toBeFocused();
});

test('an eligibility answer that fails goes to a call-us page, not an error', async ({ page, axe }) => {
  await gotoStart(page);
  await answerEligibility(page, { ukResident: 'No' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you can't apply online");
  await expect(page.getByText(/Call us on 0800/)).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Change your answers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');
});

test('unknown paths go to /not-found, and typed steps ahead of the applicant are refused', async ({ page, axe }) => {
  await page.goto('/no-such-page?brandId=CB&applyFor=IM135');
  await expect(page).toHaveURL(/\/not-found/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await axe();

  await gotoStart(page);
  await answerEligibility(page);
  await expect(page).toHaveURL(/\/step-1\?/);
  await page.goto('/review?brandId=CB&applyFor=IM135');
  // The saved session resumes on step 1: review needs both steps done.
  await expect(page).toHaveURL(/\/step-1\?/);
});

test('an invalid brand shows the error page for brand VM', async ({ page, axe }) => {
  await page.goto('/?applyFor=IM135&brandId=XX');
  await expect(page).toHaveURL(/\/error\?brandId=VM/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, something went wrong');
  await expect(page.locator('.header__brand')).toHaveAttribute('data-brand', 'VM');
  await axe();
});

test('a Change link on review opens its section and Continue comes back to review', async ({ page }) => {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-2\?/);
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/);

  await page.getByRole('button', { name: 'Change how we can contact you' }).click();
  await expect(page).toHaveURL(/\/step-1\?/);
  await expect(page.getByRole('heading', { name: 'How we can contact you' })).toBeFocused();
  await field(page, 'phoneNumber').fill('02079460000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/review\?/);
  await expect(page.getByText('02079460000')).toBeVisible();
});
