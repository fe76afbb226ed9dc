// The transfer's step-up on the browser paths (issue 14, e2e/support/pathEvents/transferStepUp.ts): an existing
// customer's cash ISA through the login app at scope 10, the sandbox taking their calls at that scope, reaches the
// transfer question below scope 30; Yes opens the step-up modal, whose every state (sent, resent, wrong, no passcode,
// the limit, the password's challenge without a mobile) some path drives, each as the paths' own customer; a right
// answer goes on to the hand-off and the sandbox's transfer app.
import { describe, expect, it } from 'vitest';
import { AUTH_REFUSAL_CUSTOMERS } from '../e2e/support/pathEvents/authRefusals';
import { HAND_OFF } from '../e2e/support/pathEvents/transfer';
import {
  TRANSFER_STEP_UP_CUSTOMERS,
  TRANSFER_STEP_UP_ENTRY,
  TRANSFER_STEP_UP_URL,
} from '../e2e/support/pathEvents/transferStepUp';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';

const STEP_UP = 'journey.main.transfer.steppingUp';
const STATES = [
  STEP_UP,
  `${STEP_UP}.challenging`,
  `${STEP_UP}.sendingOtp`,
  `${STEP_UP}.answering`,
  ...['challenge', 'sent', 'resent', 'wrong', 'noPasscode', 'limitReached'].map(
    (state) => `${STEP_UP}.answering.${state}`,
  ),
  'transferStepUp-resending',
  'transferStepUp-verifying',
];

describe("the transfer's step-up on the browser paths", () => {
  it('reaches each of its 12 states through the login app at scope 10, as the paths own customers', () => {
    const entries = browserEntries().filter((entry) => entry.name === TRANSFER_STEP_UP_ENTRY);
    expect(entries).toHaveLength(1);
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    const reached = new Set(ranked.flatMap((path) => path.states));
    expect(STATES.filter((state) => !reached.has(state))).toEqual([]);
    // and the transfer step-up's refusals (pathEvents/authRefusals.ts): its challenge failed, a lockout, its token
    // request failed once
    const customers: string[] = [
      ...Object.values(TRANSFER_STEP_UP_CUSTOMERS),
      AUTH_REFUSAL_CUSTOMERS.transferChallenge,
      AUTH_REFUSAL_CUSTOMERS.lockTransfer,
      AUTH_REFUSAL_CUSTOMERS.transferTokenFault,
    ];
    for (const path of ranked) {
      expect(path.through).toBe('loginApp');
      expect(path.url).toBe(`${TRANSFER_STEP_UP_URL}&scope=10`);
      expect(customers).toContain(path.username);
      // nothing steps up before the transfer question: the sandbox takes the customer's calls at scope 10
      const question = path.events.indexOf('TRANSFER_ANSWERED Yes');
      const firstChallenge = path.events.findIndex((event) => event.startsWith('createChallenge'));
      if (firstChallenge >= 0) expect(firstChallenge).toBeGreaterThan(question);
      expect(path.events.some((event) => event.endsWith('✗(insufficient_scope)'))).toBe(false);
    }
    // a right answer hands off: the modal gives way to the sandbox's transfer app
    const handedOff = ranked.find((path) => path.events.includes(HAND_OFF));
    const last = handedOff?.steps.at(-1);
    expect(last).toMatchObject({
      action: 'STEP_UP_ANSWERED',
      expect: { route: '/sandbox/transfer-app/cashisa', screen: 'transferApp' },
    });
    expect(last?.outcomes).toEqual(['requestToken✓', HAND_OFF]);
  }, 120_000);
});
