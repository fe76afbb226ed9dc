// The flat application form of doc 2 §3.1, names spelled exactly as the spec spells them.
// Values are kept as the applicant typed them (strings); mapping to the API happens in mapping.ts.

export type YesNo = 'Yes' | 'No';

/** doc 2 §3.2 */
export interface FormAddress {
  addressType?: 'domestic' | 'international';
  id?: string;
  addressPrefix?: string;
  houseName?: string;
  houseNumber?: string;
  streetName?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  addressLine4?: string;
  city?: string;
  county?: string;
  postcode?: string;
  country?: string;
  /** DD-MM-YYYY */
  dateMoved?: string;
  isManual?: boolean;
  residentialStatus?: string;
}

export interface EligibilityAnswer {
  question: string;
  answer: 'Y' | 'N' | 'consent';
  consent: 'Y';
  timestamp: string;
}

export interface TaxObligation {
  taxCountry?: string;
  hasTaxNumber?: YesNo;
  taxNumber?: string;
  status?: string;
}

/**
 * "Existing customer", one meaning everywhere (doc 2 §3.1 isExistingCustomer): the case is an existing customer's
 * (subType existing) or the form records the applicant as one. The chart's guards, the screens' fields and the
 * platform's enquiry rules all ask this function; "known to the bank" (an existing customer, or anyone logged in)
 * is another name, machines/guards.ts isKnownCustomer, built on this one.
 */
export function isExistingCustomerCase(kind: { subType?: string; form?: { isExistingCustomer?: string } }): boolean {
  return kind.subType === 'existing' || kind.form?.isExistingCustomer === 'Yes';
}

/** The form's Yes/No answer of doc 2 §3.1 isExistingCustomer for a case of this subtype. */
export function existingCustomerAnswer(subType: string | undefined): YesNo {
  return isExistingCustomerCase({ subType }) ? 'Yes' : 'No';
}

export interface ApplicationForm {
  // identity and case
  customerNumber?: string;
  productCode?: string;
  subType?: string;
  productVariant?: string;
  jointLinkCode?: string;
  sourceId?: string;
  promoCode?: string;
  isExistingCustomer?: YesNo;
  isAltProduct?: boolean;
  isReviewing?: boolean;
  completedTasks?: string[];
  bankID?: string;
  tuApplicationId?: string;
  primaryBankId?: string;
  jointMismatchBankId?: string;
  letterCode?: string;
  hasCustomerName?: boolean;

  // personal
  title?: string;
  gender?: 'Male' | 'Female';
  firstName?: string;
  middleName?: string;
  lastName?: string;
  /** DD-MM-YYYY on screen */
  dateOfBirth?: string;
  maritalStatus?: string;
  hasDependants?: YesNo;
  dependants?: string;
  residentialStatus?: string;
  addresses?: FormAddress[];
  phoneNumber?: string;
  emailAddress?: string;
  emailAddressConfirmation?: string;
  preferredContactMethod?: string;
  contactMethods?: string[];
  additionalCardHolder?: YesNo;
  username?: string;
  /** doc 2 §3.1: the username typed but not yet saved, whether it was edited, and the platform's 1036 answer. */
  unsavedUsername?: string;
  userNameEdited?: boolean;
  usernameAlreadyInUse?: boolean;

  // marketing and consent
  consentEmail?: YesNo;
  consentInternetBanking?: YesNo;
  consentMessaging?: YesNo;
  consentVoice?: YesNo;
  consentPost?: YesNo;
  declarationAccept?: boolean;
  reviewAcceptTsAndCs?: boolean;
  directDebitReviewAcceptTsAndCs?: boolean;
  offerAcceptFullTCs?: boolean;
  directDebitAcceptTsAndCs?: boolean;

  // nationality and tax
  nationality?: string;
  countryBorn?: string;
  cityBorn?: string;
  ukCitizen?: YesNo;
  hasAdditionalCitizenships?: YesNo;
  citizenshipList?: string[];
  taxObligations?: YesNo;
  allTaxObligationsListed?: YesNo;
  taxObligationList?: TaxObligation[];

  // employment
  employmentStatus?: string;
  employmentIndustry?: string;
  employmentOccupation?: string;
  employerName?: string;
  /** DD-MM-YYYY on screen */
  employmentStartDate?: string;
  niNumberQuestion?: YesNo;
  niNumber?: string;
  niReason?: string;

  // income and outgoings
  grossAnnualIncome?: string;
  netMonthlyIncome?: string;
  hasAdditionalIncome?: YesNo;
  incomeOtherAmount?: string;
  incomeOtherFrequencyOptions?: string;
  hasIncomeReduction?: YesNo;
  revisedGrossAnnualIncome?: string;
  revisedNetMonthlyIncome?: string;
  mortgageOrRentExpenditure?: string;
  expenditureOther?: string;
  changeOfCircumstances?: YesNo;
  revisedMortgageOrRentExpenditure?: string;
  revisedExpenditureOther?: string;
  hasInternationalPayments?: YesNo;
  internationalPaymentsList?: string[];

  // account usage
  incomeOtherPaymentTypeOptions?: string;
  incomeOtherPaymentAmount?: string;
  incomeOtherAccountPurpose?: string;

  // overdraft
  requiresOverdraft?: YesNo;
  applyingForOverdraft?: YesNo;
  overdraftLimit?: string;

  // savings account usage (doc 2 §3.1)
  incomeOtherSavingsTypeOptions?: string;
  incomeOtherSavingsFrequency?: string;
  incomeOtherSavingsAmount?: string;
  incomeOtherSavingsAmountBond?: string;
  incomeOtherSavingsPurpose?: string;

  // credit card (doc 2 §3.1). creditLimitChoice (doc 2 §3.9 "Credit limit choice: A or M") and
  // creditLimitIncreaseConsent (§3.1 "future credit-limit-increase preference") are named by contract/mapping.ts.
  creditLimit?: string;
  creditLimitChoice?: 'A' | 'M';
  creditLimitIncreaseConsent?: YesNo;
  bankDetailsAccountNumber?: string;
  bankDetailsSortCode?: string;
  lengthOfTimeBankYears?: string;
  lengthOfTimeBankMonths?: string;
  /** Direct debit payment date band: 1-7, 8-14, 15-21, 22-28 (doc 2 §3.9). */
  paymentDate?: string;
  setUpDirectDebit?: YesNo;
  useBankDetails?: YesNo;
  directDebitAccountName?: string;
  directDebitAccountNumber?: string;
  directDebitSortCode?: string;
  /** Minimum amount, Full balance, Fixed amount (doc 2 §3.1). */
  howToPay?: string;
  directDebitPaymentAmount?: string;

  // switch (doc 2 §3.1): asked on /switch only, sent with POST .../cases/cas (§7.2), never kept in the journey's
  // form, so never saved with the case or put in browser storage (the card number least of all).
  wantsToSwitch?: YesNo;
  /** Full switch or Payment transfer (API FULL or PART, content/options.ts SWITCH_TYPES). */
  switchType?: string;
  switchAccountName?: string;
  switchAccountNumber?: string;
  switchSortCode?: string;
  switchHasDebitCard?: YesNo;
  switchDebitCardPan?: string;
  /** MMYY */
  switchDebitCardExpiration?: string;
  /** DD-MM-YYYY on screen, YYYY-MM-DD in the payload. */
  switchDate?: string;
  switchCloseOldAccount?: boolean;
  switchAcceptFullTCs?: boolean;
  switchAcceptPaymentsTCs?: boolean;

  // eligibility
  eligibilityQuestions?: EligibilityAnswer[];
  dataProtection?: { consent: 'Y' };
}

/** Names of the fields that are plain top-level values (what a field definition may name). */
export type FormFieldName = {
  [K in keyof ApplicationForm]-?: ApplicationForm[K] extends string | boolean | undefined ? K : never;
}[keyof ApplicationForm];
