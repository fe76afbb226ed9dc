// Product content files read at start per product group (doc 1 §7, doc 3 §7): `/vmSavingsContent.json`
// for the VM savings landing variant, `/mSaverContent.json` for IM751 and IM754 (doc 2 §3.10).
// Keyed by journey product code (with the IM prefix where it has one).
import type { ProductContentFile } from '../contract/schemas';
import { FIGURES, pounds } from './figures';

const SAVER = FIGURES.savings.regularSaver;
/** doc 3 §9 "Regular saver": filled from content/figures.ts. */
const REGULAR_SAVER_SUMMARY = [
  `Save up to ${pounds(SAVER.monthlyMaximum)} each calendar month for ${SAVER.termMonths} months.`,
  `${SAVER.aer}% AER on balances up to ${pounds(SAVER.balanceCap)}.`,
];

export const VM_SAVINGS_CONTENT: ProductContentFile = {
  products: {
    IM759: {
      headline: 'Everyday Saver: save as much or as little as you like',
      summary: [
        'Pay in and take out money whenever you want.',
        'Open it online in about 10 minutes.',
        'Not available with a BFPO address.',
      ],
    },
    IM760: {
      headline: 'Regular Saver Exclusive: build a habit of saving',
      summary: [...REGULAR_SAVER_SUMMARY, 'For customers who already hold one of our current accounts.'],
    },
    IM632: {
      headline: 'Regular Saver Exclusive: build a habit of saving',
      summary: [...REGULAR_SAVER_SUMMARY, 'Sole applications only.'],
    },
    EFI: {
      headline: 'Fixed Rate Cash ISA: a fixed rate, tax free',
      summary: ['Your rate is fixed until the issue matures.', 'Transfer in ISAs you hold elsewhere.'],
    },
    IM768: {
      headline: 'Fixed Rate Cash ISA: a fixed rate, tax free',
      summary: ['Your rate is fixed until the issue matures.', 'Transfer in ISAs you hold elsewhere.'],
    },
    IM769: {
      headline: 'Fixed Rate Cash ISA: a fixed rate, tax free',
      summary: ['Your rate is fixed until the issue matures.', 'Transfer in ISAs you hold elsewhere.'],
    },
    IM770: {
      headline: 'Fixed Rate Cash ISA: a fixed rate, tax free',
      summary: ['Your rate is fixed until the issue matures.', 'Transfer in ISAs you hold elsewhere.'],
    },
  },
};

export const M_SAVER_CONTENT: ProductContentFile = {
  products: {
    IM751: {
      headline: 'M Plus Saver: earn more when you bank with us',
      summary: ['Linked to your M Plus current account.', 'Instant access to your savings.'],
    },
    IM754: {
      headline: 'M Saver: a simple saver for every day',
      summary: ['Pay in from £1.', 'Instant access to your savings.'],
    },
  },
};
