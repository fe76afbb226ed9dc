// The secrets of each seeded customer (content/seededCustomers.ts) in the form they are hashed and
// compared: one entry per secret, named by its purpose. The generator hashes these; the fingerprint tells
// a test when the checked-in hashes no longer match the documented values.
import { createHash } from 'node:crypto';
import { SEEDED_CUSTOMERS, type SeededCustomer } from '../../content/seededCustomers';
import { normalise } from './secretHash';

export interface SeedSecret {
  customerNumber: string;
  /** e.g. `password:3` (third character), `answer:SQ02`, `access_code`, `debit_pan`, `credit_pan`. */
  purpose: string;
  value: string;
}

export function secretsOf(customer: SeededCustomer): SeedSecret[] {
  const secrets: SeedSecret[] = [];
  const add = (purpose: string, value: string): void => {
    secrets.push({ customerNumber: customer.customerNumber, purpose, value });
  };
  // Partial password (doc 2 §3.5): one hash per position, so any three positions can be checked.
  for (const [index, character] of [...(customer.password ?? '')].entries()) {
    add(`password:${index + 1}`, normalise.passwordCharacter(index + 1, character));
  }
  for (const question of customer.securityQuestions) {
    add(`answer:${question.id}`, normalise.securityAnswer(question.answer));
  }
  if (customer.accessCode) add('access_code', customer.accessCode);
  if (customer.debitCard) add('debit_pan', normalise.digits(customer.debitCard.pan));
  if (customer.creditCard) add('credit_pan', normalise.digits(customer.creditCard.pan));
  return secrets;
}

export function allSeedSecrets(): SeedSecret[] {
  return SEEDED_CUSTOMERS.flatMap(secretsOf);
}

/** Changes whenever a documented secret changes: then run the generator again. */
export function seedSecretsFingerprint(): string {
  return createHash('sha256').update(JSON.stringify(allSeedSecrets())).digest('hex').slice(0, 32);
}
