// Steps of the savings, bond and ISA journeys (products.spec.ts, validation.spec.ts): what a new applicant types.
import type { Page } from '@playwright/test';
import { expect, field } from './fixtures';
import { acceptReview, answer, holdPolls } from './journey';

/** A DD-MM-YYYY date the given number of years (and days) before today. */
export function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - days);
  return `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
}

export async function answerEligibilityOf(page: Page, questions: RegExp[]) {
  for (const question of questions) {
    await page.getByRole('group', { name: question }).getByLabel('Yes').check();
  }
  // doc 3 §2: the terms page on the use of personal information follows the questions.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('I agree to my information being used as described').check();
  await page.getByRole('button', { name: 'Start your application' }).click();
  await expect(page).toHaveURL(/\/step-1\?/);
}

/** Step 1 with a gendered title (no gender asked) and a current address of more than three years. */
export async function fillPersonal(page: Page, { lastName = 'Testperson', phone = '07700900123' } = {}) {
  await field(page, 'title').selectOption('Mr');
  // a gendered title sets gender: the question is not asked (doc 2 §4)
  await expect(page.getByRole('group', { name: 'Gender' })).toHaveCount(0);
  await field(page, 'firstName').fill('Charles');
  await field(page, 'lastName').fill(lastName);
  await field(page, 'dateOfBirth').fill('26-12-1971');
  await field(page, 'maritalStatus').selectOption('Single');
  await answer(page, 'hasDependants', 'Yes');
  // Yes defaults the count to 1 (doc 2 §4)
  await expect(field(page, 'dependants')).toHaveValue('1');
  await field(page, 'residentialStatus').selectOption('Tenant Private');
  await field(page, 'addresses.0.postcode').fill('ls1 4ap');
  await field(page, 'addresses.0.houseNumber').fill('12');
  await field(page, 'addresses.0.streetName').fill('Wharfedale Row');
  await field(page, 'addresses.0.city').fill('Leeds');
  await field(page, 'addresses.0.dateMoved').fill(yearsAgo(6));
  await field(page, 'phoneNumber').fill(phone);
  await field(page, 'emailAddress').fill('charles@example.com');
  await field(page, 'emailAddressConfirmation').fill('charles@example.com');
  await page.getByRole('group', { name: 'How would you like us to contact you?' }).getByLabel('Email').check();
}

export async function fillEmployment(page: Page) {
  await field(page, 'employmentStatus').selectOption('Full time');
  await field(page, 'employmentIndustry').selectOption('114');
  await field(page, 'employmentOccupation').selectOption('Professional');
  await field(page, 'employerName').fill('Analytical Engines Ltd');
  await field(page, 'employmentStartDate').fill('01-09-2000');
}

export async function fillNationalityWithLists(page: Page) {
  await field(page, 'nationality').selectOption('GB');
  await field(page, 'countryBorn').selectOption('GB');
  await field(page, 'cityBorn').fill('London');
  await answer(page, 'ukCitizen', 'Yes');
  // a repeatable list: Yes opens one row; rows are added and removed (doc 2 §5.3)
  await answer(page, 'hasAdditionalCitizenships', 'Yes');
  await field(page, 'citizenshipList.0').selectOption('FR');
  await page.getByRole('button', { name: 'Add another country' }).first().click();
  // a country chosen in one row is not offered in another; GB is not offered to a UK citizen
  await expect(field(page, 'citizenshipList.1').locator('option[value="FR"]')).toHaveCount(0);
  await expect(field(page, 'citizenshipList.1').locator('option[value="GB"]')).toHaveCount(0);
  await field(page, 'citizenshipList.1').selectOption('IE');
  await page.getByRole('button', { name: 'Remove Country 2' }).click();
  await expect(field(page, 'citizenshipList.1')).toHaveCount(0);
  await answer(page, 'taxObligations', 'Yes');
  await field(page, 'taxObligationList.0.taxCountry').selectOption('FR');
  await answer(page, 'taxObligationList.0.hasTaxNumber', 'Yes');
  await field(page, 'taxObligationList.0.taxNumber').fill('FR1234567');
  await answer(page, 'allTaxObligationsListed', 'Yes');
}

export async function fillSavings(page: Page) {
  await field(page, 'grossAnnualIncome').fill('38000');
  await field(page, 'netMonthlyIncome').fill('2500');
  await answer(page, 'hasAdditionalIncome', 'No');
  await field(page, 'incomeOtherSavingsTypeOptions').selectOption('Salary');
  await field(page, 'incomeOtherSavingsFrequency').selectOption('Monthly');
  await field(page, 'incomeOtherSavingsAmount').selectOption('500');
  await field(page, 'incomeOtherSavingsPurpose').selectOption('General savings');
}

export async function continueTo(page: Page, path: RegExp, axe: () => Promise<unknown>) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(path);
  await axe();
}

/** From review to the page the case reaches: the standard offer for a product without a credit check, accepted. */
export async function submitAndOpen(page: Page, axe: () => Promise<unknown>, productName: string) {
  const release = await holdPolls(page);
  await acceptReview(page);
  await expect(page).toHaveURL(/\/submission\?/);
  await axe();
  await release();
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your ${productName} offer`);
  await axe();
  await page.getByRole('button', { name: 'Accept and open my account' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your ${productName} is open`);
  await axe();
}
