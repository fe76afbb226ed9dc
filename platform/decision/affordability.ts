// Affordability from income and outgoings (doc 2 §3.1 "Income and outgoings", §5.4), and the limits it
// supports: the overdraft (doc 2 §5.5, §9: 50 to 5000 in steps of 50) and the credit-card limit
// (doc 2 §5.5, §9; doc 3 §9: at least 500, in steps of 100). Pure functions; the formulas are in
// platform/README.md "Decision engine".
import type { EnquiryApplicant } from '../../contract/schemas';

export interface Affordability {
  /** Gross annual income of all applicants (£). */
  grossAnnualIncome: number;
  /** Net monthly income of all applicants, other income included (£, whole). */
  monthlyIncome: number;
  /** Mortgage or rent plus other expenditure of all applicants (£ a month). */
  monthlyOutgoings: number;
  /** monthlyIncome - monthlyOutgoings (may be negative). */
  disposable: number;
}

/** Without a declared net monthly income, take-home pay is taken as 75% of gross (a documented sandbox estimate). */
export const NET_TO_GROSS_ESTIMATE = 0.75;

/** Months in a year per other-income frequency; an unknown frequency counts nothing (the stricter reading). */
const PER_YEAR: Record<string, number> = {
  WEEKLY: 52,
  FORTNIGHTLY: 26,
  FOUR_WEEKLY: 13,
  MONTHLY: 12,
  QUARTERLY: 4,
  ANNUALLY: 1,
  YEARLY: 1,
};

function otherIncomeMonthly(amount: number | undefined, frequency: string | undefined): number {
  if (!amount || !frequency) return 0;
  const perYear =
    PER_YEAR[
      frequency
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, '_')
    ];
  return perYear ? (amount * perYear) / 12 : 0;
}

/**
 * Revised figures (doc 2 §4: hasIncomeReduction, changeOfCircumstances) are a change the applicant expects.
 * Two readings: use the revised figure instead, or the worse of the two. We take the worse (stricter):
 * the lower income and the higher outgoing.
 */
const lower = (value: number | undefined, revised: number | undefined): number | undefined =>
  revised === undefined ? value : value === undefined ? revised : Math.min(value, revised);
const higher = (value: number | undefined, revised: number | undefined): number | undefined =>
  revised === undefined ? value : value === undefined ? revised : Math.max(value, revised);

export function applicantAffordability(applicant: EnquiryApplicant): Affordability {
  const financial = applicant.financial_details ?? {};
  const gross = lower(financial.gross_annual_income, financial.revised_gross_annual_income) ?? 0;
  const declaredNet = lower(financial.net_monthly_income, financial.revised_net_monthly_income);
  const net = declaredNet ?? (gross * NET_TO_GROSS_ESTIMATE) / 12;
  const income = net + otherIncomeMonthly(financial.other_income?.amount, financial.other_income?.frequency);
  const outgoings =
    (higher(financial.mortgage_or_rent_expenditure, financial.revised_mortgage_or_rent_expenditure) ?? 0) +
    (higher(financial.other_expenditure, financial.revised_other_expenditure) ?? 0);
  const monthlyIncome = Math.floor(income);
  return {
    grossAnnualIncome: gross,
    monthlyIncome,
    monthlyOutgoings: outgoings,
    disposable: monthlyIncome - outgoings,
  };
}

/** The household's affordability: every applicant's income and outgoings added together. */
export function affordabilityOf(applicants: readonly EnquiryApplicant[]): Affordability {
  return applicants.map(applicantAffordability).reduce(
    (total, one) => ({
      grossAnnualIncome: total.grossAnnualIncome + one.grossAnnualIncome,
      monthlyIncome: total.monthlyIncome + one.monthlyIncome,
      monthlyOutgoings: total.monthlyOutgoings + one.monthlyOutgoings,
      disposable: total.disposable + one.disposable,
    }),
    { grossAnnualIncome: 0, monthlyIncome: 0, monthlyOutgoings: 0, disposable: 0 },
  );
}

const floorTo = (step: number, value: number): number => Math.floor(Math.max(0, value) / step) * step;

// ---------------------------------------------------------------- overdraft (current accounts)

/** doc 2 §5.5, §9: overdraft 50 to 5000 in steps of 50. */
export const OVERDRAFT_RULES = {
  minimum: 50,
  maximum: 5000,
  step: 50,
  /** The overdraft that can be afforded: this many months of disposable income. */
  monthsOfDisposable: 3,
  /** An overdraft above this needs proof of income (conditional offer). */
  incomeProofAbove: 2500,
  /** doc 2 §9 "example overdraft 1200": what a scenario assumes when no overdraft was requested. */
  example: 1200,
} as const;

/** doc 2 §4 "Offer overdraft outcome", the four outcomes the client shows. */
export type OverdraftOutcome = 'declined' | 'conditional' | 'reduced' | 'full';

export interface OverdraftTerms {
  offerLimit: number;
  incomeProofRequired: boolean;
}

/** The most overdraft the disposable income supports: 3 months of it, down to a step of 50, at most 5000. */
export function affordableOverdraft(disposable: number): number {
  return Math.min(
    OVERDRAFT_RULES.maximum,
    floorTo(OVERDRAFT_RULES.step, disposable * OVERDRAFT_RULES.monthsOfDisposable),
  );
}

/** The overdraft offered against the one requested (requested is rounded down to a step of 50, capped at 5000). */
export function overdraftTerms(requested: number, disposable: number): OverdraftTerms {
  const asked = Math.min(OVERDRAFT_RULES.maximum, floorTo(OVERDRAFT_RULES.step, requested));
  const affordable = affordableOverdraft(disposable);
  if (asked < OVERDRAFT_RULES.minimum || affordable < OVERDRAFT_RULES.minimum) {
    return { offerLimit: 0, incomeProofRequired: false };
  }
  const offerLimit = Math.min(asked, affordable);
  return { offerLimit, incomeProofRequired: offerLimit > OVERDRAFT_RULES.incomeProofAbove };
}

/** doc 2 §4: declined if 0 or absent; conditional if income proof is required; reduced if below the request; else full. */
export function overdraftOutcome(
  offerLimit: number | undefined,
  incomeProofRequired: boolean,
  requested: number,
): OverdraftOutcome {
  if (!offerLimit) return 'declined';
  if (incomeProofRequired) return 'conditional';
  if (offerLimit < requested) return 'reduced';
  return 'full';
}

// ---------------------------------------------------------------- credit limit (credit cards)

/** doc 2 §5.5, §9; doc 3 §9: at least 500, in steps of 100. */
export const CREDIT_LIMIT_RULES = {
  minimum: 500,
  step: 100,
  maximum: 15000,
  /** At most this share of gross annual income. */
  shareOfGrossIncome: 0.2,
  /** At most this many months of disposable income. */
  monthsOfDisposable: 4,
} as const;

/** The credit limit offered, or 0 when less than the minimum 500 can be afforded (the card is declined). */
export function creditLimitOffered(affordability: Affordability): number {
  const limit = Math.min(
    CREDIT_LIMIT_RULES.maximum,
    floorTo(CREDIT_LIMIT_RULES.step, affordability.grossAnnualIncome * CREDIT_LIMIT_RULES.shareOfGrossIncome),
    floorTo(CREDIT_LIMIT_RULES.step, affordability.disposable * CREDIT_LIMIT_RULES.monthsOfDisposable),
  );
  return limit >= CREDIT_LIMIT_RULES.minimum ? limit : 0;
}
