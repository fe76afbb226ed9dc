// The letter-code page (doc 1 "Case state to screen map": confirmcode -> letter-code; §4 "Joint"; §8 321 and 320;
// doc 3 §8 wording). Sandbox: last name Lettercode sends the case to confirmcode; the code "arrives by post" and is
// read from GET /sandbox/outbox/letters/{caseId} (platform/README.md "Sandbox-only routes").
import { JOURNEY_COPY } from '../content/journeyCopy';
import { LETTER_CODE_COPY } from '../content/letterCode';
import { LOGIN_COPY } from '../content/login';
import { findProduct } from '../content/products';
import { expect, field, test } from './support/fixtures';
import { customer, logInThroughLoginApp } from './support/loginApp';
import { traceJourney } from './support/network';
import { existingCustomerEnquiry, submitExistingCase } from './support/savedCase';
import { submitSeeded } from './support/seededCase';

test('Lettercode: a wrong code keeps what was typed, the right one goes on to the offer', async ({ page, axe }) => {
  // the submit's case, not the submission page's address: the page leaves it for the outcome within about 1 s
  const caseId = await submitSeeded(page, 'Lettercode');
  expect(caseId).toMatch(/^CS\d{8}$/);
  await expect(page).toHaveURL(/\/letter-code\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter the code from your letter');
  // the page as it opens is checked by accessibilityJourneys (/letter-code in all four brands); its error state here

  // doc 2 §5.6: exactly 10 digits, checked before anything is sent.
  const input = page.getByLabel('Letter code');
  await input.fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter the letter code: 10 digits only').first()).toBeVisible();

  const letter = await page.request.get(`/sandbox/outbox/letters/${caseId}`);
  expect(letter.status()).toBe(200);
  const { lettercode } = (await letter.json()) as { lettercode: string };
  expect(lettercode).toMatch(/^\d{10}$/);
  const wrong = `${lettercode.slice(0, 9)}${(Number(lettercode[9]) + 1) % 10}`;

  await input.fill(wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  const message = 'The letter code is wrong. Check your letter and enter the 10 digits only';
  await expect(page.getByRole('alert')).toContainText(message);
  await expect(page).toHaveURL(/\/letter-code\?/);
  await expect(field(page, 'letterCode')).toHaveValue(wrong);
  await axe();

  await input.fill(lettercode);
  await page.getByRole('button', { name: 'Continue' }).click();
  // WEB-SUBMIT-FORM: processed again, then decided on its merits (the scenario applies once): an offer.
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 30_000 });
});

test('happy variant: a saved case waiting for its letter code is resumed from the portal; a wrong code, then the right one carries it on', async ({
  page,
  axe,
}) => {
  // Finn saved and submitted a current account earlier; the sandbox's Lettercode sends it to confirmcode.
  const finn = customer('sandboxfinn');
  const caseId = await submitExistingCase(page.request, existingCustomerEnquiry(finn, { lastName: 'Lettercode' }));
  const trace = traceJourney(page);

  // He logs in (no product: the login app brings him back to the portal) and finds the case among his applications.
  await page.goto('/authentication?brandId=CB');
  await logInThroughLoginApp(page, 'sandboxfinn');
  await expect(page).toHaveURL(/\/portal\?/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.portal.title);
  await expect(page.getByRole('heading', { name: LOGIN_COPY.portal.groups.CS })).toBeVisible();
  await expect(page.getByText(`${findProduct('IM135')?.name} · ${caseId}`)).toBeVisible();
  await page.getByRole('button', { name: `Resume ${caseId}` }).click();

  // doc 1 §4 "Joint": confirmcode, save-and-resume complete (Resume), review not done again: the happy variant.
  await expect(page).toHaveURL(/\/letter-code\?/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LETTER_CODE_COPY.happy.title);
  await expect(page.getByText(LETTER_CODE_COPY.happy.intro)).toBeVisible();
  await expect(page.getByRole('heading', { name: LETTER_CODE_COPY.standard.title })).toHaveCount(0);
  await axe();

  const letter = await page.request.get(`/sandbox/outbox/letters/${caseId}`);
  expect(letter.status()).toBe(200);
  const { lettercode } = (await letter.json()) as { lettercode: string };
  expect(lettercode).toMatch(/^\d{10}$/);
  // A wrong code first (doc 1 §8 321): the message, and what was typed stays.
  const wrong = `${lettercode.slice(0, 9)}${(Number(lettercode[9]) + 1) % 10}`;
  await page.getByLabel(LETTER_CODE_COPY.label).fill(wrong);
  await page.getByRole('button', { name: LETTER_CODE_COPY.submit }).click();
  await expect(page.getByText(LETTER_CODE_COPY.wrongCode).first()).toBeVisible();
  await expect(page.getByLabel(LETTER_CODE_COPY.label)).toHaveValue(wrong);

  const sent = page.waitForRequest((request) => request.url().endsWith(`/${caseId}/tasks/lettercode`));
  await page.getByLabel(LETTER_CODE_COPY.label).fill(lettercode);
  await page.getByRole('button', { name: LETTER_CODE_COPY.submit }).click();
  expect(new URL((await sent).url()).pathname).toBe(`/banks/CB/cases/csapcurrent/existing/${caseId}/tasks/lettercode`);

  // WEB-SUBMIT-FORM: processed again, then decided on its merits (the scenario applies once): an offer, accepted.
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 30_000 });
  const productName = findProduct('IM135')?.name ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your ${productName} offer`);
  await page.getByRole('button', { name: 'Accept and open my account' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOURNEY_COPY.accountOpened.title(productName));
  // The one refusal is the wrong code's.
  expect(trace.refusedCalls).toEqual([`401 POST /banks/CB/cases/csapcurrent/existing/${caseId}/tasks/lettercode`]);
});

test('Lettercode: three wrong codes reach the limit page, which says to call (320)', async ({ page, axe }) => {
  // the submit's case, not the submission page's address: the page leaves it for the outcome within about 1 s
  const caseId = await submitSeeded(page, 'Lettercode');
  await expect(page).toHaveURL(/\/letter-code\?/, { timeout: 30_000 });
  const letter = await page.request.get(`/sandbox/outbox/letters/${caseId}`);
  const { lettercode } = (await letter.json()) as { lettercode: string };
  const input = page.getByLabel('Letter code');
  const wrong = (tries: number) => `${lettercode.slice(0, 9)}${(Number(lettercode[9]) + tries) % 10}`;
  // platform/README.md: 401 321 for the first two wrong codes, 401 320 from the third on.
  for (const tries of [1, 2]) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/tasks/lettercode'));
    await input.fill(wrong(tries));
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await (await answered).json()).code).toBe('321');
    await expect(page.getByRole('alert')).toContainText('The letter code is wrong');
    await expect(input).toHaveValue(wrong(tries));
  }
  await input.fill(wrong(3));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LETTER_CODE_COPY.limitTitle, { timeout: 20_000 });
  await expect(page.getByLabel('Letter code')).toHaveCount(0);
  await expect(page).toHaveURL(/\/letter-code\?/);
  await axe();
});
