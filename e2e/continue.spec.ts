// Continue's work in the page (issue 16): the next screen mounts its form once. react-final-form's Field rendered
// every field again when it registered and again when the form was first validated, and a new validator on every
// render validated the whole form again: 216 components rendered for "About you", 104 of them a second time. Counted
// through React DevTools' hook (e2e/support/reactWork.ts), not timed: the count is the same on a loaded machine.
import { expect, field, gotoStart, test } from './support/fixtures';
import { answerEligibility, answerEligibilityQuestions, fillStep1 } from './support/journey';
import { COUNT_REACT_WORK, reactWork, resetReactWork } from './support/reactWork';

test('continue: About you mounts its fields once, not again when they register and the form is first validated', async ({
  page,
}) => {
  await page.addInitScript({ content: COUNT_REACT_WORK });
  // the browser never idle: About you is not rendered ahead of the terms page's Continue (src/screenAhead.tsx), so the
  // Continue mounts it, as it does where the browser has no idle time before the press
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  await gotoStart(page);
  await answerEligibilityQuestions(page);
  await page.getByLabel('I agree to my information being used as described').check();
  await resetReactWork(page);
  await page.getByRole('button', { name: 'Start your application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  // the form's fields registered and validated: the required ones have their (unseen) errors
  await expect(page.locator('[name="firstName"]')).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const work = await reactWork(page);
  const [mount, ...later] = work.perCommit.map((commit) => Number(commit.split('/')[0]));
  // the mount renders the page's components once each: the screen, its form and a component per field
  expect(mount).toBeGreaterThan(20);
  // what follows (the fields registering, the first validation) renders only the form's own few parts, no field
  expect(later.reduce((sum, rendered) => sum + rendered, 0)).toBeLessThan(10);
  // no message shows before the applicant has left a field or pressed Continue
  await expect(page.locator('.error-message')).toHaveCount(0);
});

test('continue: About you, rendered ahead, is shown without its fields rendered again', async ({ page }) => {
  await page.addInitScript({ content: COUNT_REACT_WORK });
  await gotoStart(page);
  await answerEligibilityQuestions(page);
  // agreeing is the first answer on the terms page: About you is rendered ahead once the browser is idle
  await page.getByLabel('I agree to my information being used as described').check();
  await page.waitForFunction(
    () => performance.getEntriesByName('screen rendered ahead: personalDetails').length > 0,
    undefined,
    { timeout: 15_000 },
  );
  await resetReactWork(page);
  await page.getByRole('button', { name: 'Start your application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const work = await reactWork(page);
  // its answers at the show are those it was rendered with (the Continue added the terms' consent only, the chart's
  // record): the app, the slot and the form's own parts render, none of its fields; it was 89 components, the page
  // rendered again when shown and again when react-final-form took the answers anew
  expect(work.rendered).toBeLessThan(20);
  // and the page works as one mounted by its Continue
  await field(page, 'firstName').fill('Ada');
  await expect(field(page, 'firstName')).toHaveValue('Ada');
});

test("typing: a key typed in a step 2 field renders that field, not the page's other fields", async ({ page }) => {
  await page.addInitScript({ content: COUNT_REACT_WORK });
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page, { lastName: 'Typing' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeVisible();
  const income = field(page, 'grossAnnualIncome');
  await income.focus();
  await resetReactWork(page);
  await page.keyboard.type('42000', { delay: 50 });
  await expect(income).toHaveValue(/42,?000/);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const work = await reactWork(page);
  // Each key renders the page's form again (the fields shown follow the values) but, of its 20 fields, only the one
  // typed in (src/components/FormField.tsx is memo'd): about 15 components a key, 35 when every field rendered again
  // (a key's longest task at 4x CPU 31 → 22, 28 → 21, 26 → 23 ms in three runs of bench/webKeystroke.ts)
  expect(work.rendered / 5).toBeLessThan(25);
  // a field an answer opens still opens (its page renders it; the others stay as they were)
  await expect(field(page, 'overdraftLimit')).toHaveCount(0);
  await page.getByRole('group', { name: 'Would you like an arranged overdraft?' }).getByLabel('Yes').check();
  await field(page, 'overdraftLimit').fill('650');
  await expect(field(page, 'overdraftLimit')).toHaveValue(/650/);
});

test('continue: a press of Continue submits the step in the app, with no form submission of the browser’s', async ({
  page,
}) => {
  // the full browser works through a submitted form's fields for its autofill, inside the press (issue 16): the
  // app's submit buttons hand the press to the form's own submit and cancel the browser's
  await page.addInitScript(() => {
    (window as unknown as { __submits: number }).__submits = 0;
    document.addEventListener('submit', () => (window as unknown as { __submits: number }).__submits++, true);
  });
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeVisible();
  // Enter in a field submits its step too (implicit submission clicks the form's submit button)
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.locator('.error-summary')).toBeVisible();
  await field(page, 'cityBorn').fill('Manchester');
  await field(page, 'cityBorn').press('Enter');
  await expect(page.locator('.error-summary')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __submits: number }).__submits)).toBe(0);
});

test('keyboard: Enter in a field of About you, answered, submits it as its Continue does', async ({ page }) => {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await field(page, 'lastName').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeVisible();
  await expect(page).toHaveURL(/\/step-2\?/);
});
