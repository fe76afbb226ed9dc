// The four brands and their two families (doc 1 §1, doc 3 §1).
// Display names are placeholders a bank replaces with its own; the ids are the spec's.
import { FIGURES } from './figures';

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
  /** The product codes the brand sells (doc 1 §9, doc 2 §3.10); see the derivation above VM_PRODUCTS. */
  products: readonly string[];
}

const appLinks = (slug: string) => ({
  apple: `https://apps.apple.com/gb/app/${slug}-bank/id0000000000`,
  google: `https://play.google.com/store/apps/details?id=uk.bank.${slug}`,
  amazon: `https://www.amazon.co.uk/dp/${slug.toUpperCase()}000000`,
});

// doc 3 §9 "Phone opening hours", from the figures (content/figures.ts).
const PHONE_HOURS: string[] = [...FIGURES.hours.phone];

/** doc 1 §9, doc 2 §3.10: VM's product list, as given. */
const VM_PRODUCTS: readonly string[] = [
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
];

/**
 * CB and YB: the spec gives only VM's list. The two brand families differ in feature sets and content (doc 3
 * §1), so the CB/YB family sells the catalogue's remaining applied-for products: every code of doc 2 §3.10 not in
 * the DYB/VM family's list, less IM800 (Readycash is only ever an alternative offer, never applied for) and the
 * rest of the IM631-IM640 regular saver group (named only as a group, doc 1 §4). CB and YB are the regional
 * banks of one group, so they share one list.
 */
const CB_YB_PRODUCTS: readonly string[] = [
  'IM135',
  'IM125',
  'IM803',
  'IM145',
  'IM340',
  'IM360',
  'IM110',
  'IM368',
  'OPFRB',
  'FRB',
  'IM481',
  'IM458',
  'G99',
];

/**
 * DYB: of the DYB/VM family (doc 1 §1, doc 3 §1: a family shares feature sets, documents and links), so it sells
 * the family's list, VM's. Like VM it has no API bank id: its new customers choose CB or YB (doc 2 §3.1 bankID).
 */
const DYB_PRODUCTS: readonly string[] = VM_PRODUCTS;

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
    products: CB_YB_PRODUCTS,
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
    products: CB_YB_PRODUCTS,
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
    products: DYB_PRODUCTS,
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
    products: VM_PRODUCTS,
  },
};

/** The default brand is VM (doc 1 §1). */
export const DEFAULT_BRAND_ID: BrandId = 'VM';

export function findBrand(id: string | null | undefined): Brand | undefined {
  if (!id) return undefined;
  return (BRANDS as Record<string, Brand>)[id.toUpperCase()];
}
