// /components (doc 1 §2): the gallery of form components in every state, reachable without logging in.
import { expect, test } from './support/fixtures';

test('components: the gallery opens without logging in', async ({ page, axe }) => {
  await page.goto('/components?brandId=CB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form components', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/components\?brandId=CB$/);
  for (const state of ['Empty', 'Filled', 'In error', 'Read-only', 'Read-only and masked']) {
    await expect(page.getByRole('heading', { level: 2, name: state, exact: true })).toBeVisible();
  }
  await axe();
});

test('components: each state shows as it should (empty, filled, error, read-only, masked)', async ({ page }) => {
  await page.goto('/components?brandId=VM');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form components', { timeout: 20_000 });
  const section = (state: string) => page.locator(`[data-state="${state}"]`);
  await expect(section('empty').locator('[name="empty-firstName"]')).toHaveValue('');
  await expect(section('filled').locator('[name="filled-firstName"]')).toHaveValue('Ada');
  await expect(section('filled').locator('.error-message')).toHaveCount(0);
  await expect(section('error').getByText('Enter your last name')).toBeVisible();
  await expect(section('error').locator('.error-message').first()).toBeVisible();
  await expect(section('read-only').getByText('07700900123')).toBeVisible();
  await expect(section('masked')).not.toContainText('07700900123');
  await expect(section('masked')).not.toContainText('10-12-1985');
  await expect(section('masked').locator('input')).toHaveCount(0);
});
