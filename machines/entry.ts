// The query and hash parameters read on entry (doc 1 §2 "Query and hash parameters read on entry").
// Pure: the browser's location goes in, typed values come out.

export interface EntryLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface EntryParams {
  path: string;
  scope?: string;
  applyFor?: string;
  brandId?: string;
  promocode?: string;
  cId?: string;
  bankId?: string;
  uuid?: string;
  returnUrl?: string;
  reason?: string;
  caseId?: string;
  issue?: string;
  subType?: string;
  jointLinkCode?: string;
  linkCode?: string;
  code?: string;
  existing?: string;
  isAltProduct?: string;
  internetBanking?: string;
  sourceId?: string;
  type?: string;
  /** Feature overrides from the URL (doc 3 §6; content/features.ts): names to turn on, and to turn off. */
  addFeatures?: string;
  removeFeatures?: string;
  hash: {
    accessToken?: string;
    idToken?: string;
    caseId?: string;
    error?: string;
    userTrackingId?: string;
    bankId?: string;
    /** The scope the login app granted with the token (doc 1 "a token in the hash is stored with its scope"). */
    scope?: string;
  };
}

/**
 * The longest value kept for a parameter; a longer one is dropped, not cut (a cut code would be another code). The
 * tokens of the hash and the return address may be long; every other parameter is a short code or id.
 */
export const MAX_PARAMETER_LENGTH = 256;
export const MAX_LONG_PARAMETER_LENGTH = 4096;
const LONG_PARAMETERS = new Set(['access_token', 'id_token', 'returnUrl']);

/** C0 and C1 control characters and DEL (a NUL from `%00`, a newline from `%0A`). */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** Half of a UTF-16 pair without the other half: not text, and refused by anything that encodes it. */
const LONE_SURROGATE = /\p{Cs}/u; // with the u flag a whole pair is one code point, so only a lone half matches
/** What decoding bytes that are not UTF-8 (`%ED%A0%80`, `%FF`) leaves in their place. */
const REPLACEMENT_CHARACTER = '\ufffd';

/**
 * A parameter as the journey may use it, or undefined: a link with a bad parameter is followed without it, never
 * to the error page (issue 10). Blank, over-long values and values with control characters, lone surrogates or
 * undecodable bytes are dropped; the rest is trimmed. `squeeze` removes all whitespace first (the promocode,
 * sent "with whitespace removed", doc 2 §7.1).
 */
export function cleanParameter(
  value: string | null,
  { maxLength = MAX_PARAMETER_LENGTH, squeeze = false }: { maxLength?: number; squeeze?: boolean } = {},
): string | undefined {
  if (value === null) return undefined;
  const text = squeeze ? value.replace(/\s+/g, '') : value.trim();
  if (text === '' || text.length > maxLength) return undefined;
  if (CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text) || text.includes(REPLACEMENT_CHARACTER)) {
    return undefined;
  }
  return text;
}

function read(params: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const maxLength = LONG_PARAMETERS.has(name) ? MAX_LONG_PARAMETER_LENGTH : MAX_PARAMETER_LENGTH;
    const value = cleanParameter(params.get(name), { maxLength, squeeze: name === 'promocode' });
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * doc 1 §4 "returnUrl if present, else WEB-ELIGIBILITY-PAGE": a place in this app to return to after logging in.
 * Only a path of this app is kept (`/portal`), never another site's address (`//evil.example`, `https://...`).
 */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  try {
    const url = new URL(value, 'https://app.invalid');
    return url.origin === 'https://app.invalid' ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

export function readEntry(location: EntryLocation): EntryParams {
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const entry: EntryParams = {
    path: location.pathname || '/',
    scope: read(query, 'scope'),
    applyFor: read(query, 'applyFor')?.toUpperCase(),
    brandId: read(query, 'brandId')?.toUpperCase(),
    promocode: read(query, 'promocode'),
    cId: read(query, 'c_id'),
    bankId: read(query, 'bank_id', 'bankId')?.toUpperCase(),
    uuid: read(query, 'uuid'),
    returnUrl: safeReturnPath(read(query, 'returnUrl')),
    reason: read(query, 'reason'),
    caseId: read(query, 'caseId', 'case_id'),
    issue: read(query, 'issue'),
    subType: read(query, 'subType'),
    jointLinkCode: read(query, 'jointLinkCode'),
    linkCode: read(query, 'link_code'),
    code: read(query, 'code'),
    existing: read(query, 'existing'),
    isAltProduct: read(query, 'isAltProduct'),
    internetBanking: read(query, 'internetBanking'),
    sourceId: read(query, 'sourceId', 'source_id'),
    type: read(query, 'type'),
    addFeatures: read(query, 'addFeatures'),
    removeFeatures: read(query, 'removeFeatures'),
    hash: {
      accessToken: read(hash, 'access_token'),
      idToken: read(hash, 'id_token'),
      caseId: read(hash, 'case_id'),
      error: read(hash, 'error'),
      userTrackingId: read(hash, 'user_tracking_id'),
      bankId: read(hash, 'bankId'),
      scope: read(hash, 'scope'),
    },
  };
  return entry;
}

/** A tracking id fit for the client-context header (doc 1 §7): the hash's `user_tracking_id`, when it is one. */
export function userTrackingIdOf(entry: EntryParams): string | undefined {
  const id = entry.hash.userTrackingId;
  return id && /^[A-Za-z0-9._:-]{1,100}$/.test(id) ? id : undefined;
}

/** doc 1 §2 query `c_id`: the link's campaign id, kept only when it is a plain id (never free text). */
export function campaignIdOf(entry: EntryParams): string | undefined {
  const id = entry.cId;
  return id && /^[A-Za-z0-9._:-]{1,64}$/.test(id) ? id : undefined;
}

/**
 * The address's hash without the login app's tokens (`access_token`, `id_token`): what the address bar may keep once
 * the entry has read them (src/main.tsx). Unchanged when it holds none.
 */
export function withoutHashTokens(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('access_token') && !params.has('id_token')) return hash;
  params.delete('access_token');
  params.delete('id_token');
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}
