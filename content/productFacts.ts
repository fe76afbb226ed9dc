// The product catalogue's facts (doc 2 §3.8, §3.10): what the journey chart's guards and the start page read of a
// product, for every product code. The rest of each product's definition (fees, rates, terms, images, links, the
// questions later screens ask) is content/products.ts, which adds it to these facts: it loads with the screens that
// need it, not with the start page (issue 16). Each fact is declared here only.
import { FIGURES, pounds } from './figures';

export type ProductType = 'current' | 'savings' | 'cashISA' | 'credit-card';

/** Each product type with its URL part (`csap{urlPart}`) and document key (doc 2 §3.8). */
export const PRODUCT_TYPES: Record<
  ProductType,
  { urlPart: 'current' | 'savings' | 'cashisa' | 'creditcard'; documentKey: string; caseIdPrefix: string }
> = {
  current: { urlPart: 'current', documentKey: 'current', caseIdPrefix: 'CS' },
  savings: { urlPart: 'savings', documentKey: 'savings', caseIdPrefix: 'SA' },
  cashISA: { urlPart: 'cashisa', documentKey: 'cashisa', caseIdPrefix: 'SA' },
  'credit-card': { urlPart: 'creditcard', documentKey: 'creditcard', caseIdPrefix: 'CC' },
};

export type Audience = 'both' | 'ntb' | 'existing';

/**
 * The eligibility questions of doc 3 §2: age (18 or over; `age16` for the products that take 16 and 17 year
 * olds), UK resident, device, first-time buyer (Help to Buy ISA), NI number, county court judgement in the
 * last three years and bankrupt (credit cards). doc 2 §5.6b also lists "homeowner yes", which doc 3 never asks
 * and which contradicts the Help to Buy ISA rule (residential status must not be Owner, doc 2 §5.3): no product
 * asks it.
 */
export type EligibilityQuestionId =
  | 'age'
  | 'age16'
  | 'ukResident'
  | 'device'
  | 'firstTimeBuyer'
  | 'niNumber'
  | 'countyCourtJudgement'
  | 'bankrupt';

export interface EligibilityQuestion {
  id: EligibilityQuestionId;
  /** The answer that lets the applicant go on (doc 2 §5.6b). */
  expected: 'Yes' | 'No';
}

/** Product groups the journey treats alike (doc 1 §4, doc 2 §3.10). */
export type ProductGroup =
  | 'readyCash'
  | 'packagedCurrent'
  | 'mSaver'
  | 'regularSaverExclusive'
  | 'fixedRateBond'
  | 'cashIsaIssue';

/** What the chart and the start page know of a product (content/products.ts ProductDefinition adds the rest). */
export interface ProductFacts {
  code: string;
  productType: ProductType;
  name: string;
  productArticle: 'a' | 'an';
  audience: Audience;
  existingCustomersOnly: boolean;
  registrationSupport: { ntb: boolean; existing: boolean };
  postRegistrationTask: string;
  postTransferTask?: { existing: string; ntb: string };
  eligibilityQuestions: EligibilityQuestion[];
  minimumAge: number;
  canTransfer: boolean;
  allowMultipleTransfers: boolean;
  transferRoute?: 'cashisa' | 'balancetransfer';
  niNumberRequired: boolean;
  /** The start page's key features of the product (doc 3 §2). */
  keyFeatureItems: string[];
  blackListedProduct: boolean;
  allowedOnJointApplication: boolean;
  group?: ProductGroup;
  /** The bond catalogue the applicant's issue comes from (content/bonds.ts; doc 2 §3.10, doc 3 §3). */
  bondCatalogue?: 'cashIsaBond' | 'savingsBond';
  /** Product content file read at start (doc 1 §7: `/mSaverContent.json` for IM751 and IM754). */
  contentFile?: 'vmSavingsContent' | 'mSaverContent';
}

// ---------------------------------------------------------------- shared pieces

const ELIGIBILITY_18: EligibilityQuestion[] = [
  { id: 'age', expected: 'Yes' },
  { id: 'ukResident', expected: 'Yes' },
  { id: 'device', expected: 'Yes' },
];

const ELIGIBILITY_16: EligibilityQuestion[] = [
  { id: 'age16', expected: 'Yes' },
  { id: 'ukResident', expected: 'Yes' },
  { id: 'device', expected: 'Yes' },
];

/** doc 3 §2, doc 2 §5.6b: a county court judgement (three years) or bankruptcy blocks a credit card. */
const ELIGIBILITY_CREDIT_CARD: EligibilityQuestion[] = [
  ...ELIGIBILITY_18,
  { id: 'countyCourtJudgement', expected: 'No' },
  { id: 'bankrupt', expected: 'No' },
];

/** The facts every product shares; each product type overrides what differs. */
const COMMON = {
  productArticle: 'a',
  canTransfer: false,
  allowMultipleTransfers: false,
  niNumberRequired: false,
  blackListedProduct: false,
} as const satisfies Partial<ProductFacts>;

// doc 3 §9 figures the key features fill their placeholders from (content/figures.ts, the one place of them).
const CA = FIGURES.currentAccounts;
const SAVE = FIGURES.savings;
const CARD = FIGURES.creditCards;
const ARRANGED_OVERDRAFT = `An arranged overdraft of ${pounds(CA.overdraftLimit.minimum)} to ${pounds(CA.overdraftLimit.maximum)}, subject to status`;

const CURRENT_ACCOUNT = {
  ...COMMON,
  productType: 'current',
  audience: 'both',
  existingCustomersOnly: false,
  registrationSupport: { ntb: true, existing: false },
  postRegistrationTask: 'WEB-SWITCH',
  eligibilityQuestions: ELIGIBILITY_18,
  minimumAge: 18,
  allowedOnJointApplication: true,
} as const satisfies Partial<ProductFacts>;

/** Savings accounts: existing customers only, unless the product says otherwise (doc 2 §3.10, doc 3 §6). */
const SAVINGS = {
  ...COMMON,
  productType: 'savings',
  audience: 'existing',
  existingCustomersOnly: true,
  registrationSupport: { ntb: false, existing: false },
  postRegistrationTask: 'WEB-ACCOUNT-OPENED',
  postTransferTask: { existing: 'WEB-ACCOUNT-OPENED', ntb: 'WEB-REGISTRATION' },
  eligibilityQuestions: ELIGIBILITY_18,
  minimumAge: 18,
  keyFeatureItems: ['Instant access to your money.', `Interest paid annually on ${SAVE.interestPaid}.`],
  allowedOnJointApplication: true,
} as const satisfies Partial<ProductFacts>;

/**
 * Cash ISAs: both kinds of customer (doc 2 §3.10), NI number required (doc 3 §2 "cash ISA: tax-exempt
 * information and national insurance"), 16 or over (doc 2 §1 "16 or over for some savings and ISA products";
 * the legal minimum for a cash ISA), sole only (an ISA is held by one person).
 */
const CASH_ISA = {
  ...COMMON,
  productType: 'cashISA',
  audience: 'both',
  existingCustomersOnly: false,
  registrationSupport: { ntb: true, existing: false },
  postRegistrationTask: 'WEB-ACCOUNT-OPENED',
  // doc 1 "/continue": existing customers with internetBanking=true go to account opened; the others to the post-transfer
  // task, registration: one with internet banking credentials goes on to the post-registration task (account opened),
  // one without (a telephone-banking-only customer) to the bank's digital registration app, as this app registers
  // new customers only (registrationSupport.existing false; machines/registration.ts deciding).
  postTransferTask: { existing: 'WEB-REGISTRATION', ntb: 'WEB-REGISTRATION' },
  eligibilityQuestions: [...ELIGIBILITY_16, { id: 'niNumber', expected: 'Yes' }],
  minimumAge: 16,
  canTransfer: true,
  transferRoute: 'cashisa',
  niNumberRequired: true,
  allowedOnJointApplication: false,
} as const satisfies Partial<ProductFacts>;

/** Credit cards: existing customers only (doc 2 §3.10), credit checked, sole (an additional cardholder instead). */
const CREDIT_CARD = {
  ...COMMON,
  productType: 'credit-card',
  audience: 'existing',
  existingCustomersOnly: true,
  registrationSupport: { ntb: false, existing: false },
  postRegistrationTask: 'WEB-ACCOUNT-OPENED',
  postTransferTask: { existing: 'WEB-ACCOUNT-OPENED', ntb: 'WEB-ACCOUNT-OPENED' },
  eligibilityQuestions: ELIGIBILITY_CREDIT_CARD,
  minimumAge: 18,
  canTransfer: true,
  allowMultipleTransfers: true,
  transferRoute: 'balancetransfer',
  allowedOnJointApplication: false,
} as const satisfies Partial<ProductFacts>;

/** The Regular Saver Exclusive group: IM760 and IM631 to IM640 (doc 2 §3.10, doc 1 §4). */
export const REGULAR_SAVER_GROUP: readonly string[] = [
  'IM760',
  ...Array.from({ length: 10 }, (_, index) => `IM${631 + index}`),
];

/**
 * Regular Saver Exclusive (doc 2 §3.10, doc 1 §4): existing customers with a current account, 16 or over
 * (16 and 17 year olds are sent to a branch after authentication), BFPO not allowed, one only.
 */
const regularSaverExclusive = (code: string): ProductFacts => ({
  ...SAVINGS,
  code,
  group: 'regularSaverExclusive',
  name: 'Regular Saver Exclusive',
  eligibilityQuestions: ELIGIBILITY_16,
  minimumAge: 16,
  keyFeatureItems: [
    `Save up to ${pounds(SAVE.regularSaver.monthlyMaximum)} each calendar month for ${SAVE.regularSaver.termMonths} months.`,
    `${SAVE.regularSaver.aer}% AER on balances up to ${pounds(SAVE.regularSaver.balanceCap)}.`,
    'For customers who already hold one of our current accounts.',
  ],
  contentFile: 'vmSavingsContent',
  // doc 2 §3.10: IM632 is not allowed on joint applications; the rest of the group is.
  allowedOnJointApplication: code !== 'IM632',
});

/** Fixed-rate cash ISA issues (doc 2 §3.10: "EFI, IM768, IM769, IM770 cash ISA issues (monthly fee 2)"). */
const cashIsaIssue = (code: string): ProductFacts => ({
  ...CASH_ISA,
  code,
  group: 'cashIsaIssue',
  name: 'Fixed Rate Cash ISA',
  bondCatalogue: 'cashIsaBond',
  keyFeatureItems: [
    'Your rate is fixed until the issue matures.',
    'Transfer in ISAs you hold elsewhere.',
    `Minimum transfer ${pounds(SAVE.bondTransfer.minimumIssues41To47)} for issues 41 to 47, ${pounds(SAVE.bondTransfer.minimumFromIssue48)} from issue 48.`,
  ],
  contentFile: 'vmSavingsContent',
});

/** Fixed rate bonds: both kinds of customer, the bond AML question set, savings bond issue 3 (doc 2 §3.10, §9). */
const fixedRateBond = (code: string): ProductFacts => ({
  ...SAVINGS,
  code,
  group: 'fixedRateBond',
  name: 'Fixed Rate Bond',
  audience: 'both',
  existingCustomersOnly: false,
  registrationSupport: { ntb: true, existing: false },
  bondCatalogue: 'savingsBond',
  keyFeatureItems: [
    'A fixed rate until the bond matures.',
    `Deposit from ${pounds(SAVE.bondTransfer.minimumFromIssue48)} up to ${pounds(SAVE.bondTransfer.maximum)}.`,
    `At maturity it becomes a ${SAVE.savingsBondIssue3.convertsTo}.`,
  ],
});

const savings = (code: string, name: string, extra: Partial<ProductFacts> = {}): ProductFacts => ({
  ...SAVINGS,
  code,
  name,
  ...extra,
});

const creditCardFeatures = (apr: number) => [
  `0% on purchases for ${CARD.purchasesOfferMonths} months.`,
  `0% on balance transfers for ${CARD.balanceTransferOfferMonths} months (${CARD.balanceTransferFee.percent}% fee, minimum ${pounds(CARD.balanceTransferFee.minimum)}).`,
  `${apr}% APR representative (variable).`,
];

// ---------------------------------------------------------------- the catalogue (doc 2 §3.10)

/** Every product's facts, in the catalogue's order. Where the spec names a product without its wording (names of
 * IM136 and IM750, key features), the text here is the product's own, chosen. */
export const PRODUCT_FACTS: readonly ProductFacts[] = [
  // current accounts
  {
    ...CURRENT_ACCOUNT,
    code: 'IM135',
    name: 'Current Account Plus',
    keyFeatureItems: [
      'No monthly account fee.',
      `${ARRANGED_OVERDRAFT}, with a ${pounds(CA.overdraftBuffer)} buffer.`,
      'Contactless debit card, internet, mobile and telephone banking.',
    ],
  },
  {
    ...CURRENT_ACCOUNT,
    code: 'IM125',
    name: 'Current Account Control',
    keyFeatureItems: [
      `A ${pounds(CA.monthlyFee.IM125)} monthly account fee.`,
      `${ARRANGED_OVERDRAFT}, with a ${pounds(CA.overdraftBuffer)} buffer.`,
      'Contactless debit card, internet, mobile and telephone banking.',
    ],
  },
  {
    // doc 2 §3.10: the alternative or downgrade offer for a current account; not applied for directly, so it is
    // blacklisted (doc 2 §5.9: refused unless it comes as the alternative product).
    ...CURRENT_ACCOUNT,
    code: 'IM800',
    group: 'readyCash',
    name: 'Readycash',
    blackListedProduct: true,
    keyFeatureItems: ['No monthly account fee.', 'A debit card with no overdraft.'],
  },
  {
    ...CURRENT_ACCOUNT,
    code: 'IM753',
    group: 'readyCash',
    name: 'M Account',
    keyFeatureItems: ['No monthly account fee.', 'A contactless debit card with no overdraft.'],
  },
  {
    // name chosen: doc 2 §3.10 gives only "packaged current-plus-savings account, monthly fee 2"
    ...CURRENT_ACCOUNT,
    code: 'IM136',
    group: 'packagedCurrent',
    name: 'Current Account with Savings',
    keyFeatureItems: [
      'A current account and a linked savings account.',
      `A ${pounds(CA.packageFeeAfterFreeMonths.fee)} monthly fee (the first ${CA.packageFeeAfterFreeMonths.freeMonths} months free).`,
      `${ARRANGED_OVERDRAFT}.`,
    ],
  },
  {
    // name chosen, as IM136
    ...CURRENT_ACCOUNT,
    code: 'IM750',
    group: 'packagedCurrent',
    name: 'M Plus Account',
    keyFeatureItems: [
      'A current account with an M Plus Saver.',
      `A ${pounds(CA.monthlyFee.IM750)} monthly account fee.`,
      `${ARRANGED_OVERDRAFT}.`,
    ],
  },

  // savings
  savings('IM803', 'Savings Account Plus'),
  savings('IM145', 'Savings Account Plus'),
  savings('IM340', 'Signature Savings'),
  savings('IM360', 'Instant Savings'),
  savings('IM110', 'Instant Savings'),
  savings('IM751', 'M Plus Saver', { group: 'mSaver', contentFile: 'mSaverContent' }),
  savings('IM754', 'M Saver', { group: 'mSaver', contentFile: 'mSaverContent' }),
  savings('IM759', 'Everyday Saver', {
    // doc 2 §3.10: both kinds of customer (its BFPO rule and hidden purpose: content/products.ts)
    audience: 'both',
    existingCustomersOnly: false,
    registrationSupport: { ntb: true, existing: false },
    productArticle: 'an',
    contentFile: 'vmSavingsContent',
    keyFeatureItems: [
      'Save as much or as little as you like.',
      'Pay in and take out money whenever you want.',
      'Not available with a BFPO address.',
    ],
  }),
  ...REGULAR_SAVER_GROUP.map(regularSaverExclusive),
  fixedRateBond('IM368'),
  fixedRateBond('OPFRB'),
  fixedRateBond('FRB'),

  // cash ISAs
  {
    ...CASH_ISA,
    code: 'IM481',
    name: 'Flexi Cash ISA',
    // a flexible ISA takes transfers in more than once (doc 1 §4 "Registration": multiple transfers allowed)
    allowMultipleTransfers: true,
    keyFeatureItems: [
      'Tax-free interest on savings up to your ISA allowance.',
      'Take money out and put it back in the same tax year.',
      `Pay in from ${pounds(SAVE.flexiIsaMinimumMonthlyDeposit)} a month.`,
    ],
  },
  {
    // doc 2 §5.3, doc 3 §5, §9: first-time buyer, NI number, not a homeowner (content/products.ts), 16 or over
    ...CASH_ISA,
    code: 'IM458',
    name: 'Help to Buy ISA',
    eligibilityQuestions: [
      ...ELIGIBILITY_16,
      { id: 'firstTimeBuyer', expected: 'Yes' },
      { id: 'niNumber', expected: 'Yes' },
    ],
    keyFeatureItems: [
      `Save up to ${pounds(SAVE.helpToBuyIsa.monthly)} a month, plus ${pounds(SAVE.helpToBuyIsa.openingExtra)} when you open it.`,
      `A ${SAVE.helpToBuyIsa.bonusPercent}% government bonus on savings from ${pounds(SAVE.helpToBuyIsa.bonusFrom)} to ${pounds(SAVE.helpToBuyIsa.bonusTo)}.`,
      `For a first home under ${pounds(SAVE.helpToBuyIsa.homeUnder)} (${pounds(SAVE.helpToBuyIsa.homeUnderLondon)} in London).`,
    ],
  },
  ...['EFI', 'IM768', 'IM769', 'IM770'].map(cashIsaIssue),

  // credit cards
  {
    ...CREDIT_CARD,
    code: 'G99',
    name: 'Gold Credit Card',
    keyFeatureItems: creditCardFeatures(CARD.purchaseRateApr.main),
  },
  // doc 3 §9: "Purchases rate 18.9% APR variable (other brand 9.9%)": BCD is the DYB/VM family's card
  {
    ...CREDIT_CARD,
    code: 'BCD',
    name: 'Credit Card',
    keyFeatureItems: creditCardFeatures(CARD.purchaseRateApr.otherBrand),
  },
];

const FACTS_BY_CODE: Record<string, ProductFacts> = Object.fromEntries(
  PRODUCT_FACTS.map((product) => [product.code, product]),
);

/** A product's facts by its journey code (with the IM prefix where it has one). */
export function findProductFacts(code: string | undefined | null): ProductFacts | undefined {
  if (!code) return undefined;
  return FACTS_BY_CODE[code.trim().toUpperCase()];
}

/** doc 1 §4: the regular saver group is IM760, IM631 to IM640 (IM632 among them). */
export function isRegularSaverGroup(code: string | undefined | null): boolean {
  return Boolean(code) && REGULAR_SAVER_GROUP.includes(String(code).trim().toUpperCase());
}
