// The regulatory documents served under /cdn/attachments/{fileName} (doc 3 §7): one small PDF per
// document listed in any document list, rendered from content/documentLists.ts.
import { DOCUMENT_KINDS, findListedDocument } from '../../content/documentLists';
import { renderPdf } from './simplePdf';

export function attachmentPdf(fileName: string): Buffer | undefined {
  const listed = findListedDocument(fileName);
  if (!listed) return undefined;
  const { entry, kind } = listed;
  return renderPdf({
    title: entry.docLinkTitle,
    paragraphs: [
      `Brand ${entry.brand}. Version ${entry.docVersion}. Reference ${entry.webReference}.`,
      ...DOCUMENT_KINDS[kind].body,
      'Sandbox document: fictional content for testing the account-opening journey. It is not a contract.',
    ],
  });
}
