// What the account-opened page shows for each product (doc 1 "Account opened"; doc 3 §2 "Account opened":
// "title with the product name; account number and sort code only for products flagged to show them; links to the
// app stores; bullet sections per product; optional buttons to access the account and to get help. Sections 2, 3, 4,
// 5 and 9 are hidden for alternative (downgrade) products"). The selection is pure (accountOpenedContent) and
// unit-tested per product in accountOpened.test.ts; screens/AccountOpenedScreen.tsx only lays it out.
// The sections' text is here, not in the catalogue (content/products.ts), so that it loads with this page and not
// with the start page (issue 16: start page ≤ 100 KB); each product type has its sections, a fixed-rate bond its own.
import { FIGURES, inWords } from './figures';
import type { ProductDefinition, ProductType } from './products';

export interface AccountOpenedSection {
  /**
   * The section's number on the account-opened page: sections 2, 3, 4, 5 and 9 are hidden for alternative
   * (downgrade) products (doc 1 "Account opened", doc 3 §2). Absent: always shown.
   */
  number?: number;
  header: string;
  bullets: { text: string; existingCustomerOnly?: boolean; newCustomerOnly?: boolean }[];
}

const REGISTRATION_BULLETS = [
  { text: 'Log in to internet banking with your existing details.', existingCustomerOnly: true },
  { text: 'Register for internet and telephone banking to manage your account online.', newCustomerOnly: true },
];

// doc 3 §9 figures of the account-opened bullets (content/figures.ts), as the bullets write them
const CONFIRMATION_DAYS = inWords(FIGURES.general.confirmationWorkingDays);
const TRANSFER_DAYS = inWords(FIGURES.general.balanceTransferWorkingDays);

/** Sections numbered as doc 1 "Account opened" counts them: 2, 3, 4, 5 and 9 are hidden for alternative products. */
const CURRENT_ACCOUNT_OPENED: AccountOpenedSection[] = [
  {
    number: 1,
    header: 'What happens next',
    bullets: [
      { text: `Your debit card and PIN will arrive separately by post in ${FIGURES.general.cardAndPinDays} days.` },
      { text: `We will send you a confirmation of your account within ${CONFIRMATION_DAYS} working days.` },
    ],
  },
  {
    number: 2,
    header: 'Your arranged overdraft',
    bullets: [{ text: 'If we agreed an overdraft, it is ready to use as soon as your card arrives.' }],
  },
  {
    number: 6,
    header: 'Banking on the go',
    bullets: [
      { text: 'Download our app to check your balance, pay people and manage your card.' },
      ...REGISTRATION_BULLETS,
    ],
  },
  {
    number: 9,
    header: 'Switching to us',
    bullets: [
      {
        text: `Switch your old account to us in ${FIGURES.switching.guaranteeBusinessDays} working days with the Current Account Switch Service.`,
      },
    ],
  },
];

const SAVINGS_OPENED: AccountOpenedSection[] = [
  {
    number: 1,
    header: 'What happens next',
    bullets: [
      { text: `We will send you a confirmation of your account within ${CONFIRMATION_DAYS} working days.` },
      { text: 'Interest is paid annually on 31 December, or the next business day.' },
    ],
  },
  {
    number: 6,
    header: 'Managing your savings',
    bullets: [{ text: 'Download our app to see your savings and move money.' }, ...REGISTRATION_BULLETS],
  },
];

const BOND_OPENED: AccountOpenedSection[] = [
  {
    number: 1,
    header: 'Paying in',
    bullets: [
      { text: 'Send your deposit to the account number and sort code below before deposits close for this issue.' },
      { text: 'Your rate is fixed from the day your deposit arrives until the bond matures.' },
    ],
  },
  ...SAVINGS_OPENED.slice(1),
];

const ISA_OPENED: AccountOpenedSection[] = [
  {
    number: 1,
    header: 'What happens next',
    bullets: [
      { text: `We will send you a confirmation of your ISA within ${CONFIRMATION_DAYS} working days.` },
      { text: `If you asked to transfer an ISA, the transfer can take up to ${TRANSFER_DAYS} working days.` },
    ],
  },
  ...SAVINGS_OPENED.slice(1),
];

const CREDIT_CARD_OPENED: AccountOpenedSection[] = [
  {
    number: 1,
    header: 'What happens next',
    bullets: [
      { text: `Your card and PIN will arrive separately by post in ${FIGURES.general.cardAndPinDays} days.` },
      {
        text: `If you asked for an additional cardholder, return the form we post to you within ${inWords(FIGURES.creditCards.additionalCardholderFormWorkingDays)} working days.`,
      },
    ],
  },
  {
    number: 3,
    header: 'Balance transfers',
    bullets: [
      { text: 'You can make up to three balance transfers online, up to your credit limit, with no fee.' },
      { text: `A balance transfer can take up to ${TRANSFER_DAYS} working days.` },
    ],
  },
  {
    number: 6,
    header: 'Managing your card',
    bullets: [{ text: 'Download our app to check your balance and statements.' }, ...REGISTRATION_BULLETS],
  },
];

/** Each product type's sections (doc 1 "Account opened"); a fixed-rate bond has the bond's (paying in first). */
const SECTIONS_BY_TYPE: Readonly<Record<ProductType, AccountOpenedSection[]>> = {
  current: CURRENT_ACCOUNT_OPENED,
  savings: SAVINGS_OPENED,
  cashISA: ISA_OPENED,
  'credit-card': CREDIT_CARD_OPENED,
};

/** Sections hidden for alternative (downgrade) products (doc 1 "Account opened", doc 3 §2). */
export const ALT_PRODUCT_HIDDEN_SECTIONS: readonly number[] = [2, 3, 4, 5, 9];

/** The account-opened sections to show: alternative products hide sections 2, 3, 4, 5 and 9. */
export function accountOpenedSectionsFor(
  product: Pick<ProductDefinition, 'productType' | 'group'>,
  options: { isAltProduct?: boolean } = {},
): AccountOpenedSection[] {
  const sections = product.group === 'fixedRateBond' ? BOND_OPENED : SECTIONS_BY_TYPE[product.productType];
  if (!options.isAltProduct) return sections;
  return sections.filter(
    (section) => section.number === undefined || !ALT_PRODUCT_HIDDEN_SECTIONS.includes(section.number),
  );
}

/** The arranged-overdraft section's number (CURRENT_ACCOUNT_OPENED above). */
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
