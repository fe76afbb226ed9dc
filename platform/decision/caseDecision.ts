// What the decision engine decided about a case, stored with the case (cases.decision, jsonb): the
// outcome, why, the affordability it was based on, and the offers with what the applicant did with them.
// Plain JSON (dates as ISO strings), so it survives a restart as it is.
import type { ConsentRecord } from '../../contract/offerSchemas';
import type { DecisionEvent } from '../lifecycle/caseTransitions';
import type { Affordability } from './affordability';

/** doc 1 §4 "Offer page": which view the client shows follows from the kind of offer. */
export type OfferKind = 'standard' | 'overdraft' | 'credit' | 'alternative';

/** features.credit_limit of an offer (doc 2 §3.4), plus the most the bank offered (the upper bound of an update). */
export interface OfferCreditLimit {
  minimum: number;
  offerLimit: number;
  /** The limit the bank offered: an update may lower the limit and raise it back up to this, never above. */
  maxLimit: number;
  incomeProofRequired: boolean;
  updateOffer: boolean;
  /** The overdraft the applicant asked for (overdraft offers), to tell a reduced offer from a full one. */
  requested?: number;
}

export interface CaseOffer {
  id: string;
  /** Product code as the API carries it (IM prefix stripped, doc 2 §3.10). */
  productCode: string;
  kind: OfferKind;
  creditLimit: OfferCreditLimit | null;
  decision: 'ACCEPT' | 'REJECT' | null;
  decidedAt: string | null;
}

export interface CaseDecision {
  event: DecisionEvent;
  decidedAt: string;
  /** The sandbox scenario value that forced the outcome, if any (content/scenarios.ts). */
  scenario: string | null;
  /** The rules that decided, in words (documented in platform/README.md "Decision engine"). */
  reasons: string[];
  affordability: Affordability | null;
  offers: CaseOffer[];
  /** Accepting leads to productsetupinprogress first (scenario `Setup`). */
  setupPending: boolean;
  /** audit_info.documents sent with the accepting decision (doc 1 §4 "Offer"). */
  consents: ConsentRecord[];
}
