// The transfer region on the generated browser paths (issue 14; e2e/support/pathEvents/transfer.ts): the budgeted
// suite answers the transfer question, passes the hand-off, is on the sandbox's transfer app and comes back to
// /continue, asserting each page. Reads the committed ranking, which browserPaths.test.ts checks against the chart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAND_OFF, SEEDED_CASH_ISA_ENTRY, TRANSFER_APP_RETURN } from '../e2e/support/pathEvents/transfer';
import { BROWSER_PATH_FILE, type BrowserPathFile } from './browserPaths';

const file = JSON.parse(readFileSync(BROWSER_PATH_FILE, 'utf8')) as BrowserPathFile;
const budgeted = file.paths.slice(0, file.max);

describe('the transfer region on the budgeted browser paths', () => {
  it('hands a cash ISA off to the transfer app and comes back through /continue, each page asserted', () => {
    const transfer = budgeted.find((path) => path.events.includes(TRANSFER_APP_RETURN));
    expect(transfer?.entry).toBe(SEEDED_CASH_ISA_ENTRY);
    expect(transfer?.through).toBe('seededCashIsa');
    const steps = transfer?.steps ?? [];
    const question = steps.findIndex((step) => step.expect.screen === 'transfer');
    expect(steps[question]?.expect.route).toBe('/registration');
    // Yes: the hand-off's wait, then the sandbox's transfer app of the cash ISA's route
    expect(steps[question + 1]).toMatchObject({
      label: 'TRANSFER_ANSWERED Yes',
      outcomes: [HAND_OFF],
      expect: { route: '/sandbox/transfer-app/cashisa', screen: 'transferApp' },
    });
    // its return: the tab's resume token spent for a case token, then a new customer's post-transfer task
    expect(steps[question + 2]).toMatchObject({
      action: TRANSFER_APP_RETURN,
      on: 'transferApp',
      expect: { route: '/registration', screen: 'registration' },
    });
    expect(steps[question + 2]?.outcomes).toContain('resumeCase✓');
  });
});
