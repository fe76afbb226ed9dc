// Steps of the IM135 journey that several browser specs share: what a new applicant types, page by page.
import type { Page } from '@playwright/test';
import { EXISTING_CUSTOMER_FIELD } from '../../content/fields/eligibility';
import { expect, field, gotoStart } from './fixtures';

export const applicant = {
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

/** The eligibility questions answered, then Continue to the terms page on the use of personal information. */
export async function answerEligibilityQuestions(
  page: Page,
  answers: { age?: 'Yes' | 'No'; ukResident?: 'Yes' | 'No'; existingCustomer?: 'Yes' | 'No' } = {},
) {
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
  // doc 2 §3.1 isExistingCustomer: left at its default (No) unless the test answers it.
  if (answers.existingCustomer) {
    await page.getByRole('group', { name: EXISTING_CUSTOMER_FIELD.label }).getByLabel(answers.existingCustomer).check();
  }
  // doc 3 §2: the terms page on the use of personal information follows the questions.
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function answerEligibility(page: Page, answers: { age?: 'Yes' | 'No'; ukResident?: 'Yes' | 'No' } = {}) {
  await answerEligibilityQuestions(page, answers);
  await page.getByLabel('I agree to my information being used as described').check();
  await page.getByRole('button', { name: 'Start your application' }).click();
}

export async function fillStep1(page: Page, { lookup = false, lastName = applicant.lastName } = {}) {
  await field(page, 'title').selectOption(applicant.title);
  // Dr is gender-neutral, so gender is asked (doc 2 §5.1).
  await page.getByRole('group', { name: 'Gender' }).getByLabel(applicant.gender).check();
  await field(page, 'firstName').fill(applicant.firstName);
  await field(page, 'lastName').fill(lastName);
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

/** Checks the radio of a Yes/No (or other) question by its flat field name and value. */
export async function answer(page: Page, name: string, value: string) {
  await page.locator(`[name="${name}"][value="${value}"]`).check();
}

/** Step 2's employment and birth questions, the same for every product that asks them: a UK citizen in work. */
export async function fillEmploymentAndBirth(page: Page, { cityBorn = 'London' }: { cityBorn?: string } = {}) {
  await field(page, 'employmentStatus').selectOption('Full time');
  // the customer-risk-assessment variant of a current account asks the industry (doc 2 §3.8)
  await field(page, 'employmentIndustry').selectOption('114');
  await field(page, 'employmentOccupation').selectOption('Professional');
  await field(page, 'employerName').fill('Difference Engines Ltd');
  await field(page, 'employmentStartDate').fill('01-09-2010');
  await field(page, 'nationality').selectOption('GB');
  await field(page, 'countryBorn').selectOption('GB');
  await field(page, 'cityBorn').fill(cityBorn);
  await answer(page, 'ukCitizen', 'Yes');
  await answer(page, 'hasAdditionalCitizenships', 'No');
}

/** Step 2; `joint`: a joint current account, no overdraft section, the joint-expenditure help instead (doc 2 §4). */
export async function fillStep2(
  page: Page,
  { overdraft = '500', joint = false }: { overdraft?: string; joint?: boolean } = {},
) {
  if (joint) {
    await expect(page.getByText('This is a joint account:')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Would you like an arranged overdraft?' })).toHaveCount(0);
  }
  await fillEmploymentAndBirth(page);
  await answer(page, 'taxObligations', 'No');
  await field(page, 'grossAnnualIncome').fill('42000');
  await field(page, 'netMonthlyIncome').fill('2700');
  await answer(page, 'hasAdditionalIncome', 'No');
  await field(page, 'mortgageOrRentExpenditure').fill('950');
  await field(page, 'expenditureOther').fill('400');
  await answer(page, 'hasInternationalPayments', 'No');
  await field(page, 'incomeOtherPaymentTypeOptions').selectOption('Salary');
  await field(page, 'incomeOtherPaymentAmount').selectOption('4000');
  await field(page, 'incomeOtherAccountPurpose').selectOption('Day to day banking');
  if (joint) return;
  await page
    .getByRole('group', { name: 'Would you like an arranged overdraft?' })
    .getByLabel(overdraft ? 'Yes' : 'No')
    .check();
  if (overdraft) await field(page, 'overdraftLimit').fill(overdraft);
}

/** The tab's stored journey's key in sessionStorage (src/sessionStore.ts). */
export const JOURNEY_KEY = 'account-opening.journey';

/**
 * The case id the tab keeps (src/sessionStore.ts), once it keeps one. Step 1's Continue shows step 2 before its create
 * has answered (machines/capture.ts employmentDetails.confirming), so a test that reads the id on step 2 waits for it:
 * on a loaded 2-core host the create can still be out after three fields are typed (a CI run failed so on 1 December).
 */
export async function storedCaseId(page: Page): Promise<string> {
  const read = () =>
    page.evaluate(
      (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { caseId?: string }).caseId,
      JOURNEY_KEY,
    );
  await expect.poll(read, { timeout: 30_000 }).toMatch(/^[A-Z]{2}\d{8}$/);
  return (await read()) as string;
}

/**
 * Holds the case's polls (GET …/tasks/next) until the returned release is called, so a test can look at the submission
 * page while its case is processed: the e2e PLATFORM_PROCESSING_MS (750 ms) is shorter than an axe run under load. A
 * held poll then goes to the platform as it was: the answer is the platform's own.
 */
export async function holdPolls(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/tasks/next', async (route) => {
    await held;
    // a poll the page stopped waiting for (its own timeout) was already answered by its abort: nothing to send
    await route.continue().catch(() => {});
  });
  return async () => {
    release();
    await page.unroute('**/tasks/next');
  };
}

/**
 * The press that submits, then the submission page as the applicant is taken there: watched from before the press,
 * because with the e2e processing (750 ms, e2e/support/timings.ts) the page may leave it for the offer before a check
 * made after the press looks (a CI run failed so on 28 November). Tests that look at the page hold its polls instead
 * (holdPolls).
 */
export async function expectSubmissionAfter(
  page: Page,
  press: () => Promise<unknown>,
  url: RegExp = /\/submission\?/,
): Promise<void> {
  const toSubmission = page.waitForURL(url, { timeout: 30_000 });
  try {
    await press();
  } catch (error) {
    toSubmission.catch(() => {});
    throw error;
  }
  await toSubmission;
}

/** The review page: every consent answered and the terms accepted, then Accept and apply. */
export async function acceptReview(page: Page, { username = `ada.${Date.now().toString(36)}` } = {}) {
  await fillReview(page, { username });
  await page.getByRole('button', { name: 'Accept and apply' }).click();
}

/** The review page answered: every consent, a new customer's username, the terms accepted. */
export async function fillReview(page: Page, { username = `ada.${Date.now().toString(36)}` } = {}) {
  for (const name of ['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost']) {
    await page.locator(`[name="${name}"][value="No"]`).check();
  }
  // a new customer creates a username on review (doc 2 §5.6); the page is drawn by now (the consents are there)
  const usernameField = field(page, 'username');
  if ((await usernameField.count()) > 0 && !(await usernameField.inputValue())) {
    await usernameField.fill(`${username}${Math.random().toString(36).slice(2, 6)}`);
  }
  await field(page, 'reviewAcceptTsAndCs').check();
}

/**
 * From the start page to the submission page, with a chosen last name (the sandbox scenarios key on it). `joint`: one
 * applicant's own part of a joint application, from the eligibility page the joint pages lead to, up to its submit
 * (where it goes next, submission or /joint/next, is the caller's to check).
 */
export async function applyAs(page: Page, lastName: string, { overdraft = '500', joint = false } = {}) {
  if (!joint) await gotoStart(page);
  // the joint pages' own waits: the other applicant's browser shares the two cores
  const wait = joint ? { timeout: 45_000 } : {};
  await answerEligibility(page);
  await fillStep1(page, { lastName });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-2\?/, wait);
  await fillStep2(page, { overdraft, joint });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/, wait);
  if (joint) await acceptReview(page);
  else await expectSubmissionAfter(page, () => acceptReview(page));
}
