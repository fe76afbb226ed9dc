// The decision engine's entry point (ARCHITECTURE.md: affordability, credit and ID outcomes, offers,
// sandbox scenarios). Until those rules land every submitted application is approved.
import type { CaseRecord } from '../cases/caseRecord';
import type { DecisionEvent } from './caseTransitions';

export type DecideCase = (record: CaseRecord) => DecisionEvent;

export const decideCase: DecideCase = () => 'APPROVED';
