// Where the start-up files are (doc 1 §7 "GET /config.json (with credentials); GET
// cdn/config/document-list-locator.json then the document list file ..."): read by services/startupApi.ts, and
// preloaded by the built index.html beside the start page's script (vite.config.ts, issue 16), so one declaration.

export const CONFIG_PATH = '/config.json';
/** doc 1 §7 spells it relative: resolved against the base the app was served from. */
export const DOCUMENT_LIST_LOCATOR_PATH = 'cdn/config/document-list-locator.json';
