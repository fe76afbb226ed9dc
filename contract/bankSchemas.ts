// Bank details lookup (doc 1 §7 "Reference and documents", doc 2 §3.8, §7.3): POST /ref/bank/search.
// The request is the spec's (account_number, sort_code, authenticated); the response fields are "not shown"
// in the spec (doc 2 §3.8), so this product defines them. A 404 `bank_details_not_found` marks the details
// invalid (doc 1 §8) and blocks a credit-card submit.
import { boolean, type Infer, literal, object, optional, pattern, string } from 'superstruct';

/** doc 2 §5.5: account number 8 digits, sort code 6 digits (the hyphenated pairs are display only). */
export const BankSearchRequest = object({
  account_number: pattern(string(), /^\d{8}$/),
  sort_code: pattern(string(), /^\d{6}$/),
  /** doc 1 §7: whether the caller has an authenticated session; accepted, it changes nothing in the answer. */
  authenticated: optional(boolean()),
});
export type BankSearchRequest = Infer<typeof BankSearchRequest>;

/** The details of a sort code and account number that pass the modulus check at a known branch. */
export const BankSearchResponse = object({
  bank_name: string(),
  branch: string(),
  sort_code: pattern(string(), /^\d{6}$/),
  account_number: pattern(string(), /^\d{8}$/),
  valid: literal(true),
});
export type BankSearchResponse = Infer<typeof BankSearchResponse>;

/** The error code of a 404: unknown sort code or a pair that fails the modulus check (doc 1 §8). */
export const BANK_DETAILS_NOT_FOUND = 'bank_details_not_found';
