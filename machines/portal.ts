// The portal's rules (doc 1 §4 "Portal"): cases whose uri says origin=mobile are dropped; the rest are grouped by
// the two-letter prefix of the case id and only CS, SA and CC are shown; only csap cases can be resumed.
import type { PortalCase } from './actorContracts';

export const PORTAL_GROUPS = ['CS', 'SA', 'CC'] as const;
export type PortalGroup = (typeof PORTAL_GROUPS)[number];

export function portalGroups(cases: readonly PortalCase[]): { group: PortalGroup; cases: PortalCase[] }[] {
  const shown = cases.filter((summary) => !/[?&]origin=mobile(&|$)/.test(summary.uri));
  return PORTAL_GROUPS.map((group) => ({
    group,
    cases: shown.filter((summary) => summary.id.slice(0, 2) === group),
  })).filter((entry) => entry.cases.length > 0);
}

/** A case can be resumed only if its uri's case type is csap (doc 1 §4). */
export function isResumable(summary: PortalCase): boolean {
  return /\/cases\/csap[a-z]*\/(ntb|existing)\//.test(summary.uri);
}

/** The case type and subtype a case uri names: `/banks/CB/cases/csapcurrent/existing/CS…`. */
export function caseTypeOfUri(uri: string): { productType: string; subType: 'ntb' | 'existing' } | undefined {
  const match = /\/cases\/csap([a-z]+)\/(ntb|existing)\//.exec(uri);
  return match ? { productType: match[1] ?? '', subType: match[2] as 'ntb' | 'existing' } : undefined;
}
