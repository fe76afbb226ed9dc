// The joint second applicant past the link code (doc 1 §4 "Joint", §8 324; issue 14 "Generated paths in the
// browser"): an existing customer who logs in at the login app, whose login the platform records as the case's second applicant
// (claimJointApplicant, WEB-JOINT-AUTHENTICATION), and a code of a case at the other bank (324, the bank-mismatch
// page). Personas built on the joint persona of one device (pathEvents.ts JOINT_ON_ONE_DEVICE), so this file needs
// no value of pathEvents.ts at load (it imports this one).
import type { Persona } from '../pathEvents';
import { beforeTheCheck, CLAIMED, JOINT_LOGIN_APP_RETURN } from './jointAuthentication';

/** The outcome of a link code of a case at the other bank (platform/README.md "Joint applications"). */
export const JOINT_BANK_MISMATCH = 'checkJointLinkCode✗(324)';

/**
 * `joint`: the joint applicants on one device. The existing customer is one of the paths' own (sandboxpat,
 * content/seededCustomers.ts), so no other spec's lockouts or passcodes touch theirs; they log in at the sandbox's
 * login app (WEB-JOINT-AUTHENTICATION, ./jointAuthentication.ts) at the default scope 30, so the claim is never
 * refused for its scope.
 */
export function jointExistingPersonas(joint: Persona): Persona[] {
  return [
    {
      name: 'sandboxpat joins a joint application as an existing customer',
      username: 'sandboxpat',
      entry: joint.entry as string,
      outcomes: [
        ...beforeTheCheck(joint),
        'checkJointLinkCode✓',
        'fetchCurrentUser✓',
        CLAIMED,
        'fetchNextTask✗(invalid_token)',
      ],
      events: [...joint.events, JOINT_LOGIN_APP_RETURN],
      // their login token lives in the tab's memory only: once claimed, a reload polls the case without a token and
      // the platform refuses it (401 invalid_token: the login page again, doc 1 §4), no longer the first part's wait
      after: { 'fetchNextTask✗(invalid_token)': CLAIMED },
      before: { 'fetchNextTask✓(awaitapplicant)': CLAIMED },
    },
    {
      // the second applicant is given the code of a joint case at Ridings Bank (YB) while their tab is at CB
      // (e2e/support/pathActions/jointExisting.ts): 324 names the other bank, and "Enter a different link code" (BACK)
      name: "a joint second applicant with the code of another bank's case",
      entry: joint.entry as string,
      outcomes: [...beforeTheCheck(joint), JOINT_BANK_MISMATCH],
      events: joint.events,
    },
  ];
}
