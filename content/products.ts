// The product catalogue (doc 2 §3.8 product definition, §3.10 codes, §9 fees and rates; doc 3 §9).
// Data, not code: screens show it, the chart's guards read it, the platform checks case types against it.

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

export type EligibilityQuestionId =
  | 'age'
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

export interface AccountOpenedSection {
  header: string;
  bullets: { text: string; existingCustomerOnly?: boolean; newCustomerOnly?: boolean }[];
}

export interface ProductDefinition {
  code: string;
  productType: ProductType;
  name: string;
  nameSuffix?: string;
  shortName: string;
  productArticle: 'a' | 'an';
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
  offerItems: string[];
  declarationOnReview: boolean;
  /** Regulatory documents shown on review, by the webReference of the document list (doc 2 §3.7). */
  documentReferences: readonly string[];
  /** Account number and sort code shown on the account-opened page (doc 1 "Account opened"). */
  showAccountDetails: boolean;
  accountOpenedSections: AccountOpenedSection[];
  productLink: string;
  blackListedProduct: boolean;
  allowedOnJointApplication: boolean;
  /** Current-account fee and rate data (doc 2 §3.8, §9). */
  rates?: { monthlyPlannedBorrowingFee: number; earOverdraft: number; midEarmaxEar: number; maxEarOverdraft: number };
}

const CURRENT_ACCOUNT_OPENED: AccountOpenedSection[] = [
  {
    header: 'What happens next',
    bullets: [
      { text: 'Your debit card and PIN will arrive separately by post in 3 to 5 days.' },
      { text: 'We will send you a confirmation of your account within three working days.' },
    ],
  },
  {
    header: 'Banking on the go',
    bullets: [
      { text: 'Download our app to check your balance, pay people and manage your card.' },
      { text: 'Log in to internet banking with your existing details.', existingCustomerOnly: true },
      { text: 'Register for internet and telephone banking to manage your account online.', newCustomerOnly: true },
    ],
  },
  {
    header: 'Switching to us',
    bullets: [{ text: 'Switch your old account to us in 7 working days with the Current Account Switch Service.' }],
  },
];

const CURRENT_ACCOUNT_BASE = {
  productType: 'current',
  productArticle: 'a',
  audience: 'both',
  existingCustomersOnly: false,
  registrationSupport: { ntb: true, existing: false },
  postRegistrationTask: 'WEB-SWITCH',
  eligibilityQuestions: [
    { id: 'age', expected: 'Yes' },
    { id: 'ukResident', expected: 'Yes' },
    { id: 'device', expected: 'Yes' },
  ],
  minimumAge: 18,
  maximumAge: 120,
  supportsOverdraft: true,
  hasCreditCheck: true,
  hasAccountPrerequisites: false,
  allowBFPO: true,
  allowedResidentialStatus: ALL_RESIDENTIAL_STATUSES,
  canTransfer: false,
  allowMultipleTransfers: false,
  amlQuestionSet: 'default',
  niNumberRequired: false,
  customerRiskAssessment: { showCRAIndustry: true, showCRAJobStatus: true, showCRAInternationalPayments: true },
  declarationOnReview: false,
  documentReferences: ['CA-KEY-FEATURES', 'CA-TERMS', 'CA-FEE-INFORMATION', 'CA-PRIVACY'],
  showAccountDetails: true,
  accountOpenedSections: CURRENT_ACCOUNT_OPENED,
  blackListedProduct: false,
  allowedOnJointApplication: true,
} as const satisfies Partial<ProductDefinition>;

export const PRODUCTS: Record<string, ProductDefinition> = {
  IM135: {
    ...CURRENT_ACCOUNT_BASE,
    code: 'IM135',
    name: 'Current Account Plus',
    shortName: 'Current Account Plus',
    monthlyFee: 0,
    keyFeatureItems: [
      'No monthly account fee.',
      'An arranged overdraft of £50 to £5,000, subject to status, with a £25 buffer.',
      'Contactless debit card, internet, mobile and telephone banking.',
    ],
    offerItems: ['Your account comes with a contactless debit card.'],
    productLink: '/current-accounts/current-account-plus',
    rates: { monthlyPlannedBorrowingFee: 6, earOverdraft: 18.85, midEarmaxEar: 29.9, maxEarOverdraft: 39.9 },
  },
  IM125: {
    ...CURRENT_ACCOUNT_BASE,
    code: 'IM125',
    name: 'Current Account Control',
    shortName: 'Current Account Control',
    monthlyFee: 7.5,
    keyFeatureItems: [
      'A £7.50 monthly account fee.',
      'An arranged overdraft of £50 to £5,000, subject to status, with a £25 buffer.',
      'Contactless debit card, internet, mobile and telephone banking.',
    ],
    offerItems: ['Your account comes with a contactless debit card.'],
    productLink: '/current-accounts/current-account-control',
    rates: { monthlyPlannedBorrowingFee: 6, earOverdraft: 18.85, midEarmaxEar: 29.9, maxEarOverdraft: 39.9 },
  },
};

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
