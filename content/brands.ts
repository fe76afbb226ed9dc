// The four brands and their two families (doc 1 §1, doc 3 §1).
// Display names are placeholders a bank replaces with its own; the ids are the spec's.

export type BrandId = 'CB' | 'YB' | 'DYB' | 'VM';
export type BrandFamily = 'CB/YB' | 'DYB/VM';

export interface Brand {
  id: BrandId;
  family: BrandFamily;
  displayName: string;
  /** Bank id for API paths, or null when the applicant chooses between CB and YB (doc 2 §3.1 bankID). */
  apiBankId: 'CB' | 'YB' | null;
  /** Bank id toward the login and registration app: DYB maps to B (doc 1 §1). */
  registrationBankId: 'CB' | 'YB' | 'B' | 'VM';
  clientId: string;
  phone: string;
  /** doc 3 §9 "Hours" */
  phoneHours: string[];
  theme: { primary: string; primaryDark: string; accent: string };
  /** App store pages (doc 1 "Account opened": Apple, Google, optionally Amazon). Placeholders a bank replaces. */
  appLinks: { apple: string; google: string; amazon: string };
  /** doc 1 §9: VM's list is given; CB and YB carry the full-service current accounts; DYB the digital subset. */
  products: readonly string[];
}

const appLinks = (slug: string) => ({
  apple: `https://apps.apple.com/gb/app/${slug}-bank/id0000000000`,
  google: `https://play.google.com/store/apps/details?id=uk.bank.${slug}`,
  amazon: `https://www.amazon.co.uk/dp/${slug.toUpperCase()}000000`,
});

const PHONE_HOURS = ['Monday to Friday 8am to 8pm', 'Saturday 9am to 5pm', 'Sunday 10am to 5pm'];

export const BRANDS: Record<BrandId, Brand> = {
  CB: {
    id: 'CB',
    family: 'CB/YB',
    displayName: 'Clydeside Bank',
    apiBankId: 'CB',
    registrationBankId: 'CB',
    clientId: 'cb_account_opening',
    appLinks: appLinks('cb'),
    phone: '0800 000 1001',
    phoneHours: PHONE_HOURS,
    theme: { primary: '#1d3f72', primaryDark: '#122a4f', accent: '#00a3ad' },
    products: ['IM135', 'IM125'],
  },
  YB: {
    id: 'YB',
    family: 'CB/YB',
    displayName: 'Ridings Bank',
    apiBankId: 'YB',
    registrationBankId: 'YB',
    clientId: 'yb_account_opening',
    appLinks: appLinks('yb'),
    phone: '0800 000 1002',
    phoneHours: PHONE_HOURS,
    theme: { primary: '#0b5a39', primaryDark: '#073b26', accent: '#8cc63f' },
    products: ['IM135', 'IM125'],
  },
  DYB: {
    id: 'DYB',
    family: 'DYB/VM',
    displayName: 'B by Ridings',
    apiBankId: null,
    registrationBankId: 'B',
    clientId: 'b_account_opening',
    appLinks: appLinks('dyb'),
    phone: '0800 000 1003',
    phoneHours: PHONE_HOURS,
    theme: { primary: '#3c1053', primaryDark: '#260a35', accent: '#ff6a13' },
    products: ['IM135'],
  },
  VM: {
    id: 'VM',
    family: 'DYB/VM',
    displayName: 'Vermilion Money',
    apiBankId: null,
    registrationBankId: 'VM',
    clientId: 'vm_account_opening',
    appLinks: appLinks('vm'),
    phone: '0800 000 1004',
    phoneHours: PHONE_HOURS,
    theme: { primary: '#b3001b', primaryDark: '#7a0012', accent: '#222222' },
    products: [
      'BCD',
      'EFI',
      'IM136',
      'IM632',
      'IM750',
      'IM751',
      'IM753',
      'IM754',
      'IM759',
      'IM760',
      'IM768',
      'IM769',
      'IM770',
    ],
  },
};

/** The default brand is VM (doc 1 §1). */
export const DEFAULT_BRAND_ID: BrandId = 'VM';

export function findBrand(id: string | null | undefined): Brand | undefined {
  if (!id) return undefined;
  return (BRANDS as Record<string, Brand>)[id.toUpperCase()];
}
