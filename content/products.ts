// The product catalogue (doc 2 §3.8 product definition, §3.10 codes, §9 fees and rates; doc 3 §3, §9).
// Data, not code: screens show it, the chart's guards read it, the platform checks case types against it.
// Where the spec names a product without its wording (names of IM136 and IM750, bullets, key features), the
// text here is the product's own and marked "chosen".
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

export type ResidentialStatus =
  | 'Owner'
  | 'Tenant Private'
  | 'Tenant Public'
  | 'Living with Parents'
  | 'Living with Friends'
  | 'Leasehold';

export const ALL_RESIDENTIAL_STATUSES: readonly ResidentialStatus[] = [
  'Owner',
  'Tenant Private',
  'Tenant Public',
  'Living with Parents',
  'Living with Friends',
  'Leasehold',
];

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

/** Current-account fee and rate data (doc 2 §3.8, §9; doc 3 §9 "Current accounts"). */
export interface CurrentAccountRates {
  monthlyPlannedBorrowingFee: number;
  earOverdraft: number;
  midEarmaxEar: number;
  maxEarOverdraft: number;
}

/** Current-account charges of doc 3 §9 beyond the rates of doc 2 §3.8. Pounds. */
export interface CurrentAccountCharges {
  unplannedBorrowingDailyFee: number;
  unpaidItemFee: number;
  refusedPaymentFee: number;
  /** Monthly cap on unarranged charges: 20 for the plus account, 100 for the others (doc 3 §9). */
  monthlyUnarrangedCap: number;
  overdraftBuffer: number;
  dailyAtmWithdrawal: number;
}

/** Credit-card figures (doc 3 §9 "Credit cards"). Percentages as numbers (18.9 is 18.9%). */
export interface CreditCardTerms {
  /** Purchases APR variable: 18.9 for one brand family, 9.9 for the other (doc 3 §9). */
  purchaseApr: number;
  cashApr: number;
  purchasesIntroMonths: number;
  balanceTransferIntroMonths: number;
  balanceTransferFeePercent: number;
  balanceTransferFeeMinimum: number;
  cashFeePercent: number;
  cashFeeMinimum: number;
  nonSterlingFeePercent: number;
  lateFee: number;
  overLimitFee: number;
  copyFee: number;
  minimumPaymentPercent: number;
  minimumPaymentFloor: number;
  minimumCreditLimit: number;
  creditLimitStep: number;
  maxOnlineBalanceTransfers: number;
}

/** Savings and ISA figures (doc 3 §9 "Savings and ISAs"), where the spec gives them. */
export interface SavingsTerms {
  aer?: number;
  monthlyDepositMaximum?: number;
  monthlyDepositMinimum?: number;
  termMonths?: number;
  balanceCap?: number;
  /** Overall ISA limit for the tax year (doc 3 §9: 15,240 pounds, 2016/17). */
  isaAllowance?: number;
  openingDepositExtra?: number;
  governmentBonusPercent?: number;
  bonusBalanceMinimum?: number;
  bonusBalanceMaximum?: number;
  firstHomePriceCap?: number;
  firstHomePriceCapLondon?: number;
}

/** Product groups the journey treats alike (doc 1 §4, doc 2 §3.10). */
export type ProductGroup =
  | 'readyCash'
  | 'packagedCurrent'
  | 'mSaver'
  | 'regularSaverExclusive'
  | 'fixedRateBond'
  | 'cashIsaIssue';

export interface ProductDefinition {
  code: string;
  productType: ProductType;
  name: string;
  nameSuffix?: string;
  shortName: string;
  productArticle: 'a' | 'an';
  /** Image on the landing page (a path under /cdn/images; the bank supplies the file). */
  productImage: string;
  audience: Audience;
  existingCustomersOnly: boolean;
  registrationSupport: { ntb: boolean; existing: boolean };
  postRegistrationTask: string;
  postTransferTask?: { existing: string; ntb: string };
  eligibilityQuestions: EligibilityQuestion[];
  minimumAge: number;
  maximumAge: number;
  monthlyFee: number;
  supportsOverdraft: boolean;
  hasCreditCheck: boolean;
  hasAccountPrerequisites: boolean;
  allowBFPO: boolean;
  allowedResidentialStatus: readonly ResidentialStatus[];
  canTransfer: boolean;
  allowMultipleTransfers: boolean;
  transferRoute?: 'cashisa' | 'balancetransfer';
  amlQuestionSet: 'default' | 'bond';
  niNumberRequired: boolean;
  customerRiskAssessment: {
    showCRAIndustry: boolean;
    showCRAJobStatus: boolean;
    showCRAInternationalPayments: boolean;
  };
  keyFeatureItems: string[];
  declarationOnReview: boolean;
  /** Savings help text under the savings questions (doc 2 §3.8 savingUpHelp). */
  savingUpHelp: boolean;
  /** Bond deposit instructions on the account-opened page (doc 2 §3.8). */
  showBondDepositInstructions: boolean;
  /** Account number and sort code shown on the account-opened page (doc 1 "Account opened"). */
  showAccountDetails: boolean;
  productLink: string;
  blackListedProduct: boolean;
  allowedOnJointApplication: boolean;
  /** doc 2 §3.8 useAn: the product name takes "an" (kept beside productArticle for content that reads it). */
  useAn: boolean;
  /** Current-account fee and rate data (doc 2 §3.8, §9). */
  rates?: CurrentAccountRates;
  charges?: CurrentAccountCharges;
  creditCardTerms?: CreditCardTerms;
  savingsTerms?: SavingsTerms;
  group?: ProductGroup;
  /** The bond catalogue the applicant's issue comes from (content/bonds.ts; doc 2 §3.10, doc 3 §3). */
  bondCatalogue?: 'cashIsaBond' | 'savingsBond';
  /** Product content file read at start (doc 1 §7: `/mSaverContent.json` for IM751 and IM754). */
  contentFile?: 'vmSavingsContent' | 'mSaverContent';
  /** Codes offered instead of this product as an alternative or downgrade (doc 2 §3.10 IM800 Readycash). */
  alternativeProducts?: readonly string[];
  /** IM750: the important-information layout on review, with the overdraft EAR rates (doc 2 §3.10). */
  importantInformationLayout?: boolean;
  /** Offer code 753 hides the unarranged overdraft row (doc 2 §3.10). */
  hideUnarrangedOverdraftRow?: boolean;
  /** Savings purposes (ACCOUNT_PURPOSES values) this product does not offer (IM759 hides one, doc 2 §3.10). */
  hiddenSavingsPurposes?: readonly string[];
  /** IM760 skips one registration point (doc 2 §3.10): the post-registration task is taken straight away. */
  skipsRegistrationPoint?: boolean;
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

/** doc 3 §9: planned borrowing 6/month; unplanned 6/day; unpaid item 15; refused payment 4; buffer 25; ATM 350. */
const CHARGES = (monthlyUnarrangedCap: number): CurrentAccountCharges => ({
  unplannedBorrowingDailyFee: 6,
  unpaidItemFee: 15,
  refusedPaymentFee: 4,
  monthlyUnarrangedCap,
  overdraftBuffer: 25,
  dailyAtmWithdrawal: 350,
});

/** doc 2 §9: EAR overdraft 18.85 for IM135 and IM125, 19.90 for the others; mid 29.90; max 39.90. */
const RATES = (earOverdraft: number): CurrentAccountRates => ({
  monthlyPlannedBorrowingFee: 6,
  earOverdraft,
  midEarmaxEar: 29.9,
  maxEarOverdraft: 39.9,
});

const NO_CRA = { showCRAIndustry: false, showCRAJobStatus: false, showCRAInternationalPayments: false };
const FULL_CRA = { showCRAIndustry: true, showCRAJobStatus: true, showCRAInternationalPayments: true };

/** The fields every product shares; each product type overrides what differs. */
const COMMON = {
  productArticle: 'a',
  useAn: false,
  maximumAge: 120,
  monthlyFee: 0,
  allowedResidentialStatus: ALL_RESIDENTIAL_STATUSES,
  allowBFPO: true,
  hasAccountPrerequisites: false,
  canTransfer: false,
  allowMultipleTransfers: false,
  amlQuestionSet: 'default',
  niNumberRequired: false,
  declarationOnReview: false,
  savingUpHelp: false,
  showBondDepositInstructions: false,
  blackListedProduct: false,
} as const satisfies Partial<ProductDefinition>;

// doc 3 §9 figures the copy below fills its placeholders from (content/figures.ts, the one place of them).
const CA = FIGURES.currentAccounts;
const SAVE = FIGURES.savings;
const CARD = FIGURES.creditCards;
const OVERDRAFT_RANGE = `${pounds(CA.overdraftLimit.minimum)} to ${pounds(CA.overdraftLimit.maximum)}`;
const ARRANGED_OVERDRAFT = `An arranged overdraft of ${OVERDRAFT_RANGE}, subject to status`;

const CURRENT_ACCOUNT_BASE = {
  ...COMMON,
  productType: 'current',
  audience: 'both',
  existingCustomersOnly: false,
  registrationSupport: { ntb: true, existing: false },
  postRegistrationTask: 'WEB-SWITCH',
  eligibilityQuestions: ELIGIBILITY_18,
  minimumAge: 18,
  supportsOverdraft: true,
  hasCreditCheck: true,
  customerRiskAssessment: FULL_CRA,
  showAccountDetails: true,
  allowedOnJointApplication: true,
  alternativeProducts: ['IM800'],
} as const satisfies Partial<ProductDefinition>;

/** Savings accounts: existing customers only, unless the product says otherwise (doc 2 §3.10, doc 3 §6). */
const SAVINGS_BASE = {
  ...COMMON,
  productType: 'savings',
  audience: 'existing',
  existingCustomersOnly: true,
  registrationSupport: { ntb: false, existing: false },
  postRegistrationTask: 'WEB-ACCOUNT-OPENED',
  postTransferTask: { existing: 'WEB-ACCOUNT-OPENED', ntb: 'WEB-REGISTRATION' },
  eligibilityQuestions: ELIGIBILITY_18,
  minimumAge: 18,
  supportsOverdraft: false,
  hasCreditCheck: false,
  customerRiskAssessment: { showCRAIndustry: true, showCRAJobStatus: true, showCRAInternationalPayments: false },
  keyFeatureItems: ['Instant access to your money.', `Interest paid annually on ${SAVE.interestPaid}.`],
  savingUpHelp: true,
  showAccountDetails: true,
  allowedOnJointApplication: true,
} as const satisfies Partial<ProductDefinition>;

/**
 * Cash ISAs: both kinds of customer (doc 2 §3.10), NI number required (doc 3 §2 "cash ISA: tax-exempt
 * information and national insurance"), 16 or over (doc 2 §1 "16 or over for some savings and ISA products";
 * the legal minimum for a cash ISA), sole only (an ISA is held by one person).
 */
const CASH_ISA_BASE = {
  ...COMMON,
  productType: 'cashISA',
  audience: 'both',
  existingCustomersOnly: false,
  registrationSupport: { ntb: true, existing: false },
  postRegistrationTask: 'WEB-ACCOUNT-OPENED',
  postTransferTask: { existing: 'WEB-ACCOUNT-OPENED', ntb: 'WEB-REGISTRATION' },
  eligibilityQuestions: [...ELIGIBILITY_16, { id: 'niNumber', expected: 'Yes' }],
  minimumAge: 16,
  supportsOverdraft: false,
  hasCreditCheck: false,
  canTransfer: true,
  transferRoute: 'cashisa',
  niNumberRequired: true,
  customerRiskAssessment: NO_CRA,
  showAccountDetails: true,
  allowedOnJointApplication: false,
  savingsTerms: { isaAllowance: 15240 },
} as const satisfies Partial<ProductDefinition>;

const CREDIT_CARD_TERMS = (purchaseApr: number): CreditCardTerms => ({
  purchaseApr,
  cashApr: 27.9,
  purchasesIntroMonths: 26,
  balanceTransferIntroMonths: 12,
  balanceTransferFeePercent: 3,
  balanceTransferFeeMinimum: 3,
  cashFeePercent: 3,
  cashFeeMinimum: 3,
  nonSterlingFeePercent: 2.95,
  lateFee: 12,
  overLimitFee: 12,
  copyFee: 5,
  minimumPaymentPercent: 1,
  minimumPaymentFloor: 5,
  minimumCreditLimit: 500,
  creditLimitStep: 100,
  maxOnlineBalanceTransfers: 3,
});

/** Credit cards: existing customers only (doc 2 §3.10), credit checked, sole (an additional cardholder instead). */
const CREDIT_CARD_BASE = {
  ...COMMON,
  productType: 'credit-card',
  audience: 'existing',
  existingCustomersOnly: true,
  registrationSupport: { ntb: false, existing: false },
  postRegistrationTask: 'WEB-ACCOUNT-OPENED',
  postTransferTask: { existing: 'WEB-ACCOUNT-OPENED', ntb: 'WEB-ACCOUNT-OPENED' },
  eligibilityQuestions: ELIGIBILITY_CREDIT_CARD,
  minimumAge: 18,
  supportsOverdraft: false,
  hasCreditCheck: true,
  canTransfer: true,
  allowMultipleTransfers: true,
  transferRoute: 'balancetransfer',
  customerRiskAssessment: { showCRAIndustry: true, showCRAJobStatus: true, showCRAInternationalPayments: false },
  declarationOnReview: true,
  showAccountDetails: false,
  allowedOnJointApplication: false,
} as const satisfies Partial<ProductDefinition>;

const REGULAR_SAVER_TERMS: SavingsTerms = { aer: 2, monthlyDepositMaximum: 250, termMonths: 12, balanceCap: 3000 };

/**
 * Regular Saver Exclusive (doc 2 §3.10, doc 1 §4): existing customers with a current account, 16 or over
 * (16 and 17 year olds are sent to a branch after authentication), BFPO not allowed, one only.
 */
function regularSaverExclusive(code: string): ProductDefinition {
  return {
    ...SAVINGS_BASE,
    code,
    group: 'regularSaverExclusive',
    name: 'Regular Saver Exclusive',
    shortName: 'Regular Saver',
    productImage: '/cdn/images/regular-saver-exclusive.png',
    eligibilityQuestions: ELIGIBILITY_16,
    minimumAge: 16,
    hasAccountPrerequisites: true,
    allowBFPO: false,
    keyFeatureItems: [
      `Save up to ${pounds(SAVE.regularSaver.monthlyMaximum)} each calendar month for ${SAVE.regularSaver.termMonths} months.`,
      `${SAVE.regularSaver.aer}% AER on balances up to ${pounds(SAVE.regularSaver.balanceCap)}.`,
      'For customers who already hold one of our current accounts.',
    ],
    savingsTerms: REGULAR_SAVER_TERMS,
    contentFile: 'vmSavingsContent',
    productLink: '/savings/regular-saver-exclusive',
    // doc 2 §3.10: IM632 is not allowed on joint applications; the rest of the group is.
    allowedOnJointApplication: code !== 'IM632',
    skipsRegistrationPoint: code === 'IM760' ? true : undefined,
  };
}

/** The Regular Saver Exclusive group: IM760 and IM631 to IM640 (doc 2 §3.10, doc 1 §4). */
export const REGULAR_SAVER_GROUP: readonly string[] = [
  'IM760',
  ...Array.from({ length: 10 }, (_, index) => `IM${631 + index}`),
];

/** Ready-cash product codes (doc 2 §9). */
export const READY_CASH_CODES: readonly string[] = ['IM800', 'IM753'];

/** Fixed-rate cash ISA issues (doc 2 §3.10: "EFI, IM768, IM769, IM770 cash ISA issues (monthly fee 2)"). */
function cashIsaIssue(code: string): ProductDefinition {
  return {
    ...CASH_ISA_BASE,
    code,
    group: 'cashIsaIssue',
    name: 'Fixed Rate Cash ISA',
    shortName: 'Fixed Rate ISA',
    productImage: '/cdn/images/fixed-rate-cash-isa.png',
    // doc 2 §9: "2 for IM136, IM750 and the ISA issues"
    monthlyFee: 2,
    bondCatalogue: 'cashIsaBond',
    keyFeatureItems: [
      'Your rate is fixed until the issue matures.',
      'Transfer in ISAs you hold elsewhere.',
      `Minimum transfer ${pounds(SAVE.bondTransfer.minimumIssues41To47)} for issues 41 to 47, ${pounds(SAVE.bondTransfer.minimumFromIssue48)} from issue 48.`,
    ],
    contentFile: 'vmSavingsContent',
    showBondDepositInstructions: true,
    productLink: '/isas/fixed-rate-cash-isa',
  };
}

/** Fixed rate bonds: both kinds of customer, the bond AML question set, savings bond issue 3 (doc 2 §3.10, §9). */
function fixedRateBond(code: string): ProductDefinition {
  return {
    ...SAVINGS_BASE,
    code,
    group: 'fixedRateBond',
    name: 'Fixed Rate Bond',
    shortName: 'Fixed Rate Bond',
    productImage: '/cdn/images/fixed-rate-bond.png',
    audience: 'both',
    existingCustomersOnly: false,
    registrationSupport: { ntb: true, existing: false },
    amlQuestionSet: 'bond',
    bondCatalogue: 'savingsBond',
    showBondDepositInstructions: true,
    keyFeatureItems: [
      'A fixed rate until the bond matures.',
      `Deposit from ${pounds(SAVE.bondTransfer.minimumFromIssue48)} up to ${pounds(SAVE.bondTransfer.maximum)}.`,
      `At maturity it becomes a ${SAVE.savingsBondIssue3.convertsTo}.`,
    ],
    savingsTerms: { aer: 0.2 },
    productLink: '/savings/fixed-rate-bond',
  };
}

function savings(code: string, name: string, extra: Partial<ProductDefinition> = {}): ProductDefinition {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    ...SAVINGS_BASE,
    code,
    name,
    shortName: name,
    productImage: `/cdn/images/${slug}.png`,
    productLink: `/savings/${slug}`,
    ...extra,
  };
}

// ---------------------------------------------------------------- the catalogue (doc 2 §3.10)

const CATALOGUE: ProductDefinition[] = [
  // current accounts
  {
    ...CURRENT_ACCOUNT_BASE,
    code: 'IM135',
    name: 'Current Account Plus',
    shortName: 'Current Account Plus',
    productImage: '/cdn/images/current-account-plus.png',
    monthlyFee: 0,
    keyFeatureItems: [
      'No monthly account fee.',
      `${ARRANGED_OVERDRAFT}, with a ${pounds(CA.overdraftBuffer)} buffer.`,
      'Contactless debit card, internet, mobile and telephone banking.',
    ],
    productLink: '/current-accounts/current-account-plus',
    rates: RATES(18.85),
    charges: CHARGES(20),
  },
  {
    ...CURRENT_ACCOUNT_BASE,
    code: 'IM125',
    name: 'Current Account Control',
    shortName: 'Current Account Control',
    productImage: '/cdn/images/current-account-control.png',
    monthlyFee: 7.5,
    keyFeatureItems: [
      `A ${pounds(CA.monthlyFee.IM125)} monthly account fee.`,
      `${ARRANGED_OVERDRAFT}, with a ${pounds(CA.overdraftBuffer)} buffer.`,
      'Contactless debit card, internet, mobile and telephone banking.',
    ],
    productLink: '/current-accounts/current-account-control',
    rates: RATES(18.85),
    charges: CHARGES(100),
  },
  {
    // doc 2 §3.10: the alternative or downgrade offer for a current account; not applied for directly, so it is
    // blacklisted (doc 2 §5.9: refused unless it comes as the alternative product).
    ...CURRENT_ACCOUNT_BASE,
    code: 'IM800',
    group: 'readyCash',
    name: 'Readycash',
    nameSuffix: 'account',
    shortName: 'Readycash',
    productImage: '/cdn/images/readycash.png',
    monthlyFee: 0,
    supportsOverdraft: false,
    hasCreditCheck: false,
    blackListedProduct: true,
    alternativeProducts: [],
    keyFeatureItems: ['No monthly account fee.', 'A debit card with no overdraft.'],
    productLink: '/current-accounts/readycash',
    rates: RATES(19.9),
    charges: CHARGES(100),
  },
  {
    ...CURRENT_ACCOUNT_BASE,
    code: 'IM753',
    group: 'readyCash',
    name: 'M Account',
    shortName: 'M Account',
    productImage: '/cdn/images/m-account.png',
    monthlyFee: 0,
    supportsOverdraft: false,
    hideUnarrangedOverdraftRow: true,
    alternativeProducts: [],
    keyFeatureItems: ['No monthly account fee.', 'A contactless debit card with no overdraft.'],
    productLink: '/current-accounts/m-account',
    rates: RATES(19.9),
    charges: CHARGES(100),
  },
  {
    // name chosen: doc 2 §3.10 gives only "packaged current-plus-savings account, monthly fee 2"
    ...CURRENT_ACCOUNT_BASE,
    code: 'IM136',
    group: 'packagedCurrent',
    name: 'Current Account with Savings',
    shortName: 'Current with Savings',
    productImage: '/cdn/images/current-account-with-savings.png',
    monthlyFee: 2,
    keyFeatureItems: [
      'A current account and a linked savings account.',
      `A ${pounds(CA.packageFeeAfterFreeMonths.fee)} monthly fee (the first ${CA.packageFeeAfterFreeMonths.freeMonths} months free).`,
      `${ARRANGED_OVERDRAFT}.`,
    ],
    productLink: '/current-accounts/current-account-with-savings',
    rates: RATES(19.9),
    charges: CHARGES(100),
  },
  {
    // name chosen, as IM136; doc 2 §3.10: the important-information layout with the overdraft EAR rates
    ...CURRENT_ACCOUNT_BASE,
    code: 'IM750',
    group: 'packagedCurrent',
    name: 'M Plus Account',
    shortName: 'M Plus',
    productImage: '/cdn/images/m-plus-account.png',
    monthlyFee: 2,
    importantInformationLayout: true,
    keyFeatureItems: [
      'A current account with an M Plus Saver.',
      `A ${pounds(CA.monthlyFee.IM750)} monthly account fee.`,
      `${ARRANGED_OVERDRAFT}.`,
    ],
    productLink: '/current-accounts/m-plus-account',
    rates: RATES(19.9),
    charges: CHARGES(100),
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
    // doc 2 §3.10: both kinds of customer; BFPO addresses not allowed; one savings purpose hidden
    audience: 'both',
    existingCustomersOnly: false,
    registrationSupport: { ntb: true, existing: false },
    allowBFPO: false,
    productArticle: 'an',
    useAn: true,
    hiddenSavingsPurposes: ['Saving for a house deposit'],
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
    ...CASH_ISA_BASE,
    code: 'IM481',
    name: 'Flexi Cash ISA',
    shortName: 'Flexi ISA',
    productImage: '/cdn/images/flexi-cash-isa.png',
    // a flexible ISA takes transfers in more than once (doc 1 §4 "Registration": multiple transfers allowed)
    allowMultipleTransfers: true,
    keyFeatureItems: [
      'Tax-free interest on savings up to your ISA allowance.',
      'Take money out and put it back in the same tax year.',
      `Pay in from ${pounds(SAVE.flexiIsaMinimumMonthlyDeposit)} a month.`,
    ],
    savingsTerms: { isaAllowance: 15240, monthlyDepositMinimum: 10 },
    productLink: '/isas/flexi-cash-isa',
  },
  {
    // doc 2 §5.3, doc 3 §5, §9: first-time buyer, NI number, not a homeowner, 16 or over
    ...CASH_ISA_BASE,
    code: 'IM458',
    name: 'Help to Buy ISA',
    shortName: 'Help to Buy ISA',
    productImage: '/cdn/images/help-to-buy-isa.png',
    eligibilityQuestions: [
      ...ELIGIBILITY_16,
      { id: 'firstTimeBuyer', expected: 'Yes' },
      { id: 'niNumber', expected: 'Yes' },
    ],
    allowedResidentialStatus: ALL_RESIDENTIAL_STATUSES.filter((status) => status !== 'Owner'),
    keyFeatureItems: [
      `Save up to ${pounds(SAVE.helpToBuyIsa.monthly)} a month, plus ${pounds(SAVE.helpToBuyIsa.openingExtra)} when you open it.`,
      `A ${SAVE.helpToBuyIsa.bonusPercent}% government bonus on savings from ${pounds(SAVE.helpToBuyIsa.bonusFrom)} to ${pounds(SAVE.helpToBuyIsa.bonusTo)}.`,
      `For a first home under ${pounds(SAVE.helpToBuyIsa.homeUnder)} (${pounds(SAVE.helpToBuyIsa.homeUnderLondon)} in London).`,
    ],
    savingsTerms: {
      monthlyDepositMaximum: 200,
      openingDepositExtra: 1000,
      governmentBonusPercent: 25,
      bonusBalanceMinimum: 1600,
      bonusBalanceMaximum: 12000,
      firstHomePriceCap: 250000,
      firstHomePriceCapLondon: 450000,
    },
    productLink: '/isas/help-to-buy-isa',
  },
  ...['EFI', 'IM768', 'IM769', 'IM770'].map(cashIsaIssue),

  // credit cards
  {
    ...CREDIT_CARD_BASE,
    code: 'G99',
    name: 'Gold Credit Card',
    shortName: 'Gold Card',
    productImage: '/cdn/images/gold-credit-card.png',
    keyFeatureItems: [
      `0% on purchases for ${CARD.purchasesOfferMonths} months.`,
      `0% on balance transfers for ${CARD.balanceTransferOfferMonths} months (${CARD.balanceTransferFee.percent}% fee, minimum ${pounds(CARD.balanceTransferFee.minimum)}).`,
      `${CARD.purchaseRateApr.main}% APR representative (variable).`,
    ],
    creditCardTerms: CREDIT_CARD_TERMS(18.9),
    productLink: '/credit-cards/gold',
  },
  {
    ...CREDIT_CARD_BASE,
    code: 'BCD',
    name: 'Credit Card',
    shortName: 'Credit Card',
    productImage: '/cdn/images/credit-card.png',
    keyFeatureItems: [
      `0% on purchases for ${CARD.purchasesOfferMonths} months.`,
      `0% on balance transfers for ${CARD.balanceTransferOfferMonths} months (${CARD.balanceTransferFee.percent}% fee, minimum ${pounds(CARD.balanceTransferFee.minimum)}).`,
      `${CARD.purchaseRateApr.otherBrand}% APR representative (variable).`,
    ],
    // doc 3 §9: "Purchases rate 18.9% APR variable (other brand 9.9%)": BCD is the DYB/VM family's card
    creditCardTerms: CREDIT_CARD_TERMS(9.9),
    productLink: '/credit-cards/credit-card',
  },
];

export const PRODUCTS: Record<string, ProductDefinition> = Object.fromEntries(
  CATALOGUE.map((product) => [product.code, product]),
);

/** Every product code of doc 2 §3.10 (with the rest of the IM631-IM640 group). */
export const PRODUCT_CODES: readonly string[] = CATALOGUE.map((product) => product.code);

/** A product by its journey code (with the IM prefix where it has one). */
export function findProduct(code: string | undefined | null): ProductDefinition | undefined {
  if (!code) return undefined;
  return PRODUCTS[code.trim().toUpperCase()];
}

/** The API strips the IM prefix (doc 2 §3.10). */
export function toApiProductCode(code: string): string {
  return code.replace(/^IM/, '');
}

/** A product by the code the API carries (IM prefix stripped): `135` is IM135, `G99` stays G99. */
export function findProductByApiCode(apiCode: string): ProductDefinition | undefined {
  return findProduct(`IM${apiCode}`) ?? findProduct(apiCode);
}

/** doc 1 §4: the regular saver group is IM760, IM631 to IM640 (IM632 among them). */
export function isRegularSaverGroup(code: string | undefined | null): boolean {
  return Boolean(code) && REGULAR_SAVER_GROUP.includes(String(code).trim().toUpperCase());
}

export function productsOfType(type: ProductType): ProductDefinition[] {
  return CATALOGUE.filter((product) => product.productType === type);
}
