// The capture region's refusals and lookup failures on the browser paths (issue 14, e2e/support/pathEvents/capture.ts):
// a save refused 350 or 1036 on step 2 and on review, a submit refused 350 or 1036, the autosave tried again after a
// failed save and stopped by a standing refusal, the address search and read failing, and a create refused with 326
// (the sandbox scenario `Notinflight`), the credit card's bank details lookup failing; and Continue pressed while a
// save is held, the autosave off, the regional bank chosen; each taken by a ranked browser path, so a change that
// makes one unreachable from a browser fails here.
import { describe, expect, it } from 'vitest';
import { SEEDED_REVIEW_ENTRY } from '../e2e/support/pathEvents';
import {
  AUTOSAVE_OFF,
  BANK_CHOICE_ENTRY,
  BANK_LOOKUP_FAILED,
  BANK_LOOKUP_USERNAME,
  HELD_SAVE_MS,
} from '../e2e/support/pathEvents/capture';
import { CREDIT_CARD_ENTRY } from '../e2e/support/pathEvents/creditCard';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';

const CAPTURE = '#journey.main.capture';
const SCREEN = `${CAPTURE}.screen`;

/** Taken from the case seeded at review, through the fault switch's refusals and faults. */
const FROM_REVIEW = [
  // step 2's save, refused while review is shown (step 2's Continue shows it at once, issue 16)
  `${SCREEN}.review.confirming SAVE_FAILED[0] → #journey.main.result.duplicateCustomer`,
  `${SCREEN}.review.confirming SAVE_FAILED[1] → ${SCREEN}.review`,
  `${SCREEN}.review.saving SAVE_FAILED[0] → #journey.main.result.duplicateCustomer`,
  `${SCREEN}.review.saving SAVE_FAILED[1] → ${SCREEN}.review`,
  `${CAPTURE}.sync.due always[1] → ${CAPTURE}.sync.refused`,
  `${CAPTURE}.sync.failed xstate.after.autosaveErrorInterval.journey.main.capture.sync.failed → ${CAPTURE}.sync.due`,
  `${CAPTURE}.sync.refused FORM_CHANGED → ${CAPTURE}.sync.due`,
  `${CAPTURE}.sync.refused SAVE_NOW → ${CAPTURE}.sync.saving`,
  `${CAPTURE}.lookup.searching xstate.error.actor.searchAddresses → ${CAPTURE}.lookup.idle`,
  `${CAPTURE}.lookup.fetching xstate.error.actor.fetchAddress → ${CAPTURE}.lookup.idle`,
  '#journey.main.submitting xstate.error.actor.submitCase[0] → #journey.main.result.duplicateCustomer',
  `#journey.main.submitting xstate.error.actor.submitCase[1] → ${SCREEN}.review`,
];

/** Taken from the start page: the last name Notinflight, whose create the sandbox refuses 326. */
const FROM_START = [`${SCREEN}.employmentDetails.confirming SAVE_FAILED[3] → #journey.main.error`];

/** Taken by the credit card's applicant through the login app, the switch armed for a customer of the paths' own. */
const FROM_CARD = `${CAPTURE}.bankLookup.searching xstate.error.actor.searchBank → ${CAPTURE}.bankLookup.idle`;

function rankedFrom(name: string) {
  const entries = browserEntries().filter((entry) => entry.name === name);
  expect(entries).toHaveLength(1);
  return selectBrowserPaths(generateBrowserModel(entries)).ranked;
}

describe("the capture region's refusals on the browser paths", () => {
  it('take every save and submit refusal, autosave retry and lookup failure from the case seeded at review', () => {
    const ranked = rankedFrom(SEEDED_REVIEW_ENTRY);
    const taken = new Set(ranked.flatMap((path) => path.transitions));
    expect(FROM_REVIEW.filter((id) => !taken.has(id))).toEqual([]);
    // each refusal comes from the fault switch armed for it, a 409 with the code the path's label names
    for (const path of ranked) {
      const refusals = path.events.filter((label) => /^(updateCase|submitCase)✗\((350|1036)\)$/.test(label));
      if (refusals.length === 0 || !path.faults?.length) continue;
      const [call, code] = (refusals[0] as string).split('✗');
      expect(path.faults, path.name).toEqual([
        { family: call === 'submitCase' ? 'submit' : 'save', times: 50, status: 409, code: code?.slice(1, -1) },
      ]);
    }
    // the duplicate customer's page and review are where the browser shows them
    const duplicate = ranked.filter((path) => path.transitions.some((id) => id.endsWith('result.duplicateCustomer')));
    for (const path of duplicate)
      expect(path.steps.at(-1)?.expect, path.name).toEqual({ route: '/duplicatecustomer', screen: 'result' });
  }, 300_000);

  it('take the create refused 326 from the start page, to the error screen', () => {
    const ranked = rankedFrom('IM135 start page');
    const path = ranked.find((candidate) => candidate.transitions.includes(FROM_START[0] as string));
    expect(path?.lastName).toBe('Notinflight');
    expect(path?.events).toContain('createCase✗(326)');
    expect(path?.steps.at(-1)?.expect.screen).toBe('error');
  }, 300_000);

  it("take the credit card's bank details lookup failing on step 2, for a customer of the paths' own", () => {
    const ranked = rankedFrom(CREDIT_CARD_ENTRY);
    const path = ranked.find((candidate) => candidate.transitions.includes(FROM_CARD));
    expect(path?.username).toBe(BANK_LOOKUP_USERNAME);
    expect(path?.faults).toEqual([{ family: 'bank-lookup', times: 50, on: 'customer' }]);
    const step = path?.steps.find((candidate) => candidate.outcomes.includes(BANK_LOOKUP_FAILED));
    expect(step?.action).toBe('BANK_DETAILS_CHANGED');
    expect(step?.expect.screen).toBe('employmentDetails');
  }, 300_000);
});

/** issue 14's four capture transitions no browser path took: each by a real user's action on the real platform. */
const WHILE_SAVING = [
  `${CAPTURE}.sync.saving SAVE_NOW → (stays)`,
  `${CAPTURE}.sync.saving.done always[0] → ${CAPTURE}.sync.saving`,
];
const SUBMIT_WHILE_CONFIRMING = `${CAPTURE}.screen.review.confirming SUBMIT → ${CAPTURE}.screen.review.saving`;
const AUTOSAVE_OFF_BRANCH = `${CAPTURE}.sync.afterSave always[1] → ${CAPTURE}.sync.idle`;
const BANK_CHOSEN = `${CAPTURE} BANK_CHOSEN → (stays)`;

describe('the capture transitions a browser reaches only with a held save, autosave off or the bank choice', () => {
  it('press Continue while a save is held by the switch and answered as usual, and the queued save follows', () => {
    const ranked = rankedFrom(SEEDED_REVIEW_ENTRY);
    const path = ranked.find((candidate) => WHILE_SAVING.every((id) => candidate.transitions.includes(id)));
    expect(path, 'no ranked path presses Continue while a save is out').toBeDefined();
    // the switch holds one save and then lets it succeed (no refusal, no fault)
    expect(path?.faults).toEqual([{ family: 'save', times: 1, delay_ms: HELD_SAVE_MS }]);
    const held = path?.steps.find((step) => step.payload?.whileSaving);
    expect(held?.action).toBe('CONTINUE');
    // Continue of a form (step 1 to step 2, or step 2 to review), pressed while that form's save is held
    const next = { personalDetails: '/step-2', employmentDetails: '/review' } as Record<string, string>;
    expect(Object.keys(next)).toContain(held?.on);
    // the held save and the queued one both succeed, and the next page follows
    expect(held?.outcomes).toEqual(['updateCase✓', 'updateCase✓']);
    expect(held?.expect.route).toBe(next[held?.on ?? '']);
  }, 300_000);

  it("press Accept and apply on the review step 2's Continue shows while its save is held, and submit once", () => {
    const ranked = rankedFrom(SEEDED_REVIEW_ENTRY);
    const path = ranked.find((candidate) => candidate.transitions.includes(SUBMIT_WHILE_CONFIRMING));
    expect(path, "no ranked path presses Accept and apply while step 2's save is out").toBeDefined();
    expect(path?.faults).toEqual([{ family: 'save', times: 1, delay_ms: HELD_SAVE_MS }]);
    const held = path?.steps.find((step) => step.payload?.whileSaving);
    expect(held?.action).toBe('SUBMIT');
    expect(held?.on).toBe('review');
    // step 2's Continue before it, on a settled step 2 (its save is the one held, not an autosave's)
    const index = path?.steps.indexOf(held as NonNullable<typeof held>) ?? -1;
    expect(path?.steps[index - 1]).toMatchObject({ action: 'CONTINUE', on: 'employmentDetails', outcomes: [] });
    // the held save, the submit's queued save, one submit, and the offer
    expect(held?.outcomes.slice(0, 3)).toEqual(['updateCase✓', 'updateCase✓', 'submitCase✓']);
    expect(path?.events.filter((event) => event.startsWith('submitCase'))).toHaveLength(1);
    expect(held?.expect).toEqual({ route: '/offer', screen: 'offer' });
  }, 300_000);

  it("create the case with autosave off, the sandbox serving the browser's /config.json so", () => {
    const ranked = rankedFrom('IM135 start page');
    const path = ranked.find((candidate) => candidate.transitions.includes(AUTOSAVE_OFF_BRANCH));
    expect(path?.autosaveOff).toBe(true);
    expect(path?.events[0]).toBe(AUTOSAVE_OFF);
    expect(path?.events).toContain('createCase✓');
  }, 300_000);

  it("choose the regional bank on a new VM applicant's step 1", () => {
    const ranked = rankedFrom(BANK_CHOICE_ENTRY);
    const path = ranked.find((candidate) => candidate.transitions.includes(BANK_CHOSEN));
    expect(path?.url).toBe('/?applyFor=IM759&brandId=VM');
    const step = path?.steps.find((candidate) => candidate.action === 'BANK_CHOSEN');
    expect(step?.on).toBe('personalDetails');
    expect(step?.expect).toEqual({ route: '/step-1', screen: 'personalDetails' });
  }, 300_000);
});
