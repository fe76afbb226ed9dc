// The browser side of ../pathEvents/jointPaths.ts: the fault switch armed for a joint path once its seeded case's
// page is open, on the case or for the persona's customer (platform/README.md "Fault switch").
import type { Page } from '@playwright/test';
import type { BrowserPathFile } from '../../../model-tests/browserPaths';
import { expect } from '../fixtures';
import { customer } from '../loginApp';

/**
 * Posts each of the path's faults as it is (family, times, and the refusal's status and code) to the switch of the
 * seeded case, or of the persona's customer for a fault `on: 'customer'`.
 */
export async function armSeededJointFaults(page: Page, path: BrowserPathFile['paths'][number], caseId: string) {
  for (const { on, ...fault } of path.faults ?? []) {
    const subject = on === 'customer' ? `customers/${customer(path.username ?? '').customerNumber}` : `cases/${caseId}`;
    const control = await page.request.post(`/sandbox/${subject}/faults`, { data: fault });
    expect(control.status(), `${subject} ${fault.family}`).toBe(200);
  }
}
