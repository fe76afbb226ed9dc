import { describe, expect, it } from 'vitest';
import type { PortalCase } from './actorContracts';
import { caseTypeOfUri, isResumable, portalGroups } from './portal';

const summary = (id: string, uri: string): PortalCase => ({
  id,
  uri,
  description: id,
  createdAt: '2026-01-01',
  productCode: undefined,
});

describe('the portal (doc 1 §4)', () => {
  const cases = [
    summary('CS00000001', '/banks/CB/cases/csapcurrent/existing/CS00000001'),
    summary('CS00000002', '/banks/CB/cases/csapcurrent/existing/CS00000002?origin=mobile'),
    summary('SA00000003', '/banks/CB/cases/csapsavings/existing/SA00000003'),
    summary('CC00000004', '/banks/CB/cases/cas/existing/CC00000004'),
    summary('PL00000005', '/banks/CB/cases/csapcurrent/existing/PL00000005'),
  ];

  it('drops origin=mobile, shows only CS, SA and CC, grouped by prefix', () => {
    expect(portalGroups(cases).map((group) => [group.group, group.cases.map((item) => item.id)])).toEqual([
      ['CS', ['CS00000001']],
      ['SA', ['SA00000003']],
      ['CC', ['CC00000004']],
    ]);
  });

  it('resumes only csap cases', () => {
    expect(isResumable(cases[0] as PortalCase)).toBe(true);
    expect(isResumable(cases[3] as PortalCase)).toBe(false);
  });

  it('reads the case type and subtype from the uri', () => {
    expect(caseTypeOfUri('/banks/CB/cases/csapsavings/existing/SA1')).toEqual({
      productType: 'savings',
      subType: 'existing',
    });
    expect(caseTypeOfUri('/banks/CB/cases/cas/existing/CC1')).toBeUndefined();
  });
});
