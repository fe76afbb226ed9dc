// The review's username already in use on a generated path (../pathEvents/usernameInUse.ts): the UI half.
import type { Page } from '@playwright/test';
import { JOURNEY_COPY } from '../../../content/journeyCopy';
import { expect, field } from '../fixtures';
import type { ActionContext } from '../pathActions';
import { USERNAME_IN_USE } from '../pathEvents/usernameInUse';

/** Whether the step's change is the one the platform refuses 1036 (its outcomes say so). */
export const typesUsernameInUse = ({ step }: Pick<ActionContext, 'step'>) => step.outcomes.includes(USERNAME_IN_USE);

/**
 * A seeded customer's username (platform/README.md "Sandbox customers": `sandboxada` shows 1036), then the field left
 * so the autosave is not deferred; the platform answers the autosave's update 409 1036, and the page says the save failed.
 */
export async function typeUsernameInUse(page: Page) {
  // the autosave's update, refused (waited for from before the typing, which starts it)
  const refused = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/cases\//.test(response.url()) && response.status() === 409,
    { timeout: 30_000 },
  );
  const username = field(page, 'username');
  await username.fill('sandboxada');
  await username.blur();
  expect(((await (await refused).json()) as { code?: string }).code).toBe('1036');
  // the refusal is said beside the form's button (src/components/SaveStatus.tsx)
  await expect(page.getByTestId('save-status')).toHaveText(JOURNEY_COPY.saveStatus.failed, { timeout: 10_000 });
}
