// A case as the platform stores it (doc 1 §3 "case", doc 2 §7.1).

import type { CaseState } from '../../contract/caseStates';
import type {
  ApiBankId,
  CaseSubtype,
  CompletedAccount,
  Enquiry,
  ProductTypeUrlPart,
  SubmitRequest,
} from '../../contract/schemas';
import type { CaseDecision } from '../decision/caseDecision';
import type { CaseTimer } from '../lifecycle/caseTransitions';

export interface CaseRecord {
  id: string;
  bankId: ApiBankId;
  productType: ProductTypeUrlPart;
  /** Product code as the API carries it (IM prefix stripped). */
  productCode: string;
  subType: CaseSubtype;
  applicationType: 'sole' | 'joint';
  jointLinkCode: string | null;
  state: CaseState;
  enquiry: Enquiry;
  submission: SubmitRequest | null;
  accounts: CompletedAccount[];
  customerNumber: string | null;
  pendingTimer: CaseTimer | null;
  nextTransitionAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  stateEnteredAt: Date;
  /** What the decision engine decided, and the offers (null until decided; platform/decision/). */
  decision?: CaseDecision | null;
}
