// The UI actions of the joint second applicant past the link code (e2e/support/pathEvents/jointExisting.ts): the
// link code of a case at the other bank, for the bank mismatch (324).
import type { Page } from '@playwright/test';
import type { BrowserStep } from '../../../model-tests/browserPaths';
import { JOINT_BANK_MISMATCH } from '../pathEvents/jointExisting';
import { submitThroughPlatform } from '../seededCase';

/**
 * The code the second applicant types on /joint/join: the one the waiting page showed, or, where the platform must
 * answer 324, the code of a joint case whose first part the platform's own calls put at Ridings Bank (YB) while the
 * tab is at Clydeside Bank (CB).
 */
export async function linkCodeToType(page: Page, step: BrowserStep, shown: string | undefined): Promise<string> {
  if (!step.outcomes.includes(JOINT_BANK_MISMATCH)) return shown ?? '';
  return (await submitThroughPlatform(page, { brand: 'YB', applicationType: 'joint' })).jointLinkCode ?? '';
}
