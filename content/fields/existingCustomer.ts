// An existing customer's details on step 1 and review (doc 1 §4 "Existing-customer data"; doc 2 §4, §9; doc 3 §2
// "Personal details"): the fields the bank's records fill and the applicant cannot change, the masks they are shown
// with (the sentinel National Insurance numbers and the marketing preferences rule, which the chart reads at entry,
// are in customerRecords.ts). Masks are for display only: the form keeps the real values, which are what the platform receives (doc 2 §7.1).
import type { ApplicationForm } from '../../contract/applicationForm';
import { TITLES } from '../options';
import type { FieldContent } from './fieldTypes';

// ---------------------------------------------------------------- masks (doc 2 §9 "Data masks")

/**
 * doc 2 §9 "date of birth 2": read as the first two of the three parts of DD-MM-YYYY (day and month) masked, so the
 * year alone shows: 14-03-1985 is shown as **-**-1985.
 */
export const DATE_OF_BIRTH_MASKED_PARTS = 2;

/**
 * doc 2 §9 "phone 5 from position 3": five characters masked from position 3, counted from 0 as a string index is
 * (the first three and the last three digits of an 11-digit number show): 07700900101 is shown as 077*****101.
 */
export const PHONE_MASK = { from: 3, length: 5 } as const;

const MASK = '*';

/** The date of birth as shown to an existing customer: day and month masked. A value not of that shape is masked whole. */
export function maskDateOfBirth(dateOfBirth: string): string {
  const parts = dateOfBirth.split('-');
  if (parts.length !== 3) return MASK.repeat(dateOfBirth.length);
  return parts.map((part, index) => (index < DATE_OF_BIRTH_MASKED_PARTS ? MASK.repeat(part.length) : part)).join('-');
}

/** The phone number as shown to an existing customer: five characters masked from position 3. */
export function maskPhone(phone: string): string {
  const end = Math.min(phone.length, PHONE_MASK.from + PHONE_MASK.length);
  if (phone.length <= PHONE_MASK.from) return MASK.repeat(phone.length);
  return `${phone.slice(0, PHONE_MASK.from)}${MASK.repeat(end - PHONE_MASK.from)}${phone.slice(end)}`;
}

/** The masks of doc 2 §9, by field name. */
export const FIELD_MASKS: Readonly<Record<string, (value: string) => string>> = {
  dateOfBirth: maskDateOfBirth,
  phoneNumber: maskPhone,
};

// ---------------------------------------------------------------- read-only fields (doc 1 §4, doc 2 §4)

/** The current address's lines (not its date moved, which the records do not hold). */
const CURRENT_ADDRESS_LINES = [
  'addresses.0.addressPrefix',
  'addresses.0.houseName',
  'addresses.0.houseNumber',
  'addresses.0.streetName',
  'addresses.0.city',
  'addresses.0.county',
  'addresses.0.postcode',
];

/**
 * doc 2 §4: "Existing-customer fields title, names, date of birth, gender, phone and addresses are read-only" (doc 1
 * §4: the title is "editable in some cases").
 */
export const READ_ONLY_FIELDS: readonly string[] = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'gender',
  'phoneNumber',
  ...CURRENT_ADDRESS_LINES,
];

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The fields an existing customer sees read-only, decided from the values the page opened with: each field of
 * READ_ONLY_FIELDS that the records filled. One the records left empty stays a question (there is nothing to
 * protect, and the application needs an answer); the title is editable when the records hold one the title list
 * does not offer (doc 1 §4 "editable in some cases"); the address lines go together, when the address has a postcode.
 */
export function readOnlyFieldNames(opened: ApplicationForm): Set<string> {
  const names = new Set<string>();
  const current = opened.addresses?.[0];
  for (const name of READ_ONLY_FIELDS) {
    if (name.startsWith('addresses.0.')) continue;
    const value = opened[name as keyof ApplicationForm];
    if (!filled(value)) continue;
    if (name === 'title' && !TITLES.some((title) => title.value === value)) continue;
    names.add(name);
  }
  if (current && current.addressType !== 'international' && filled(current.postcode)) {
    for (const name of CURRENT_ADDRESS_LINES) names.add(name);
  }
  return names;
}

/** The fields with those of `names` marked read-only, with the masks of doc 2 §9. */
export function withReadOnlyFields(fields: readonly FieldContent[], names: ReadonlySet<string>): FieldContent[] {
  return fields.map((field) =>
    names.has(field.name)
      ? { ...field, readOnly: true, ...(FIELD_MASKS[field.name] ? { mask: FIELD_MASKS[field.name] } : {}) }
      : field,
  );
}

/** Whether the current address is shown from the records (read-only) rather than asked. */
export function isCurrentAddressReadOnly(names: ReadonlySet<string>): boolean {
  return names.has('addresses.0.postcode');
}

/**
 * The form as an existing customer's summary shows it (review, doc 3 §2): the masked fields masked. For display
 * only: never a value to send.
 */
export function maskedForDisplay(form: ApplicationForm): ApplicationForm {
  return {
    ...form,
    ...(form.dateOfBirth ? { dateOfBirth: maskDateOfBirth(form.dateOfBirth) } : {}),
    ...(form.phoneNumber ? { phoneNumber: maskPhone(form.phoneNumber) } : {}),
  };
}

// ---------------------------------------------------------------- copy (doc 3 §2 "Personal details")

export const EXISTING_CUSTOMER_COPY = {
  /** doc 3 §2: existing customers see their details from the records read-only and masked. */
  fromRecords: (phone: string) =>
    `We have filled in some of your details from our records, and you can't change them here. If any of them is wrong, call us on ${phone}.`,
  /** doc 3 §2 "with guidance listing invalid fields": a detail of the records this application cannot take. */
  invalidFields: (labels: readonly string[], phone: string) =>
    `Some of the details we hold for you can't be used for this application: ${labels.join(', ')}. Call us on ${phone} to update them, then continue your application.`,
  /** The current address from the records, one line. */
  addressLabel: 'Address',
} as const;

/** A field's label as a read-only row shows it (no "(optional)": nothing is asked). */
export function readOnlyLabel(field: Pick<FieldContent, 'label'>): string {
  return field.label.replace(/\s*\(optional\)$/, '');
}
