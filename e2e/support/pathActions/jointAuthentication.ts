// WEB-JOINT-AUTHENTICATION's UI actions on generated browser paths (issue 14): the browser half of
// ../pathEvents/jointAuthentication.ts, spread into ../pathActions.ts PATH_ACTIONS and HEADINGS.
import type { Page } from '@playwright/test';
import type { BrowserPathFile } from '../../../model-tests/browserPaths';
import { CANCEL_LINK_TEXT } from '../../../platform/loginApp/loginPages';
import { expect } from '../fixtures';
import { customer, logInThroughLoginApp } from '../loginApp';
import {
  JOINT_LOGIN_APP_CANCELLED,
  JOINT_LOGIN_APP_MISSING_DETAILS,
  JOINT_LOGIN_APP_RETURN,
  JOINT_LOGIN_APP_RETURN_AT_SCOPE_10,
  type JointLoginAppReturnType,
} from '../pathEvents/jointAuthentication';

type JointAuthenticationAction = (context: { page: Page; path: BrowserPathFile['paths'][number] }) => Promise<void>;

export const JOINT_AUTHENTICATION_ACTIONS: Record<JointLoginAppReturnType, JointAuthenticationAction> = {
  // the sandbox's login app (platform/routes/loginAppRoutes.ts) sends the tab back to its redirect_uri with the token
  [JOINT_LOGIN_APP_RETURN]: ({ page, path }) => logInThroughLoginApp(page, path.username ?? ''),
  // the login app issues a token of the scope it is asked for (its OAuth `scope` parameter): asked for 10, its return
  // carries a token the claim refuses for its scope
  [JOINT_LOGIN_APP_RETURN_AT_SCOPE_10]: async ({ page, path }) => {
    const address = new URL(page.url());
    expect(new URL(address.searchParams.get('redirect_uri') ?? '', address).pathname).toBe('/joint/authentication');
    address.searchParams.set('scope', '10');
    // the sandbox's documented switch: the customer's next passcode texts cannot be sent (platform/README.md), armed
    // before the login, as the step-up before the claim texts the first passcode (pathEvents/jointStepUp.ts)
    if (path.smsFailing) {
      const control = await page.request.post(
        `/sandbox/customers/${customer(path.username ?? '').customerNumber}/sms-failing`,
        { data: { times: path.smsFailing } },
      );
      expect(control.status()).toBe(200);
    }
    // the fault switch for the customer (pathEvents/authRefusals.ts: the step-up's challenge fails), armed likewise
    for (const { on, ...fault } of path.faults ?? []) {
      if (on !== 'customer') continue;
      const control = await page.request.post(
        `/sandbox/customers/${customer(path.username ?? '').customerNumber}/faults`,
        { data: fault },
      );
      expect(control.status()).toBe(200);
    }
    await page.goto(address.toString());
    await logInThroughLoginApp(page, path.username ?? '');
  },
  // the login app's Cancel link (platform/loginApp/loginPages.ts cancelHref): access_denied
  [JOINT_LOGIN_APP_CANCELLED]: ({ page }) => page.getByRole('link', { name: CANCEL_LINK_TEXT }).click(),
  // a customer without login details: the login app's "You cannot log in online" page links back with
  // error=missing_details (platform/routes/loginAppRoutes.ts startSession)
  [JOINT_LOGIN_APP_MISSING_DETAILS]: async ({ page, path }) => {
    await page.getByLabel('Username or customer number').fill(path.username ?? '');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'You cannot log in online' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to your application' }).click();
  },
};

/** The sandbox's login app's first page (platform/loginApp/loginPages.ts identifyPage). */
export const JOINT_AUTHENTICATION_HEADINGS: Record<string, string> = {
  loginApp: 'Enter your username or customer number',
};
