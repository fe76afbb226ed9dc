// The decision engine's entry point for the lifecycle: when the processing timer is due, the engine
// (platform/decision/decisionEngine.ts) decides the case; the outcome's event moves it on.
import type { CaseRecord } from '../cases/caseRecord';
import type { CaseDecision } from '../decision/caseDecision';
import { decideCase as decideByRules } from '../decision/decisionEngine';

export type DecideCase = (record: CaseRecord, at: Date) => CaseDecision;

export const decideCase: DecideCase = (record, at) => decideByRules(record, at);
