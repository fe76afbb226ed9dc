// The regulatory documents the platform serves by id (GET /banks/{bank-id}/documents/{id}?product=
// {documentKey}, doc 1 §7, doc 3 §7) and attaches to offers (doc 2 §3.4 offer documents, doc 1 §4:
// the credit offer's key features, pre-contract credit information and credit agreement, in that
// order). Fictional sandbox content, rendered as a one-page PDF or a small HTML page.
import { DOCUMENT_KINDS, type DocumentKind } from '../../content/documentLists';
import { renderPdf } from './simplePdf';

export interface RegulatoryDocument {
  id: string;
  /** The name the offer and the document call answer with. */
  name: string;
  /** Product document keys (doc 2 §3.8 product type document key) the document belongs to. */
  productKeys: readonly string[];
  paragraphs: readonly string[];
}

const SANDBOX_NOTE =
  'Sandbox document: fictional content for testing the account-opening journey. It is not a contract.';

const CURRENT_ACCOUNT_DOCUMENTS: RegulatoryDocument[] = (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).map((kind) => ({
  id: DOCUMENT_KINDS[kind].webReference,
  name: DOCUMENT_KINDS[kind].title,
  productKeys: ['current'],
  paragraphs: DOCUMENT_KINDS[kind].body,
}));

export const REGULATORY_DOCUMENTS: readonly RegulatoryDocument[] = [
  ...CURRENT_ACCOUNT_DOCUMENTS,
  {
    id: 'CA-OVERDRAFT-AGREEMENT',
    name: 'Arranged overdraft agreement',
    productKeys: ['current'],
    paragraphs: [
      'This agreement sets out the arranged overdraft limit offered to you on your current account.',
      'Planned borrowing fee: £6 a month. The overdraft is repayable on demand. A £25 buffer applies.',
      'By ticking the box you sign this agreement and agree to be legally bound by it.',
    ],
  },
  {
    id: 'CC-KEY-FEATURES',
    name: 'Key features',
    productKeys: ['creditcard'],
    paragraphs: [
      '0% on purchases for 26 months and on balance transfers for 12 months.',
      'Purchases rate 18.9% APR variable; cash rate 27.9%.',
      'Balance transfer fee 3% (minimum £3); cash fee 3% (minimum £3); non-sterling fee 2.95%.',
    ],
  },
  {
    id: 'CC-PRE-CONTRACT',
    name: 'Pre-contract credit information',
    productKeys: ['creditcard'],
    paragraphs: [
      'Credit limit: at least £500, in steps of £100, as shown in your offer.',
      'Minimum payment: the greater of interest plus fees plus 1% of the balance, or £5.',
      'Late fee £12; over-limit fee £12; copy fee £5.',
    ],
  },
  {
    id: 'CC-AGREEMENT',
    name: 'Credit agreement',
    productKeys: ['creditcard'],
    paragraphs: [
      'This is a credit agreement regulated by the Consumer Credit Act 1974.',
      'You can withdraw within 14 days and must then repay what you owe within 30 days.',
    ],
  },
  {
    id: 'SA-KEY-FEATURES',
    name: 'Summary box',
    productKeys: ['savings', 'cashisa'],
    paragraphs: [
      'Interest is paid annually on 31 December or the next business day.',
      'Your eligible deposits are protected up to £85,000 by the deposit protection scheme.',
    ],
  },
];

export function findRegulatoryDocument(id: string, productKey?: string): RegulatoryDocument | undefined {
  return REGULATORY_DOCUMENTS.find(
    (document) => document.id === id && (productKey === undefined || document.productKeys.includes(productKey)),
  );
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function documentHtml(document: RegulatoryDocument): string {
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><title>${escapeHtml(document.name)}</title></head>`,
    '<body>',
    `<h1>${escapeHtml(document.name)}</h1>`,
    ...[...document.paragraphs, SANDBOX_NOTE].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body>',
    '</html>',
  ].join('\n');
}

export function documentPdf(document: RegulatoryDocument): Buffer {
  return renderPdf({ title: document.name, paragraphs: [...document.paragraphs, SANDBOX_NOTE] });
}

/** The file name a document is answered with: its id in lower case, `.pdf`. */
export function documentFileName(document: RegulatoryDocument): string {
  return `${document.id.toLowerCase()}.pdf`;
}
