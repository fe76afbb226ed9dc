// A new-to-bank journey to submission and on to the page its case reaches, for one product of each type that
// allows new customers (doc 2 §3.10; issue 3 "Tests"): Everyday Saver IM759 (brand VM, with the bank choice
// between CB and YB), a fixed rate bond IM368 and Flexi Cash ISA IM481 (brand CB). The current account is
// journey.spec.ts's. Every page visited has no axe-core violations.

import { caseAuthorization, watchCaseToken } from './support/caseToken';
import { expect, field, gotoStart, test } from './support/fixtures';
import { answer, storedCaseId } from './support/journey';
import {
  answerEligibilityOf,
  continueTo,
  fillEmployment,
  fillNationalityWithLists,
  fillPersonal,
  fillSavings,
  submitAndOpen,
  yearsAgo,
} from './support/products';

test('Everyday Saver IM759 under VM: bank choice, address history, lists, to account opened', async ({ page, axe }) => {
  const caseToken = watchCaseToken(page);
  await gotoStart(page, 'IM759', 'VM');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for an Everyday Saver');
  await axe();
  await answerEligibilityOf(page, [/18 or over/, /live in the UK/, /mobile phone or a computer/]);
  await axe();

  await fillPersonal(page);
  // the address history (doc 2 §4): a date moved within three years opens a previous address
  await field(page, 'addresses.0.dateMoved').fill(yearsAgo(1));
  await field(page, 'addresses.0.dateMoved').blur();
  await expect(page.getByRole('heading', { name: 'Previous address 1' })).toBeVisible();
  await answer(page, 'addresses.1.addressType', 'international');
  await field(page, 'addresses.1.addressLine1').fill('12 Rue de Rivoli');
  await field(page, 'addresses.1.city').fill('Paris');
  await field(page, 'addresses.1.country').selectOption('FR');
  // GB is not offered for an address outside the UK (doc 2 §5.2)
  await expect(field(page, 'addresses.1.country').locator('option[value="GB"]')).toHaveCount(0);
  await field(page, 'addresses.1.dateMoved').fill(yearsAgo(2));
  await field(page, 'addresses.1.dateMoved').blur();
  await expect(page.getByRole('heading', { name: 'Previous address 2' })).toBeVisible();
  await field(page, 'addresses.2.postcode').fill('SW1A 2AA');
  await field(page, 'addresses.2.houseNumber').fill('10');
  await field(page, 'addresses.2.streetName').fill('Downing Street');
  await field(page, 'addresses.2.city').fill('London');
  await field(page, 'addresses.2.dateMoved').fill(yearsAgo(8));
  await field(page, 'addresses.2.dateMoved').blur();
  // beyond three years: the history is complete, no fourth address
  await expect(page.getByRole('heading', { name: 'Previous address 3' })).toHaveCount(0);

  // DYB/VM new customers choose CB or YB (doc 2 §3.1 bankID); API calls follow the choice
  await page
    .getByRole('group', { name: 'Which bank would you like your account with?' })
    .getByLabel('Ridings Bank')
    .check();
  await axe();
  await continueTo(page, /\/step-2\?/, axe);
  const caseId = await storedCaseId(page);
  const saved = await page.request.get(`/banks/YB/cases/csapsavings/ntb/${caseId}/tasks/capture`, {
    headers: caseAuthorization(caseToken),
  });
  expect(saved.status()).toBe(200);
  const addresses = (await saved.json()).enquiry.applicants[0].personal_details.addresses;
  expect(addresses).toHaveLength(3);
  expect(addresses[1].international_address.country).toBe('FR');

  await expect(page.getByRole('heading', { name: 'Your savings' })).toBeVisible();
  await fillEmployment(page);
  await fillNationalityWithLists(page);
  await fillSavings(page);
  // IM759 hides one savings purpose (doc 2 §3.10)
  await expect(
    field(page, 'incomeOtherSavingsPurpose').locator('option[value="Saving for a house deposit"]'),
  ).toHaveCount(0);
  await continueTo(page, /\/review\?/, axe);

  await expect(page.getByText('12 Rue de Rivoli, Paris, France')).toBeVisible();
  await expect(page.getByText('France, Yes, FR1234567')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key features' })).toBeVisible();
  await submitAndOpen(page, axe, 'Everyday Saver');
});

test('a fixed rate bond IM368: the bond amount between the issue minimum and maximum, to account opened', async ({
  page,
  axe,
}) => {
  await gotoStart(page, 'IM368', 'CB');
  await axe();
  await answerEligibilityOf(page, [/18 or over/, /live in the UK/, /mobile phone or a computer/]);
  await fillPersonal(page, { phone: '01132460000' });
  await continueTo(page, /\/step-2\?/, axe);
  await fillEmployment(page);
  await field(page, 'nationality').selectOption('GB');
  await field(page, 'countryBorn').selectOption('GB');
  await field(page, 'cityBorn').fill('London');
  await answer(page, 'ukCitizen', 'Yes');
  await answer(page, 'hasAdditionalCitizenships', 'No');
  await answer(page, 'taxObligations', 'No');
  await fillSavings(page);
  // savings bond issue 3: £10 to £5,000,000 (doc 2 §9)
  const amount = field(page, 'incomeOtherSavingsAmountBond');
  await amount.fill('9');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: 'Enter an amount between £10 and £5,000,000' })).toBeVisible();
  await expect(amount).toHaveValue('9');
  await axe();
  await amount.fill('25000');
  await continueTo(page, /\/review\?/, axe);
  await expect(page.getByText('£25,000')).toBeVisible();
  await submitAndOpen(page, axe, 'Fixed Rate Bond');
});

test('Flexi Cash ISA IM481: the NI number and the ISA information, to account opened', async ({ page, axe }) => {
  await gotoStart(page, 'IM481', 'CB');
  await axe();
  await answerEligibilityOf(page, [/16 or over/, /live in the UK/, /mobile phone or a computer/, /National Insurance/]);
  await fillPersonal(page);
  await continueTo(page, /\/step-2\?/, axe);
  await expect(page.getByRole('heading', { name: 'Your ISA' })).toBeVisible();
  // the product needs an NI number (doc 2 §5.3): No is refused with the guidance to get one
  await answer(page, 'niNumberQuestion', 'No');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('link', { name: /You need a National Insurance number to open this account/ }),
  ).toBeVisible();
  await axe();
  await answer(page, 'niNumberQuestion', 'Yes');
  await field(page, 'niNumber').fill('qq 12 34 56 c');
  await field(page, 'niNumber').blur();
  // upper-cased, without the spaces of the printed form (doc 2 §5.3)
  await expect(field(page, 'niNumber')).toHaveValue('QQ123456C');
  // an economically inactive status asks nothing about an employer (doc 2 §4)
  await field(page, 'employmentStatus').selectOption('Retired');
  await expect(field(page, 'employerName')).toHaveCount(0);
  await field(page, 'grossAnnualIncome').fill('18000');
  await field(page, 'netMonthlyIncome').fill('1300');
  await continueTo(page, /\/review\?/, axe);
  await expect(page.getByText('QQ123456C')).toBeVisible();
  await submitAndOpen(page, axe, 'Flexi Cash ISA');
});
