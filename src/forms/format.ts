// Display formats the screens use (doc 2 §5.2 postcode normalisation, §5.5 sort code pairs).
import { NAMED_TYPES } from '../../contract/ruleTypes/namedTypes';

export { normalisePostcode } from '../../contract/ruleTypes/namedTypes';

/** doc 2 §5.2: the address search is disabled while the postcode is not a UK or BFPO postcode. */
export function isSearchablePostcode(postcode: string): boolean {
  const typed = postcode.trim();
  return NAMED_TYPES.ukPostcode(typed) || NAMED_TYPES.bfpoPostcode(typed);
}

/** 123456 -> 12-34-56 (doc 2 §5.5: sort codes shown as pairs with hyphens). */
export function formatSortCode(sortCode: string): string {
  return sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
}

/** doc 2 §5.2: a BFPO (British Forces Post Office) number, refused by the products that do not allow it. */
export function isBfpoPostcode(postcode: string): boolean {
  return NAMED_TYPES.bfpoPostcode(postcode.trim());
}
