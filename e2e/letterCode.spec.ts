// The letter-code page (doc 1 "Case state to screen map": confirmcode -> letter-code; §4 "Joint"; §8 321 and 320;
// doc 3 §8 wording). Sandbox: last name Lettercode sends the case to confirmcode; the code "arrives by post" and is
// read from GET /sandbox/outbox/letters/{caseId} (platform/README.md "Sandbox-only routes").
import { expect, field, test } from './support/fixtures';
import { applyAs } from './support/journey';

test('Lettercode: a wrong code keeps what was typed, the right one goes on to the offer', async ({ page, axe }) => {
  await applyAs(page, 'Lettercode');
  const caseId = new URL(page.url()).searchParams.get('caseId');
  expect(caseId).toMatch(/^CS\d{8}$/);
  await expect(page).toHaveURL(/\/letter-code\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter the code from your letter');
  await axe();

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
