// A credit card application by an existing customer, page by page (doc 1 §4, doc 2 §5.5, doc 3 §2 "Offer pages", §5):
// the eligibility questions, step 1 from the bank's records, step 2 with bank details, Direct Debit and a credit limit,
// review, and the credit offer's three documents read and ticked in order. e2e/creditCard.spec.ts walks it asserting
// each rule; e2e/accessibilityJourneys.spec.ts goes through it to the balance-transfer question.
import type { Page } from '@playwright/test';
import { COPY, ELIGIBILITY_QUESTIONS } from '../../content/copy';
import { JOURNEY_COPY } from '../../content/journeyCopy';
import { OFFER_COPY } from '../../content/offers';
import { expect, field } from './fixtures';
import { answer, fillEmploymentAndBirth } from './journey';
import { customer } from './loginApp';

/** The card's eligibility questions answered so that it can be applied for, then Continue (doc 2 §2). */
export async function answerCreditCardQuestions(page: Page) {
  const answers = [
    [ELIGIBILITY_QUESTIONS.age.label, 'Yes'],
    [ELIGIBILITY_QUESTIONS.ukResident.label, 'Yes'],
    [ELIGIBILITY_QUESTIONS.device.label, 'Yes'],
    [ELIGIBILITY_QUESTIONS.countyCourtJudgement.label, 'No'],
    [ELIGIBILITY_QUESTIONS.bankrupt.label, 'No'],
  ] as const;
  for (const [question, value] of answers) {
    await page.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
  }
  await page.getByRole('button', { name: COPY.eligibility.continue }).click();
}

/** The card's eligibility questions, then the use-of-personal-information page agreed. */
export async function answerCreditCardEligibility(page: Page) {
  await answerCreditCardQuestions(page);
  await page.getByLabel(COPY.eligibility.dataProtectionConsent).check();
  await page.getByRole('button', { name: COPY.eligibility.start }).click();
}

/** Step 1 of the seeded customer: names, date of birth, address and phone come from the bank's records. */
export async function fillExistingCustomerStep1(page: Page, username = 'sandboxada') {
  await expect(page.locator('[data-read-only="lastName"]')).toHaveText(customer(username).lastName);
  await field(page, 'maritalStatus').selectOption('Married');
  await answer(page, 'hasDependants', 'No');
  await field(page, 'residentialStatus').selectOption('Tenant Private');
  await field(page, 'addresses.0.dateMoved').fill('01-06-2015');
  await page.getByRole('group', { name: 'How would you like us to contact you?' }).getByLabel('Email').check();
  await answer(page, 'additionalCardHolder', 'No');
}

/**
 * The card's bank details on step 2 and their lookup (doc 2 §5.5: both valid and changed start it; a Vocalink test
 * pair that passes the modulus check, platform/README.md "Bank details lookup"): its answer is shown. Typed already
 * (a generated path's BANK_DETAILS_CHANGED before its Continue), nothing changes and no lookup starts again.
 */
export async function lookUpCreditCardBank(page: Page) {
  const sortCode = field(page, 'bankDetailsSortCode');
  const accountNumber = field(page, 'bankDetailsAccountNumber');
  const typed = (await sortCode.inputValue()).replace(/\D/g, '') === '089999';
  if (!typed || (await accountNumber.inputValue()) !== '66374958') {
    const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === '/ref/bank/search');
    await sortCode.fill('089999');
    await accountNumber.fill('66374958');
    expect((await lookup).status()).toBe(200);
  }
  await expect(page.getByTestId('bank-lookup-status')).toHaveText(/^Bank: .+, .+$/);
}

/** Step 2 of a credit card: employment, citizenship, income, outgoings, bank details, Direct Debit, credit limit. */
export async function fillCreditCardStep2(page: Page) {
  await fillEmploymentAndBirth(page, { cityBorn: 'Leeds' });
  await field(page, 'grossAnnualIncome').fill('42000');
  await field(page, 'netMonthlyIncome').fill('2700');
  await answer(page, 'hasAdditionalIncome', 'No');
  await answer(page, 'hasIncomeReduction', 'No');
  await field(page, 'mortgageOrRentExpenditure').fill('950');
  await field(page, 'expenditureOther').fill('400');
  await answer(page, 'changeOfCircumstances', 'No');

  // doc 2 §5.5: both details valid and changed start the lookup (a Vocalink test pair that passes the modulus check,
  // platform/README.md "Bank details lookup"); its answer is shown and the page stays where it is.
  await lookUpCreditCardBank(page);
  await expect(page).toHaveURL(/\/step-2\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOURNEY_COPY.employmentDetails.title);
  await field(page, 'lengthOfTimeBankYears').fill('8');
  await field(page, 'lengthOfTimeBankMonths').fill('4');

  await answer(page, 'setUpDirectDebit', 'Yes');
  await answer(page, 'useBankDetails', 'Yes');
  await field(page, 'directDebitAccountName').fill('Ada Quillfeather');
  await answer(page, 'howToPay', 'Minimum amount');
  await field(page, 'paymentDate').selectOption('1-7');
  await field(page, 'directDebitAcceptTsAndCs').check();

  await answer(page, 'creditLimitChoice', 'M');
  await field(page, 'creditLimit').fill('3000');
  await answer(page, 'creditLimitIncreaseConsent', 'No');
}

export async function acceptCreditCardReview(page: Page) {
  for (const name of ['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost']) {
    await answer(page, name, 'No');
  }
  await field(page, 'directDebitReviewAcceptTsAndCs').check();
  await field(page, 'declarationAccept').check();
  await field(page, 'reviewAcceptTsAndCs').check();
  await page.getByRole('button', { name: 'Accept and apply' }).click();
}

/** The credit offer accepted: each document opened (read), then ticked, in order (doc 3 §2), then Accept. */
export async function acceptCreditOffer(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFER_COPY.credit.title);
  for (const name of OFFER_COPY.credit.documents) {
    await page.getByRole('button', { name: OFFER_COPY.credit.open(name), exact: true }).click();
    await page.getByRole('checkbox', { name: OFFER_COPY.credit.readAndTick(name), exact: true }).check();
  }
  await page.getByRole('button', { name: OFFER_COPY.credit.accept }).click();
}
