// Arming the sandbox platform's fault switch from a browser test (platform/README.md "Fault switch"): the family's
// next `times` calls on the case (or for the customer's login) answer 503 `service_unavailable`, or with `delay_ms`
// are held that long and then answered as usual; `status` with `code` answer that refusal instead of the 503; with
// `hang_ms` the 503 comes only after that long, so a hang past the app's `requestTimeout` is a time-out in the app
// (shorten `requestTimeout` with withConfig so that the hang stays under the browser tests' inactivity time-out);
// `times: 0` disarms it. Every test and generated path arms it here.
import { expect, type Page } from '@playwright/test';

export type FaultTarget = { caseId: string } | { customerNumber: string };

/** The switch's own fields (platform/faults/faultSwitch.ts); a path's fault may carry more, which are not posted. */
export interface SwitchFault {
  family: string;
  times: number;
  /** The 503 held back this long (ms): longer than the app's `requestTimeout`, a time-out in the app. */
  hang_ms?: number;
  delay_ms?: number;
  status?: number;
  code?: string;
}

export async function armFault(page: Page, on: FaultTarget, fault: SwitchFault): Promise<void> {
  const path = 'caseId' in on ? `/sandbox/cases/${on.caseId}/faults` : `/sandbox/customers/${on.customerNumber}/faults`;
  const { family, times, hang_ms, delay_ms, status, code } = fault;
  const armed = await page.request.post(path, { data: { family, times, hang_ms, delay_ms, status, code } });
  expect(armed.status(), `${path} ${family}: ${await armed.text()}`).toBe(200);
}
