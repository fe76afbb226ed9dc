// The login app's return to /authentication on generated browser paths (issue 14): the browser half of
// ../pathEvents/loginAppRedirect.ts, spread into ../pathActions.ts PATH_ACTIONS.
import type { Page } from '@playwright/test';
import type { BrowserPathFile } from '../../../model-tests/browserPaths';
import { CANCEL_LINK_TEXT } from '../../../platform/loginApp/loginPages';
import { logInThroughLoginApp } from '../loginApp';
import { LOGIN_APP_CANCELLED, LOGIN_APP_MISSING_DETAILS, LOGIN_APP_RETURN } from '../pathEvents/loginAppRedirect';

type LoginAppRedirectAction = (context: { page: Page; path: BrowserPathFile['paths'][number] }) => Promise<void>;

export const LOGIN_APP_REDIRECT_ACTIONS: Record<
  typeof LOGIN_APP_RETURN | typeof LOGIN_APP_CANCELLED | typeof LOGIN_APP_MISSING_DETAILS,
  LoginAppRedirectAction
> = {
  // the sandbox's login app (platform/routes/loginAppRoutes.ts) sends the tab back to its redirect_uri with the token
  [LOGIN_APP_RETURN]: ({ page, path }) => logInThroughLoginApp(page, path.username ?? ''),
  // its Cancel link (platform/loginApp/loginPages.ts cancelHref): access_denied
  [LOGIN_APP_CANCELLED]: ({ page }) => page.getByRole('link', { name: CANCEL_LINK_TEXT }).click(),
  // a customer without credentials: "You cannot log in online", whose link returns with missing_details
  [LOGIN_APP_MISSING_DETAILS]: async ({ page, path }) => {
    await page.getByLabel('Username or customer number').fill(path.username ?? '');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Return to your application' }).click();
  },
};
