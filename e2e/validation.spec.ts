// Field rules and behaviours of doc 2 §4 and §5 as an applicant meets them, in real Chromium against the real
// platform: an invalid step shows the summary with the spec's page-level message and the inline messages and keeps
// what was typed; BFPO per product with the visit-a-store guidance; the phone modes; titles and gender; the
// repeatable lists capped at 5; a Change link from review and back. Every page visited has no axe violations.
import { errorSummary, expect, field, gotoStart, test } from './support/fixtures';
import { answer, answerEligibility, fillStep1 } from './support/journey';
import { answerEligibilityOf, continueTo, fillEmployment, fillPersonal, fillSavings } from './support/products';
import { openSeededReview } from './support/seededCase';

const PAGE_LEVEL_ERROR =
  "Some of your details haven't been completed or have been entered incorrectly. Please complete all required fields and correct any errors before you continue.";

test('an invalid step 2 shows the summary and the inline messages, and keeps what was typed', async ({ page, axe }) => {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await continueTo(page, /\/step-2\?/, axe);

  await field(page, 'employmentStatus').selectOption('Self employed');
  await field(page, 'employerName').fill('A');
  await field(page, 'grossAnnualIncome').fill('24000');
  // more than gross / 12 (doc 2 §5.4)
  await field(page, 'netMonthlyIncome').fill('2500');
  await answer(page, 'requiresOverdraft', 'Yes');
  await field(page, 'overdraftLimit').fill('75');
  await page.getByRole('button', { name: 'Continue' }).click();

  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(PAGE_LEVEL_ERROR);
  await expect(summary.getByRole('link', { name: "Employer's name must be 2 characters or more" })).toBeVisible();
  await expect(
    summary.getByRole('link', {
      name: 'Your monthly income after tax must not be more than your annual income divided by 12',
    }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter an overdraft limit in steps of £50' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Select yes if you are a UK citizen' })).toBeVisible();
  // the inline message sits with its field, tied to it for assistive technology
  await expect(field(page, 'overdraftLimit')).toHaveAttribute('aria-describedby', /overdraftLimit-error/);
  await expect(page.locator('#overdraftLimit-error')).toContainText('Enter an overdraft limit in steps of £50');
  // nothing typed is lost
  await expect(field(page, 'employerName')).toHaveValue('A');
  await expect(field(page, 'netMonthlyIncome')).toHaveValue('2500');
  await expect(field(page, 'overdraftLimit')).toHaveValue('75');
  await axe();

  // an economically inactive status clears and hides the employer (doc 2 §4)
  await field(page, 'employmentStatus').selectOption('Student');
  await expect(field(page, 'employerName')).toHaveCount(0);
  await field(page, 'employmentStatus').selectOption('Self employed');
  await expect(field(page, 'employerName')).toHaveValue('');
  // changing the gross income clears the net income (doc 2 §4)
  await field(page, 'grossAnnualIncome').fill('36000');
  await expect(field(page, 'netMonthlyIncome')).toHaveValue('');
  // requiresOverdraft No clears the limit
  await answer(page, 'requiresOverdraft', 'No');
  await expect(field(page, 'overdraftLimit')).toHaveCount(0);
});

test('BFPO: refused with the visit-a-store guidance for IM759, accepted for IM135', async ({ page, axe }) => {
  await gotoStart(page, 'IM759', 'VM');
  await answerEligibilityOf(page, [/18 or over/, /live in the UK/, /mobile phone or a computer/]);
  await fillPersonal(page);
  await field(page, 'addresses.0.postcode').fill('bfpo 123');
  await field(page, 'addresses.0.postcode').blur();
  await expect(field(page, 'addresses.0.postcode')).toHaveValue('BFPO 123');
  await expect(page.getByTestId('bfpo-guidance-0')).toContainText('Visit one of our stores, or call us on 0800');
  await page
    .getByRole('group', { name: 'Which bank would you like your account with?' })
    .getByLabel('Clydeside Bank')
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // the guidance blocks progress
  await expect(errorSummary(page).getByRole('link', { name: /for a BFPO address/ })).toBeVisible();
  await expect(page).toHaveURL(/\/step-1\?/);
  await axe();

  await page.goto('/?applyFor=IM135&brandId=CB');
  await page.evaluate(() => sessionStorage.clear());
  await gotoStart(page, 'IM135', 'CB');
  await answerEligibility(page);
  await fillStep1(page);
  await field(page, 'addresses.0.postcode').fill('BFPO 123');
  await field(page, 'addresses.0.postcode').blur();
  await expect(page.locator('#addresses-0-postcode-error')).toHaveCount(0);
  await expect(page.getByTestId('bfpo-guidance-0')).toHaveCount(0);
  await continueTo(page, /\/step-2\?/, axe);
});

test('titles, gender and the phone modes of the two brand families', async ({ page, axe }) => {
  await gotoStart(page, 'IM759', 'VM');
  await answerEligibilityOf(page, [/18 or over/, /live in the UK/, /mobile phone or a computer/]);
  // a neutral title asks for gender; a gendered one sets it (doc 2 §4, §5.1)
  await field(page, 'title').selectOption('Dr');
  await expect(page.getByRole('group', { name: 'Gender' })).toBeVisible();
  await field(page, 'title').selectOption('Mrs');
  await expect(page.getByRole('group', { name: 'Gender' })).toHaveCount(0);
  // DYB/VM: mobile-only mode (doc 2 §5.1)
  await field(page, 'phoneNumber').fill('02079460000');
  await field(page, 'phoneNumber').blur();
  await expect(page.locator('#phoneNumber-error')).toContainText(
    'Enter a mobile number of 11 digits starting 07, with no spaces or symbols',
  );
  await field(page, 'phoneNumber').fill('07700900123');
  await field(page, 'phoneNumber').blur();
  await expect(page.locator('#phoneNumber-error')).toHaveCount(0);
  // the bank choice is required for new customers of VM (doc 3 §5)
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    errorSummary(page).getByRole('link', { name: 'Select the bank you would like your account with' }),
  ).toBeVisible();
  await axe();
});

test('a repeatable list is capped at 5 and rows can be removed', async ({ page, axe }) => {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await continueTo(page, /\/step-2\?/, axe);
  await answer(page, 'ukCitizen', 'No');
  await answer(page, 'hasAdditionalCitizenships', 'Yes');
  const add = page.getByRole('button', { name: 'Add another country' });
  for (const [index, code] of ['FR', 'DE', 'IE', 'ES', 'IT'].entries()) {
    if (index > 0) await add.click();
    await field(page, `citizenshipList.${index}`).selectOption(code);
  }
  await expect(add).toHaveCount(0);
  await axe();
  await page.getByRole('button', { name: 'Remove Country 3' }).click();
  await expect(field(page, 'citizenshipList.4')).toHaveCount(0);
  await expect(field(page, 'citizenshipList.2')).toHaveValue('ES');
  await expect(add).toBeVisible();
  // not a UK citizen: No is refused (doc 2 §5.3)
  await answer(page, 'hasAdditionalCitizenships', 'No');
  await expect(field(page, 'citizenshipList.0')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    errorSummary(page).getByRole('link', {
      name: 'If you are not a UK citizen, tell us the countries you are a citizen of',
    }),
  ).toBeVisible();
});

test('a Change link from review opens the savings section and Continue comes back to review', async ({ page, axe }) => {
  await gotoStart(page, 'IM368', 'CB');
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
  await field(page, 'incomeOtherSavingsAmountBond').fill('25000');
  await continueTo(page, /\/review\?/, axe);

  await page.getByRole('button', { name: 'Change your savings' }).click();
  await expect(page).toHaveURL(/\/step-2\?/);
  await expect(page.getByRole('heading', { name: 'Your savings' })).toBeFocused();
  await field(page, 'incomeOtherSavingsAmountBond').fill('40000');
  await continueTo(page, /\/review\?/, axe);
  await expect(page.getByText('£40,000')).toBeVisible();

  // the review questions: the username rules of doc 2 §5.6
  await field(page, 'username').fill('1234567890');
  await page.getByRole('button', { name: 'Accept and apply' }).click();
  await expect(errorSummary(page).getByRole('link', { name: 'Username must not be a 10-digit number' })).toBeVisible();
  await expect(
    errorSummary(page).getByRole('link', { name: 'Please select one of the options to continue' }),
  ).toBeVisible();
  await axe();
});

// Issue 14 (generated path 77): the username left empty shows its error when the pointer goes down on a consent below
// it, and that line moved the radio from under the pointer, so the click was lost and the consent never ticked. The
// choice keeps the focus where it is until the click lands (src/components/FormField.tsx).
test('a choice clicked below a field whose error shows on leaving it is ticked', async ({ page }) => {
  await openSeededReview(page);
  await field(page, 'username').focus();
  const no = page.locator('[name="consentEmail"][value="No"]');
  await no.click();
  await expect(no).toBeChecked();
  // the field left shows its error once the click has landed, and the focus is on the choice
  await expect(page.getByText('Enter a username')).toBeVisible();
  await expect(no).toBeFocused();
});
