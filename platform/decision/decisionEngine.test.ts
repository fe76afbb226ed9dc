import { describe, expect, it } from 'vitest';
import { SANDBOX_SCENARIOS } from '../../content/scenarios';
import { isCaseState } from '../../contract/caseStates';
import type { Enquiry, EnquiryApplicant } from '../../contract/schemas';
import { decisionEventFor, findTransition } from '../lifecycle/caseTransitions';
import { completeApplicant, completeEnquiry } from '../test-support/testFixtures';
import {
  affordabilityOf,
  affordableOverdraft,
  applicantAffordability,
  creditLimitOffered,
  overdraftOutcome,
  overdraftTerms,
} from './affordability';
import { ageOn, type DecisionInput, decideCase, forcedOverdraftTerms, requestedOverdraft } from './decisionEngine';

const AT = new Date('2030-01-15T09:00:00.000Z');

function withFinances(
  financial: NonNullable<EnquiryApplicant['financial_details']>,
  overrides: Partial<EnquiryApplicant> = {},
) {
  return completeApplicant({ financial_details: financial, ...overrides });
}

function input(enquiry: Enquiry, overrides: Partial<DecisionInput> = {}): DecisionInput {
  return {
    id: 'CS12345678',
    productType: 'current',
    productCode: '135',
    applicationType: 'sole',
    enquiry,
    ...overrides,
  };
}

const named = (last: string, overrides: Partial<EnquiryApplicant> = {}) =>
  completeEnquiry({
    applicants: [
      completeApplicant({
        personal_details: { ...completeApplicant().personal_details, name: { first: 'Ada', last } },
        ...overrides,
      }),
    ],
  });

describe('affordability (income and outgoings)', () => {
  it('uses the declared net monthly income, else 75% of gross over 12 months', () => {
    expect(applicantAffordability(withFinances({ gross_annual_income: 42000, net_monthly_income: 2800 }))).toEqual({
      grossAnnualIncome: 42000,
      monthlyIncome: 2800,
      monthlyOutgoings: 0,
      disposable: 2800,
    });
    expect(applicantAffordability(withFinances({ gross_annual_income: 42000 })).monthlyIncome).toBe(2625);
    expect(applicantAffordability(withFinances({ gross_annual_income: 0 })).monthlyIncome).toBe(0);
  });

  it('subtracts mortgage or rent and other expenditure', () => {
    const result = applicantAffordability(
      withFinances({ net_monthly_income: 2000, mortgage_or_rent_expenditure: 900, other_expenditure: 300 }),
    );
    expect(result).toMatchObject({ monthlyOutgoings: 1200, disposable: 800 });
  });

  it('takes the worse of current and revised figures (the stricter reading)', () => {
    const result = applicantAffordability(
      withFinances({
        gross_annual_income: 42000,
        revised_gross_annual_income: 30000,
        net_monthly_income: 2800,
        revised_net_monthly_income: 3000,
        mortgage_or_rent_expenditure: 900,
        revised_mortgage_or_rent_expenditure: 1100,
        other_expenditure: 200,
        revised_other_expenditure: 100,
      }),
    );
    expect(result).toEqual({ grossAnnualIncome: 30000, monthlyIncome: 2800, monthlyOutgoings: 1300, disposable: 1500 });
  });

  it('adds other income by its frequency and ignores an unknown frequency', () => {
    const monthly = (frequency: string) =>
      applicantAffordability(withFinances({ net_monthly_income: 1000, other_income: { amount: 120, frequency } }))
        .monthlyIncome;
    expect(monthly('Monthly')).toBe(1120);
    expect(monthly('WEEKLY')).toBe(1520);
    expect(monthly('Annually')).toBe(1010);
    expect(monthly('every blue moon')).toBe(1000);
  });

  it('adds up joint applicants', () => {
    const total = affordabilityOf([
      withFinances({ net_monthly_income: 2000, mortgage_or_rent_expenditure: 500 }),
      withFinances({ net_monthly_income: 1500, other_expenditure: 1800 }),
    ]);
    expect(total).toMatchObject({ monthlyIncome: 3500, monthlyOutgoings: 2300, disposable: 1200 });
  });
});

describe('the overdraft offered (doc 2 §4, §5.5)', () => {
  it('affords three months of disposable income, in steps of 50, at most 5000', () => {
    expect(affordableOverdraft(16)).toBe(0);
    expect(affordableOverdraft(17)).toBe(50);
    expect(affordableOverdraft(400)).toBe(1200);
    expect(affordableOverdraft(-100)).toBe(0);
    expect(affordableOverdraft(100_000)).toBe(5000);
  });

  it('offers the request in full, reduced, 0, or on proof of income', () => {
    expect(overdraftTerms(1200, 400)).toEqual({ offerLimit: 1200, incomeProofRequired: false });
    expect(overdraftTerms(1250, 400)).toEqual({ offerLimit: 1200, incomeProofRequired: false });
    expect(overdraftTerms(1200, 16)).toEqual({ offerLimit: 0, incomeProofRequired: false });
    expect(overdraftTerms(2500, 2000)).toEqual({ offerLimit: 2500, incomeProofRequired: false });
    expect(overdraftTerms(2550, 2000)).toEqual({ offerLimit: 2550, incomeProofRequired: true });
    expect(overdraftTerms(9000, 5000)).toEqual({ offerLimit: 5000, incomeProofRequired: true });
    expect(overdraftTerms(49, 5000)).toEqual({ offerLimit: 0, incomeProofRequired: false });
    expect(overdraftTerms(1234, 5000).offerLimit).toBe(1200);
  });

  it('names the outcome as the client does', () => {
    expect(overdraftOutcome(0, false, 1000)).toBe('declined');
    expect(overdraftOutcome(undefined, true, 1000)).toBe('declined');
    expect(overdraftOutcome(1000, true, 1000)).toBe('conditional');
    expect(overdraftOutcome(950, false, 1000)).toBe('reduced');
    expect(overdraftOutcome(1000, false, 1000)).toBe('full');
  });

  it('forces each outcome for the overdraft scenarios', () => {
    for (const outcome of ['declined', 'conditional', 'reduced', 'full'] as const) {
      const terms = forcedOverdraftTerms(outcome, 1200);
      expect(overdraftOutcome(terms.offerLimit, terms.incomeProofRequired, 1200)).toBe(outcome);
    }
    expect(forcedOverdraftTerms('reduced', 1250).offerLimit).toBe(600);
    expect(forcedOverdraftTerms('reduced', 50).offerLimit).toBe(50);
  });
});

describe('the credit limit offered (doc 2 §5.5: at least 500, steps of 100)', () => {
  const limit = (grossAnnualIncome: number, disposable: number) =>
    creditLimitOffered({ grossAnnualIncome, disposable, monthlyIncome: 0, monthlyOutgoings: 0 });

  it('is 20% of gross income and at most 4 months of disposable income, down to a step of 100', () => {
    expect(limit(42000, 5000)).toBe(8400);
    expect(limit(42000, 1000)).toBe(4000);
    expect(limit(42050, 5000)).toBe(8400);
    expect(limit(1_000_000, 100_000)).toBe(15000);
  });

  it('declines below the minimum 500', () => {
    expect(limit(2500, 125)).toBe(500);
    expect(limit(2499, 5000)).toBe(0);
    expect(limit(42000, 124)).toBe(0);
  });
});

describe('the decision engine', () => {
  it('approves an ordinary applicant with a full offer of the product applied for', () => {
    const decision = decideCase(input(completeEnquiry()), AT);
    expect(decision).toMatchObject({ event: 'OFFERED', scenario: null, setupPending: false, consents: [] });
    expect(decision.offers).toEqual([
      {
        id: 'CS12345678-OF1',
        productCode: '135',
        kind: 'standard',
        creditLimit: null,
        decision: null,
        decidedAt: null,
      },
    ]);
    expect(findTransition('applicationprocessing', decision.event)?.to).toBe('offer');
  });

  it('offers the overdraft requested on the case, else on the first applicant', () => {
    expect(requestedOverdraft(completeEnquiry({ overdraft_requested: 800 }))).toBe(800);
    const applicantOverdraft = completeEnquiry({
      applicants: [completeApplicant({ overdraft: { requested: 'Y', limit: 600 } })],
    });
    expect(requestedOverdraft(applicantOverdraft)).toBe(600);
    expect(
      requestedOverdraft(
        completeEnquiry({ applicants: [completeApplicant({ overdraft: { requested: 'N', limit: 600 } })] }),
      ),
    ).toBe(0);

    const [offer] = decideCase(input(completeEnquiry({ overdraft_requested: 1000 })), AT).offers;
    expect(offer).toMatchObject({
      kind: 'overdraft',
      creditLimit: {
        minimum: 50,
        offerLimit: 1000,
        maxLimit: 1000,
        incomeProofRequired: false,
        updateOffer: true,
        requested: 1000,
      },
    });
  });

  it('reduces the overdraft to what is affordable', () => {
    // 42000 gross -> 2625 net; outgoings 2300 -> 325 disposable -> 975 -> 950.
    const enquiry = completeEnquiry({
      overdraft_requested: 2000,
      applicants: [withFinances({ gross_annual_income: 42000, mortgage_or_rent_expenditure: 2300 })],
    });
    expect(decideCase(input(enquiry), AT).offers[0]?.creditLimit?.offerLimit).toBe(950);
  });

  it('offers the alternative products when outgoings exceed income, and not when they are equal', () => {
    const short = completeEnquiry({
      applicants: [withFinances({ net_monthly_income: 1000, mortgage_or_rent_expenditure: 1001 })],
    });
    const decision = decideCase(input(short), AT);
    expect(decision.event).toBe('OFFERED');
    expect(decision.offers.map((offer) => [offer.productCode, offer.kind])).toEqual([
      ['800', 'alternative'],
      ['753', 'alternative'],
    ]);
    const even = completeEnquiry({
      applicants: [withFinances({ net_monthly_income: 1000, mortgage_or_rent_expenditure: 1000 })],
    });
    expect(decideCase(input(even), AT).offers[0]?.kind).toBe('standard');
  });

  it('fails the identity check outside ages 18 to 120, on the birthday boundaries', () => {
    const born = (dob: string) =>
      completeEnquiry({
        applicants: [completeApplicant({ personal_details: { ...completeApplicant().personal_details, dob } })],
      });
    expect(decideCase(input(born('2012-01-15')), AT).event).toBe('OFFERED');
    expect(decideCase(input(born('2012-01-16')), AT).event).toBe('ID_FAILED');
    expect(decideCase(input(born('1910-01-15')), AT).event).toBe('OFFERED');
    expect(decideCase(input(born('1909-01-15')), AT).event).toBe('ID_FAILED');
    expect(ageOn('2012-01-16', AT)).toBe(17);
  });

  it('refers a declared gross income over £250,000 for proof of income', () => {
    const earning = (gross: number) => completeEnquiry({ applicants: [withFinances({ gross_annual_income: gross })] });
    expect(decideCase(input(earning(250_000)), AT).event).toBe('OFFERED');
    expect(decideCase(input(earning(250_001)), AT).event).toBe('INCOME_PROOF_REFERRED');
  });

  it('waits for the other applicant of a joint application submitted alone', () => {
    expect(decideCase(input(completeEnquiry(), { applicationType: 'joint' }), AT).event).toBe(
      'OTHER_APPLICANT_AWAITED',
    );
    const both = completeEnquiry({ application_type: 'joint', applicants: [completeApplicant(), completeApplicant()] });
    expect(decideCase(input(both, { applicationType: 'joint' }), AT).event).toBe('OFFERED');
  });

  it('offers a credit card limit, or declines below the minimum', () => {
    const card = { productType: 'creditcard', productCode: 'G99', id: 'CC12345678' } as const;
    // 42000 gross -> 8400 by income; 2625 net - 900 rent = 1725 disposable -> 6900 by affordability.
    const decision = decideCase(input(completeEnquiry(), card), AT);
    expect(decision.offers[0]).toMatchObject({
      id: 'CC12345678-OF1',
      productCode: 'G99',
      kind: 'credit',
      creditLimit: { minimum: 500, offerLimit: 6900, maxLimit: 6900, incomeProofRequired: false, updateOffer: true },
    });
    const poor = completeEnquiry({ applicants: [withFinances({ gross_annual_income: 2000 })] });
    expect(decideCase(input(poor, card), AT).event).toBe('CREDIT_DECLINED');
  });

  it('offers the credit limit the applicant chose when it is affordable, capped by what is, never below 500', () => {
    const card = { productType: 'creditcard', productCode: 'G99', id: 'CC12345678' } as const;
    const chosen = (credit_limit: number, credit_limit_choice: 'A' | 'M' = 'M') =>
      decideCase(
        input(
          completeEnquiry({
            applicants: [withFinances({ ...completeApplicant().financial_details, credit_limit, credit_limit_choice })],
          }),
          card,
        ),
        AT,
      ).offers[0]?.creditLimit;
    // 6900 is affordable (above).
    expect(chosen(3050)).toMatchObject({ offerLimit: 3000, maxLimit: 6900 });
    expect(chosen(9000)).toMatchObject({ offerLimit: 6900, maxLimit: 6900 });
    expect(chosen(200)).toMatchObject({ offerLimit: 500, maxLimit: 6900 });
    // "As high as allowed": the most affordable.
    expect(chosen(3000, 'A')).toMatchObject({ offerLimit: 6900, maxLimit: 6900 });
  });

  it('skips the credit check for savings', () => {
    const short = completeEnquiry({
      applicants: [withFinances({ net_monthly_income: 10, mortgage_or_rent_expenditure: 900 })],
    });
    const decision = decideCase(input(short, { productType: 'savings', productCode: '803' }), AT);
    expect(decision.offers[0]).toMatchObject({ kind: 'standard', productCode: '803' });
  });
});

describe('sandbox scenarios in the decision engine', () => {
  it('every scenario names a case state, and each forced state is a decision outcome', () => {
    for (const scenario of SANDBOX_SCENARIOS) {
      expect(isCaseState(scenario.caseState), scenario.value).toBe(true);
      if (scenario.force.kind === 'state') {
        expect(scenario.force.state).toBe(scenario.caseState);
        expect(
          isCaseState(scenario.force.state) && decisionEventFor(scenario.force.state),
          scenario.value,
        ).toBeTruthy();
      } else if (scenario.force.kind === 'saveError') {
        // refused at every save: the case is never decided, and never leaves capture
        expect(scenario.caseState).toBe('capture');
        expect(decideCase(input(named(scenario.value)), AT).scenario).toBeNull();
      } else if (scenario.force.kind === 'noSecurityQuestions') {
        // call validation with nothing to ask (platform/auth/callValidation.ts answers no questions)
        expect(scenario.caseState).toBe('challenge');
        expect(decideCase(input(named(scenario.value)), AT)).toMatchObject({ event: 'CHALLENGE_REQUIRED', offers: [] });
      } else if (scenario.force.kind === 'noOffer') {
        expect(scenario.caseState).toBe('offer');
        expect(decideCase(input(named(scenario.value)), AT)).toMatchObject({ event: 'OFFERED', offers: [] });
      } else {
        expect(scenario.caseState).toBe('offer');
      }
    }
    const values = SANDBOX_SCENARIOS.map((scenario) => `${scenario.field}:${scenario.value.toUpperCase()}`);
    expect(new Set(values).size).toBe(values.length);
  });

  it('matches the last name without regard to case, and forces its state', () => {
    const decision = decideCase(input(named('nOmAtCh')), AT);
    expect(decision).toMatchObject({ event: 'NO_MATCH_REFERRED', scenario: 'Nomatch', offers: [] });
    expect(decideCase(input(named('Declinedson')), AT).event).toBe('OFFERED');
  });

  it('matches the postcode of the current address without spaces', () => {
    const applicant = completeApplicant();
    const [address] = applicant.personal_details?.addresses ?? [];
    const enquiry = completeEnquiry({
      applicants: [
        {
          ...applicant,
          personal_details: {
            ...applicant.personal_details,
            addresses: [{ ...address, uk_address: { ...address?.uk_address, postcode: 'ze10aa' } }],
          },
        },
      ],
    });
    expect(decideCase(input(enquiry), AT).event).toBe('NO_MATCH_REFERRED');
  });

  it('forces the overdraft outcomes on current accounts only', () => {
    const reduced = decideCase(input(named('Overdraftreduced')), AT);
    expect(reduced.offers[0]?.creditLimit).toMatchObject({ offerLimit: 600, requested: 1200 });
    const onSavings = decideCase(input(named('Overdraftreduced'), { productType: 'savings', productCode: '803' }), AT);
    expect(onSavings).toMatchObject({ scenario: null, offers: [{ kind: 'standard' }] });
  });

  it('marks a Setup case so that accepting waits for product set-up', () => {
    const decision = decideCase(input(named('Setup')), AT);
    expect(decision).toMatchObject({ event: 'OFFERED', scenario: 'Setup', setupPending: true });
  });
});
