// What the account-opened page adds to each product's sections (doc 1 "Account opened"; doc 3 §2 "Account opened":
// "title with the product name; account number and sort code only for products flagged to show them; links to the
// app stores; bullet sections per product; optional buttons to access the account and to get help. Sections 2, 3, 4,
// 5 and 9 are hidden for alternative (downgrade) products").

/** doc 1 "Account opened": the sections an alternative (downgrade) product does not show. */
export const SECTIONS_HIDDEN_FOR_ALTERNATIVE: readonly number[] = [2, 3, 4, 5, 9];

/** The arranged-overdraft section's number (content/products.ts CURRENT_ACCOUNT_OPENED). */
export const OVERDRAFT_SECTION = 2;

export const ACCOUNT_OPENED_COPY = {
  /** The overdraft that was agreed, by its limit, instead of "If we agreed an overdraft". */
  agreedOverdraft: (limit: number) =>
    `Your arranged overdraft of £${limit.toLocaleString('en-GB')} is ready to use as soon as your card arrives.`,
  accessAccount: 'Access your account',
  help: 'Get help',
  helpLine: (phone: string, hours: readonly string[]) => `Call us on ${phone}. ${hours.join('. ')}`,
} as const;
