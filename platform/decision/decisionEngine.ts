// The decision engine: what happens to a submitted application once the processing time has passed
// (ARCHITECTURE.md "The sandbox platform"). A pure function of the case and the time. The rules, in
// order (platform/README.md "Decision engine"):
//   1. a sandbox scenario value forces its outcome (content/scenarios.ts), in sandbox mode only: a production
//      platform decides an applicant whose last name or postcode is a scenario's value by the rules below;
//   2. a joint application submitted with one applicant waits for the other (awaitapplicant);
//   3. identity: every applicant is within the product's ages (18, or the product minimum, to 120; doc 2 §5.1);
//   4. credit check (current accounts and credit cards, doc 2 §3.8 hasCreditCheck): a declared gross income
//      over £250,000 is referred for proof of income; then affordability decides the offer (affordability.ts).

import { findProductByApiCode } from '../../content/products';
import { findScenario, type SandboxScenario } from '../../content/scenarios';
import { isCaseState } from '../../contract/caseStates';
import type { Enquiry, ProductTypeUrlPart } from '../../contract/schemas';
import type { CaseRecord } from '../cases/caseRecord';
import { type DecisionEvent, decisionEventFor } from '../lifecycle/caseTransitions';
import {
  type Affordability,
  affordabilityOf,
  CREDIT_LIMIT_RULES,
  creditLimitOffered,
  OVERDRAFT_RULES,
  type OverdraftOutcome,
  type OverdraftTerms,
  overdraftTerms,
} from './affordability';
import type { CaseDecision, CaseOffer, OfferCreditLimit } from './caseDecision';

export type DecisionInput = Pick<CaseRecord, 'id' | 'productType' | 'productCode' | 'applicationType' | 'enquiry'>;

/** doc 2 §3.10: Readycash (IM800) is the alternative or downgrade offer; M Account (IM753) is in its group. */
export const ALTERNATIVE_PRODUCT_CODES = ['800', '753'] as const;

/** A declared gross annual income above this is referred for proof of income (creditcheckreferredpoi). */
export const INCOME_PROOF_REFERRAL_ABOVE = 250_000;

export const MAXIMUM_AGE = 120;
export const DEFAULT_MINIMUM_AGE = 18;

/** The credit limit the applicant chose (doc 2 §3.1 credit_limit with choice M), in steps of 100; none for choice A. */
export function requestedCreditLimit(enquiry: Enquiry): number | undefined {
  const financial = enquiry.applicants[0]?.financial_details;
  if (financial?.credit_limit_choice !== 'M' || !financial.credit_limit) return undefined;
  return Math.floor(financial.credit_limit / CREDIT_LIMIT_RULES.step) * CREDIT_LIMIT_RULES.step;
}

/** The overdraft asked for: the case-level overdraft_requested, else the first applicant's overdraft limit (doc 2 §7.1). */
export function requestedOverdraft(enquiry: Enquiry): number {
  if (enquiry.overdraft_requested && enquiry.overdraft_requested > 0) return enquiry.overdraft_requested;
  const overdraft = enquiry.applicants[0]?.overdraft;
  if (overdraft?.requested === 'N') return 0;
  return overdraft?.limit && overdraft.limit > 0 ? overdraft.limit : 0;
}

/** Whole years between a YYYY-MM-DD date of birth and a day (UTC). */
export function ageOn(dob: string, day: Date): number {
  const [year = 0, month = 1, date = 1] = dob.split('-').map(Number);
  let age = day.getUTCFullYear() - year;
  const beforeBirthday = day.getUTCMonth() + 1 < month || (day.getUTCMonth() + 1 === month && day.getUTCDate() < date);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The scenario the first applicant's last name, else the postcode of their current address, selects. */
export function scenarioOf(enquiry: Enquiry): SandboxScenario | undefined {
  const applicant = enquiry.applicants[0];
  return (
    findScenario('lastName', applicant?.personal_details?.name?.last) ??
    findScenario('postcode', applicant?.personal_details?.addresses?.[0]?.uk_address?.postcode)
  );
}

function hasCreditCheck(productType: ProductTypeUrlPart, productCode: string): boolean {
  const product = findProductByApiCode(productCode);
  return product ? product.hasCreditCheck : productType === 'current' || productType === 'creditcard';
}

const offerId = (caseId: string, index: number): string => `${caseId}-OF${index + 1}`;

function offer(
  input: DecisionInput,
  index: number,
  fields: Omit<CaseOffer, 'id' | 'decision' | 'decidedAt'>,
): CaseOffer {
  return { id: offerId(input.id, index), decision: null, decidedAt: null, ...fields };
}

function overdraftLimit(terms: OverdraftTerms, requested: number): OfferCreditLimit {
  return {
    minimum: OVERDRAFT_RULES.minimum,
    offerLimit: terms.offerLimit,
    maxLimit: terms.offerLimit,
    incomeProofRequired: terms.incomeProofRequired,
    updateOffer: terms.offerLimit > 0,
    requested,
  };
}

/** A scenario's overdraft outcome, against the request (or doc 2 §9's example 1200 when none was made). */
export function forcedOverdraftTerms(outcome: OverdraftOutcome, requested: number): OverdraftTerms {
  const asked = Math.min(OVERDRAFT_RULES.maximum, Math.max(OVERDRAFT_RULES.minimum, requested));
  const step = OVERDRAFT_RULES.step;
  switch (outcome) {
    case 'declined':
      return { offerLimit: 0, incomeProofRequired: false };
    case 'conditional':
      return { offerLimit: Math.floor(asked / step) * step, incomeProofRequired: true };
    case 'reduced':
      return {
        offerLimit: Math.max(OVERDRAFT_RULES.minimum, Math.floor(asked / 2 / step) * step),
        incomeProofRequired: false,
      };
    case 'full':
      return { offerLimit: Math.floor(asked / step) * step, incomeProofRequired: false };
  }
}

interface Outcome {
  event: DecisionEvent;
  reasons: string[];
  offers?: CaseOffer[];
}

function alternativeOffers(input: DecisionInput): CaseOffer[] {
  return ALTERNATIVE_PRODUCT_CODES.map((productCode, index) =>
    offer(input, index, { productCode, kind: 'alternative', creditLimit: null }),
  );
}

function productOffer(input: DecisionInput, affordability: Affordability): Outcome {
  if (input.productType === 'creditcard') {
    const limit = creditLimitOffered(affordability);
    if (!limit) return { event: 'CREDIT_DECLINED', reasons: ['credit limit: less than the minimum 500 is affordable'] };
    // A limit the applicant chose (credit_limit_choice M) is offered when affordable, never above what is; the most
    // affordable stays the most the limit page may set. "As high as allowed" (A) is offered the most affordable.
    const asked = requestedCreditLimit(input.enquiry);
    const offered = asked === undefined ? limit : Math.min(limit, Math.max(CREDIT_LIMIT_RULES.minimum, asked));
    const creditLimit: OfferCreditLimit = {
      minimum: CREDIT_LIMIT_RULES.minimum,
      offerLimit: offered,
      maxLimit: limit,
      incomeProofRequired: false,
      updateOffer: true,
    };
    return {
      event: 'OFFERED',
      reasons: [`credit limit: ${offered} offered (${limit} affordable)`],
      offers: [offer(input, 0, { productCode: input.productCode, kind: 'credit', creditLimit })],
    };
  }
  if (input.productType === 'current') {
    if (affordability.disposable < 0) {
      return {
        event: 'OFFERED',
        reasons: ['affordability: outgoings exceed income, alternative products offered'],
        offers: alternativeOffers(input),
      };
    }
    const requested = requestedOverdraft(input.enquiry);
    if (requested > 0) {
      const terms = overdraftTerms(requested, affordability.disposable);
      return {
        event: 'OFFERED',
        reasons: [`overdraft: ${terms.offerLimit} offered against ${requested} requested`],
        offers: [
          offer(input, 0, {
            productCode: input.productCode,
            kind: 'overdraft',
            creditLimit: overdraftLimit(terms, requested),
          }),
        ],
      };
    }
  }
  return {
    event: 'OFFERED',
    reasons: ['approved'],
    offers: [offer(input, 0, { productCode: input.productCode, kind: 'standard', creditLimit: null })],
  };
}

function byRules(input: DecisionInput, at: Date, affordability: Affordability): Outcome {
  const { enquiry } = input;
  if (input.applicationType === 'joint' && enquiry.applicants.length < 2) {
    return { event: 'OTHER_APPLICANT_AWAITED', reasons: ['joint: the other applicant has not joined yet'] };
  }
  const minimumAge = findProductByApiCode(input.productCode)?.minimumAge ?? DEFAULT_MINIMUM_AGE;
  for (const applicant of enquiry.applicants) {
    const dob = applicant.personal_details?.dob;
    if (!dob) return { event: 'ID_CANNOT_BE_DONE', reasons: ['identity: no date of birth to check'] };
    const age = ageOn(dob, at);
    if (age < minimumAge || age > MAXIMUM_AGE) {
      return { event: 'ID_FAILED', reasons: [`identity: age outside ${minimumAge} to ${MAXIMUM_AGE}`] };
    }
  }
  if (hasCreditCheck(input.productType, input.productCode)) {
    if (affordability.grossAnnualIncome > INCOME_PROOF_REFERRAL_ABOVE) {
      return {
        event: 'INCOME_PROOF_REFERRED',
        reasons: [`income proof: gross income over ${INCOME_PROOF_REFERRAL_ABOVE}`],
      };
    }
    return productOffer(input, affordability);
  }
  // No credit check (savings, cash ISAs): approved as applied for.
  return {
    event: 'OFFERED',
    reasons: ['approved without a credit check'],
    offers: [offer(input, 0, { productCode: input.productCode, kind: 'standard', creditLimit: null })],
  };
}

function byScenario(
  input: DecisionInput,
  scenario: SandboxScenario,
  at: Date,
  affordability: Affordability,
): Outcome | undefined {
  const reason = `sandbox scenario ${scenario.field} ${scenario.value}`;
  const { force } = scenario;
  switch (force.kind) {
    case 'state': {
      const event = isCaseState(force.state) ? decisionEventFor(force.state) : undefined;
      if (!event) throw new Error(`Sandbox scenario ${scenario.value} names no decision outcome: ${force.state}`);
      return { event, reasons: [reason] };
    }
    case 'alternative':
      return input.productType === 'current'
        ? { event: 'OFFERED', reasons: [reason], offers: alternativeOffers(input) }
        : undefined;
    case 'overdraft': {
      if (input.productType !== 'current') return undefined;
      const requested = requestedOverdraft(input.enquiry) || OVERDRAFT_RULES.example;
      const terms = forcedOverdraftTerms(force.outcome, requested);
      return {
        event: 'OFFERED',
        reasons: [reason],
        offers: [
          offer(input, 0, {
            productCode: input.productCode,
            kind: 'overdraft',
            creditLimit: overdraftLimit(terms, requested),
          }),
        ],
      };
    }
    case 'setupPending': {
      const outcome = byRules(input, at, affordability);
      return { ...outcome, reasons: [reason, ...outcome.reasons] };
    }
    case 'noOffer':
      return { event: 'OFFERED', reasons: [reason], offers: [] };
    case 'noSecurityQuestions':
      return { event: 'CHALLENGE_REQUIRED', reasons: [reason] };
    case 'saveError':
      // Such a case is never submitted (scenarios/saveRefusals.ts refuses its saves): nothing to decide.
      return undefined;
  }
}

/**
 * Decides a submitted case at a time: the outcome event, its reasons and the offers. `scenarios`: whether the sandbox
 * scenarios act (sandbox mode); false (production) decides every case by the rules, whatever its magic values.
 */
export function decideCase(input: DecisionInput, at: Date, scenarios = true): CaseDecision {
  const affordability = affordabilityOf(input.enquiry.applicants);
  const scenario = scenarios ? scenarioOf(input.enquiry) : undefined;
  const forced = scenario ? byScenario(input, scenario, at, affordability) : undefined;
  const outcome = forced ?? byRules(input, at, affordability);
  return {
    event: outcome.event,
    decidedAt: at.toISOString(),
    scenario: forced && scenario ? scenario.value : null,
    reasons: outcome.reasons,
    affordability,
    offers: outcome.offers ?? [],
    setupPending: Boolean(forced && scenario?.force.kind === 'setupPending'),
    consents: [],
  };
}
