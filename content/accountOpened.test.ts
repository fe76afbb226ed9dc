// The account-opened page's content per product (doc 1 "Account opened", doc 3 §2 "Account opened"; issue 15's
// defects): which sections and bullets, the account details flag, the app links, and the agreed overdraft.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_OPENED_COPY, type AccountOpenedOptions, accountOpenedContent, SWITCH_SECTION } from './accountOpened';
import { BRANDS } from './brands';
import { findProduct, type ProductDefinition } from './products';

function product(code: string): ProductDefinition {
  const found = findProduct(code);
  if (!found) throw new Error(`no product ${code}`);
  return found;
}

const NEW: AccountOpenedOptions = {
  isExisting: false,
  altProduct: false,
  agreedOverdraft: undefined,
  amazonLink: false,
};
const numbers = (code: string, options: AccountOpenedOptions = NEW) =>
  accountOpenedContent(product(code), options).sections.map((section) => section.number);
const bullets = (code: string, options: AccountOpenedOptions = NEW) =>
  accountOpenedContent(product(code), options).sections.flatMap((section) => section.bullets);

const REGISTER_BULLET = 'Register for internet and telephone banking to manage your account online.';
const LOG_IN_BULLET = 'Log in to internet banking with your existing details.';

describe('account opened: a current account (IM135)', () => {
  it('shows the account details, what happens next, the overdraft, the app and the switching sections', () => {
    const content = accountOpenedContent(product('IM135'), NEW);
    expect(content.showAccountDetails).toBe(true);
    expect(content.sections.map((section) => section.header)).toEqual([
      'What happens next',
      'Your arranged overdraft',
      'Banking on the go',
      'Switching to us',
    ]);
    expect(content.sections.at(-1)?.number).toBe(SWITCH_SECTION);
  });

  it('says the agreed overdraft by its limit, never "If we agreed an overdraft" once one was agreed', () => {
    const agreed = bullets('IM135', { ...NEW, agreedOverdraft: 500 });
    expect(agreed).toContain(ACCOUNT_OPENED_COPY.agreedOverdraft(500));
    expect(ACCOUNT_OPENED_COPY.agreedOverdraft(1500)).toBe(
      'Your arranged overdraft of £1,500 is ready to use as soon as your card arrives.',
    );
    expect(agreed.some((text) => text.startsWith('If we agreed an overdraft'))).toBe(false);
  });

  it('has no overdraft section when none was agreed (refused or not offered)', () => {
    expect(numbers('IM135', { ...NEW, agreedOverdraft: 0 })).toEqual([1, 6, 9]);
  });

  it('keeps the general overdraft wording when the offer is not known (a return from another service)', () => {
    expect(bullets('IM135')).toContain('If we agreed an overdraft, it is ready to use as soon as your card arrives.');
  });

  it('asks a new customer to register and tells an existing one to log in', () => {
    expect(bullets('IM135')).toContain(REGISTER_BULLET);
    expect(bullets('IM135')).not.toContain(LOG_IN_BULLET);
    const existing = bullets('IM135', { ...NEW, isExisting: true });
    expect(existing).toContain(LOG_IN_BULLET);
    expect(existing).not.toContain(REGISTER_BULLET);
  });

  it('hides sections 2, 3, 4, 5 and 9 for an alternative product (the Readycash downgrade, IM800)', () => {
    expect(numbers('IM800', { ...NEW, altProduct: true })).toEqual([1, 6]);
    expect(numbers('IM800')).toEqual([1, 2, 6, 9]);
  });
});

describe('account opened: savings, bonds, cash ISAs and credit cards', () => {
  it('shows savings products their account details and their own sections, no overdraft or switching', () => {
    const content = accountOpenedContent(product('IM760'), NEW);
    expect(content.showAccountDetails).toBe(true);
    expect(content.sections.map((section) => section.header)).toEqual(['What happens next', 'Managing your savings']);
  });

  it('tells a bond how to pay in', () => {
    expect(accountOpenedContent(product('IM368'), NEW).sections[0]?.header).toBe('Paying in');
  });

  it('tells a cash ISA about a transfer in, with its account details', () => {
    const content = accountOpenedContent(product('IM481'), NEW);
    expect(content.showAccountDetails).toBe(true);
    expect(content.sections.flatMap((section) => section.bullets)).toContain(
      'If you asked to transfer an ISA, the transfer can take up to ten working days.',
    );
  });

  it('shows a credit card no account number or sort code, and its balance transfers (section 3)', () => {
    const content = accountOpenedContent(product('G99'), { ...NEW, isExisting: true });
    expect(content.showAccountDetails).toBe(false);
    expect(content.sections.map((section) => section.number)).toContain(3);
    expect(numbers('G99', { ...NEW, isExisting: true, altProduct: true })).not.toContain(3);
  });
});

describe('account opened: the app links', () => {
  it('links the Apple and Google stores, and Amazon only with its feature', () => {
    expect(accountOpenedContent(product('IM135'), NEW).appLinks).toEqual(['apple', 'google']);
    expect(accountOpenedContent(product('IM135'), { ...NEW, amazonLink: true }).appLinks).toEqual([
      'apple',
      'google',
      'amazon',
    ]);
  });

  it('shows nothing for an unknown product but the app links', () => {
    expect(accountOpenedContent(undefined, NEW)).toEqual({
      showAccountDetails: false,
      sections: [],
      appLinks: ['apple', 'google'],
    });
  });
});

describe('account opened: get help', () => {
  // Issue 15: the bank's number showed twice, in the help text and in the footer (src/Layout.tsx).
  it.each(Object.values(BRANDS))(
    'the help text of $id gives the hours, not the phone number the footer shows',
    (brand) => {
      const line = ACCOUNT_OPENED_COPY.helpLine(brand.phoneHours);
      expect(line).not.toContain(brand.phone);
      for (const hours of brand.phoneHours) expect(line).toContain(hours);
    },
  );
});
