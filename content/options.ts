// Option lists (doc 2 §3.9). Where the spec does not give the values ("values not shown"), the lists here are
// the product's own choice and are marked so.
import type { Option } from './fields/fieldTypes';

/** Titles, with the gender each implies; Dr, Prof and Rev are neutral and need an explicit gender (doc 2 §3.9). */
export const TITLES: readonly { value: string; gender?: 'Male' | 'Female' }[] = [
  { value: 'Mr', gender: 'Male' },
  { value: 'Mrs', gender: 'Female' },
  { value: 'Miss', gender: 'Female' },
  { value: 'Ms', gender: 'Female' },
  { value: 'Master', gender: 'Male' },
  { value: 'Dr' },
  { value: 'Lady', gender: 'Female' },
  { value: 'Lord', gender: 'Male' },
  { value: 'Prof' },
  { value: 'Rev' },
  { value: 'Sir', gender: 'Male' },
];

export function genderForTitle(title: string | undefined): 'Male' | 'Female' | undefined {
  return TITLES.find((entry) => entry.value === title)?.gender;
}

export function isNeutralTitle(title: string | undefined): boolean {
  return title !== undefined && title !== '' && genderForTitle(title) === undefined;
}

export const GENDERS: readonly Option[] = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
];

/** Values not shown in the spec (doc 2 §3.9): this product's list. Sent upper-case to the API. */
export const MARITAL_STATUSES: readonly Option[] = [
  { value: 'Single', label: 'Single' },
  { value: 'Married', label: 'Married' },
  { value: 'Civil partnership', label: 'In a civil partnership' },
  { value: 'Cohabiting', label: 'Living with a partner' },
  { value: 'Separated', label: 'Separated' },
  { value: 'Divorced', label: 'Divorced' },
  { value: 'Widowed', label: 'Widowed' },
];

export const RESIDENTIAL_STATUSES: readonly Option[] = [
  { value: 'Owner', label: 'Homeowner' },
  { value: 'Tenant Private', label: 'Renting privately' },
  { value: 'Tenant Public', label: 'Renting from a council or housing association' },
  { value: 'Living with Parents', label: 'Living with parents' },
  { value: 'Living with Friends', label: 'Living with friends' },
  { value: 'Leasehold', label: 'Leaseholder' },
];

export const ACTIVE_EMPLOYMENT_STATUSES: readonly Option[] = [
  { value: 'Full time', label: 'Employed full time' },
  { value: 'Part time', label: 'Employed part time' },
  { value: 'Agency contract', label: 'Agency contract' },
  { value: 'Fixed term contract', label: 'Fixed term contract' },
  { value: 'Self employed', label: 'Self employed' },
];

export const INACTIVE_EMPLOYMENT_STATUSES: readonly Option[] = [
  { value: 'Retired', label: 'Retired' },
  { value: 'Student', label: 'Student' },
  { value: 'House person', label: 'Looking after the home' },
  { value: 'Long term disabled', label: 'Long-term sick or disabled' },
  { value: 'Unemployed', label: 'Unemployed' },
];

export const EMPLOYMENT_STATUSES: readonly Option[] = [...ACTIVE_EMPLOYMENT_STATUSES, ...INACTIVE_EMPLOYMENT_STATUSES];

/** The two active statuses of the customer-risk-assessment variant (doc 2 §3.9). */
export const CRA_OWNER_DIRECTOR_STATUSES: readonly Option[] = [
  { value: 'Owner director under 25', label: 'Owner or director with less than 25% of the business' },
  { value: 'Owner director 25 and above', label: 'Owner or director with 25% or more of the business' },
];

/**
 * The customer-risk-assessment variant (doc 2 §3.9, §3.8 showCRAJobStatus): the active statuses plus
 * owner/director under 25 percent and 25 percent and above, then the inactive ones.
 */
export const CRA_EMPLOYMENT_STATUSES: readonly Option[] = [
  ...ACTIVE_EMPLOYMENT_STATUSES,
  ...CRA_OWNER_DIRECTOR_STATUSES,
  ...INACTIVE_EMPLOYMENT_STATUSES,
];

/** The employment statuses a product asks with: the CRA variant when it shows the CRA job status. */
export function employmentStatusesFor(product: { customerRiskAssessment: { showCRAJobStatus: boolean } }) {
  return product.customerRiskAssessment.showCRAJobStatus ? CRA_EMPLOYMENT_STATUSES : EMPLOYMENT_STATUSES;
}

/** The active statuses' values, once: step 2's fields ask isActiveEmployment on every render of every field they
 * show (a new array each time cost 23 ms of step 1's Continue at 4x, issue 16). */
const ACTIVE_STATUS_VALUES: ReadonlySet<string> = new Set(
  [...ACTIVE_EMPLOYMENT_STATUSES, ...CRA_OWNER_DIRECTOR_STATUSES].map((option) => option.value),
);

/** doc 2 §4: an economically inactive status clears industry, occupation, start date and employer name. */
export function isActiveEmployment(status: string | undefined): boolean {
  return status !== undefined && ACTIVE_STATUS_VALUES.has(status);
}

/** doc 2 §3.9: economically inactive statuses (retired, student, house person, long term disabled, unemployed). */
export function isInactiveEmployment(status: string | undefined): boolean {
  return INACTIVE_EMPLOYMENT_STATUSES.some((option) => option.value === status);
}

export const CONTACT_METHODS: readonly Option[] = [
  { value: 'EMAIL', label: 'Email' },
  { value: 'SMS', label: 'Text message' },
  { value: 'PHONE', label: 'Phone' },
  { value: 'MAIL', label: 'Post' },
];

// ---------------------------------------------------------------- step 2 lists (doc 2 §3.9)

/**
 * Why there is no National Insurance number (doc 2 §3.9: "values not shown"; these are chosen). The value
 * 'invalid' is never acceptable (doc 2 §3.9): it is the sentinel a failed lookup leaves behind.
 */
export const NI_MISSING_REASONS: readonly Option[] = [
  { value: 'Not yet received', label: 'I have applied for one and not received it yet' },
  { value: 'Lost', label: 'I have lost it' },
  { value: 'Not eligible', label: 'I am not eligible for one' },
  { value: 'New to the UK', label: 'I have recently moved to the UK' },
  { value: 'Under 16', label: 'I have not been issued one yet' },
];

/** doc 2 §3.9: the NI reason that is never acceptable. */
export const INVALID_NI_REASON = 'invalid';

/** What the current account is for: incomeOtherAccountPurpose (doc 2 §3.9: "values not shown"; chosen). */
export const ACCOUNT_PURPOSES: readonly Option[] = [
  { value: 'Day to day banking', label: 'Day-to-day spending and bills' },
  { value: 'Salary', label: 'Receiving my salary or pension' },
  { value: 'Benefits', label: 'Receiving benefits' },
  { value: 'Business', label: 'Occasional business income' },
  { value: 'Second account', label: 'A second account alongside my main one' },
];

/**
 * What the savings are for: incomeOtherSavingsPurpose (doc 2 §3.9: "values not shown"; chosen). IM759 hides
 * one of them (doc 2 §3.10): products name the hidden values in hiddenSavingsPurposes.
 */
export const SAVINGS_PURPOSES: readonly Option[] = [
  { value: 'General savings', label: 'General savings' },
  { value: 'Saving for a house deposit', label: 'Saving for a house deposit' },
  { value: 'Saving for retirement', label: 'Saving for retirement' },
  { value: 'Saving for a child', label: 'Saving for a child' },
  { value: 'Rainy day fund', label: 'An emergency or rainy day fund' },
  { value: 'Large purchase', label: 'A large purchase, like a car or a holiday' },
];

/** The savings purposes a product offers (doc 2 §3.10: IM759 hides one). */
export function savingsPurposesFor(product: { hiddenSavingsPurposes?: readonly string[] }): readonly Option[] {
  const hidden = product.hiddenSavingsPurposes ?? [];
  return SAVINGS_PURPOSES.filter((option) => !hidden.includes(option.value));
}

/** How money will be paid in: incomeOtherPaymentTypeOptions (doc 2 §3.9: "values not shown"; chosen). */
export const INCOME_PAYMENT_TYPES: readonly Option[] = [
  { value: 'Salary', label: 'Salary or wages' },
  { value: 'Pension', label: 'Pension' },
  { value: 'Benefits', label: 'Benefits' },
  { value: 'Transfer', label: 'Transfers from another account of mine' },
  { value: 'Cash', label: 'Cash' },
  { value: 'Other', label: 'Other' },
];

/** Where the savings come from: incomeOtherSavingsTypeOptions (doc 2 §3.1; values not shown; chosen). */
export const SAVINGS_SOURCE_TYPES: readonly Option[] = [
  { value: 'Salary', label: 'Savings from my salary or wages' },
  { value: 'Existing savings', label: 'Savings I already have' },
  { value: 'Inheritance', label: 'An inheritance or gift' },
  { value: 'Property sale', label: 'The sale of a property' },
  { value: 'Pension', label: 'A pension lump sum' },
  { value: 'Other', label: 'Other' },
];

/**
 * Income amount bands (doc 2 §3.9, §9: 100, 500, 1000, 4000, 6000): the values are the spec's, each the top of
 * its band; the labels are chosen.
 */
export const INCOME_AMOUNT_BANDS: readonly Option[] = [
  { value: '100', label: 'Up to £100' },
  { value: '500', label: '£101 to £500' },
  { value: '1000', label: '£501 to £1,000' },
  { value: '4000', label: '£1,001 to £4,000' },
  { value: '6000', label: '£4,001 or more' },
];

/** Other-income frequencies: incomeOtherFrequencyOptions (doc 2 §3.9: "values not shown"; chosen). */
export const INCOME_FREQUENCIES: readonly Option[] = [
  { value: 'Weekly', label: 'Every week' },
  { value: 'Fortnightly', label: 'Every two weeks' },
  { value: 'Four weekly', label: 'Every four weeks' },
  { value: 'Monthly', label: 'Every month' },
  { value: 'Quarterly', label: 'Every three months' },
  { value: 'Annually', label: 'Every year' },
];

/** How often the applicant will save: incomeOtherSavingsFrequency (doc 2 §3.1; values not shown; chosen). */
export const SAVINGS_FREQUENCIES: readonly Option[] = [
  { value: 'One off', label: 'A single payment' },
  { value: 'Weekly', label: 'Every week' },
  { value: 'Monthly', label: 'Every month' },
  { value: 'Occasionally', label: 'Now and then' },
];

/** Credit limit choice (doc 2 §3.9): A automatic (the limit offered), M manual (a limit the applicant names). */
export const CREDIT_LIMIT_CHOICES: readonly Option[] = [
  { value: 'A', label: 'Give me the highest limit you can offer' },
  { value: 'M', label: 'I would like to choose my own limit' },
];

/** Direct debit payment date bands (doc 2 §3.9, §9): paymentDate. */
export const DIRECT_DEBIT_DATE_BANDS: readonly Option[] = [
  { value: '1-7', label: 'Between the 1st and 7th of the month' },
  { value: '8-14', label: 'Between the 8th and 14th of the month' },
  { value: '15-21', label: 'Between the 15th and 21st of the month' },
  { value: '22-28', label: 'Between the 22nd and 28th of the month' },
];

/** How to pay the card each month: howToPay (doc 2 §3.1, §3.9). */
export const PAYMENT_CHOICES: readonly Option[] = [
  { value: 'Full balance', label: 'The full balance' },
  { value: 'Minimum amount', label: 'The minimum amount' },
  { value: 'Fixed amount', label: 'A fixed amount' },
];

/**
 * Bank choice for new customers of the VM and DYB brands (doc 2 §3.1 bankID, §3.9: CB or YB, the regional
 * banks). Labels are the brands' display names (content/brands.ts).
 */
export const BANK_CHOICES: readonly Option[] = [
  { value: 'CB', label: 'Clydeside Bank' },
  { value: 'YB', label: 'Ridings Bank' },
];

/** Switch type (doc 2 §3.1): the screen's values and the API's FULL / PART (doc 2 §7.2). */
export const SWITCH_TYPES: readonly (Option & { apiValue: 'FULL' | 'PART' })[] = [
  { value: 'Full switch', label: 'Full switch', apiValue: 'FULL' },
  { value: 'Payment transfer', label: 'Payment transfer', apiValue: 'PART' },
];

export const YES_NO: readonly Option[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
