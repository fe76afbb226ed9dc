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

export interface ApplicationForm {
  // identity and case
  customerNumber?: string;
  caseId?: string;
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

  // marketing and consent
  consentEmail?: YesNo;
  consentInternetBanking?: YesNo;
  consentMessaging?: YesNo;
  consentVoice?: YesNo;
  consentPost?: YesNo;
  declarationAccept?: boolean;
  reviewAcceptTsAndCs?: boolean;
  directDebitReviewAcceptTsAndCs?: boolean;

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

  // eligibility
  eligibilityQuestions?: EligibilityAnswer[];
  dataProtection?: { consent: 'Y' };
}

/** Names of the fields that are plain top-level values (what a field definition may name). */
export type FormFieldName = {
  [K in keyof ApplicationForm]-?: ApplicationForm[K] extends string | boolean | undefined ? K : never;
}[keyof ApplicationForm];
