// Feature flags per brand family with URL overrides (doc 1 §6, doc 3 §6; content/features.ts).
import { describe, expect, it } from 'vitest';
import type { FeatureFlags } from '../contract/schemas';
import { effectiveFeatures, FAMILY_FEATURES, FEATURE_NAMES, parseFeatureList } from './features';

const ALL_ON: FeatureFlags = {
  progressBar: true,
  collapsingHeader: true,
  joint: true,
  letterCode: true,
  overdrafts: true,
  amazonLink: true,
  disableProductBlacklist: false,
};

describe('the features of each brand family (doc 3 §1 "the families differ in feature sets")', () => {
  it('gives CB and YB the collapsing header and no Amazon link, DYB and VM the Amazon link and a fixed header', () => {
    for (const brandId of ['CB', 'YB']) {
      const flags = effectiveFeatures({ configured: ALL_ON, brandId });
      expect(flags).toMatchObject({ collapsingHeader: true, amazonLink: false, joint: true, letterCode: true });
    }
    for (const brandId of ['DYB', 'VM']) {
      const flags = effectiveFeatures({ configured: ALL_ON, brandId });
      expect(flags).toMatchObject({ collapsingHeader: false, amazonLink: true, joint: true, letterCode: true });
    }
  });

  it('lets the deployment switch a feature off for every brand', () => {
    for (const brandId of ['CB', 'YB', 'DYB', 'VM']) {
      expect(effectiveFeatures({ configured: { ...ALL_ON, joint: false }, brandId }).joint).toBe(false);
    }
  });

  it('keeps the product blacklist unless the deployment or the URL disables it (doc 1 §4 "Product blocking")', () => {
    expect(effectiveFeatures({ configured: ALL_ON, brandId: 'CB' }).disableProductBlacklist).toBe(false);
    expect(effectiveFeatures({ configured: {}, brandId: 'CB' }).disableProductBlacklist).toBe(false);
    expect(
      effectiveFeatures({ configured: { ...ALL_ON, disableProductBlacklist: true }, brandId: 'VM' })
        .disableProductBlacklist,
    ).toBe(true);
    expect(
      effectiveFeatures({ configured: ALL_ON, brandId: 'CB', add: 'disable-product-blacklist' })
        .disableProductBlacklist,
    ).toBe(true);
  });

  it('asks the transfer question only when the deployment or the URL turns it on (doc 1 "Registration")', () => {
    expect(effectiveFeatures({ configured: ALL_ON, brandId: 'CB' }).transfer).toBe(false);
    expect(effectiveFeatures({ configured: { ...ALL_ON, transfer: false }, brandId: 'CB' }).transfer).toBe(false);
    expect(effectiveFeatures({ configured: { ...ALL_ON, transfer: true }, brandId: 'YB' }).transfer).toBe(true);
    expect(
      effectiveFeatures({ configured: { ...ALL_ON, transfer: false }, brandId: 'CB', add: 'transfer' }).transfer,
    ).toBe(true);
    expect(
      effectiveFeatures({ configured: { ...ALL_ON, transfer: true }, brandId: 'CB', remove: 'transfer' }).transfer,
    ).toBe(false);
  });

  it('keeps flags it does not decide (the inspector) as configured', () => {
    expect(effectiveFeatures({ configured: { ...ALL_ON, inspector: true }, brandId: 'CB' }).inspector).toBe(true);
  });

  it('decides every flag for an unknown brand as the default brand VM does', () => {
    expect(effectiveFeatures({ configured: ALL_ON, brandId: 'XX' })).toEqual(
      effectiveFeatures({ configured: ALL_ON, brandId: 'VM' }),
    );
  });

  it('has a say on every feature for both families', () => {
    for (const family of Object.values(FAMILY_FEATURES))
      expect(Object.keys(family).sort()).toEqual([...FEATURE_NAMES].sort());
  });
});

describe('add and remove overrides from URL parameters (doc 3 §6)', () => {
  it('adds a feature the family does not offer, and removes one it does', () => {
    const cb = effectiveFeatures({ configured: ALL_ON, brandId: 'CB', add: 'amazonLink', remove: 'progressBar' });
    expect(cb).toMatchObject({ amazonLink: true, progressBar: false });
    const vm = effectiveFeatures({
      configured: ALL_ON,
      brandId: 'VM',
      add: 'collapsingHeader',
      remove: 'joint,letterCode',
    });
    expect(vm).toMatchObject({ collapsingHeader: true, joint: false, letterCode: false });
  });

  it('adds a feature the deployment switched off', () => {
    expect(
      effectiveFeatures({ configured: { ...ALL_ON, letterCode: false }, brandId: 'CB', add: 'letterCode' }).letterCode,
    ).toBe(true);
  });

  it('lets remove win over add for the same feature', () => {
    expect(effectiveFeatures({ configured: ALL_ON, brandId: 'CB', add: 'joint', remove: 'joint' }).joint).toBe(false);
  });

  it('reads names case-insensitively, in camel or kebab case, and ignores unknown ones', () => {
    expect(parseFeatureList('LETTER-CODE, progress_bar overdrafts nonsense inspector')).toEqual([
      'progressBar',
      'letterCode',
      'overdrafts',
    ]);
    expect(parseFeatureList(undefined)).toEqual([]);
  });

  it('gives the same flags when applied twice (the chart stores the effective flags in its configuration)', () => {
    const input = { brandId: 'CB', add: 'amazonLink', remove: 'overdrafts' };
    const once = effectiveFeatures({ configured: ALL_ON, ...input });
    expect(effectiveFeatures({ configured: once, ...input })).toEqual(once);
  });
});
