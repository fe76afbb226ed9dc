// Display formats the screens use (doc 2 §5.2 postcode normalisation, §5.5 sort code pairs).
export { normalisePostcode } from '../../services/ruleTypes/namedTypes';

/** 123456 -> 12-34-56 (doc 2 §5.5: sort codes shown as pairs with hyphens). */
export function formatSortCode(sortCode: string): string {
  return sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
}
