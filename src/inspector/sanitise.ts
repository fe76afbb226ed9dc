// The ONE sanitiser between an applicant's tab and the inspector: every event and snapshot the inspector
// receives has been through `maskPersonalData` first, so personal data (doc 2 §3.1: names, dates of birth,
// addresses, phone, email, NI number, bank and card numbers, credentials, answers, PIN, tokens) never leaves
// the tab unmasked.
//
// Three rules, applied to every key of every object, at any depth:
// 1. a key that names personal data (a field flagged personal or secret in content/fields, a name of
//    contract/sensitiveNames.ts, or a name pattern below)
//    masks its whole value, whatever its shape;
// 2. under a form (`form`, `values`, `persisted.form`: the flat fields of doc 2 §3.1) it is default-deny: a
//    string or number is kept only when its field is declared with a fixed option list (content/fields) and is
//    not personal; free text, unknown fields and list items are masked;
// 3. elsewhere values are kept (state names, case states, error codes, counters, flags).
// Booleans are always kept: a flag says nothing about the person.
import { PERSONAL_NAMES, SECRET_NAMES } from '../../content/fields/dataClasses';
import { EMPLOYMENT_FIELDS } from '../../content/fields/employmentDetails';
import type { FieldContent } from '../../content/fields/fieldTypes';
import { REVIEW_FIELDS } from '../../content/fields/review';

export const MASK = '•••';

/**
 * Name patterns that are personal wherever they appear (API payloads, actor outputs, the chart's context): doc 2
 * §3.1 Personal, §3.2 address, §3.3 customer and accounts, §3.5 session and challenge answers, §3.6 case summary
 * names, §5.6 letter code. A net under the declared names (DECLARED_PERSONAL) for keys no declaration names.
 */
const PERSONAL_NAME =
  /name|birth|dob|address|street|house|postcode|city|county|town|phone|mobile|email|nino|insurance|sortCode|sort_code|accountNumber|account_number|pan$|card|iban|password|passcode|secret|answer|pin$|Pin|otp|token|acn|authData|username|customer_number|letterCode|lettercode|linkCode|link_code|potential_address|first_name|last_name|public_key|session_?id/i;

/**
 * The names declared personal or secret (content/fields/dataClasses.ts): every field flagged `data` in content/fields,
 * with its list's name and its own, and the API's and the chart's other names of contract/sensitiveNames.ts. Masked
 * whatever their names look like: a new personal field is masked once it is flagged.
 */
export const DECLARED_PERSONAL: ReadonlySet<string> = new Set([...PERSONAL_NAMES, ...SECRET_NAMES]);

/** The form fields whose values may be shown: declared with a fixed option list, and not personal. */
const OPTION_FIELDS: ReadonlySet<string> = new Set(
  [...EMPLOYMENT_FIELDS, ...REVIEW_FIELDS]
    .filter((field: FieldContent) => field.options !== undefined || field.control === 'checkbox')
    .map((field) => topName(field.name))
    .filter((name) => !DECLARED_PERSONAL.has(name) && !PERSONAL_NAME.test(name))
    .concat(['productCode', 'subType', 'productVariant', 'bankID', 'primaryBankId', 'isExistingCustomer', 'caseId']),
);

/** Keys under which an object is a (partial) application form of doc 2 §3.1. */
const FORM_KEYS: ReadonlySet<string> = new Set(['form', 'values']);

function topName(name: string): string {
  return name.split('.')[0] ?? name;
}

/** True when a key names personal data on its own (rule 1). Exported for the tests. */
export function isPersonalKey(key: string): boolean {
  // The chart's lookup states (addressLookup, bankLookup) are not personal as such: their fields are.
  if (key.endsWith('Lookup')) return false;
  return DECLARED_PERSONAL.has(key) || PERSONAL_NAME.test(key);
}

/** True when a form field's value may be shown (rule 2). Exported for the tests. */
export function isShownFormField(key: string): boolean {
  return OPTION_FIELDS.has(key) && !isPersonalKey(key);
}

/** Every leaf masked, the shape kept (so the inspector still shows which fields are filled). */
function maskAll(value: unknown, depth: number): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === '' ? '' : MASK;
  if (typeof value === 'number' || typeof value === 'bigint') return MASK;
  if (depth > 12) return MASK;
  if (Array.isArray(value)) return value.map((item) => maskAll(item, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskAll(item, depth + 1)]));
  }
  return MASK;
}

/** A call actor's output: default-deny like a form (rule 2), whatever the call answered. */
export function maskOutput(output: unknown): unknown {
  return maskForm(output, 1);
}

function maskForm(form: unknown, depth: number): unknown {
  if (form === null || typeof form !== 'object' || Array.isArray(form)) return maskAll(form, depth);
  return Object.fromEntries(
    Object.entries(form).map(([key, value]) => [
      key,
      isShownFormField(key) && (typeof value === 'string' || typeof value === 'boolean')
        ? value
        : typeof value === 'boolean'
          ? value
          : maskAll(value, depth + 1),
    ]),
  );
}

/**
 * A copy of `value` with personal data masked (rules above). Functions, class instances other than plain
 * objects and arrays (actor refs, errors) become their type name: the inspector needs none of them.
 */
export function maskPersonalData(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object') return String(value);
  if (depth > 12) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    if (value instanceof Error) return { name: value.name, message: MASK };
    return `[${prototype?.constructor?.name ?? 'object'}]`;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (isPersonalKey(key)) return [key, maskAll(item, depth + 1)];
      if (FORM_KEYS.has(key)) return [key, maskForm(item, depth + 1)];
      return [key, maskPersonalData(item, depth + 1)];
    }),
  );
}

/** Event payload keys shown as they are (ids, paths and amounts the chart routes on, not the person). */
const SHOWN_EVENT_KEYS: ReadonlySet<string> = new Set([
  'path',
  'offerId',
  'caseId',
  'bankId',
  'link',
  'limit',
  'answerId',
  'error',
  'documents',
]);

/**
 * An event for the inspector: its type, and its payload default-deny (events carry form values, search terms,
 * answers and codes the applicant typed): a payload key not known to be safe has its values masked; `values`
 * is a form (rule 2), and so is the `output` of an actor's done event (a call's answer: case, customer, addresses),
 * default-deny; the `error` of an error event goes through the rules above.
 */
export function maskEvent(
  event: { type: string } & Record<string, unknown>,
): { type: string } & Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) {
    if (key === 'type') continue;
    if (FORM_KEYS.has(key) || key === 'output') masked[key] = maskForm(value, 1);
    else if (SHOWN_EVENT_KEYS.has(key))
      masked[key] = (maskPersonalData({ [key]: value }) as Record<string, unknown>)[key];
    else masked[key] = maskAll(value, 1);
  }
  return { type: event.type, ...masked };
}
