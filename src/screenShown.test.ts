// A step rendered ahead keeps the form it took when the one at its show has the same answers (issue 16): what counts
// as the same, and the shown store the slot flips.
import { describe, expect, it } from 'vitest';
import type { ApplicationForm } from '../contract/applicationForm';
import { CHART_RECORD_KEYS, createShownStore, sameAnswers } from './screenShown';

const form = {
  firstName: 'Ada',
  addresses: [{ addressType: 'domestic', postcode: 'LS1 4AP', houseNumber: '1' }],
  completedTasks: ['WEB-PERSONAL-DETAILS'],
} as ApplicationForm;

describe('sameAnswers', () => {
  it('finds a copy alike key by key the same, nested lists and objects included', () => {
    expect(sameAnswers(form, structuredClone(form))).toBe(true);
  });

  it('leaves out only the chart’s record of the journey', () => {
    expect(CHART_RECORD_KEYS).toEqual(['completedTasks', 'isReviewing', 'dataProtection']);
    expect(
      sameAnswers(form, { ...form, completedTasks: [], isReviewing: true, dataProtection: { consent: 'Y' } }),
    ).toBe(true);
  });

  it('tells an answer changed, added or taken away, at any depth', () => {
    expect(sameAnswers(form, { ...form, firstName: 'Grace' })).toBe(false);
    expect(sameAnswers(form, { ...form, lastName: 'Lovelace' })).toBe(false);
    const { firstName: _, ...withoutName } = form;
    expect(sameAnswers(form, withoutName as ApplicationForm)).toBe(false);
    expect(
      sameAnswers(form, { ...form, addresses: [{ ...form.addresses?.[0], postcode: 'LS2 7HY' }] } as ApplicationForm),
    ).toBe(false);
    expect(sameAnswers(form, { ...form, addresses: [] })).toBe(false);
  });

  it('takes an answer set to undefined as no answer', () => {
    expect(sameAnswers(form, { ...form, lastName: undefined })).toBe(true);
  });
});

describe('createShownStore', () => {
  it('starts hidden and tells its readers once, when shown', () => {
    const store = createShownStore();
    const told: boolean[] = [];
    const stop = store.subscribe(() => told.push(store.shown));
    expect(store.shown).toBe(false);
    store.show();
    store.show();
    expect(told).toEqual([true]);
    stop();
  });
});
