// Regulatory document lists (doc 1 §7, doc 2 §3.7, doc 3 §7): a locator of date-ranged list files
// (DD/MM/YYYY) and the lists themselves. Fictional sandbox documents; the platform serves each one
// under /cdn/attachments/{fileName}. The locator and the choice of the list in force are the app's start-up reads
// (./documentListLocator.ts): the documents' text is the platform's, and stays off the start page (issue 16).
import type { DocumentList, DocumentListEntry } from '../contract/schemas';
import { FIGURES, inWords, pounds } from './figures';

// doc 3 §9's figures the documents state (content/figures.ts)
const { general: GENERAL, currentAccounts: CA } = FIGURES;

/** The kinds of current-account document every list carries. */
export type DocumentKind = 'keyFeatures' | 'terms' | 'fees' | 'privacy';

interface DocumentKindContent {
  slug: string;
  webReference: string;
  title: string;
  linkText: string;
  /** Body of the sandbox document, one paragraph per line. */
  body: readonly string[];
}

export const DOCUMENT_KINDS: Record<DocumentKind, DocumentKindContent> = {
  keyFeatures: {
    slug: 'key-features',
    webReference: 'CA-KEY-FEATURES',
    title: 'Current account key features',
    linkText: 'Key features (PDF)',
    body: [
      `No monthly account fee on Current Account Plus; ${pounds(CA.monthlyFee.IM125)} a month on Current Account Control.`,
      `An arranged overdraft of ${pounds(CA.overdraftLimit.minimum)} to ${pounds(CA.overdraftLimit.maximum)}, subject to status, with a ${pounds(CA.overdraftBuffer)} buffer.`,
      'Contactless debit card, internet, mobile and telephone banking.',
      `Your eligible deposits are protected up to ${pounds(GENERAL.fscsProtection)} by the deposit protection scheme.`,
    ],
  },
  terms: {
    slug: 'terms',
    webReference: 'CA-TERMS',
    title: 'Current account terms and conditions',
    linkText: 'Terms and conditions (PDF)',
    body: [
      'These terms form the agreement between you and the bank for your current account.',
      `You can cancel within ${GENERAL.cancellationDays} days of opening the account; we give ${inWords(GENERAL.changeNoticeMonths)} months notice of changes.`,
      'Read them together with the fee information document and the privacy notice.',
    ],
  },
  fees: {
    slug: 'fee-information',
    webReference: 'CA-FEE-INFORMATION',
    title: 'Fee information document',
    linkText: 'Fee information document (PDF)',
    body: [
      `Planned borrowing fee: ${pounds(CA.plannedBorrowingFeePerMonth)} a month. Unplanned borrowing: ${pounds(CA.unplannedBorrowingFeePerDay)} a day.`,
      `Unpaid item: ${pounds(CA.unpaidItemFee)}. Refused payment: ${pounds(CA.refusedPaymentFee)}. Monthly unarranged cap: ${pounds(CA.monthlyUnarrangedCap.plus)}.`,
      `Daily cash withdrawal limit: ${pounds(CA.dailyAtmWithdrawal)}.`,
    ],
  },
  privacy: {
    slug: 'privacy-notice',
    webReference: 'CA-PRIVACY',
    title: 'Privacy notice',
    linkText: 'How we use your personal information (PDF)',
    body: [
      'We use the details you give us to open and run your account and to meet our legal duties.',
      'We share them with credit reference and fraud prevention agencies to check your identity.',
      'You can ask for a copy of the information we hold about you at any time.',
    ],
  },
};

/** Brands whose API documents are listed (API bank ids, doc 1 §6). */
export const DOCUMENT_BRANDS = ['CB', 'YB'] as const;

function listEntries(version: number): DocumentListEntry[] {
  return DOCUMENT_BRANDS.flatMap((brand) =>
    (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).map((kind) => {
      const content = DOCUMENT_KINDS[kind];
      return {
        webReference: content.webReference,
        brand,
        fileName: `${brand.toLowerCase()}-current-account-${content.slug}-v${version}.pdf`,
        reason: 'DOCUMENTATION',
        contentType: 'application/pdf',
        docVersion: String(version),
        docLinkTitle: content.title,
        docLinkText: content.linkText,
      };
    }),
  );
}

/** The list files by file name: one expired, one current until far in the future, one not yet in force. */
export const DOCUMENT_LISTS: Record<string, DocumentList> = {
  'document-list-2023.json': { documents: listEntries(2) },
  'document-list-2024.json': { documents: listEntries(3) },
  'document-list-2100.json': { documents: listEntries(4) },
};

/** Every document of every list, by file name, with the kind of document it is. */
export function findListedDocument(fileName: string): { entry: DocumentListEntry; kind: DocumentKind } | undefined {
  for (const list of Object.values(DOCUMENT_LISTS)) {
    const entry = list.documents.find((document) => document.fileName === fileName);
    if (entry) {
      const kind = (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).find(
        (candidate) => DOCUMENT_KINDS[candidate].webReference === entry.webReference,
      );
      if (kind) return { entry, kind };
    }
  }
  return undefined;
}

export { DOCUMENT_LIST_LOCATOR, documentListFileFor, parseListDate } from './documentListLocator';
