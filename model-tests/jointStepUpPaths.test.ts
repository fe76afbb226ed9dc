// The step-up modal's states on the browser paths (issue 14, e2e/support/pathEvents/jointStepUp.ts): before the joint
// second applicant's claim every state of the modal (a challenge without a passcode, sent, resent, wrong, no passcode,
// limit reached) is reached, and on step 1 and for the regular saver the challenge without a passcode and the passcode
// that cannot be sent, each by a customer of the paths' own (sandboxjs*), the sandbox's sms-failing switch armed only
// for the path that needs it.
import { describe, expect, it } from 'vitest';
import { SEEDED_JOINT_ENTRY } from '../e2e/support/pathEvents';
import { LOGIN_APP_RETURN, TO_THE_LOGIN_APP_ENTRY } from '../e2e/support/pathEvents/loginAppRedirect';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';

const ranked = (names: readonly string[]) =>
  selectBrowserPaths(generateBrowserModel(browserEntries().filter((entry) => names.includes(entry.name)))).ranked;

type Ranked = ReturnType<typeof ranked>;
const usernamesInto = (paths: Ranked, state: string) =>
  [...new Set(paths.filter((path) => path.states.includes(state)).map((path) => path.username))].sort();

describe('the browser paths through the step-up modal', () => {
  it("reach every state of the joint claim's step-up, each with a customer of the paths' own", () => {
    const paths = ranked([SEEDED_JOINT_ENTRY]);
    const answering = 'journey.main.joint.secondary.authenticated.steppingUp.answering';
    // the passcode sent: sandboxjointsam's, or a path of these customers' that takes it on the way
    expect(usernamesInto(paths, `${answering}.sent`).length).toBeGreaterThan(0);
    expect(usernamesInto(paths, `${answering}.challenge`)).toEqual(['sandboxjsdot']);
    expect(usernamesInto(paths, `${answering}.noPasscode`)).toEqual(['sandboxjscal']);
    expect(usernamesInto(paths, `${answering}.limitReached`)).toEqual(['sandboxjsbea']);
    expect(usernamesInto(paths, `${answering}.wrong`).length).toBeGreaterThan(0);
    expect(usernamesInto(paths, `${answering}.resent`).length).toBeGreaterThan(0);
    expect(usernamesInto(paths, 'jointStepUp-resending').length).toBeGreaterThan(0);
    // the switch is armed for the customer whose first text must fail, and for no other path
    for (const path of paths) expect(path.smsFailing ?? 0, path.name).toBe(path.username === 'sandboxjscal' ? 1 : 0);
    // a customer's texts stay within the sandbox's 10 an hour (platform/README.md "Limits"), as each path runs once
    const texts = new Map<string, number>();
    for (const path of paths)
      if (path.username)
        texts.set(
          path.username,
          (texts.get(path.username) ?? 0) + path.events.filter((label) => label === 'sendOtp✓').length,
        );
    for (const [username, count] of texts) expect(count, username).toBeLessThanOrEqual(10);
  }, 300_000);

  it('reach the challenge without a passcode and the passcode that cannot be sent on step 1 and for the regular saver', () => {
    const paths = ranked(['back from the login app with a token', 'back from the login app for a regular saver']);
    for (const where of ['capture.screen.personalDetails', 'authentication']) {
      const answering = `journey.main.${where}.steppingUp.answering`;
      expect(usernamesInto(paths, `${answering}.challenge`), where).toEqual(['sandboxjsdot']);
      expect(usernamesInto(paths, `${answering}.noPasscode`), where).toEqual(['sandboxjscal']);
    }
  }, 300_000);

  it('open the authentication page without a token, leave for the login app and come back with one', () => {
    const paths = ranked([TO_THE_LOGIN_APP_ENTRY]);
    // the login app's Cancel and missing-details returns are pathEvents/authRefusals.ts's (model-tests/authRefusalPaths.test.ts)
    const there = paths.filter(
      (path) =>
        path.states.includes('journey.main.authentication.redirecting') && path.events.includes(LOGIN_APP_RETURN),
    );
    expect(there.map((path) => path.username)).toEqual(['sandboxjsdot']);
    const path = there[0];
    expect(path?.url).toBe('/authentication?applyFor=IM135&brandId=CB');
    // the login app's first page, then the app again, logged in, on the eligibility page
    expect(path?.steps[0]?.expect).toEqual({ route: '/login-app/CB', screen: 'loginApp' });
    expect(path?.events).toContain(LOGIN_APP_RETURN);
    expect(path?.steps.at(-1)?.expect.route).toBe('/');
  }, 300_000);
});
