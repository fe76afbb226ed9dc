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
  hash: {
    accessToken?: string;
    idToken?: string;
    caseId?: string;
    error?: string;
    userTrackingId?: string;
    bankId?: string;
  };
}

function read(params: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') return value.trim();
  }
  return undefined;
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
    bankId: read(query, 'bank_id')?.toUpperCase(),
    uuid: read(query, 'uuid'),
    returnUrl: read(query, 'returnUrl'),
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
    hash: {
      accessToken: read(hash, 'access_token'),
      idToken: read(hash, 'id_token'),
      caseId: read(hash, 'case_id'),
      error: read(hash, 'error'),
      userTrackingId: read(hash, 'user_tracking_id'),
      bankId: read(hash, 'bankId'),
    },
  };
  return entry;
}
