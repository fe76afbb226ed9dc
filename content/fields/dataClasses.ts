// Which names carry personal data or secrets, derived from the field declarations (FieldContent `data`, common rule
// "secrets never in logs, URLs or browser storage"): every field of every step, product, brand, customer kind and
// joint flag, with its list rows, plus registration, login, switching and joint. The platform's log redaction
// (platform/http/logRedaction.ts) and the inspector's masker (src/inspector/sanitise.ts) both read these sets, so a
// new personal field needs only its flag. What is not a declared field (the API's snake_case names, tokens, headers,
// challenge inputs) is declared once beside them in contract/sensitiveNames.ts.
import { NON_FIELD_PERSONAL, NON_FIELD_SECRETS } from '../../contract/sensitiveNames';
import { BRANDS } from '../brands';
import { findProduct, PRODUCT_CODES } from '../products';
import { ALTERNATIVE_IDENTIFICATION_FIELDS, REGISTRATION_FIELDS } from './credentials';
import { eligibilityQuestionFields } from './eligibility';
import { step2Fields } from './employmentDetails';
import { fieldEnvironment } from './environment';
import type { DataClass, FieldContent } from './fieldTypes';
import {
  JOINT_EXISTING_CUSTOMER_FIELD,
  JOINT_INVITATION_FIELDS,
  JOINT_LINK_CODE_FIELD,
  JOINT_OTHER_PERSON_PRESENT_FIELD,
} from './joint';
import { ADDRESS_TYPES, step1Fields } from './personalDetails';
import { reviewFields } from './review';
import { SWITCH_FIELDS } from './switching';

/**
 * The customers whose step 1 and review differ in their fields: a new customer of a brand with an API bank id, one
 * of a brand without (who chooses the bank, doc 2 §3.1 bankID), and an existing customer.
 */
const CUSTOMERS = [
  { brandId: Object.values(BRANDS).find((brand) => brand.apiBankId !== null)?.id ?? 'CB', isExistingCustomer: false },
  { brandId: Object.values(BRANDS).find((brand) => brand.apiBankId === null)?.id ?? 'VM', isExistingCustomer: false },
  { brandId: 'CB', isExistingCustomer: true },
];

/** A field with the rows of its lists (row 0 stands for every row: the rows differ by index only). */
function withRows(fields: readonly FieldContent[]): FieldContent[] {
  return fields.flatMap((field) => [field, ...withRows(field.itemFields?.(0, {}) ?? [])]);
}

/**
 * Every declared field, once by name: the three capture steps for every product (either NI number rule), brand
 * and customer kind (each address type, the overdraft feature on), the eligibility questions, registration, alternative
 * identification, switching and joint.
 */
export function declaredFields(): FieldContent[] {
  const addresses = ADDRESS_TYPES.map((type) => ({ addressType: type.value }));
  // each product as it is and with its NI number rule turned (niReason shows only where the number is optional)
  const products = PRODUCT_CODES.flatMap((code) => findProduct(code) ?? []).flatMap((product) => [
    product,
    { ...product, niNumberRequired: !product.niNumberRequired },
  ]);
  // Step 2's names depend on the product alone (joint only hides the overdraft, asked otherwise); step 1's and
  // review's on the customer too (the bank choice, the username).
  const capture = products.flatMap((product) => [
    ...step2Fields(fieldEnvironment({ product, brandId: 'CB', overdraftsFeature: true }), {}),
    ...eligibilityQuestionFields(product),
    ...CUSTOMERS.flatMap(({ brandId, isExistingCustomer }) => [
      ...step1Fields(fieldEnvironment({ product, brandId, isExistingCustomer }), { addresses }),
      ...reviewFields({ product, isExistingCustomer }, {}),
    ]),
  ]);
  const all = withRows([
    ...capture,
    ...REGISTRATION_FIELDS,
    ...ALTERNATIVE_IDENTIFICATION_FIELDS,
    ...SWITCH_FIELDS,
    JOINT_LINK_CODE_FIELD,
    ...JOINT_INVITATION_FIELDS,
    JOINT_EXISTING_CUSTOMER_FIELD,
    JOINT_OTHER_PERSON_PRESENT_FIELD,
  ]);
  return [...new Map(all.map((field) => [field.name, field])).values()];
}

/**
 * The names a flagged field's value travels under: its top name (`addresses` for `addresses.2.postcode`, the whole
 * list) and its own last part (`postcode`, as an object of the list holds it). Row indexes are not names.
 */
export function namesOf(field: Pick<FieldContent, 'name'>): string[] {
  const parts = field.name.split('.').filter((part) => !/^\d+$/.test(part));
  return [...new Set([parts[0] ?? field.name, parts.at(-1) ?? field.name])];
}

/** The names of the fields flagged with this class (and a secret is never counted as merely personal). */
export function flaggedNames(fields: readonly Pick<FieldContent, 'name' | 'data'>[], dataClass: DataClass): string[] {
  return [...new Set(fields.filter((field) => field.data === dataClass).flatMap(namesOf))];
}

const DECLARED = declaredFields();

/** Every name whose value is a secret: the flagged fields, then the non-field secrets. */
export const SECRET_NAMES: readonly string[] = [
  ...new Set([...flaggedNames(DECLARED, 'secret'), ...NON_FIELD_SECRETS]),
];

/** Every name whose value is personal data (and not a secret): the flagged fields, then the API's names. */
export const PERSONAL_NAMES: readonly string[] = [
  ...new Set([...flaggedNames(DECLARED, 'personal'), ...NON_FIELD_PERSONAL]),
].filter((name) => !SECRET_NAMES.includes(name));
