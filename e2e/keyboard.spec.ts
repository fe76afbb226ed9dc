// Keyboard only (issue 15, WCAG 2.1.1 and 2.4.7): journeys completed with Tab, Shift+Tab, Space, Enter and the arrow
// keys of radio groups, nothing clicked, with a visible focus indicator on every control reached; the error summary
// takes focus and its links lead to their fields.
import type { Locator, Page } from '@playwright/test';
import { OFFER_COPY } from '../content/offers';
import { ORDINALS } from '../platform/loginApp/loginPages';
import { expect, field, gotoStart, startPath, test } from './support/fixtures';
import { answerEligibility, applicant } from './support/journey';
import { customer } from './support/loginApp';
import { openSeededReview } from './support/seededCase';

/** Whether the focused control shows where focus is (:focus-visible with an outline or a box shadow). */
async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: computed.outlineStyle !== 'none' && Number.parseFloat(computed.outlineWidth) > 0,
      shadow: computed.boxShadow !== 'none' && computed.boxShadow !== '',
    };
  });
  expect(style.focusVisible, 'focus is :focus-visible').toBe(true);
  expect(style.outline || style.shadow, 'the focused control has an outline or a box shadow').toBe(true);
}

/** Where focus is against a target, read in the page in one evaluation (see keyTo). */
type FocusReading =
  | { here: true; focusVisible: boolean; outline: boolean; shadow: boolean }
  | { here: false; key: 'Tab' | 'Shift+Tab'; presses: number };

/**
 * In the page: whether the target (or, for a radio group, any radio of its group) has focus, with the focused
 * control's focus indicator; if not, which key moves towards it and how many presses the page's sequential focus
 * order says it takes (tabbable controls in document order, hidden, disabled and tabindex="-1" ones left out, one stop
 * per radio group: its checked radio, or its first). The count is only a guess that lets the presses go together:
 * keyTo reads again after them, and Chromium's own Tab order decides where focus lands.
 */
function readFocus(node: Element, inGroup: boolean): FocusReading {
  const active = document.activeElement;
  const radioName = (element: Element | null) =>
    element instanceof HTMLInputElement && element.type === 'radio' ? element.name : undefined;
  const sameGroup = inGroup && radioName(node) !== undefined && radioName(active) === radioName(node);
  if (active && active !== document.body && (active === node || sameGroup)) {
    const computed = getComputedStyle(active);
    return {
      here: true,
      focusVisible: active.matches(':focus-visible'),
      outline: computed.outlineStyle !== 'none' && Number.parseFloat(computed.outlineWidth) > 0,
      shadow: computed.boxShadow !== 'none' && computed.boxShadow !== '',
    };
  }
  const stops: Element[] = [];
  const groups = new Map<string, HTMLInputElement>();
  const candidates = document.querySelectorAll(
    'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]',
  );
  for (const element of candidates) {
    if ((element as HTMLInputElement).disabled || (element as HTMLInputElement).type === 'hidden') continue;
    if (Number(element.getAttribute('tabindex') ?? 0) < 0 || element.closest('[inert]')) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const name = radioName(element);
    if (name !== undefined && element instanceof HTMLInputElement) {
      const stop = groups.get(name);
      if (!stop) {
        groups.set(name, element);
        stops.push(element);
      } else if (element.checked && !stop.checked) {
        stops[stops.indexOf(stop)] = element;
        groups.set(name, element);
      }
      continue;
    }
    stops.push(element);
  }
  const stopOf = (element: Element | null) => {
    const name = radioName(element);
    return name !== undefined ? groups.get(name) : element;
  };
  const target = stops.indexOf(stopOf(node) as Element);
  const from = active ? stops.indexOf(stopOf(active) as Element) : -1;
  const before = (element: Element) =>
    !active || active === document.body
      ? false
      : Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  // Where the target is, as the stepwise walk always decided it: before or after the focused element
  const key = before(node) ? 'Shift+Tab' : 'Tab';
  if (target < 0) return { here: false, key, presses: 1 };
  // from a focused element that is no stop (the body, a focused heading or error summary): Tab goes to the next stop
  const behind = from >= 0 ? from : stops.filter(before).length - (key === 'Tab' ? 1 : 0);
  return { here: false, key, presses: Math.max(1, Math.abs(target - behind)) };
}

/**
 * Tab (or Shift+Tab, when the target comes earlier in the page) until the target has focus, then checks that the
 * focused control shows where focus is (:focus-visible with an outline or a box shadow). The presses the page's focus
 * order predicts go in one run, then one reading: a page evaluation after every single press made the two keyboard
 * journeys 104-245 s each (bench/results/test-times.md "Seventh pass"). When a run does not land on the target, the
 * rest is walked a press at a time, as before.
 */
async function keyTo(page: Page, target: Locator, { group = false } = {}) {
  const element = target.first();
  let batch = true;
  for (let presses = 0; presses < 250; ) {
    const reading = await element.evaluate(readFocus, group, { timeout: 15_000 });
    if (reading.here) {
      expect(reading.focusVisible, 'focus is :focus-visible').toBe(true);
      expect(reading.outline || reading.shadow, 'the focused control has an outline or a box shadow').toBe(true);
      return;
    }
    const run = batch ? reading.presses : 1;
    batch = false;
    for (let press = 0; press < run; press += 1) await page.keyboard.press(reading.key);
    presses += run;
  }
  throw new Error(`could not reach ${element} by Tab`);
}

async function typeInto(page: Page, name: string, value: string) {
  await keyTo(page, field(page, name));
  await page.keyboard.type(value);
}

/** A select by the arrow keys, as a keyboard user changes a closed select. */
async function selectByKeys(page: Page, name: string, value: string) {
  const select = field(page, name);
  await keyTo(page, select);
  // the options and the one chosen, in one reading
  const { values, current } = await select.evaluate((element) => {
    const { options, selectedIndex } = element as HTMLSelectElement;
    return { values: [...options].map((option) => option.value), current: selectedIndex };
  });
  const wanted = values.indexOf(value);
  expect(wanted, `${name} has the option ${value}`).toBeGreaterThanOrEqual(0);
  for (let step = current; step < wanted; step += 1) await page.keyboard.press('ArrowDown');
  for (let step = current; step > wanted; step -= 1) await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue(value);
}

/** A radio group: Tab into it, then the arrow keys to the answer (Space when the answer is where Tab landed). */
async function chooseByKeys(page: Page, name: string, value: string) {
  const radios = page.locator(`input[type="radio"][name="${name}"]`);
  await keyTo(page, radios, { group: true });
  // the group's values and the one Tab landed on, in one reading
  const { values, focused } = await radios.evaluateAll((inputs) => ({
    values: inputs.map((input) => (input as HTMLInputElement).value),
    focused: (document.activeElement as HTMLInputElement).value,
  }));
  const from = values.indexOf(focused);
  const to = values.indexOf(value);
  if (from === to) await page.keyboard.press('Space');
  for (let step = from; step < to; step += 1) await page.keyboard.press('ArrowRight');
  for (let step = from; step > to; step -= 1) await page.keyboard.press('ArrowLeft');
  await expect(page.locator(`input[type="radio"][name="${name}"][value="${value}"]`)).toBeChecked();
}

async function tickByKeys(page: Page, target: Locator) {
  await keyTo(page, target);
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

async function pressButton(page: Page, name: string | RegExp) {
  await keyTo(page, page.getByRole('button', { name, exact: typeof name === 'string' }));
  await page.keyboard.press('Enter');
}

/** The error summary has focus, and each of its links takes focus to its own field. */
async function expectErrorSummaryLinks(page: Page) {
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' }).first();
  await expect(summary).toBeFocused();
  await expectVisibleFocus(summary);
  const links = summary.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  // every message links to its own field: each target is on the page and takes focus (a control, or made focusable)
  const targets = await links.evaluateAll((anchors) => anchors.map((a) => (a.getAttribute('href') ?? '').slice(1)));
  expect(new Set(targets).size, `one field per message: ${targets.join(', ')}`).toBe(count);
  for (const target of targets) {
    await expect(page.locator(`[id="${target}"]`), target).toHaveCount(1);
  }
  // activated by the keyboard (the first few, each a round of Tab presses)
  for (let index = 0; index < Math.min(count, 4); index += 1) {
    const link = links.nth(index);
    const target = ((await link.getAttribute('href')) ?? '').slice(1);
    await keyTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.locator(`[id="${target}"]`)).toBeFocused();
    // back to the summary for the next link
    await keyTo(page, links.nth(index + 1 < count ? index + 1 : index));
  }
}

async function eligibilityByKeys(page: Page) {
  await pressButton(page, 'Continue');
  await expectErrorSummaryLinks(page);
  for (const question of ['age', 'ukResident', 'device']) {
    await chooseByKeys(page, `eligibilityQuestions.${question}`, 'Yes');
  }
  // doc 3 §2: the terms page on the use of personal information follows the questions.
  await pressButton(page, 'Continue');
  await tickByKeys(page, field(page, 'dataProtection'));
  await pressButton(page, 'Start your application');
}

async function step1ByKeys(page: Page) {
  await expect(page).toHaveURL(/\/step-1\?/, { timeout: 15_000 });
  await pressButton(page, 'Continue');
  await expectErrorSummaryLinks(page);
  await selectByKeys(page, 'title', applicant.title);
  await chooseByKeys(page, 'gender', applicant.gender);
  await typeInto(page, 'firstName', applicant.firstName);
  await typeInto(page, 'lastName', applicant.lastName);
  await typeInto(page, 'dateOfBirth', applicant.dateOfBirth);
  await selectByKeys(page, 'maritalStatus', applicant.maritalStatus);
  await chooseByKeys(page, 'hasDependants', 'No');
  await selectByKeys(page, 'residentialStatus', applicant.residentialStatus);
  await typeInto(page, 'addresses.0.postcode', applicant.postcode);
  await typeInto(page, 'addresses.0.houseNumber', applicant.houseNumber);
  await typeInto(page, 'addresses.0.streetName', applicant.streetName);
  await typeInto(page, 'addresses.0.city', applicant.city);
  await typeInto(page, 'addresses.0.dateMoved', applicant.dateMoved);
  await typeInto(page, 'phoneNumber', applicant.phoneNumber);
  await typeInto(page, 'emailAddress', applicant.email);
  await typeInto(page, 'emailAddressConfirmation', applicant.email);
  await tickByKeys(page, page.locator('input[name="contactMethods"][value="EMAIL"]'));
  await pressButton(page, 'Continue');
}

test('keyboard: a new customer applies for a Current Account Plus (IM135) by keyboard alone', async ({ page }) => {
  test.setTimeout(300_000);
  await gotoStart(page, 'IM135', 'CB');
  await eligibilityByKeys(page);
  await step1ByKeys(page);

  await expect(page).toHaveURL(/\/step-2\?/, { timeout: 20_000 });
  await pressButton(page, 'Continue');
  await expectErrorSummaryLinks(page);
  await selectByKeys(page, 'employmentStatus', 'Full time');
  await selectByKeys(page, 'employmentIndustry', '114');
  await selectByKeys(page, 'employmentOccupation', 'Professional');
  await typeInto(page, 'employerName', 'Difference Engines Ltd');
  await typeInto(page, 'employmentStartDate', '01-09-2010');
  await selectByKeys(page, 'nationality', 'GB');
  await selectByKeys(page, 'countryBorn', 'GB');
  await typeInto(page, 'cityBorn', 'London');
  await chooseByKeys(page, 'ukCitizen', 'Yes');
  await chooseByKeys(page, 'hasAdditionalCitizenships', 'No');
  await chooseByKeys(page, 'taxObligations', 'No');
  await typeInto(page, 'grossAnnualIncome', '42000');
  await typeInto(page, 'netMonthlyIncome', '2700');
  await chooseByKeys(page, 'hasAdditionalIncome', 'No');
  await typeInto(page, 'mortgageOrRentExpenditure', '950');
  await typeInto(page, 'expenditureOther', '400');
  await chooseByKeys(page, 'hasInternationalPayments', 'No');
  await selectByKeys(page, 'incomeOtherPaymentTypeOptions', 'Salary');
  await selectByKeys(page, 'incomeOtherPaymentAmount', '4000');
  await selectByKeys(page, 'incomeOtherAccountPurpose', 'Day to day banking');
  await chooseByKeys(page, 'requiresOverdraft', 'Yes');
  await typeInto(page, 'overdraftLimit', '500');
  await pressButton(page, 'Continue');

  await expect(page).toHaveURL(/\/review\?/, { timeout: 20_000 });
  await pressButton(page, 'Accept and apply');
  await expectErrorSummaryLinks(page);
  for (const name of ['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost']) {
    await chooseByKeys(page, name, 'No');
  }
  if ((await field(page, 'username').count()) > 0) {
    await typeInto(page, 'username', `ada${Date.now().toString(36)}`);
  }
  await tickByKeys(page, field(page, 'reviewAcceptTsAndCs'));
  await pressButton(page, 'Accept and apply');

  // the offer: read the overdraft agreement, sign, open the account
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 40_000 });
  await pressButton(page, 'Your overdraft agreement');
  await tickByKeys(page, page.getByLabel(/this represents my signature/));
  await pressButton(page, 'Open account with overdraft');
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 40_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Current Account Plus is open');
});

test('keyboard: an existing customer applies for a Gold Credit Card (G99) by keyboard alone', async ({ page }) => {
  test.setTimeout(300_000);
  const ada = customer('sandboxada');
  // doc 1 §4: an existing-customers-only product goes to the bank's login app first; it is answered by keyboard too
  await page.goto(startPath('G99', 'CB'));
  await expect(page).toHaveURL(/\/login-app\/CB\?/, { timeout: 15_000 });
  await keyTo(page, page.getByLabel('Username or customer number'));
  await page.keyboard.type('sandboxada');
  await pressButton(page, 'Continue');
  await expect(page.locator('form input[type="password"]').first()).toBeVisible();
  for (const input of await page.locator('form input[type="password"]').all()) {
    const label = (await page.locator(`label[for="${await input.getAttribute('id')}"]`).textContent()) ?? '';
    const position = /The (\w+) character of your password/.exec(label);
    const index = position ? ORDINALS.indexOf(position[1] ?? '') : -1;
    const question = ada.securityQuestions.find((item) => label.includes(item.question));
    await keyTo(page, input);
    await page.keyboard.type(index >= 0 ? ((ada.password ?? '')[index] ?? '') : (question?.answer ?? ''));
  }
  await pressButton(page, 'Log in');
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=G99$/, { timeout: 20_000 });

  for (const [question, value] of [
    ['age', 'Yes'],
    ['ukResident', 'Yes'],
    ['device', 'Yes'],
    ['countyCourtJudgement', 'No'],
    ['bankrupt', 'No'],
  ] as const) {
    await chooseByKeys(page, `eligibilityQuestions.${question}`, value);
  }
  // doc 3 §2: the terms page on the use of personal information follows the questions.
  await pressButton(page, 'Continue');
  await tickByKeys(page, field(page, 'dataProtection'));
  await pressButton(page, 'Start your application');

  // step 1: what the bank holds is shown read-only; the rest is asked
  await expect(page).toHaveURL(/\/step-1\?/, { timeout: 15_000 });
  await expect(page.locator('[data-read-only="lastName"]')).toHaveText(ada.lastName);
  await selectByKeys(page, 'maritalStatus', 'Married');
  await chooseByKeys(page, 'hasDependants', 'No');
  await selectByKeys(page, 'residentialStatus', 'Tenant Private');
  await typeInto(page, 'addresses.0.dateMoved', '01-06-2015');
  await tickByKeys(page, page.locator('input[name="contactMethods"][value="EMAIL"]'));
  await chooseByKeys(page, 'additionalCardHolder', 'No');
  await pressButton(page, 'Continue');

  await expect(page).toHaveURL(/\/step-2\?/, { timeout: 20_000 });
  await pressButton(page, 'Continue');
  await expectErrorSummaryLinks(page);
  await selectByKeys(page, 'employmentStatus', 'Full time');
  await selectByKeys(page, 'employmentIndustry', '114');
  await selectByKeys(page, 'employmentOccupation', 'Professional');
  await typeInto(page, 'employerName', 'Difference Engines Ltd');
  await typeInto(page, 'employmentStartDate', '01-09-2010');
  await selectByKeys(page, 'nationality', 'GB');
  await selectByKeys(page, 'countryBorn', 'GB');
  await typeInto(page, 'cityBorn', 'Leeds');
  await chooseByKeys(page, 'ukCitizen', 'Yes');
  await chooseByKeys(page, 'hasAdditionalCitizenships', 'No');
  await typeInto(page, 'grossAnnualIncome', '42000');
  await typeInto(page, 'netMonthlyIncome', '2700');
  await chooseByKeys(page, 'hasAdditionalIncome', 'No');
  await chooseByKeys(page, 'hasIncomeReduction', 'No');
  await typeInto(page, 'mortgageOrRentExpenditure', '950');
  await typeInto(page, 'expenditureOther', '400');
  await chooseByKeys(page, 'changeOfCircumstances', 'No');
  await typeInto(page, 'bankDetailsSortCode', '089999');
  await typeInto(page, 'bankDetailsAccountNumber', '66374958');
  await typeInto(page, 'lengthOfTimeBankYears', '8');
  await expect(page.getByTestId('bank-lookup-status')).toHaveText(/^Bank: .+, .+$/, { timeout: 15_000 });
  await typeInto(page, 'lengthOfTimeBankMonths', '4');
  await chooseByKeys(page, 'setUpDirectDebit', 'Yes');
  await chooseByKeys(page, 'useBankDetails', 'Yes');
  await typeInto(page, 'directDebitAccountName', 'Ada Quillfeather');
  await chooseByKeys(page, 'howToPay', 'Minimum amount');
  await selectByKeys(page, 'paymentDate', '1-7');
  await tickByKeys(page, field(page, 'directDebitAcceptTsAndCs'));
  await chooseByKeys(page, 'creditLimitChoice', 'M');
  await typeInto(page, 'creditLimit', '3000');
  await chooseByKeys(page, 'creditLimitIncreaseConsent', 'No');
  await pressButton(page, 'Continue');

  await expect(page).toHaveURL(/\/review\?/, { timeout: 20_000 });
  for (const name of ['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost']) {
    await chooseByKeys(page, name, 'No');
  }
  for (const name of ['directDebitReviewAcceptTsAndCs', 'declarationAccept', 'reviewAcceptTsAndCs']) {
    await tickByKeys(page, field(page, name));
  }
  await pressButton(page, 'Accept and apply');

  // the credit offer: each document opened with Enter, then ticked with Space, in order
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 40_000 });
  for (const name of OFFER_COPY.credit.documents) {
    await pressButton(page, OFFER_COPY.credit.open(name));
    await tickByKeys(page, page.getByRole('checkbox', { name: OFFER_COPY.credit.readAndTick(name), exact: true }));
  }
  await pressButton(page, OFFER_COPY.credit.accept);
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 40_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Gold Credit Card is open');
});

/**
 * Shift+Tab from the bottom of the page to its top, on a phone-sized window: each control focus lands on is scrolled
 * into view by the browser, and none of them may then be entirely under the sticky header (WCAG 2.4.11 Focus Not
 * Obscured). Returns the controls that were.
 */
async function controlsUnderTheHeader(page: Page): Promise<string[]> {
  // from the end of the page: its last control focused, where a Tab from the address bar's end would land
  await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
      (control) => control.checkVisibility({ visibilityProperty: true }) && !control.closest('[hidden], [inert]'),
    );
    controls.at(-1)?.focus();
  });
  const obscured: string[] = [];
  let stops = 0;
  for (let press = 0; press < 120; press += 1) {
    await page.keyboard.press('Shift+Tab');
    const reading = await page.evaluate(() => {
      const focused = document.activeElement;
      const header = document.querySelector('header');
      if (!(focused instanceof HTMLElement) || focused === document.body || !header) return { top: true };
      const box = focused.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        top: focused.matches('.skip-link'),
        under: box.bottom <= header.getBoundingClientRect().bottom && !!onTop && header.contains(onTop),
        name: `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} "${focused.textContent?.trim().slice(0, 40) ?? ''}"`,
      };
    });
    if (reading.top) break;
    stops += 1;
    if (reading.under) obscured.push(reading.name ?? '');
  }
  // (the walk went through the page: a form's fields, not only the controls above its heading)
  expect(stops, 'controls reached from the end of the page').toBeGreaterThan(10);
  return obscured;
}

test.describe('on a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 640 } });

  test('keyboard: no control Shift+Tab reaches on step 1 or review is hidden under the sticky header', async ({
    page,
  }) => {
    await page.goto(startPath());
    await answerEligibility(page);
    await expect(page).toHaveURL(/\/step-1\?/);
    expect(await controlsUnderTheHeader(page), 'step 1').toEqual([]);

    await openSeededReview(page);
    expect(await controlsUnderTheHeader(page), 'review').toEqual([]);
  });
});
