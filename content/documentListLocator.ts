// The locator of the regulatory document lists and the list in force on a day (doc 1 §2 and §7, doc 2 §3.7): what the
// app reads at start. The lists' documents and their text are the platform's (./documentLists.ts), kept off the
// start page (issue 16: the start page ≤ 100 KB over the wire).
import type { DocumentListLocator } from '../contract/schemas';

/** `cdn/config/document-list-locator.json`: the client reads the list whose range contains today. */
export const DOCUMENT_LIST_LOCATOR: DocumentListLocator = {
  doc_lists: [
    { file_name: 'document-list-2023.json', date_from: '01/01/2023', date_to: '31/12/2023' },
    { file_name: 'document-list-2024.json', date_from: '01/01/2024', date_to: '31/12/2099' },
    { file_name: 'document-list-2100.json', date_from: '01/01/2100', date_to: '31/12/2199' },
  ],
};

/** Parses a DD/MM/YYYY date of the locator (UTC midnight). */
export function parseListDate(value: string): Date {
  const [day, month, year] = value.split('/').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

/** The list file in force on a day: date_from and date_to are inclusive. */
export function documentListFileFor(
  day: Date,
  locator: DocumentListLocator = DOCUMENT_LIST_LOCATOR,
): string | undefined {
  const today = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return locator.doc_lists.find(
    (list) => parseListDate(list.date_from).getTime() <= today && today <= parseListDate(list.date_to).getTime(),
  )?.file_name;
}
