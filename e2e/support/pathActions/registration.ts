// Registration's refusals and the registration app's return on generated browser paths (issue 14): the browser half
// of ../pathEvents/registration.ts, used by ../pathActions.ts.
import type { Page } from '@playwright/test';
import { findBrand } from '../../../content/brands';
import { REGISTRATION_COPY } from '../../../content/registration';
import { registrationAppUrl } from '../../../machines/registration.logic';
import type { BrowserStep } from '../../../model-tests/browserPaths';
import { armFault } from '../faultSwitch';
import { expect, field } from '../fixtures';
import {
  CREDENTIAL_PROBLEM,
  CREDENTIALS_EXIST,
  FOUND_REGISTERED,
  REGISTRATION_APP,
  REGISTRATION_APP_RETURN,
} from '../pathEvents/registration';
import { REGISTRATION_FAULT, REGISTRATION_PUT_FAULT } from '../pathEvents/returns';

interface Memory {
  caseId?: string;
  /** The sandbox has registered the case's customer elsewhere already (its control is called once). */
  registeredElsewhere?: boolean;
}

interface Context {
  page: Page;
  step: BrowserStep;
  memory: Memory;
}

/**
 * The sandbox's documented control (platform/README.md "Sandbox-only routes"): the opened case's new customer
 * registers somewhere else, once, before the step whose answer it decides.
 */
async function registerElsewhere(page: Page, memory: Memory) {
  if (memory.registeredElsewhere) return;
  if (!memory.caseId) throw new Error('no case id seen on the way to registration');
  const control = await page.request.post(`/sandbox/cases/${memory.caseId}/registered-elsewhere`);
  expect(control.status()).toBe(200);
  memory.registeredElsewhere = true;
}

/** Before "Register for internet and telephone banking": registered elsewhere when the path finds them so. */
export async function beforeRegister({ page, step, memory }: Context) {
  if (step.outcomes.includes(FOUND_REGISTERED)) await registerElsewhere(page, memory);
}

/**
 * Before the filled registration form is sent: registered elsewhere meanwhile (the 409), or another customer number
 * than the one the account-opened page gave (doc 3 §8's registration credential problem, on the customer number).
 */
export async function beforeRegistrationSent({ page, step, memory }: Context) {
  if (step.outcomes.includes(CREDENTIALS_EXIST)) await registerElsewhere(page, memory);
  // the PUT fails as a platform fault: the switch's credentials family, armed now the read before it has answered
  if (step.outcomes.includes(REGISTRATION_FAULT)) {
    if (!memory.caseId) throw new Error('no case id seen before the registration fault is armed');
    await armFault(page, { caseId: memory.caseId }, REGISTRATION_PUT_FAULT);
  }
  if (step.outcomes.includes(CREDENTIAL_PROBLEM)) {
    const customerNumber = field(page, 'customerNumber');
    const given = await customerNumber.inputValue();
    expect(given).toMatch(/^\d{10}$/);
    await customerNumber.fill(`${given.slice(0, 9)}${(Number(given[9]) + 1) % 10}`);
  }
}

/** After the form was sent: the 409's own page, or the form again with the refusal in its error summary. */
export async function afterRegistrationSent({ page, step }: Context) {
  if (step.outcomes.includes(CREDENTIALS_EXIST))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTRATION_COPY.alreadyTitle, {
      timeout: 30_000,
    });
  if (step.outcomes.includes(CREDENTIAL_PROBLEM))
    await expect(page.getByRole('alert')).toContainText('customer number', { timeout: 30_000 });
}

/** "You are already registered" (registration.alreadyRegistered): its Continue. */
export async function continueAlreadyRegistered(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTRATION_COPY.alreadyTitle);
  await page.getByRole('button', { name: REGISTRATION_COPY.continue, exact: true }).click();
}

export const REGISTRATION_ACTIONS: Record<typeof REGISTRATION_APP_RETURN, (context: Context) => Promise<void>> = {
  // to the bank's registration app at the address the app's external registration gives, then its way back
  [REGISTRATION_APP_RETURN]: async ({ page, step, memory }) => {
    const back = new URL(step.payload?.path ?? '/hasDigitalRegDone', 'https://app.invalid');
    const query = back.searchParams;
    const brandId = query.get('brandId') ?? 'VM';
    const bankId = query.get('bank_id') ?? brandId;
    const app = registrationAppUrl(
      {
        brandId,
        productCode: query.get('applyFor') ?? undefined,
        caseId: memory.caseId,
        bankId: bankId === 'YB' ? 'YB' : 'CB',
        altProduct: query.get('isAltProduct') === 'true',
      } as Parameters<typeof registrationAppUrl>[0],
      REGISTRATION_APP,
      findBrand(brandId)?.registrationBankId ?? 'VM',
      new URL(page.url()).origin,
    );
    await page.goto(app);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTRATION_COPY.title);
    await page.getByRole('link', { name: 'Return to your application' }).click();
  },
};
