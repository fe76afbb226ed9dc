// Login, authentication and every step-up on the browser paths (issue 14 paths P1, e2e/support/pathEvents/authRefusals.ts):
// each refusal and fault that no browser path took before is taken by a ranked path, through the real sandbox: a step-up
// answered wrongly until online login locks (one customer of the paths' own per step-up), a challenge failed by the fault
// switch, a login token the switch refuses (401 invalid_token), a customer aged 15 in the regular saver group, the login
// app's return to the portal, its Cancel and its missing-details return. Fails if a later change makes one unreachable.
import { describe, expect, it } from 'vitest';
import { LOGIN_APP_ENTRIES, SEEDED_JOINT_ENTRY } from '../e2e/support/pathEvents';
import { AUTH_REFUSAL_CUSTOMERS, RETRIES_EXCEEDED, TOKEN_FAILED } from '../e2e/support/pathEvents/authRefusals';
import { TO_THE_LOGIN_APP_ENTRY } from '../e2e/support/pathEvents/loginAppRedirect';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';

/** The transitions of the share (coverage:paths' "transitions no browser path takes" before this work). */
const TOO_MANY_RETRIES = '#journey.main.login.tooManyRetries';
const STEP_UP_LOCKOUTS = [
  'customerDetailsStepUp',
  'transferStepUp',
  'jointStepUp',
  'regularSaverStepUp',
  'portalStepUp',
].map((name) => `#${name}-verifying xstate.error.actor.requestToken[2] → ${TOO_MANY_RETRIES}`);
/** Each step-up's token request meeting a platform fault: a new challenge, not "too many retries" (machines/stepUp.ts). */
const STEP_UP_TOKEN_FAULTS = (
  [
    ['customerDetailsStepUp', 'capture.screen.personalDetails'],
    ['transferStepUp', 'transfer'],
    ['jointStepUp', 'joint.secondary.authenticated'],
    ['regularSaverStepUp', 'authentication'],
    ['portalStepUp', 'portal'],
  ] as const
).map(
  ([name, where]) =>
    `#${name}-verifying xstate.error.actor.requestToken[1] → #journey.main.${where}.steppingUp.challenging`,
);
const STEP_UP_CHALLENGE_FAULTS = [
  'capture.screen.personalDetails',
  'transfer',
  'authentication',
  'portal',
  'joint.secondary.authenticated',
].map(
  (where) => `#journey.main.${where}.steppingUp.challenging xstate.error.actor.createChallenge → #journey.main.error`,
);
const TOKEN_REFUSALS = [
  '#journey.main.capture.screen.personalDetails.loadingCustomerDetails xstate.error.actor.fetchCustomerDetails[0] → #journey.main.login',
  '#journey.main.login.loadingUser xstate.error.actor.fetchCurrentUser[0] → #journey.main.login',
  '#journey.main.authentication.loadingUser xstate.error.actor.fetchCurrentUser[0] → #journey.main.login',
  '#journey.main.authentication.checkingRegularSaver xstate.error.actor.fetchCustomerProfile[0] → #journey.main.login',
  '#journey.main.portal.loading xstate.error.actor.fetchPortalCases[0] → #journey.main.login',
];
const OTHERS = [
  '#journey.main.login.challenging xstate.error.actor.createChallenge[1] → #journey.main.login.identifying',
  '#journey.main.login.verifying xstate.error.actor.requestToken[1] → #journey.main.login.challenging',
  '#journey.main.login.loadingUser xstate.error.actor.fetchCurrentUser[1] → #journey.main.error',
  '#journey.main.authentication.reading always[0] → #journey.main.error',
  '#journey.main.authentication.reading always[1] → #journey.main.login',
  '#journey.main.authentication.loadingUser xstate.done.actor.fetchCurrentUser[1] → #journey.main.portal',
  '#journey.main.authentication.checkingRegularSaver xstate.done.actor.fetchCustomerProfile[0] → #journey.main.error',
];
const SHARE = [...STEP_UP_LOCKOUTS, ...STEP_UP_CHALLENGE_FAULTS, ...TOKEN_REFUSALS, ...OTHERS, ...STEP_UP_TOKEN_FAULTS];

describe('the browser paths through the refusals of login, authentication and the step-ups', () => {
  const entries = browserEntries().filter(
    (entry) =>
      Object.hasOwn(LOGIN_APP_ENTRIES, entry.name) ||
      [SEEDED_JOINT_ENTRY, TO_THE_LOGIN_APP_ENTRY, 'login'].includes(entry.name),
  );
  const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
  const taking = (id: string) => ranked.filter((path) => path.transitions.includes(id));

  it('take each of the 27 transitions', () => {
    expect(SHARE).toHaveLength(27);
    expect(SHARE.filter((id) => taking(id).length === 0)).toEqual([]);
  }, 600_000);

  it('lock each step-up out with a customer of its own, who answers wrongly', () => {
    const lockers = STEP_UP_LOCKOUTS.map((id) => taking(id).map((path) => path.username));
    for (const usernames of lockers) expect(usernames).toHaveLength(1);
    const customers = lockers.flat();
    expect(new Set(customers).size).toBe(5);
    for (const username of customers) expect(username).toMatch(/^sandboxaulock/);
    // no one else is locked out: every other path of these entries keeps its customer's tries (but sandboxivy's, on
    // the login page, pathEvents.ts CUSTOMERS)
    for (const path of ranked.filter((path) => path.events.includes(RETRIES_EXCEEDED)))
      expect([...customers, 'sandboxivy']).toContain(path.username);
  });

  it("fail each step-up's challenge, and the login page's, through the switch armed for the customer", () => {
    for (const id of [...STEP_UP_CHALLENGE_FAULTS, OTHERS[0] as string]) {
      const [path] = taking(id);
      expect(path?.faults, id).toEqual([{ family: 'challenge', times: 1, on: 'customer' }]);
      expect(path?.username, id).toMatch(/^sandboxau/);
      expect(path?.events, id).toContain('createChallenge✗(service_unavailable)');
    }
  });

  it("fail each step-up's token request once through the switch armed for the customer, then answer again", () => {
    for (const id of STEP_UP_TOKEN_FAULTS) {
      const [path] = taking(id);
      expect(path?.faults, id).toContainEqual({ family: 'token', times: 1, on: 'customer' });
      expect(path?.username, id).toMatch(/^sandboxsftoken/);
      expect(path?.events, id).toContain(TOKEN_FAILED);
      // the new challenge's passcode is texted and the modal stays: not the login page's "too many retries"
      const failedAt = path?.steps.findIndex((step) => step.outcomes.includes(TOKEN_FAILED)) ?? -1;
      expect(path?.steps[failedAt]?.expect.modal, id).toBe('stepUp');
      expect(path?.transitions ?? [], id).not.toContain(
        STEP_UP_LOCKOUTS.find((lockout) => lockout.startsWith(id.split(' ')[0] ?? '')),
      );
    }
  });

  it('refuse a login token through the switch (401 invalid_token), back on the login page', () => {
    for (const id of TOKEN_REFUSALS) {
      const [path] = taking(id);
      expect(path?.faults?.[0], id).toMatchObject({ times: 1, on: 'customer', status: 401, code: 'invalid_token' });
      expect([AUTH_REFUSAL_CUSTOMERS.login, AUTH_REFUSAL_CUSTOMERS.token], id).toContain(path?.username);
      expect(path?.steps.at(-1)?.expect.route, id).toBe('/login');
    }
  });

  it('come back from the login app refused, in error, to the portal, and with a customer aged 15', () => {
    const [cancelled] = taking(OTHERS[4] as string);
    expect(cancelled?.events).toContain('LOGIN_APP_CANCELLED');
    expect(cancelled?.steps.at(-1)?.expect.route).toBe('/login');
    const [missing] = taking(OTHERS[3] as string);
    expect(missing?.username).toBe('sandboxgail');
    expect(missing?.steps.at(-1)?.expect.screen).toBe('error');
    const [portal] = taking(OTHERS[5] as string);
    expect(portal?.url).toContain('returnUrl=%2Fportal');
    expect(portal?.steps.at(-1)?.expect.route).toBe('/portal');
    const [young] = taking(OTHERS[6] as string);
    expect(young?.username).toBe(AUTH_REFUSAL_CUSTOMERS.aged15);
    expect(young?.steps.at(-1)?.expect.screen).toBe('error');
  });
});
