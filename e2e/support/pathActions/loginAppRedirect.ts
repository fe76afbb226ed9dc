// The login app's return to /authentication on generated browser paths (issue 14): the browser half of
// ../pathEvents/loginAppRedirect.ts, spread into ../pathActions.ts PATH_ACTIONS.
import type { Page } from '@playwright/test';
import type { BrowserPathFile } from '../../../model-tests/browserPaths';
import { logInThroughLoginApp } from '../loginApp';
import { LOGIN_APP_RETURN } from '../pathEvents/loginAppRedirect';

type LoginAppRedirectAction = (context: { page: Page; path: BrowserPathFile['paths'][number] }) => Promise<void>;

export const LOGIN_APP_REDIRECT_ACTIONS: Record<typeof LOGIN_APP_RETURN, LoginAppRedirectAction> = {
  // the sandbox's login app (platform/routes/loginAppRoutes.ts) sends the tab back to its redirect_uri with the token
  [LOGIN_APP_RETURN]: ({ page, path }) => logInThroughLoginApp(page, path.username ?? ''),
};
