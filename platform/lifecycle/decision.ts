// The decision engine's entry point for the lifecycle: when the processing timer is due, the engine
// (platform/decision/decisionEngine.ts) decides the case; the outcome's event moves it on.
//
// A sandbox scenario that asks the applicant to confirm who they are (letter code: `Lettercode`, `Authcode`;
// call validation: `Challenge`) applies once. After the right letter code or a PASS the case is processed
// again (lifecycle/caseTransitions.ts) and decided on its merits, so it does not loop back to the same page.
import { findScenario } from '../../content/scenarios';
import type { CaseRecord } from '../cases/caseRecord';
import type { CaseDecision } from '../decision/caseDecision';
import { decideCase as decideByRules } from '../decision/decisionEngine';
import type { DecisionEvent } from './caseTransitions';

export type DecideCase = (record: CaseRecord, at: Date) => CaseDecision;

/** Decisions that send the applicant to confirm who they are (doc 1 "Case state to screen map"). */
export const CONFIRMATION_DECISIONS: readonly DecisionEvent[] = [
  'LETTER_CODE_REQUIRED',
  'AUTH_LETTER_CODE_REQUIRED',
  'CHALLENGE_REQUIRED',
];

/**
 * The scenario value that already forced a confirmation for this case, if the case is being decided again:
 * its previous decision was a confirmation forced by that scenario.
 */
export function spentScenario(record: Pick<CaseRecord, 'decision'>): string | undefined {
  const previous = record.decision;
  if (!previous?.scenario || !CONFIRMATION_DECISIONS.includes(previous.event)) return undefined;
  return previous.scenario;
}

/** The case as the engine should see it: without the magic value of a scenario already spent. */
export function withoutSpentScenario(record: CaseRecord): CaseRecord {
  const spent = spentScenario(record);
  const [first, ...others] = record.enquiry.applicants;
  const details = first?.personal_details;
  if (!spent || !first || !details) return record;
  const lastName = details.name?.last;
  const [address, ...otherAddresses] = details.addresses ?? [];
  const postcode = address?.uk_address?.postcode;
  const name =
    details.name && findScenario('lastName', lastName)?.value === spent ? { ...details.name, last: '' } : details.name;
  const addresses =
    address?.uk_address && findScenario('postcode', postcode)?.value === spent
      ? [{ ...address, uk_address: { ...address.uk_address, postcode: '' } }, ...otherAddresses]
      : details.addresses;
  return {
    ...record,
    enquiry: {
      ...record.enquiry,
      applicants: [{ ...first, personal_details: { ...details, name, addresses } }, ...others],
    },
  };
}

/**
 * Production (PLATFORM_MODE=production, no sandbox scenarios): the rules alone. A real applicant whose last name or
 * postcode happens to be a scenario's value (Declined, Setup, ZE1 0AA …) gets the engine's own answer.
 */
export const decideCaseByRules: DecideCase = (record, at) => decideByRules(record, at, false);

/** Sandbox mode: the scenarios act (a confirmation they forced applies once, above), then the rules. */
export const decideCase: DecideCase = (record, at) => {
  const spent = spentScenario(record);
  if (!spent) return decideByRules(record, at);
  const decision = decideByRules(withoutSpentScenario(record), at);
  return { ...decision, reasons: [`sandbox scenario ${spent} applied once: confirmed`, ...decision.reasons] };
};
