// What the account-opened page shows for each product (doc 1 "Account opened"; doc 3 §2 "Account opened":
// "title with the product name; account number and sort code only for products flagged to show them; links to the
// app stores; bullet sections per product; optional buttons to access the account and to get help. Sections 2, 3, 4,
// 5 and 9 are hidden for alternative (downgrade) products"). The selection is pure (accountOpenedContent) and
// unit-tested per product in accountOpened.test.ts; screens/AccountOpenedScreen.tsx only lays it out.
import { type AccountOpenedSection, accountOpenedSectionsFor, type ProductDefinition } from './products';

/** The arranged-overdraft section's number (content/products.ts CURRENT_ACCOUNT_OPENED). */
export const OVERDRAFT_SECTION = 2;

/** The "Switching to us" section's number: the switch button sits in it (doc 3 "Switch pages"). */
export const SWITCH_SECTION = 9;

export const ACCOUNT_OPENED_COPY = {
  /** The overdraft that was agreed, by its limit, instead of "If we agreed an overdraft". */
  agreedOverdraft: (limit: number) =>
    `Your arranged overdraft of £${limit.toLocaleString('en-GB')} is ready to use as soon as your card arrives.`,
  /** Sends SWITCH_START: the switch page (machines/switch.ts) for a current account not switched yet. */
  switchButton: 'Switch your current account to us',
  accessAccount: 'Access your account',
  help: 'Get help',
  /** The brand's number is the page footer's (src/Layout.tsx): the page shows it once (issue 15), so this line
   * points to it and gives the hours. */
  helpLine: (hours: readonly string[]) => `Call us on the number at the foot of this page. ${hours.join('. ')}`,
} as const;

export type AppLink = 'apple' | 'google' | 'amazon';

export interface AccountOpenedOptions {
  /** An existing customer: bullets for new customers only are left out, and the other way round. */
  isExisting: boolean;
  /** An alternative (downgrade) product was opened: sections 2, 3, 4, 5 and 9 are hidden. */
  altProduct: boolean;
  /** The accepted offer's overdraft limit: 0 when none was agreed (refused or not offered), undefined if unknown. */
  agreedOverdraft: number | undefined;
  /** The Amazon app store link's feature (content/features.ts amazonLink, the DYB/VM family's). */
  amazonLink: boolean;
}

export interface AccountOpenedContent {
  /** The product's flag (doc 2 §3.8): account number and sort code from the completed-case retrieval. */
  showAccountDetails: boolean;
  sections: { number?: number; header: string; bullets: string[] }[];
  appLinks: AppLink[];
}

function bulletsOf(section: AccountOpenedSection, options: AccountOpenedOptions): string[] {
  // The agreed overdraft by its limit (issue 15: not "If we agreed an overdraft" once one was agreed).
  if (section.number === OVERDRAFT_SECTION && options.agreedOverdraft)
    return [ACCOUNT_OPENED_COPY.agreedOverdraft(options.agreedOverdraft)];
  return section.bullets
    .filter((bullet) => (options.isExisting ? !bullet.newCustomerOnly : !bullet.existingCustomerOnly))
    .map((bullet) => bullet.text);
}

/** The page's content for a product opened (doc 1 "Account opened"). */
export function accountOpenedContent(
  product: ProductDefinition | undefined,
  options: AccountOpenedOptions,
): AccountOpenedContent {
  const sections = product ? accountOpenedSectionsFor(product, { isAltProduct: options.altProduct }) : [];
  return {
    showAccountDetails: product?.showAccountDetails === true,
    sections: sections
      // No overdraft agreed (none offered, or refused): no overdraft section.
      .filter((section) => !(section.number === OVERDRAFT_SECTION && options.agreedOverdraft === 0))
      .map((section) => ({
        ...(section.number === undefined ? {} : { number: section.number }),
        header: section.header,
        bullets: bulletsOf(section, options),
      }))
      .filter((section) => section.bullets.length > 0),
    appLinks: options.amazonLink ? ['apple', 'google', 'amazon'] : ['apple', 'google'],
  };
}
