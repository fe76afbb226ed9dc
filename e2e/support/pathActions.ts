// The UI action of each event a generated browser path sends (issue 14), and what each screen shows: the browser
// half of e2e/support/pathEvents.ts. Typed by DrivableEvent, so an event the table names has an action and back.
import type { Page } from '@playwright/test';
import { COPY } from '../../content/copy';
import { LOGIN_COPY } from '../../content/login';
import type { BrowserStep } from '../../model-tests/browserPaths';
import { expect, field } from './fixtures';
import { answerEligibility, fillStep1, fillStep2 } from './journey';
import type { DrivableEvent } from './pathEvents';

/** The review page's answers before "Accept and apply": every consent, a new username, the terms (doc 2 §5.6). */
async function fillReview(page: Page) {
  for (const name of ['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost']) {
    await page.locator(`[name="${name}"][value="No"]`).check();
  }
  const usernameField = field(page, 'username');
  if ((await usernameField.count()) > 0 && !(await usernameField.inputValue())) {
    await usernameField.fill(`gen${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  }
  await field(page, 'reviewAcceptTsAndCs').check();
}

/** Fills the form of a screen with valid values by the doc 2 field names (e2e/support/journey.ts fillers). */
async function fillScreen(page: Page, screen: string | undefined, lastName: string | undefined) {
  if (screen === 'personalDetails') await fillStep1(page, lastName ? { lastName } : {});
  else if (screen === 'employmentDetails') await fillStep2(page);
  else if (screen === 'review') await fillReview(page);
  else throw new Error(`no form filler for the screen ${screen}`);
}

/** `lastName`: a sandbox scenario's magic value (content/scenarios.ts) when the path needs its outcome. */
type Action = (page: Page, step: BrowserStep, lastName?: string) => Promise<void>;

export const PATH_ACTIONS: Record<DrivableEvent, Action> = {
  ELIGIBILITY_ANSWERED: (page, step) => answerEligibility(page, { age: step.label === 'NOT_ELIGIBLE' ? 'No' : 'Yes' }),
  FORM_CHANGED: (page, step, lastName) => fillScreen(page, step.on, lastName),
  CONTINUE: async (page, step, lastName) => {
    await fillScreen(page, step.on, lastName);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  },
  SUBMIT: async (page) => {
    await fillReview(page);
    await page.getByRole('button', { name: 'Accept and apply' }).click();
  },
  // the GOV.UK back link (src/components/BackLink.tsx), whose name carries a drawn chevron
  BACK: (page) => page.locator('button.back-link').click(),
};

/** The h1 of each screen (doc 3 wording through content/); a screen not listed must show an h1 at least. */
const HEADINGS: Record<string, string | RegExp> = {
  eligibility: /^Apply for an? /,
  callUs: COPY.callUs.title,
  personalDetails: COPY.personalDetails.title,
  employmentDetails: COPY.employmentDetails.title,
  review: COPY.review.title,
  submission: COPY.submission.title,
  error: COPY.error.title,
  notFound: COPY.notFound.title,
  notAvailable: COPY.notAvailable.title,
  login: LOGIN_COPY.title,
};

/** Asserts what the state's meta says: the URL path, the screen's heading, the modal (or none). */
export async function expectView(page: Page, expected: BrowserStep['expect']) {
  await expect(page).toHaveURL((url) => url.pathname === expected.route);
  const heading = page.getByRole('heading', { level: 1 }).first();
  const text = HEADINGS[expected.screen];
  if (text === undefined) await expect(heading).toBeVisible();
  else await expect(heading).toHaveText(text);
  if (expected.modal) await expect(page.locator('dialog[open]')).toBeVisible();
  else await expect(page.locator('dialog[open]')).toHaveCount(0);
}
