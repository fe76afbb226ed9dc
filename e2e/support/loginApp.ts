// Existing customers in the browser: the seeded customers (content/seededCustomers.ts) and the sandbox's login and
// registration app, answered as the customer would.
import { expect, type Locator, type Page } from '@playwright/test';
import { SECURITY_QUESTIONS } from '../../content/fields/credentials';
import { LOGIN_COPY } from '../../content/login';
import { SEEDED_CUSTOMERS } from '../../content/seededCustomers';
// The login app asks for "the second character", "the eighth character", ...
import { ORDINALS } from '../../platform/loginApp/loginPages';

/** A seeded customer by username, or by customer number (a telephone-banking customer has no username). */
export const customer = (username: string) => {
  const found = SEEDED_CUSTOMERS.find(
    (candidate) => candidate.username === username || (!candidate.username && candidate.customerNumber === username),
  );
  if (!found) throw new Error(`no seeded customer ${username}`);
  return found;
};

/** Through the sandbox's login and registration app, as the customer would. */
export async function logInThroughLoginApp(page: Page, username: string) {
  await page.getByLabel('Username or customer number').fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerLoginAppChallenge(page, username);
}

/** Answers the login app's challenge page: the password's characters and security answers, or wrong ones. */
export async function answerLoginAppChallenge(page: Page, username: string, { wrong = false } = {}) {
  const seeded = customer(username);
  for (const input of await page.locator('form input[type="password"]').all()) {
    const label = (await page.locator(`label[for="${await input.getAttribute('id')}"]`).textContent()) ?? '';
    const position = /The (\w+) character of your password/.exec(label);
    const index = position ? ORDINALS.indexOf(position[1] ?? '') : -1;
    const question = seeded.securityQuestions.find((item) => label.includes(item.question));
    const right = index >= 0 ? ((seeded.password ?? '')[index] ?? '') : (question?.answer ?? '');
    // a wrong answer: the right one with a character more (still within any length rule)
    await input.fill(wrong ? `${right}q` : right);
  }
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Logs in at the sandbox's login app (already open) as a customer the test registered, not a seeded one: the customer
 * number, then the password's characters and the answers to the security questions (doc 2 §5.6) it registered with.
 */
export async function logInAtLoginAppAsRegistered(
  page: Page,
  customerNumber: string,
  registered: { password: string; answers: readonly string[] },
) {
  await page.getByLabel('Username or customer number').fill(customerNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('form input[type="password"]').first()).toBeVisible();
  for (const input of await page.locator('form input[type="password"]').all()) {
    const label = (await page.locator(`label[for="${await input.getAttribute('id')}"]`).textContent()) ?? '';
    const position = ORDINALS.indexOf(/The (\w+) character of your password/.exec(label)?.[1] ?? '');
    const question = SECURITY_QUESTIONS.findIndex((item) => label.includes(item.label));
    const answer = position >= 0 ? registered.password[position] : registered.answers[question];
    if (answer === undefined) throw new Error(`the login app asks what the new customer has not registered: ${label}`);
    await input.fill(answer);
  }
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The app's login page (doc 3 §8): the username or customer number typed, Continue pressed. */
export async function identify(page: Page, identifier: string, brand = 'CB') {
  await page.goto(`/login?brandId=${brand}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.title);
  await page.getByLabel(LOGIN_COPY.identifier).fill(identifier);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Answers whatever the app's challenge page asks of a seeded customer: password characters, questions, the telephone
 * challenge (access code, sort code, account number).
 */
export async function answerChallenges(page: Page, username: string, { wrong = false } = {}) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.answerTitle);
  await fillChallengeInputs(page, page.locator('form input'), username, { wrong });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Fills the app's challenge inputs (screens/ChallengeInputs.tsx, on the login page or in the step-up modal) with a
 * seeded customer's answers: password characters, questions, access code (every one wrong when asked).
 */
export async function fillChallengeInputs(page: Page, inputs: Locator, username: string, { wrong = false } = {}) {
  const seeded = customer(username);
  for (const input of await inputs.all()) {
    const label = (await page.locator(`label[for="${await input.getAttribute('id')}"]`).textContent()) ?? '';
    const position = /Character (\d+) of your password/.exec(label);
    const question = seeded.securityQuestions.find((item) => item.question === label);
    const answer = position
      ? (seeded.password ?? '')[Number(position[1]) - 1]
      : question
        ? question.answer
        : label === LOGIN_COPY.challengeInputs.access_code
          ? (seeded.accessCode ?? '')
          : label === LOGIN_COPY.challengeInputs.sort_code
            ? (seeded.debitCard?.sortCode ?? '')
            : label === LOGIN_COPY.challengeInputs.account_number
              ? (seeded.debitCard?.accountNumber ?? '')
              : '';
    await input.fill(wrong ? 'x' : (answer ?? ''));
  }
}

/** Through the app's own login page (/login, doc 1 §4 "Login"): identifier, then whatever challenges it asks. */
export async function logInAtLoginPage(page: Page, username: string, brand = 'CB') {
  await identify(page, username, brand);
  await answerChallenges(page, username);
}
