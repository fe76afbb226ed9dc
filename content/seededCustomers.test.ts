// The seeded customers are added to by several engineers at once (the generated paths' own, the accessibility
// tests' own): a customer number, username, mobile, email or card used twice makes two tests read each other's
// texted passcodes or lock each other out, and a login finds the wrong record. Each must be one customer's alone.
import { describe, expect, it } from 'vitest';
import { LOGIN_USERNAME_PATTERN } from './fields/patterns';
import { SANDBOX_CUSTOMER_NUMBERS, SEEDED_CUSTOMERS, SEEDED_NI_NUMBERS } from './seededCustomers';

function repeated(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

describe('seeded customers are each their own', () => {
  it.each([
    ['customer number', (c: (typeof SEEDED_CUSTOMERS)[number]) => c.customerNumber],
    ['customer id', (c: (typeof SEEDED_CUSTOMERS)[number]) => c.customerId],
    ['username', (c: (typeof SEEDED_CUSTOMERS)[number]) => c.username],
    ['mobile', (c: (typeof SEEDED_CUSTOMERS)[number]) => c.mobile],
    ['email', (c: (typeof SEEDED_CUSTOMERS)[number]) => c.email],
    ['debit card', (c: (typeof SEEDED_CUSTOMERS)[number]) => c.debitCard?.pan],
  ])('no %s is used twice', (_, fieldOf) => {
    expect(repeated(SEEDED_CUSTOMERS.map(fieldOf))).toEqual([]);
  });

  // a longer one is refused by the login page and the login app before any challenge (issue 14 paths P1 found it)
  it('every username is one a customer can log in with: 6 to 16 letters or digits (doc 2 §5.6)', () => {
    const usernames = SEEDED_CUSTOMERS.flatMap((customer) => (customer.username ? [customer.username] : []));
    expect(usernames.filter((username) => !new RegExp(LOGIN_USERNAME_PATTERN).test(username))).toEqual([]);
  });

  it('every NI number and named customer number belongs to a seeded customer, and no NI number is used twice', () => {
    const numbers = new Set(SEEDED_CUSTOMERS.map((customer) => customer.customerNumber));
    for (const number of [...Object.keys(SEEDED_NI_NUMBERS), ...Object.values(SANDBOX_CUSTOMER_NUMBERS)])
      expect(numbers.has(number), number).toBe(true);
    expect(repeated(Object.values(SEEDED_NI_NUMBERS))).toEqual([]);
  });
});
