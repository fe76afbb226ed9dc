// The browser side of ../pathEvents/jointPaths.ts: the second applicant's tab opened on the seeded waiting page, the
// first applicant's submit from their own device, and the fault switch armed for a joint path once its seeded case's
// page is open, on the case or for the persona's customer (platform/README.md "Fault switch").
import type { Page } from '@playwright/test';
import type { BrowserPathFile } from '../../../model-tests/browserPaths';
import { armFault } from '../faultSwitch';
import { customer } from '../loginApp';
import { FIRST_APPLICANT_SUBMITS } from '../pathEvents/jointPaths';
import { type SecondWaiting, seededSecondWaiting, submitFirstApplicant } from '../seededCase';

/** The first applicant of each page's seeded case (their device is not a page: their token and enquiry are kept). */
const firstApplicants = new WeakMap<Page, SecondWaiting>();

/** Seeds the joint case with the second applicant's part in and the first's not, and opens the second's tab on it. */
export async function openSeededSecondWaiting(page: Page): Promise<string> {
  const seeded = await seededSecondWaiting(page);
  firstApplicants.set(page, seeded);
  return seeded.caseId;
}

export const JOINT_PATHS_ACTIONS: Record<typeof FIRST_APPLICANT_SUBMITS, (context: { page: Page }) => Promise<void>> = {
  // the first applicant's submit from their device (the call their tab's review makes); this tab's poll then finds the
  // case in processing and shows the submission page, before it is decided and the tab waits again
  [FIRST_APPLICANT_SUBMITS]: async ({ page }) => {
    const first = firstApplicants.get(page);
    if (!first) throw new Error('no seeded joint case whose first applicant could submit');
    // watched from before the submit: the submission page shows only while the case is processed
    const toSubmission = page.waitForURL(/\/submission\?/, { timeout: 30_000 });
    await submitFirstApplicant(page, first);
    await toSubmission;
  },
};

/**
 * Posts each of the path's faults as it is (family, times, and the refusal's status and code) to the switch of the
 * seeded case, or of the persona's customer for a fault `on: 'customer'`.
 */
export async function armSeededJointFaults(page: Page, path: BrowserPathFile['paths'][number], caseId: string) {
  for (const fault of path.faults ?? []) {
    const on = fault.on === 'customer' ? { customerNumber: customer(path.username ?? '').customerNumber } : { caseId };
    await armFault(page, on, fault);
  }
}
