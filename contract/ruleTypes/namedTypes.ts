// The named types of the `type` rule (doc 2 §5.8 "named type"), one predicate each.
// Each predicate receives a non-empty string; lengths that are separate rules in the spec
// (email 6 to 70, names 1 to 35) stay separate rules, so a type checks only the shape.
import { parseDisplayDate } from '../dates';

/**
 * Email (doc 2 §5.1 "standard email pattern"): a dot-atom local part and a domain with at least one
 * dot. Two readings exist of "standard": the HTML input pattern (a dotless domain passes) and the
 * usual one requiring a top-level domain; the stricter, with a top-level domain, is used.
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * UK postcode (doc 2 §5.2): the UK government pattern (outward code, optional single space, inward
 * code) plus the special code GIR 0AA. Case is not checked because the screen upper-cases on blur
 * (doc 2 §5.2). BFPO numbers are a separate type, so a product can refuse them; overseas-territory
 * codes (ASCN 1ZZ, STHL 1ZZ, ...) are not UK residential postcodes and are refused.
 */
const UK_POSTCODE =
  /^(?:(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2}|GIR ?0AA)$/i;

/** BFPO (British Forces Post Office) numbers, e.g. "BFPO 123" (doc 2 §5.2). */
const BFPO_POSTCODE = /^BFPO ?[0-9]{1,4}$/i;

/**
 * National Insurance number (doc 2 §5.3): two prefix letters, six digits, suffix A to D, no spaces.
 * First letter not D, F, I, Q, U, V; second not D, F, I, O, Q, U, V; prefixes BG, GB, KN, NK, NT,
 * TN, ZZ are never issued. Two readings: "2 to 9 characters" and "standard NI format"; the stricter,
 * the full nine-character format with its suffix letter, is used.
 */
const NI_NUMBER = /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$/;
/**
 * "Test values allowed" (doc 2 §5.3) means the QQ prefix, which HMRC reserves for examples and test
 * data ("QQ 12 34 56 C") and which the letter rules above would otherwise refuse.
 */
const NI_TEST_VALUE = /^QQ[0-9]{6}[A-D]$/;

/** Letters (A to Z), hyphen, apostrophe and at most two spaces, with at least one letter (doc 2 §5.1). */
const NAME_CHARACTERS = /^[A-Za-z' -]+$/;

const typeChecks = {
  email: (value: string) => EMAIL.test(value),
  ukPostcode: (value: string) => UK_POSTCODE.test(value),
  bfpoPostcode: (value: string) => BFPO_POSTCODE.test(value),
  niNumber: (value: string) => NI_NUMBER.test(value.toUpperCase()) || NI_TEST_VALUE.test(value.toUpperCase()),
  /** General mode: 01, 02 or 07 then 9 digits, exactly 11, no spaces or symbols (doc 2 §5.1). */
  ukPhone: (value: string) => /^0[127][0-9]{9}$/.test(value),
  /** Mobile-only mode: 07 then 9 digits (doc 2 §5.1). */
  mobilePhone: (value: string) => /^07[0-9]{9}$/.test(value),
  name: (value: string) =>
    NAME_CHARACTERS.test(value) && /[A-Za-z]/.test(value) && (value.match(/ /g)?.length ?? 0) <= 2,
  digits: (value: string) => /^[0-9]+$/.test(value),
  /** Digits only, 1 to 9 long, parsed as a whole number (doc 2 §5.4). */
  currency: (value: string) => /^[0-9]{1,9}$/.test(value),
  /** 6 digits; the hyphenated pairs are display only (doc 2 §5.5). */
  sortCode: (value: string) => /^[0-9]{6}$/.test(value),
  accountNumber: (value: string) => /^[0-9]{8}$/.test(value),
  /** DD-MM-YYYY, a real calendar date, years 1800 to 2999 (doc 2 §5.1). */
  date: (value: string) => {
    const date = parseDisplayDate(value);
    return date !== undefined && date.year >= 1800 && date.year <= 2999;
  },
} satisfies Record<string, (value: string) => boolean>;

export type NamedType = keyof typeof typeChecks;

export const NAMED_TYPES: Readonly<Record<NamedType, (value: string) => boolean>> = typeChecks;

export function isNamedType(name: string): name is NamedType {
  return Object.hasOwn(NAMED_TYPES, name);
}

/** A typed postcode as the screen stores it: upper case, one space before the inward code (doc 2 §5.2). */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (/^BFPO[0-9]+$/.test(compact)) return `BFPO ${compact.slice(4)}`;
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}
