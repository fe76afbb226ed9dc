// doc 3 §9 "Business constants and limits (copy figures)": each figure doc 3 gives appears in the copy an applicant
// reads (product key features, offer items, mandate items, result pages, offers, account opened, switch and brand
// copy), written as copy writes it. content/figures.test.ts checks they are all in content/figures.ts; this checks
// the copy shows them.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_OPENED_COPY, accountOpenedSectionsFor } from './accountOpened';
import { BRANDS } from './brands';
import { COPY } from './copy';
import { importantInformationOf } from './importantInformation';
import { JOURNEY_COPY } from './journeyCopy';
import { OFFER_COPY } from './offers';
import { M_SAVER_CONTENT, VM_SAVINGS_CONTENT } from './productContentFiles';
import { reviewContentOf } from './productReview';
import { PRODUCTS } from './products';
import { type ResultId, resultContent } from './results';
import { JOINT_SWITCH_COPY, SWITCH_MESSAGES, switchCopy } from './switching';

const RESULT_IDS: readonly ResultId[] = [
  'sorry',
  'decline',
  'deferred',
  'deferredCard',
  'idDeferred',
  'proofOfIncome',
  'creditCheckDeferred',
  'creditCheckPoiDeferred',
  'contactBank',
  'setupInProgress',
  'providerAVerification',
  'providerBInvite',
  'providerBPendingCase',
  'providerBPendingRefer',
  'duplicateCustomer',
  'alreadyCustomer',
  'applicationSubmitted',
  'applyInBranch',
  'existingRegularSaver',
  'openCurrentAccount',
  'timedOut',
];

/** Every string of a value; a function of copy is called with a placeholder (a phone number, a name). */
function strings(value: unknown, depth = 0): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [];
  if (typeof value === 'function') {
    try {
      return strings((value as (...args: unknown[]) => unknown)('0345 000 0000', 'a'), depth + 1);
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => strings(item, depth + 1));
  return [];
}

const products = Object.values(PRODUCTS);
const COPY_TEXT = [
  ...products.flatMap((product) => [
    ...product.keyFeatureItems,
    ...reviewContentOf(product).offerItems,
    ...reviewContentOf(product).mandateItems,
    ...importantInformationOf(product),
    ...strings(accountOpenedSectionsFor(product)),
    ...RESULT_IDS.flatMap((id) => strings(resultContent(id, product))),
  ]),
  ...strings(COPY),
  ...strings(JOURNEY_COPY),
  ...strings(ACCOUNT_OPENED_COPY),
  ...strings(OFFER_COPY),
  ...strings(BRANDS),
  ...strings(VM_SAVINGS_CONTENT),
  ...strings(M_SAVER_CONTENT),
  ...strings(switchCopy('CB/YB')),
  ...strings(switchCopy('DYB/VM')),
  ...strings(JOINT_SWITCH_COPY),
  ...strings(SWITCH_MESSAGES),
].join('\n');

/** doc 3 §9, each figure as the applicant reads it. */
const DOC_3_COPY_FIGURES: readonly string[] = [
  // general
  '£85,000',
  '14 days',
  '30 days',
  'two months',
  '90 days',
  'two business days',
  '28 days',
  '3 to 5',
  '10 working days',
  'three working days',
  'ten working days',
  // current accounts
  '£7.50',
  '£2',
  '12 months free',
  '£6 a month',
  '£6 a day',
  '£15',
  '£4',
  '£20',
  '£100',
  '18.85%',
  '19.90%',
  '29.90%',
  '39.90%',
  '£25 buffer',
  '£1,200',
  '£50 to £5,000',
  '£350',
  '£1,000',
  // savings and ISAs
  '£250 each calendar month',
  '12 months',
  '£3,000',
  '2% AER',
  '£15,240',
  '2016/17',
  '£10 a month',
  '£200 a month',
  '£2,400',
  '25%',
  '£1,600 to £12,000',
  '£250,000',
  '£450,000',
  '31 December',
  '£2,000',
  '£5,000,000',
  '21 June 2017',
  '5pm on 31 August 2017',
  '28 September 2018',
  '0.2%',
  '95 Day Notice Account',
  // credit cards
  '26 months',
  '12 months',
  'three balance transfers',
  '3% fee, minimum £3',
  '2.95%',
  '18.9%',
  '9.9%',
  '27.9%',
  '£12',
  '£5',
  '£500',
  'five working days',
  // switching
  '7 business days',
  '3 months',
  // hours
  'Monday to Friday 8am-6pm',
  'Saturday 9am-1pm',
  'Monday to Friday 8am-8pm',
  'Saturday 9am-5pm',
  'Sunday 10am-5pm',
];

describe('the figures of doc 3 §9 in the copy an applicant reads', () => {
  it.each(DOC_3_COPY_FIGURES.map((figure) => [figure]))('shows %s', (figure) => {
    expect(COPY_TEXT).toContain(figure);
  });
});

describe('per-product copy of doc 3 §3 (key features, offer items, mandate items, declarations)', () => {
  it.each(products.map((product) => [product.code, product]))('%s has key features and offer items', (_, product) => {
    expect(product.keyFeatureItems.length).toBeGreaterThan(0);
    const { offerItems } = reviewContentOf(product);
    expect(offerItems.length).toBeGreaterThan(0);
    // a placeholder left unfilled would show as {name} or "undefined"
    for (const line of [...product.keyFeatureItems, ...offerItems, ...importantInformationOf(product)]) {
      expect(line).not.toMatch(/\{[a-zA-Z]+\}|undefined|NaN/);
    }
  });

  it('asks for the Direct Debit mandate and the declaration on review for credit cards only (doc 3 §2 "Review")', () => {
    for (const product of products) {
      const card = product.productType === 'credit-card';
      expect(reviewContentOf(product).mandateItems.length > 0, product.code).toBe(card);
      expect(product.declarationOnReview, product.code).toBe(card);
    }
  });

  it('fills key features from the figures: a changed figure changes the copy', () => {
    const plus = PRODUCTS.IM135;
    expect(plus?.keyFeatureItems).toContain(
      'An arranged overdraft of £50 to £5,000, subject to status, with a £25 buffer.',
    );
    expect(PRODUCTS.IM458?.keyFeatureItems).toContain('A 25% government bonus on savings from £1,600 to £12,000.');
    expect(PRODUCTS.G99?.keyFeatureItems).toContain('18.9% APR representative (variable).');
    expect(PRODUCTS.BCD?.keyFeatureItems).toContain('9.9% APR representative (variable).');
  });
});
