// The field behaviours of doc 2 §4 (what an answer clears, sets or shows), as pure functions of the values before
// and after a change: they return the changes, and the page applies them (JourneyForm's onValuesChange).
import { MAXIMUM_ADDRESSES } from '../../content/fields/personalDetails';
import { genderForTitle, isActiveEmployment } from '../../content/options';
import type { ApplicationForm, FormAddress } from '../../contract/applicationForm';
import { addYears, type CalendarDate, calendarDateOf, compareDates, parseDisplayDate } from '../../contract/dates';
import { valueAt } from '../../contract/rules';

/** A change to make: the field name (a dot path) and its new value (undefined clears it). */
export type FieldChange = readonly [name: string, value: unknown];

/** doc 2 §4, doc 3 §5: previous addresses are needed for three years. */
export const ADDRESS_HISTORY_YEARS = 3;

function movedOn(address: FormAddress | undefined): CalendarDate | undefined {
  const date = address?.dateMoved ? parseDisplayDate(address.dateMoved.trim()) : undefined;
  return date && date.year >= 1800 && date.year <= 2999 ? date : undefined;
}

/**
 * The address list the history needs (doc 2 §4): a new previous-address section when the last dateMoved is valid,
 * within the past 3 years and distinct from the others; an address moved into more than 3 years ago ends the
 * history, so the addresses after it are dropped; at most 15. "Within the past 3 years" is read with doc 3 §5
 * "needed if the applicant has been at the current address three years or less": a date exactly three years ago
 * still needs a previous address.
 */
export function addressHistory(addresses: readonly FormAddress[], today: Date): FormAddress[] {
  const list: FormAddress[] = addresses.length ? [...addresses] : [{ addressType: 'domestic' }];
  const now = calendarDateOf(today);
  const windowStart = addYears(now, -ADDRESS_HISTORY_YEARS);
  const beyond = list.findIndex((address) => {
    const moved = movedOn(address);
    return moved !== undefined && compareDates(moved, windowStart) < 0;
  });
  if (beyond >= 0) return list.slice(0, beyond + 1);
  const last = list.at(-1);
  const moved = movedOn(last);
  if (!moved || list.length >= MAXIMUM_ADDRESSES) return list;
  const inPast = compareDates(moved, now) < 0;
  const distinct = list.slice(0, -1).every((address) => address.dateMoved?.trim() !== last?.dateMoved?.trim());
  return inPast && distinct ? [...list, { addressType: 'domestic' }] : list;
}

const changed = (values: ApplicationForm, previous: ApplicationForm, name: string) =>
  valueAt(values, name) !== valueAt(previous, name);

/**
 * Step 1 (doc 2 §4): a gendered title sets gender; dependants No clears the count and Yes defaults it to 1;
 * changing an address type resets that address; the address history grows and shrinks with the dates moved.
 */
export function step1Changes(values: ApplicationForm, previous: ApplicationForm, today: Date): FieldChange[] {
  const changes: FieldChange[] = [];
  if (changed(values, previous, 'title')) {
    const implied = genderForTitle(values.title);
    if (implied && values.gender !== implied) changes.push(['gender', implied]);
  }
  if (changed(values, previous, 'hasDependants')) {
    if (values.hasDependants === 'No') changes.push(['dependants', undefined]);
    if (values.hasDependants === 'Yes' && !values.dependants) changes.push(['dependants', '1']);
  }
  const addresses = values.addresses ?? [];
  let resetType = false;
  addresses.forEach((address, index) => {
    const before = previous.addresses?.[index];
    if (before?.addressType && address.addressType && before.addressType !== address.addressType) {
      changes.push([`addresses.${index}`, { addressType: address.addressType }]);
      resetType = true;
    }
  });
  if (!resetType && addresses.length > 0) {
    const history = addressHistory(addresses, today);
    if (history.length !== addresses.length) changes.push(['addresses', history]);
  }
  return changes;
}

/** Lists that a Yes opens with one empty row and a No clears (doc 2 §4). */
const LISTS = [
  { question: 'hasAdditionalCitizenships', list: 'citizenshipList', row: () => '' },
  { question: 'taxObligations', list: 'taxObligationList', row: () => ({}) },
  { question: 'hasInternationalPayments', list: 'internationalPaymentsList', row: () => '' },
] as const;

/** Step 2 (doc 2 §4): what each answer clears. */
export function step2Changes(values: ApplicationForm, previous: ApplicationForm): FieldChange[] {
  const changes: FieldChange[] = [];
  const clear = (...names: string[]) => {
    for (const name of names) if (valueAt(values, name) !== undefined) changes.push([name, undefined]);
  };
  if (changed(values, previous, 'employmentStatus') && !isActiveEmployment(values.employmentStatus)) {
    clear('employmentIndustry', 'employmentOccupation', 'employmentStartDate', 'employerName');
  }
  if (values.hasAdditionalIncome === 'No') clear('incomeOtherAmount', 'incomeOtherFrequencyOptions');
  // changing grossAnnualIncome clears netMonthlyIncome; likewise the revised pair
  if (changed(values, previous, 'grossAnnualIncome') && previous.grossAnnualIncome !== undefined) {
    clear('netMonthlyIncome');
  }
  if (changed(values, previous, 'revisedGrossAnnualIncome') && previous.revisedGrossAnnualIncome !== undefined) {
    clear('revisedNetMonthlyIncome');
  }
  if (values.hasIncomeReduction === 'No') clear('revisedGrossAnnualIncome', 'revisedNetMonthlyIncome');
  if (values.changeOfCircumstances === 'No') clear('revisedMortgageOrRentExpenditure', 'revisedExpenditureOther');
  // requiresOverdraft No clears the overdraft fields; the one question asked stands for applyingForOverdraft too
  if (changed(values, previous, 'requiresOverdraft')) {
    if (values.requiresOverdraft === 'No') {
      clear('overdraftLimit');
      changes.push(['applyingForOverdraft', 'No']);
    }
    if (values.requiresOverdraft === 'Yes') changes.push(['applyingForOverdraft', 'Yes']);
  }
  for (const { question, list, row } of LISTS) {
    if (!changed(values, previous, question)) continue;
    if (values[question] === 'No') clear(list);
    const rows = valueAt(values, list);
    if (values[question] === 'Yes' && (!Array.isArray(rows) || rows.length === 0)) changes.push([list, [row()]]);
  }
  // the 'no tax obligations' answer clears the tax list, and whether all are listed
  if (values.taxObligations === 'No') clear('allTaxObligationsListed');
  // a change of hasTaxNumber clears the tax number
  (values.taxObligationList ?? []).forEach((row, index) => {
    const before = previous.taxObligationList?.[index];
    if (before && before.hasTaxNumber !== row.hasTaxNumber && row.taxNumber !== undefined) {
      changes.push([`taxObligationList.${index}.taxNumber`, undefined]);
    }
  });
  // setUpDirectDebit No clears all direct debit fields
  if (values.setUpDirectDebit === 'No') {
    clear(
      'useBankDetails',
      'directDebitAccountName',
      'directDebitAccountNumber',
      'directDebitSortCode',
      'howToPay',
      'directDebitPaymentAmount',
      'paymentDate',
      'directDebitAcceptTsAndCs',
    );
  }
  if (values.useBankDetails === 'Yes') clear('directDebitAccountNumber', 'directDebitSortCode');
  if (values.howToPay !== undefined && values.howToPay !== 'Fixed amount') clear('directDebitPaymentAmount');
  // changing the National Insurance question resets niNumber and niReason
  if (changed(values, previous, 'niNumberQuestion') && previous.niNumberQuestion !== undefined) {
    clear('niNumber', 'niReason');
  }
  if (values.creditLimitChoice === 'A') clear('creditLimit');
  return changes;
}

/**
 * The bank details to look up (doc 2 §5.5): when both are valid and the pair differs from the one last looked up,
 * the pair as digits; else undefined.
 */
export function bankDetailsToLookUp(
  values: ApplicationForm,
  last: { sortCode: string; accountNumber: string },
): { sortCode: string; accountNumber: string } | undefined {
  const sortCode = (values.bankDetailsSortCode ?? '').replace(/[\s-]/g, '');
  const accountNumber = (values.bankDetailsAccountNumber ?? '').trim();
  if (!/^[0-9]{6}$/.test(sortCode) || !/^[0-9]{8}$/.test(accountNumber)) return undefined;
  if (sortCode === last.sortCode && accountNumber === last.accountNumber) return undefined;
  return { sortCode, accountNumber };
}
