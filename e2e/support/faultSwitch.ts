// Arming the sandbox platform's fault switch from a browser test (platform/README.md "Fault switch"): the family's
// next `times` calls on the case (or for the customer's login) answer 503 `service_unavailable`, or with `delay_ms`
// are held that long and then answered as usual; `times: 0` disarms it.
import { expect, type Page } from '@playwright/test';

export type FaultTarget = { caseId: string } | { customerNumber: string };

export async function armFault(
  page: Page,
  on: FaultTarget,
  fault: { family: string; times: number; delay_ms?: number },
): Promise<void> {
  const path = 'caseId' in on ? `/sandbox/cases/${on.caseId}/faults` : `/sandbox/customers/${on.customerNumber}/faults`;
  const armed = await page.request.post(path, { data: fault });
  expect(armed.status(), await armed.text()).toBe(200);
}
