// The capture region's refusals and lookup failures on generated browser paths (issue 14; machines/capture.ts,
// machines/submission.ts `submitting`; doc 1 §8): a save or submit the platform refuses with a code of doc 1 §8 (350
// to the duplicate-customer page, 1036 back to review with the autosave stopped until the answers change), the autosave
// tried again after a failed save, and the address search, the address read and the bank lookup failing. All through
// the sandbox's fault switch (platform/README.md "Fault switch": `status` and `code` give the refusal; the families
// `address-search`, `address-read` and `bank-lookup` find the case by the call's token), armed on the case seeded at
// review before the path's first action. Pure data like ../pathEvents.ts, which spreads these personas into its list.
import type { Persona } from '../pathEvents';
import type { ArmedFault } from './faults';

/** The timer after which a failed save is tried again (machines/capture.ts `sync.failed`), its label. */
export const AUTOSAVE_RETRY = '⏱autosaveErrorInterval';

/** The address search and read failed by the fault switch (GETs: each tried four times by the transport). */
export const ADDRESS_LOOKUP_FAILURES: readonly string[] = [
  'searchAddresses✗(service_unavailable)',
  'fetchAddress✗(service_unavailable)',
];

/** Seconds in the browser: /config.json's autosaveErrorInterval (platform/runtimeConfig.ts, not shortened for e2e). */
export const CAPTURE_WAIT_SECONDS: Readonly<Record<string, number>> = {
  [AUTOSAVE_RETRY]: 3,
  ...Object.fromEntries(ADDRESS_LOOKUP_FAILURES.map((failure) => [failure, 1.6])),
};

/** The card's bank details lookup, failed by the fault switch for the customer (a POST: tried once). */
export const BANK_LOOKUP_FAILED = 'searchBank✗(service_unavailable)';

/** The paths' own customer whose lookups the switch fails (content/seededCustomers.ts, sandboxcp*). */
export const BANK_LOOKUP_USERNAME = 'sandboxcpbank';

/** More refusals than any path asks for: a 409 is not tried again by the app's transport (services/callPolicy.ts). */
const EVERY_CALL = 50;

/** The persona every call of `call` (family `family`) is refused for with `code` (HTTP 409), never answered. */
function refused(base: Persona, call: string, family: string, code: string, extra: string[] = []): Persona {
  const fault: ArmedFault = { family, times: EVERY_CALL, status: 409, code };
  return {
    ...base,
    name: `${base.name}, whose every ${call} is refused ${code}`,
    outcomes: [...base.outcomes.filter((outcome) => !outcome.startsWith(`${call}✓`)), `${call}✗(${code})`, ...extra],
    faults: [fault],
  };
}

/**
 * The persona whose every call of `call` fails as a platform fault (503, each GET tried four times by the transport),
 * and who does not send `without` (the events that need the call to answer).
 */
function lookupFails(base: Persona, call: string, family: string, without: string[]): Persona {
  return {
    ...base,
    name: `${base.name}, whose ${call} fails`,
    outcomes: [...base.outcomes.filter((outcome) => !outcome.startsWith(`${call}✓`)), `${call}✗(service_unavailable)`],
    events: base.events.filter((event) => !without.includes(event)),
    faults: [{ family, times: EVERY_CALL }],
  };
}

/**
 * From the case seeded at review (`entry`), the ordinary applicant (../pathEvents.ts ORDINARY) whose saves are refused
 * 350 (the duplicate-customer page from step 2 and review, and the autosave tried again after its interval) or 1036
 * (back to review; the autosave stops while the refused answers stand, and goes on when the applicant saves or
 * changes them); whose submit is refused 350 (duplicate customer) or 1036 (back to review); and whose address search
 * or address read fails on step 1 (reached by the review's Change link).
 */
export function capturePersonas(ordinary: Persona, entry: string): Persona[] {
  return [
    refused(ordinary, 'updateCase', 'save', '350', [AUTOSAVE_RETRY]),
    refused(ordinary, 'updateCase', 'save', '1036'),
    refused(ordinary, 'submitCase', 'submit', '350'),
    refused(ordinary, 'submitCase', 'submit', '1036'),
    // the address list is shown only after a search (screens/AddressLookup.tsx): no choice without one
    lookupFails(ordinary, 'searchAddresses', 'address-search', ['ADDRESS_SELECTED']),
    lookupFails(ordinary, 'fetchAddress', 'address-read', []),
  ].map((persona) => ({ ...persona, entry, events: persona.events.filter((event) => event !== 'RELOAD') }));
}

/**
 * The credit card's applicant (pathEvents/creditCard.ts) as a customer of the paths' own, whose bank details lookup on
 * step 2 fails (the switch armed for the customer before the login app opens): the page says the details could not be
 * checked, and the applicant stays on step 2.
 */
export function bankLookupFails(card: Persona): Persona {
  return {
    ...card,
    name: `${BANK_LOOKUP_USERNAME}'s credit card, whose bank details lookup fails`,
    username: BANK_LOOKUP_USERNAME,
    outcomes: [...card.outcomes.filter((outcome) => !outcome.startsWith('searchBank✓')), BANK_LOOKUP_FAILED],
    faults: [{ family: 'bank-lookup', times: EVERY_CALL, on: 'customer' }],
  };
}

/**
 * A new applicant of the VM brand (doc 1 entry URL `brandId`; VM and DYB have no API bank id, content/brands.ts), whose
 * step 1 asks which regional bank to open with (doc 2 §3.1 bankID, content/fields/environment.ts needsBankChoice):
 * the Everyday Saver link, opened by URL. Its own persona alone plays it, so the IM135 start page's paths are not
 * explored again for a second brand.
 */
export const BANK_CHOICE_ENTRY = 'a new VM applicant, who chooses the bank';
export const BANK_CHOICE_LOCATION = { pathname: '/', search: '?applyFor=IM759&brandId=VM', hash: '' } as const;

/** The bank the applicant chooses (model-tests/journeyModel.ts sends BANK_CHOSEN with YB): its label on step 1. */
export const CHOSEN_BANK = { bankId: 'YB', label: 'Ridings Bank' } as const;

/**
 * The new VM applicant: the questions, the terms, the bank chosen on step 1 (BANK_CHOSEN), Continue, and the case is
 * created at the chosen bank (POST /banks/YB/cases/csapsavings/ntb); the path ends on step 2.
 */
export function choosesABank(anyTab: { outcomes: readonly string[] }): Persona {
  return {
    name: 'a new VM applicant chooses Ridings Bank',
    entry: BANK_CHOICE_ENTRY,
    outcomes: [...anyTab.outcomes, 'createCase✓'],
    events: ['ELIGIBILITY_ANSWERED', 'TERMS_AGREED', 'BANK_CHOSEN', 'CONTINUE'],
  };
}

/**
 * How long the switch holds the applicant's first save (its `delay_ms`) before the platform answers it as usual: long
 * enough for the browser to see the autosave's call go out and press Continue while it is held, well under the app's
 * 30 s `requestTimeout`. 6 s was not, on a host whose two cores `npm test` kept saturated for 22 minutes (a CI run of
 * 2026-11-29 10:12: Playwright's click landed after the held save had answered).
 */
export const HELD_SAVE_MS = 12_000;

/**
 * The applicant's events a page takes while its save's call is held (model-tests/browserModel.ts isHeldPage): a form's
 * Continue, and review's "Accept and apply" while step 2's save is out (review.confirming).
 */
export const WHILE_SAVING_EVENTS: readonly string[] = ['CONTINUE', 'SUBMIT'];

/** Whether the persona's saves are held (a `delay_ms` of the switch), so it acts while the autosave's call is out. */
export const holdsTheSave = (persona: Persona | undefined) =>
  persona?.faults?.some((fault) => fault.delay_ms !== undefined) ?? false;

/**
 * From the case seeded at review (`entry`), an ordinary applicant who presses Continue while a save is still out
 * (machines/capture.ts `sync.saving` SAVE_NOW): the switch holds the case's first save HELD_SAVE_MS and then lets it
 * succeed, the Continue's save is queued behind it and sent next (`saving.done` with a queued save), and review
 * follows. Which held save the ranked path takes depends on the ranking (at this commit: step 1's autosave, and step
 * 1's Continue meanwhile); e2e/capture.spec.ts does it with step 2's autosave. No submit and no change before, so the held call is the one the path means.
 */
export function continuesWhileSaving(entry: string): Persona {
  return {
    name: 'an ordinary applicant presses Continue while the autosave is still saving',
    entry,
    outcomes: [
      'loadStartup✓(autosave on)',
      '⏱autosaveInterval',
      // the case the platform's own calls created (e2e/support/seededCase.ts), read back when the tab opens
      'createCase✓',
      'resumeCase✓',
      'fetchCaptureTask✓',
      'updateCase✓',
    ],
    events: ['BACK', 'FORM_CHANGED', 'CONTINUE'],
    faults: [{ family: 'save', times: 1, delay_ms: HELD_SAVE_MS }],
  };
}

/**
 * From the case seeded at review (`entry`), an ordinary applicant who goes back to step 2, presses Continue and, on the
 * review it shows at once (machines/capture.ts `review.confirming`), presses "Accept and apply" while step 2's save
 * is still out: the switch holds that save (the case's first: nothing is changed before, so no autosave sends one)
 * HELD_SAVE_MS and lets it succeed, the submit's save is queued behind it, and the application is submitted once.
 */
export function submitsWhileSaving(entry: string): Persona {
  return {
    name: "an ordinary applicant presses Accept and apply while step 2's save is still out",
    entry,
    outcomes: [
      'loadStartup✓(autosave on)',
      // the case the platform's own calls created (e2e/support/seededCase.ts), read back when the tab opens
      'createCase✓',
      'resumeCase✓',
      'fetchCaptureTask✓',
      'updateCase✓',
      'submitCase✓',
      'fetchNextTask✓(offer)',
      'fetchOffers✓(an offer)',
    ],
    events: ['BACK', 'CONTINUE', 'SUBMIT'],
    faults: [{ family: 'save', times: 1, delay_ms: HELD_SAVE_MS }],
  };
}

/** The start-up outcome of a browser served autosave off (model-tests/journeyModel.ts: autosaveInterval 0). */
export const AUTOSAVE_OFF = 'loadStartup✓(autosave off)';

/**
 * An applicant on the IM135 start page whose browser the sandbox serves `autosaveInterval: 0` (doc 1 §4 "0 disables";
 * the cookie `sandbox_autosave_interval=0`, platform/README.md "Sandbox mode"), as a deployment with
 * AUTOSAVE_INTERVAL=0 would: the case is created by Continue, and no autosave is scheduled after the save
 * (machines/capture.ts `sync.afterSave` to `idle`).
 */
export function autosaveOff(entry: string): Persona {
  return {
    name: 'an applicant whose browser is served autosave off',
    entry,
    autosaveOff: true,
    outcomes: [AUTOSAVE_OFF, 'createCase✓'],
    events: ['ELIGIBILITY_ANSWERED', 'TERMS_AGREED', 'CONTINUE'],
  };
}
