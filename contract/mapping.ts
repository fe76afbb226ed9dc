// The application form as the enquiry payload and back (doc 2 §7.1). Pure: no clock, no I/O.
// toEnquiry sends what the applicant has entered so far (autosave sends partial forms), so a value
// that cannot take its API shape yet (half a date, a 3-digit link code) is left out, not sent wrong.

import { MARITAL_STATUSES } from '../content/options';
import type { ApplicationForm, EligibilityAnswer, FormAddress, TaxObligation, YesNo } from './applicationForm';
import { fromApiDate, toApiDate } from './dates';
import type { Enquiry, EnquiryApplicant } from './schemas';

/** The flat form doc 2 §7.1 maps: the application form itself, which now carries every field of doc 2 §3.1. */
export type EnquiryForm = ApplicationForm;

type DocumentConsent = NonNullable<NonNullable<Enquiry['audit_info']>['documents']>[number];

export interface EnquiryContext {
  productCode: string;
  subType?: string;
  applicationType: 'sole' | 'joint';
  /** Document consent records given on review or offer (doc 2 §3.4, §7.1 audit_info.documents). */
  documents?: readonly DocumentConsent[];
}

/**
 * doc 2 §3.9: the economically inactive statuses. doc 2 §4 "Employment-complete status changes which financial
 * data is sent": an inactive status sends no industry, occupation, employer or start date (the screen clears them).
 */
const INACTIVE_EMPLOYMENT = new Set(['Retired', 'Student', 'House person', 'Long term disabled', 'Unemployed']);

type EnquiryAddress = NonNullable<NonNullable<EnquiryApplicant['personal_details']>['addresses']>[number];
type EligibilityRecord = NonNullable<NonNullable<Enquiry['audit_info']>['eligibility_questions']>[number];

/** The question name of the data-protection consent among the eligibility records (doc 2 §3.1). */
export const DATA_PROTECTION_QUESTION = 'dataProtection';

/** doc 2 §3.10: "The API strips the IM prefix from the product code" (IM135 → 135, G99 stays). */
export function apiProductCode(productCode: string): string {
  return productCode.trim().toUpperCase().replace(/^IM/, '');
}

/** Yes/No radios are Y/N in the API (doc 2 §7.1 marketing flags). */
const yn = (answer: YesNo | undefined): 'Y' | 'N' | undefined =>
  answer === 'Yes' ? 'Y' : answer === 'No' ? 'N' : undefined;
const yesNo = (flag: 'Y' | 'N' | undefined): YesNo | undefined =>
  flag === 'Y' ? 'Yes' : flag === 'N' ? 'No' : undefined;

/** Currency inputs are digits only and parsed as whole numbers (doc 2 §5.4). */
function wholeNumber(text: string | undefined): number | undefined {
  return text !== undefined && /^[0-9]{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** Digits of an exact length (sort code 6, account number 8; doc 2 §5.5), hyphens and spaces removed. */
function exactDigits(text: string | undefined, length: number): string | undefined {
  const digits = text?.replace(/[\s-]/g, '');
  return digits !== undefined && new RegExp(`^[0-9]{${length}}$`).test(digits) ? digits : undefined;
}

/** A value only when its Yes/No question is not answered No (doc 2 §4: a No answer clears what it opened). */
const unlessNo = <T>(answer: YesNo | undefined, value: T): T | undefined => (answer === 'No' ? undefined : value);

const text = (n: number | undefined) => (n === undefined ? undefined : String(n));
const apiDate = (display: string | undefined) => (display ? toApiDate(display.trim()) : undefined);
const displayDate = (iso: string | undefined) => (iso ? fromApiDate(iso) : undefined);

/**
 * Removes undefined, null, blank text, empty lists and empty objects, depth first, so a branch
 * whose leaves are all empty goes too (doc 2 §7.1 "Empty values are stripped before sending").
 */
export function stripEmpty<T>(value: T): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  // Loops rather than map/filter/entries: the platform strips every enquiry it validates (issue 16).
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const kept = stripEmpty(item);
      if (kept !== undefined) items.push(kept);
    }
    return (items.length ? items : undefined) as T | undefined;
  }
  if (typeof value === 'object') {
    let kept: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const item = stripEmpty((value as Record<string, unknown>)[key]);
      if (item === undefined) continue;
      kept ??= {};
      // an own property even for `__proto__`, as Object.fromEntries makes it
      if (key === '__proto__') Object.defineProperty(kept, key, { value: item, enumerable: true, writable: true });
      else kept[key] = item;
    }
    return kept as T | undefined;
  }
  return value;
}

/**
 * Each address with its period: from its own dateMoved, to the dateMoved of the address above it
 * (the first, current, address has no end) (doc 2 §3.2, §7.1).
 */
function toEnquiryAddress(address: FormAddress, above: FormAddress | undefined): EnquiryAddress {
  const lines = {
    address_line1: address.addressLine1,
    address_line2: address.addressLine2,
    address_line3: address.addressLine3,
    address_line4: address.addressLine4,
    city: address.city,
    postcode: address.postcode,
  };
  return {
    ...(address.addressType === 'international'
      ? { international_address: { ...lines, country: address.country } }
      : {
          uk_address: {
            address_prefix: address.addressPrefix,
            house_name: address.houseName,
            house_number: address.houseNumber,
            street_name: address.streetName,
            ...lines,
            county: address.county,
            country: 'GB',
            address_reference: address.id,
          },
        }),
    effective_period: { from: apiDate(address.dateMoved), to: apiDate(above?.dateMoved) },
    residential_status: address.residentialStatus,
  };
}

function fromEnquiryAddress(address: EnquiryAddress): FormAddress {
  const period = {
    dateMoved: displayDate(address.effective_period?.from),
    residentialStatus: address.residential_status,
  };
  const international = address.international_address;
  if (international) {
    return {
      addressType: 'international',
      addressLine1: international.address_line1,
      addressLine2: international.address_line2,
      addressLine3: international.address_line3,
      addressLine4: international.address_line4,
      city: international.city,
      postcode: international.postcode,
      country: international.country,
      ...period,
    };
  }
  const uk = address.uk_address;
  return {
    addressType: 'domestic',
    id: uk?.address_reference,
    addressPrefix: uk?.address_prefix,
    houseName: uk?.house_name,
    houseNumber: uk?.house_number,
    streetName: uk?.street_name,
    addressLine1: uk?.address_line1,
    addressLine2: uk?.address_line2,
    addressLine3: uk?.address_line3,
    addressLine4: uk?.address_line4,
    city: uk?.city,
    county: uk?.county,
    postcode: uk?.postcode,
    country: uk?.country,
    ...period,
  };
}

/** A tax row needs its country in the API; a row still without one is not sent yet. */
function toTaxObligation(row: TaxObligation) {
  return row.taxCountry
    ? { country: row.taxCountry, tax_number: row.taxNumber, has_tax_number: yn(row.hasTaxNumber) }
    : undefined;
}

/**
 * The eligibility answers and the data-protection consent given on the landing screen (doc 2 §2,
 * §3.1). The consent carries no time of its own in the form; it is given with the answers, so it
 * takes the latest answer's timestamp, and is not sent until there is one.
 */
function eligibilityRecords(form: ApplicationForm): EligibilityRecord[] {
  const answers = form.eligibilityQuestions ?? [];
  const records: EligibilityRecord[] = answers.map(({ question, answer, timestamp }) => ({
    question,
    answer,
    timestamp,
  }));
  const latest = answers
    .map((answer) => answer.timestamp)
    .sort()
    .at(-1);
  if (form.dataProtection?.consent === 'Y' && latest) {
    records.push({ question: DATA_PROTECTION_QUESTION, answer: 'consent', timestamp: latest });
  }
  return records;
}

/**
 * The direct debit of a credit card (doc 2 §3.1, §5.5). setUpDirectDebit No clears every direct-debit field
 * (doc 2 §4), so only the No is sent; useBankDetails Yes takes the account of the bank details section; the
 * fixed amount is sent only with the Fixed amount choice.
 */
function directDebit(
  form: EnquiryForm,
  bankAccount: { sort_code?: string; account_number?: string },
): Record<string, unknown> | undefined {
  if (form.setUpDirectDebit === 'No') return { set_up: 'N' };
  const useBank = form.useBankDetails === 'Yes';
  return {
    set_up: yn(form.setUpDirectDebit),
    use_bank_details: yn(form.useBankDetails),
    account_name: form.directDebitAccountName,
    sort_code: useBank ? bankAccount.sort_code : exactDigits(form.directDebitSortCode, 6),
    account_number: useBank ? bankAccount.account_number : exactDigits(form.directDebitAccountNumber, 8),
    payment_type: form.howToPay,
    fixed_amount: form.howToPay === 'Fixed amount' ? wholeNumber(form.directDebitPaymentAmount) : undefined,
  };
}

/** The form as the enquiry of doc 2 §7.1; the result passes the `Enquiry` schema. */
export function toEnquiry(form: EnquiryForm, ctx: EnquiryContext): Enquiry {
  const phone = form.phoneNumber?.trim();
  // doc 2 §4: the limit field shows only when applyingForOverdraft is Yes; requiresOverdraft No clears it
  const overdraftLimit =
    form.applyingForOverdraft === 'No' || form.requiresOverdraft === 'No'
      ? undefined
      : wholeNumber(form.overdraftLimit);
  const hasDependants = form.hasDependants;
  const addresses = form.addresses ?? [];
  const employed = !INACTIVE_EMPLOYMENT.has(form.employmentStatus ?? '');
  // doc 2 §4: changing the NI question resets the number and the reason; Yes keeps the number, No the reason
  const niNumber = form.niNumberQuestion === 'No' ? undefined : form.niNumber?.replace(/\s+/g, '').toUpperCase();
  const niReason = form.niNumberQuestion === 'Yes' ? undefined : form.niReason;
  const bankAccount = {
    sort_code: exactDigits(form.bankDetailsSortCode, 6),
    account_number: exactDigits(form.bankDetailsAccountNumber, 8),
    years_with_bank: wholeNumber(form.lengthOfTimeBankYears),
    months_with_bank: wholeNumber(form.lengthOfTimeBankMonths),
  };

  const applicant: EnquiryApplicant = {
    personal_details: {
      name: { title: form.title, first: form.firstName, middle: form.middleName, last: form.lastName },
      sex: form.gender === 'Male' ? 'MALE' : form.gender === 'Female' ? 'FEMALE' : undefined,
      dob: apiDate(form.dateOfBirth),
      // doc 2 §3.9: marital status values are sent upper-case
      marital_status: form.maritalStatus?.toUpperCase(),
      // doc 2 §5.1 dependants 1 to 9; "No" is sent as 0 so a restore can tell it from unanswered
      number_of_dependents:
        hasDependants === 'No' ? 0 : hasDependants === 'Yes' ? wholeNumber(form.dependants) : undefined,
      residential_status: form.residentialStatus,
      nationality: form.nationality,
      city_of_birth: form.cityBorn,
      country_of_birth: form.countryBorn,
      // doc 2 §5.3: the NI number is upper-cased
      ni_number: niNumber,
      ni_reason: niReason,
      addresses: addresses.map((address, index) => toEnquiryAddress(address, addresses[index - 1])),
    },
    contact_details: {
      email: form.emailAddress,
      // doc 2 §5.1: a number starting 07 is sent as mobile, others as home
      phone: phone?.startsWith('07') ? { mobile: phone } : { home: phone },
      preferences: {
        contact_method: form.contactMethods,
        marketing: {
          email: yn(form.consentEmail),
          internet_banking: yn(form.consentInternetBanking),
          messaging: yn(form.consentMessaging),
          voice: yn(form.consentVoice),
          post: yn(form.consentPost),
        },
      },
    },
    employment_details: [
      {
        status: form.employmentStatus,
        industry: employed ? form.employmentIndustry : undefined,
        occupation: employed ? form.employmentOccupation : undefined,
        employer_name: employed ? form.employerName : undefined,
        start_date: employed ? apiDate(form.employmentStartDate) : undefined,
      },
    ],
    account_usage_info: [
      {
        // current account (doc 2 §3.1)
        payment_type: form.incomeOtherPaymentTypeOptions,
        payment_amount: form.incomeOtherPaymentAmount,
        account_purpose: form.incomeOtherAccountPurpose,
        // savings (doc 2 §3.1)
        savings_type: form.incomeOtherSavingsTypeOptions,
        savings_frequency: form.incomeOtherSavingsFrequency,
        savings_amount: form.incomeOtherSavingsAmount,
        savings_purpose: form.incomeOtherSavingsPurpose,
      },
    ],
    payment_abroad: yn(form.hasInternationalPayments),
    countries_to_send_and_receive_money: unlessNo(form.hasInternationalPayments, form.internationalPaymentsList),
    financial_details: {
      gross_annual_income: wholeNumber(form.grossAnnualIncome),
      net_monthly_income: wholeNumber(form.netMonthlyIncome),
      other_income: unlessNo(form.hasAdditionalIncome, {
        amount: wholeNumber(form.incomeOtherAmount),
        frequency: form.incomeOtherFrequencyOptions,
      }),
      revised_gross_annual_income: unlessNo(form.hasIncomeReduction, wholeNumber(form.revisedGrossAnnualIncome)),
      revised_net_monthly_income: unlessNo(form.hasIncomeReduction, wholeNumber(form.revisedNetMonthlyIncome)),
      mortgage_or_rent_expenditure: wholeNumber(form.mortgageOrRentExpenditure),
      other_expenditure: wholeNumber(form.expenditureOther),
      revised_mortgage_or_rent_expenditure: unlessNo(
        form.changeOfCircumstances,
        wholeNumber(form.revisedMortgageOrRentExpenditure),
      ),
      revised_other_expenditure: unlessNo(form.changeOfCircumstances, wholeNumber(form.revisedExpenditureOther)),
      // doc 2 §5.4: the bond amount, checked against the minimum and maximum transfer
      savings_amount: wholeNumber(form.incomeOtherSavingsAmountBond),
      // doc 2 §3.9: an automatic (A) limit sends no amount
      credit_limit: form.creditLimitChoice === 'A' ? undefined : wholeNumber(form.creditLimit),
      credit_limit_choice: form.creditLimitChoice,
      bank_account: bankAccount,
    },
    tax_details: {
      uk_citizen: yn(form.ukCitizen),
      citizenships: unlessNo(form.hasAdditionalCitizenships, form.citizenshipList),
      has_tax_obligations: yn(form.taxObligations),
      all_tax_obligations_listed: yn(form.allTaxObligationsListed),
      // doc 2 §4: the 'no tax obligations' answer clears the tax list
      tax_obligations: unlessNo(
        form.taxObligations,
        form.taxObligationList?.map(toTaxObligation).filter((row) => row !== undefined),
      ),
    },
    overdraft: { requested: yn(form.requiresOverdraft), limit: overdraftLimit },
    direct_debit: directDebit(form, bankAccount),
    // doc 2 §3.9 direct debit payment date band
    payment_due_day: form.paymentDate,
    credit_limit_consent: yn(form.creditLimitIncreaseConsent),
    additional_cardholder: yn(form.additionalCardHolder),
    user_details: { username: form.username },
    joint_link_code: form.jointLinkCode && /^[0-9]{7}$/.test(form.jointLinkCode) ? form.jointLinkCode : undefined,
    bank_id: form.bankID === 'CB' || form.bankID === 'YB' ? form.bankID : undefined,
  };

  const enquiry: Enquiry = {
    product: { code: apiProductCode(ctx.productCode), sub_type: ctx.subType, variant: form.productVariant },
    source_id: form.sourceId,
    tu_application_id: form.tuApplicationId,
    customer_id: form.customerNumber,
    // doc 2 §7.1: promocode with whitespace removed
    promocode: form.promoCode?.replace(/\s+/g, ''),
    application_type: ctx.applicationType,
    overdraft_requested: form.requiresOverdraft === 'Yes' ? overdraftLimit : undefined,
    applicants: [applicant],
    audit_info: {
      eligibility_questions: eligibilityRecords(form),
      documents: ctx.documents?.map((doc) => ({ ...doc })),
    },
  };

  const stripped = stripEmpty(enquiry) as Enquiry;
  // the product and one applicant are always there, however little has been entered
  return { ...stripped, product: stripped.product, applicants: stripped.applicants ?? [{}] };
}

/** The Y/N flags of a tax row and the eligibility answer shapes of the form. */
function fromEligibilityRecords(records: readonly EligibilityRecord[]) {
  const answers: EligibilityAnswer[] = records
    .filter((record) => record.question !== DATA_PROTECTION_QUESTION)
    .map(({ question, answer, timestamp }) => ({ question, answer, consent: 'Y', timestamp }));
  const consented = records.some((record) => record.question === DATA_PROTECTION_QUESTION);
  return { answers, dataProtection: consented ? ({ consent: 'Y' } as const) : undefined };
}

/**
 * The form fields toEnquiry maps, read back from a saved enquiry (restoring a case). The product
 * code and subtype are the caller's (they came in as the EnquiryContext); Yes/No questions the API
 * does not carry are answered Yes where the data they open is present.
 */
export function fromEnquiry(enquiry: Enquiry, applicantIndex = 0): EnquiryForm {
  const applicant = enquiry.applicants[applicantIndex] ?? {};
  const personal = applicant.personal_details;
  const contact = applicant.contact_details;
  const marketing = contact?.preferences?.marketing;
  const employment = applicant.employment_details?.[0];
  const usage = applicant.account_usage_info?.[0];
  const money = applicant.financial_details;
  const tax = applicant.tax_details;
  const dependants = personal?.number_of_dependents;
  const eligibility = fromEligibilityRecords(enquiry.audit_info?.eligibility_questions ?? []);
  const otherIncome = money?.other_income?.amount;
  const usageText = (key: string) => (typeof usage?.[key] === 'string' ? (usage[key] as string) : undefined);
  const present = (...values: unknown[]): YesNo | undefined =>
    values.some((value) => value !== undefined) ? 'Yes' : undefined;
  const flag = (value: unknown): YesNo | undefined => (value === 'Y' || value === 'N' ? yesNo(value) : undefined);
  const debit = applicant.direct_debit ?? {};
  const debitText = (key: string) => (typeof debit[key] === 'string' ? (debit[key] as string) : undefined);
  const debitNumber = (key: string) => (typeof debit[key] === 'number' ? (debit[key] as number) : undefined);
  const usesBankDetails = debit.use_bank_details === 'Y';
  const bank = money?.bank_account;

  const form: EnquiryForm = {
    productVariant: enquiry.product.variant,
    sourceId: enquiry.source_id,
    tuApplicationId: enquiry.tu_application_id,
    customerNumber: enquiry.customer_id,
    promoCode: enquiry.promocode,
    jointLinkCode: applicant.joint_link_code,
    bankID: applicant.bank_id,

    title: personal?.name?.title,
    firstName: personal?.name?.first,
    middleName: personal?.name?.middle,
    lastName: personal?.name?.last,
    gender: personal?.sex === 'MALE' ? 'Male' : personal?.sex === 'FEMALE' ? 'Female' : undefined,
    dateOfBirth: displayDate(personal?.dob),
    // sent upper-case (doc 2 §3.9): restored as the option value it was
    maritalStatus:
      MARITAL_STATUSES.find((option) => option.value.toUpperCase() === personal?.marital_status)?.value ??
      personal?.marital_status,
    hasDependants: dependants === undefined ? undefined : dependants > 0 ? 'Yes' : 'No',
    dependants: dependants ? String(dependants) : undefined,
    residentialStatus: personal?.residential_status,
    addresses: personal?.addresses?.map(fromEnquiryAddress),
    phoneNumber: contact?.phone?.mobile ?? contact?.phone?.home,
    emailAddress: contact?.email,
    contactMethods: contact?.preferences?.contact_method,
    additionalCardHolder: yesNo(applicant.additional_cardholder),
    username: applicant.user_details?.username,

    consentEmail: yesNo(marketing?.email),
    consentInternetBanking: yesNo(marketing?.internet_banking),
    consentMessaging: yesNo(marketing?.messaging),
    consentVoice: yesNo(marketing?.voice),
    consentPost: yesNo(marketing?.post),

    nationality: personal?.nationality,
    countryBorn: personal?.country_of_birth,
    cityBorn: personal?.city_of_birth,
    ukCitizen: yesNo(tax?.uk_citizen),
    hasAdditionalCitizenships: present(tax?.citizenships),
    citizenshipList: tax?.citizenships,
    taxObligations: flag(tax?.has_tax_obligations) ?? present(tax?.tax_obligations),
    allTaxObligationsListed: flag(tax?.all_tax_obligations_listed),
    taxObligationList: tax?.tax_obligations?.map((row) => ({
      taxCountry: row.country,
      hasTaxNumber: yesNo(row.has_tax_number),
      taxNumber: row.tax_number,
    })),

    employmentStatus: employment?.status,
    employmentIndustry: employment?.industry,
    employmentOccupation: employment?.occupation,
    employerName: employment?.employer_name,
    employmentStartDate: displayDate(employment?.start_date),
    niNumberQuestion: personal?.ni_number ? 'Yes' : personal?.ni_reason ? 'No' : undefined,
    niNumber: personal?.ni_number,
    niReason: personal?.ni_reason,

    grossAnnualIncome: text(money?.gross_annual_income),
    netMonthlyIncome: text(money?.net_monthly_income),
    hasAdditionalIncome: present(otherIncome),
    incomeOtherAmount: text(otherIncome),
    incomeOtherFrequencyOptions: money?.other_income?.frequency,
    hasIncomeReduction: present(money?.revised_gross_annual_income, money?.revised_net_monthly_income),
    revisedGrossAnnualIncome: text(money?.revised_gross_annual_income),
    revisedNetMonthlyIncome: text(money?.revised_net_monthly_income),
    mortgageOrRentExpenditure: text(money?.mortgage_or_rent_expenditure),
    expenditureOther: text(money?.other_expenditure),
    changeOfCircumstances: present(money?.revised_mortgage_or_rent_expenditure, money?.revised_other_expenditure),
    revisedMortgageOrRentExpenditure: text(money?.revised_mortgage_or_rent_expenditure),
    revisedExpenditureOther: text(money?.revised_other_expenditure),
    hasInternationalPayments: yesNo(applicant.payment_abroad),
    internationalPaymentsList: applicant.countries_to_send_and_receive_money,

    incomeOtherPaymentTypeOptions: usageText('payment_type'),
    incomeOtherPaymentAmount: usageText('payment_amount'),
    incomeOtherAccountPurpose: usageText('account_purpose'),
    incomeOtherSavingsTypeOptions: usageText('savings_type'),
    incomeOtherSavingsFrequency: usageText('savings_frequency'),
    incomeOtherSavingsAmount: usageText('savings_amount'),
    incomeOtherSavingsPurpose: usageText('savings_purpose'),
    incomeOtherSavingsAmountBond: text(money?.savings_amount),

    creditLimit: text(money?.credit_limit),
    creditLimitChoice: money?.credit_limit_choice,
    creditLimitIncreaseConsent: flag(applicant.credit_limit_consent),
    bankDetailsSortCode: bank?.sort_code,
    bankDetailsAccountNumber: bank?.account_number,
    lengthOfTimeBankYears: text(bank?.years_with_bank),
    lengthOfTimeBankMonths: text(bank?.months_with_bank),
    paymentDate: applicant.payment_due_day,
    setUpDirectDebit: flag(debit.set_up),
    useBankDetails: flag(debit.use_bank_details),
    directDebitAccountName: debitText('account_name'),
    directDebitSortCode: usesBankDetails ? undefined : debitText('sort_code'),
    directDebitAccountNumber: usesBankDetails ? undefined : debitText('account_number'),
    howToPay: debitText('payment_type'),
    directDebitPaymentAmount: text(debitNumber('fixed_amount')),

    requiresOverdraft: yesNo(applicant.overdraft?.requested),
    applyingForOverdraft: present(applicant.overdraft?.limit),
    overdraftLimit: text(applicant.overdraft?.limit),

    eligibilityQuestions: eligibility.answers,
    dataProtection: eligibility.dataProtection,
  };
  return (stripEmpty(form) ?? {}) as EnquiryForm;
}
