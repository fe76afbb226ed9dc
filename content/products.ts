// The product catalogue (doc 2 §3.8 product definition, §3.10 codes, §9 fees and rates; doc 3 §3, §9).
// Data, not code: screens show it, the platform checks case types against it. Each product is its facts
// (content/productFacts.ts: what the chart's guards and the start page read, on the start page) and the rest of its
// definition, here: fees, rates, terms, images, links and the rules later screens apply, loaded with the screens
// that show them (issue 16). Where the spec names a product without its wording, the text is the product's own.
import { PRODUCT_FACTS, type ProductFacts, type ProductGroup, type ProductType } from './productFacts';

export {
  type Audience,
  type EligibilityQuestion,
  type EligibilityQuestionId,
  isRegularSaverGroup,
  PRODUCT_TYPES,
  type ProductGroup,
  type ProductType,
  REGULAR_SAVER_GROUP,
} from './productFacts';

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

export interface ProductDefinition extends ProductFacts {
  nameSuffix?: string;
  shortName: string;
  /** Image on the landing page (a path under /cdn/images; the bank supplies the file). */
  productImage: string;
  maximumAge: number;
  monthlyFee: number;
  supportsOverdraft: boolean;
  hasCreditCheck: boolean;
  hasAccountPrerequisites: boolean;
  allowBFPO: boolean;
  allowedResidentialStatus: readonly ResidentialStatus[];
  amlQuestionSet: 'default' | 'bond';
  customerRiskAssessment: {
    showCRAIndustry: boolean;
    showCRAJobStatus: boolean;
    showCRAInternationalPayments: boolean;
  };
  declarationOnReview: boolean;
  /** Savings help text under the savings questions (doc 2 §3.8 savingUpHelp). */
  savingUpHelp: boolean;
  /** Bond deposit instructions on the account-opened page (doc 2 §3.8). */
  showBondDepositInstructions: boolean;
  /** Account number and sort code shown on the account-opened page (doc 1 "Account opened"). */
  showAccountDetails: boolean;
  productLink: string;
  /** doc 2 §3.8 useAn: the product name takes "an" (kept beside productArticle for content that reads it). */
  useAn: boolean;
  /** Current-account fee and rate data (doc 2 §3.8, §9). */
  rates?: CurrentAccountRates;
  charges?: CurrentAccountCharges;
  creditCardTerms?: CreditCardTerms;
  savingsTerms?: SavingsTerms;
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

/** What a product adds to its facts. */
type ProductDetails = Omit<ProductDefinition, keyof ProductFacts>;

// ---------------------------------------------------------------- shared pieces

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
const SAVINGS_CRA = { showCRAIndustry: true, showCRAJobStatus: true, showCRAInternationalPayments: false };

/** What every product shares; each product type, group and product overrides what differs. */
const COMMON = {
  useAn: false,
  maximumAge: 120,
  monthlyFee: 0,
  allowedResidentialStatus: ALL_RESIDENTIAL_STATUSES,
  allowBFPO: true,
  hasAccountPrerequisites: false,
  amlQuestionSet: 'default',
  declarationOnReview: false,
  savingUpHelp: false,
  showBondDepositInstructions: false,
} as const satisfies Partial<ProductDetails>;

/** Each product type's details, with its site folder (the product's link is the folder and its name's slug). */
const BY_TYPE: Record<
  ProductType,
  Omit<ProductDetails, 'shortName' | 'productImage' | 'productLink'> & { folder: string }
> = {
  current: {
    ...COMMON,
    folder: 'current-accounts',
    supportsOverdraft: true,
    hasCreditCheck: true,
    customerRiskAssessment: FULL_CRA,
    showAccountDetails: true,
    alternativeProducts: ['IM800'],
  },
  savings: {
    ...COMMON,
    folder: 'savings',
    supportsOverdraft: false,
    hasCreditCheck: false,
    customerRiskAssessment: SAVINGS_CRA,
    savingUpHelp: true,
    showAccountDetails: true,
  },
  cashISA: {
    ...COMMON,
    folder: 'isas',
    supportsOverdraft: false,
    hasCreditCheck: false,
    customerRiskAssessment: NO_CRA,
    showAccountDetails: true,
    savingsTerms: { isaAllowance: 15240 },
  },
  'credit-card': {
    ...COMMON,
    folder: 'credit-cards',
    supportsOverdraft: false,
    hasCreditCheck: true,
    customerRiskAssessment: SAVINGS_CRA,
    declarationOnReview: true,
    showAccountDetails: false,
  },
};

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

/** Each group's details beyond its type's (doc 2 §3.10, doc 1 §4). */
const BY_GROUP: Partial<Record<ProductGroup, Partial<ProductDetails>>> = {
  // Regular Saver Exclusive: existing customers with a current account, BFPO not allowed, one only.
  regularSaverExclusive: {
    shortName: 'Regular Saver',
    hasAccountPrerequisites: true,
    allowBFPO: false,
    savingsTerms: { aer: 2, monthlyDepositMaximum: 250, termMonths: 12, balanceCap: 3000 },
  },
  // doc 2 §9: "2 for IM136, IM750 and the ISA issues"
  cashIsaIssue: { shortName: 'Fixed Rate ISA', monthlyFee: 2, showBondDepositInstructions: true },
  // the bond AML question set, savings bond issue 3 (doc 2 §3.10, §9)
  fixedRateBond: { amlQuestionSet: 'bond', showBondDepositInstructions: true, savingsTerms: { aer: 0.2 } },
};

/** Each product's own details beyond its type's and group's. */
const BY_CODE: Record<string, Partial<ProductDetails>> = {
  IM135: { rates: RATES(18.85), charges: CHARGES(20) },
  IM125: { monthlyFee: 7.5, rates: RATES(18.85), charges: CHARGES(100) },
  IM800: {
    nameSuffix: 'account',
    supportsOverdraft: false,
    hasCreditCheck: false,
    alternativeProducts: [],
    rates: RATES(19.9),
    charges: CHARGES(100),
  },
  IM753: {
    supportsOverdraft: false,
    hideUnarrangedOverdraftRow: true,
    alternativeProducts: [],
    rates: RATES(19.9),
    charges: CHARGES(100),
  },
  IM136: { shortName: 'Current with Savings', monthlyFee: 2, rates: RATES(19.9), charges: CHARGES(100) },
  // doc 2 §3.10: the important-information layout with the overdraft EAR rates
  IM750: {
    shortName: 'M Plus',
    monthlyFee: 2,
    importantInformationLayout: true,
    rates: RATES(19.9),
    charges: CHARGES(100),
  },
  // doc 2 §3.10: BFPO addresses not allowed; one savings purpose hidden
  IM759: { allowBFPO: false, useAn: true, hiddenSavingsPurposes: ['Saving for a house deposit'] },
  IM760: { skipsRegistrationPoint: true },
  IM481: { shortName: 'Flexi ISA', savingsTerms: { isaAllowance: 15240, monthlyDepositMinimum: 10 } },
  // doc 2 §5.3: not a homeowner
  IM458: {
    allowedResidentialStatus: ALL_RESIDENTIAL_STATUSES.filter((status) => status !== 'Owner'),
    savingsTerms: {
      monthlyDepositMaximum: 200,
      openingDepositExtra: 1000,
      governmentBonusPercent: 25,
      bonusBalanceMinimum: 1600,
      bonusBalanceMaximum: 12000,
      firstHomePriceCap: 250000,
      firstHomePriceCapLondon: 450000,
    },
  },
  G99: { shortName: 'Gold Card', creditCardTerms: CREDIT_CARD_TERMS(18.9), productLink: '/credit-cards/gold' },
  // doc 3 §9: "Purchases rate 18.9% APR variable (other brand 9.9%)": BCD is the DYB/VM family's card
  BCD: { creditCardTerms: CREDIT_CARD_TERMS(9.9) },
};

/** A product's facts with its type's, group's and own details; its image and link by its name's slug. */
function defineProduct(facts: ProductFacts): ProductDefinition {
  const { folder, ...byType } = BY_TYPE[facts.productType];
  const slug = facts.name.toLowerCase().replace(/\s+/g, '-');
  return {
    ...facts,
    shortName: facts.name,
    productImage: `/cdn/images/${slug}.png`,
    productLink: `/${folder}/${slug}`,
    ...byType,
    ...(facts.group ? BY_GROUP[facts.group] : {}),
    ...BY_CODE[facts.code],
  };
}

// ---------------------------------------------------------------- the catalogue (doc 2 §3.10)

const CATALOGUE: ProductDefinition[] = PRODUCT_FACTS.map(defineProduct);

export const PRODUCTS: Record<string, ProductDefinition> = Object.fromEntries(
  CATALOGUE.map((product) => [product.code, product]),
);

/** Every product code of doc 2 §3.10 (with the rest of the IM631-IM640 group). */
export const PRODUCT_CODES: readonly string[] = CATALOGUE.map((product) => product.code);

/** Ready-cash product codes (doc 2 §9). */
export const READY_CASH_CODES: readonly string[] = ['IM800', 'IM753'];

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

export function productsOfType(type: ProductType): ProductDefinition[] {
  return CATALOGUE.filter((product) => product.productType === type);
}
