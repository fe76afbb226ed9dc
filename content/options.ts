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

/** doc 2 §4: an economically inactive status clears industry, occupation, start date and employer name. */
export function isActiveEmployment(status: string | undefined): boolean {
  return ACTIVE_EMPLOYMENT_STATUSES.some((option) => option.value === status);
}

export const CONTACT_METHODS: readonly Option[] = [
  { value: 'EMAIL', label: 'Email' },
  { value: 'SMS', label: 'Text message' },
  { value: 'PHONE', label: 'Phone' },
  { value: 'MAIL', label: 'Post' },
];
