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
