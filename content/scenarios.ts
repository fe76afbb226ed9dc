// Sandbox scenarios: documented values an applicant can enter on purpose to force an outcome of the
// platform's decision engine, like a card issuer's test card numbers (ARCHITECTURE.md "The sandbox
// platform"). Data, not code: the platform applies them (platform/scenarios/), serves them as the page
// GET /sandbox/scenarios, and platform/README.md lists them. Without a magic value an ordinary applicant
// with sensible income is approved with a full offer.

import { SWITCH_CODES } from './switching';

/** Where the magic value is typed: the first applicant's last name, or the postcode of the current address. */
export type ScenarioField = 'lastName' | 'postcode';

/** What a scenario forces, as plain data the platform's decision engine reads. */
export type ScenarioForce =
  /** The decision sends the case straight to this case state (doc 1 "Case state to screen map"). */
  | { kind: 'state'; state: string }
  /** A current-account offer whose overdraft has this outcome (doc 2 §4 "Offer overdraft outcome"). */
  | { kind: 'overdraft'; outcome: 'declined' | 'conditional' | 'reduced' | 'full' }
  /** A current account offered the alternative products instead (Readycash IM800, then M Account IM753). */
  | { kind: 'alternative' }
  /** An ordinary offer; accepting it leads to productsetupinprogress, then fulfilment a day later. */
  | { kind: 'setupPending' }
  /**
   * The case is sent to `offer` with no offer in it: the offers read answers an empty list (a bank whose offer was
   * withdrawn, or lapsed, between its decision and the read). The app has nothing to show: the error page.
   */
  | { kind: 'noOffer' }
  /**
   * The case is sent to `challenge` and the bank has no security question to ask (nothing on file to ask about):
   * the questions' request answers an empty list, and the app shows the error page.
   */
  | { kind: 'noSecurityQuestions' }
  /**
   * Every save and submit of the case is refused with this code of doc 1 §8 (HTTP 409): the case is never
   * created, or stays in capture. The app shows the code's page (machines/resultPages.ts SAVE_ERROR_RESULT_PAGES)
   * when the form is not complete yet, and review with the code's message when it is; 350 always goes to the
   * duplicate-customer page (doc 1 §8 "350 go to duplicate-customer task").
   */
  | { kind: 'saveError'; code: '318' | '325' | '326' | '350' };

export interface SandboxScenario {
  /** What to type, matched without regard to case (postcodes also without spaces). */
  value: string;
  field: ScenarioField;
  /** The outcome, in a tester's words. */
  outcome: string;
  /** The case state the case is in once decided (after the processing time). */
  caseState: string;
  /** Which products it applies to, and what else to know. */
  notes: string;
  force: ScenarioForce;
}

const state = (caseState: string): ScenarioForce => ({ kind: 'state', state: caseState });

export const SANDBOX_SCENARIOS: readonly SandboxScenario[] = [
  {
    value: 'Idfail',
    field: 'lastName',
    outcome: 'Identity check failed',
    caseState: 'idcheckfail',
    notes: 'Any product. Shows the sorry page.',
    force: state('idcheckfail'),
  },
  {
    value: 'Idcannot',
    field: 'lastName',
    outcome: 'Identity check cannot be done online',
    caseState: 'idcheckcannotbedone',
    notes: 'Any product. Shows the ID deferred page (ID needed in person).',
    force: state('idcheckcannotbedone'),
  },
  {
    value: 'Challenge',
    field: 'lastName',
    outcome: 'Call validation questions',
    caseState: 'challenge',
    notes: 'Any product. Shows the security questions page.',
    force: state('challenge'),
  },
  {
    value: 'Declined',
    field: 'lastName',
    outcome: 'Credit check declined',
    caseState: 'creditcheckdeclined',
    notes: 'Any product. Shows the sorry page.',
    force: state('creditcheckdeclined'),
  },
  {
    value: 'Referred',
    field: 'lastName',
    outcome: 'Credit check referred for manual review',
    caseState: 'creditcheckreferred',
    notes: 'Any product. Shows the deferred page (review within two business days).',
    force: state('creditcheckreferred'),
  },
  {
    value: 'Rejected',
    field: 'lastName',
    outcome: 'Application rejected',
    caseState: 'applicationrejected',
    notes: 'Any product. Shows the decline page.',
    force: state('applicationrejected'),
  },
  {
    value: 'Expired',
    field: 'lastName',
    outcome: 'Application expired',
    caseState: 'applicationexpired',
    notes: 'Any product. Without it, an offer or referral expires after 28 days (lifecycle expiryMs).',
    force: state('applicationexpired'),
  },
  {
    value: 'Cancelled',
    field: 'lastName',
    outcome: 'Application cancelled',
    caseState: 'cancelled',
    notes: 'Any product. Without it, declining the only offer cancels the application.',
    force: state('cancelled'),
  },
  {
    value: 'Lettercode',
    field: 'lastName',
    outcome: 'Details to be confirmed with a letter code',
    caseState: 'confirmcode',
    notes: 'Any product. Shows the letter-code page.',
    force: state('confirmcode'),
  },
  {
    value: 'Authcode',
    field: 'lastName',
    outcome: 'Authentication to be confirmed with a letter code',
    caseState: 'confirmauthcode',
    notes: 'Any product. Shows the letter-code page.',
    force: state('confirmauthcode'),
  },
  {
    value: 'Awaitapplicant',
    field: 'lastName',
    outcome: 'Waiting for the other applicant',
    caseState: 'awaitapplicant',
    notes: 'Any product. Without it, a joint application submitted with one applicant waits the same way.',
    force: state('awaitapplicant'),
  },
  {
    value: 'Cardexists',
    field: 'lastName',
    outcome: 'Referred: the applicant already holds a card',
    caseState: 'cardexistsreferred',
    notes: 'Any product (meant for credit cards). Shows the deferred card page.',
    force: state('cardexistsreferred'),
  },
  {
    value: 'Tacreferred',
    field: 'lastName',
    outcome: 'Referred for proof of income',
    caseState: 'tacreferred',
    notes: 'Any product. Shows the proof-of-income page. Expires after 28 days.',
    force: state('tacreferred'),
  },
  {
    value: 'Credittac',
    field: 'lastName',
    outcome: 'Credit check referred for proof of income',
    caseState: 'creditchecktacreferred',
    notes: 'Any product. Shows the proof-of-income page. Expires after 28 days.',
    force: state('creditchecktacreferred'),
  },
  {
    value: 'Incomeproof',
    field: 'lastName',
    outcome: 'Credit check referred: proof of income',
    caseState: 'creditcheckreferredpoi',
    notes:
      'Any product. Shows the proof-of-income page. Without it, a declared gross income over £250,000 does the same.',
    force: state('creditcheckreferredpoi'),
  },
  {
    value: 'Nomatch',
    field: 'lastName',
    outcome: 'Credit check referred: identity not matched',
    caseState: 'creditcheckreferrednomatch',
    notes: 'Any product. Shows the credit-check deferred page.',
    force: state('creditcheckreferrednomatch'),
  },
  {
    value: 'ZE1 0AA',
    field: 'postcode',
    outcome: 'Credit check referred: address not matched',
    caseState: 'creditcheckreferrednomatch',
    notes: 'Any product, current address with this postcode (it has no seeded addresses: enter it by hand).',
    force: state('creditcheckreferrednomatch'),
  },
  {
    value: 'Poinomatch',
    field: 'lastName',
    outcome: 'Credit check referred: identity not matched and proof of income',
    caseState: 'creditcheckreferredpoinomatch',
    notes: 'Any product. Shows the credit-check proof-of-income deferred page.',
    force: state('creditcheckreferredpoinomatch'),
  },
  {
    value: 'Provideraverify',
    field: 'lastName',
    outcome: 'Identity verification pending with provider A (phone app)',
    caseState: 'pendingprovideraverification',
    notes: 'Any product. Shows the provider A verification page with the case reference.',
    force: state('pendingprovideraverification'),
  },
  {
    value: 'Providerbinvite',
    field: 'lastName',
    outcome: 'Identity check with provider B: invite',
    caseState: 'providerbinvite',
    notes: 'Any product. Shows the provider B invite page.',
    force: state('providerbinvite'),
  },
  {
    value: 'Providerbsent',
    field: 'lastName',
    outcome: 'Identity check with provider B: invite sent',
    caseState: 'providerbinvitesent',
    notes: 'Any product. Shows the provider B invite page.',
    force: state('providerbinvitesent'),
  },
  {
    value: 'Providerbcase',
    field: 'lastName',
    outcome: 'Identity check with provider B: case pending',
    caseState: 'pendingproviderbcase',
    notes: 'Any product. Shows the pending case page.',
    force: state('pendingproviderbcase'),
  },
  {
    value: 'Providerbrefer',
    field: 'lastName',
    outcome: 'Identity check with provider B: referred',
    caseState: 'pendingproviderbrefer',
    notes: 'Any product. Shows the pending refer page.',
    force: state('pendingproviderbrefer'),
  },
  {
    value: 'Readycash',
    field: 'lastName',
    outcome: 'Alternative products offered: Readycash (IM800), then M Account (IM753)',
    caseState: 'offer',
    notes:
      'Current accounts only (elsewhere ignored). Without it, a current account whose outgoings exceed income gets the same. Declining both is a declined outcome (applicationrejected).',
    force: { kind: 'alternative' },
  },
  {
    value: 'Overdraftfull',
    field: 'lastName',
    outcome: 'Overdraft offered in full',
    caseState: 'offer',
    notes: 'Current accounts only. The requested overdraft (or £1,200 when none was requested) is offered.',
    force: { kind: 'overdraft', outcome: 'full' },
  },
  {
    value: 'Overdraftreduced',
    field: 'lastName',
    outcome: 'Overdraft offered at a reduced limit',
    caseState: 'offer',
    notes: 'Current accounts only. Half the requested overdraft (£1,200 when none), rounded down to £50, at least £50.',
    force: { kind: 'overdraft', outcome: 'reduced' },
  },
  {
    value: 'Overdraftproof',
    field: 'lastName',
    outcome: 'Overdraft offered on condition of proof of income',
    caseState: 'offer',
    notes: 'Current accounts only. income_proof_required is true.',
    force: { kind: 'overdraft', outcome: 'conditional' },
  },
  {
    value: 'Overdraftdecline',
    field: 'lastName',
    outcome: 'Overdraft declined, account offered',
    caseState: 'offer',
    notes: 'Current accounts only. offer_limit is 0.',
    force: { kind: 'overdraft', outcome: 'declined' },
  },
  {
    value: 'Setup',
    field: 'lastName',
    outcome: 'Offer; once accepted the account is set up the next working day',
    caseState: 'offer',
    notes: 'Any product. Accepting leads to productsetupinprogress, then fulfilment after a day (lifecycle setupMs).',
    force: { kind: 'setupPending' },
  },
  {
    value: 'Nooffer',
    field: 'lastName',
    outcome: 'Offer task with no offer in it (the offers read answers an empty list)',
    caseState: 'offer',
    notes:
      'Any product. As when an offer is withdrawn or lapses between the decision and the read: the app shows the error page.',
    force: { kind: 'noOffer' },
  },
  {
    value: 'Noquestions',
    field: 'lastName',
    outcome: 'Call validation with no security questions to ask (the questions answer an empty list)',
    caseState: 'challenge',
    notes:
      'Any product. As when the bank holds nothing to ask the applicant about: the app shows the error page. No answers can be submitted (409 call_validation_not_started).',
    force: { kind: 'noSecurityQuestions' },
  },
  {
    value: 'Alreadycustomer',
    field: 'lastName',
    outcome: 'Save refused with 318: personal details found (already a customer)',
    caseState: 'capture',
    notes:
      'Any product. Create, update and submit answer 409 318, so no case is made. Continue on step 1 shows the already-a-customer page, with Log in to apply.',
    force: { kind: 'saveError', code: '318' },
  },
  {
    value: 'Inflight',
    field: 'lastName',
    outcome: 'Save refused with 325: an application is already in progress (in-flight customer)',
    caseState: 'capture',
    notes:
      'Any product. Create, update and submit answer 409 325, so no case is made. Continue on step 1 shows the application submitted page, with Log out.',
    force: { kind: 'saveError', code: '325' },
  },
  {
    // doc 1 §8 326 before the form is complete: not a page of its own, the error screen (the capture paths of issue 14)
    value: 'Notinflight',
    field: 'lastName',
    outcome: 'Save refused with 326: not an in-flight customer',
    caseState: 'capture',
    notes:
      'Any product. Create, update and submit answer 409 326, so no case is made. Continue on step 1 shows the error screen (doc 1 §8: a known code with the form not complete).',
    force: { kind: 'saveError', code: '326' },
  },
  {
    value: 'Duplicate',
    field: 'lastName',
    outcome: 'Save refused with 350: a duplicate customer (the applicant looks familiar)',
    caseState: 'capture',
    notes:
      'Any product. Create, update and submit answer 409 350, so no case is made. Continue on step 1 shows the duplicate-customer page (doc 1 §8), asking the applicant to check their details or call.',
    force: { kind: 'saveError', code: '350' },
  },
];

/** Postcodes are compared upper-cased without spaces (doc 1 §7). */
export function scenarioKey(field: ScenarioField, value: string): string {
  const trimmed = value.trim().toUpperCase();
  return field === 'postcode' ? trimmed.replace(/\s+/g, '') : trimmed;
}

/** Each field's scenarios by their key, the first of a key kept (as a search in order would find it), built once. */
let scenariosByKey: Map<string, SandboxScenario> | undefined;

/** The scenario a last name or postcode selects, if any (on every save, issue 16: one lookup, no key per scenario). */
export function findScenario(field: ScenarioField, value: string | undefined): SandboxScenario | undefined {
  if (!value) return undefined;
  if (!scenariosByKey) {
    scenariosByKey = new Map();
    for (const scenario of SANDBOX_SCENARIOS) {
      const key = `${scenario.field}:${scenarioKey(scenario.field, scenario.value)}`;
      if (!scenariosByKey.has(key)) scenariosByKey.set(key, scenario);
    }
  }
  return scenariosByKey.get(`${field}:${scenarioKey(field, value)}`);
}

/**
 * Switch scenarios (doc 1 §7 POST /banks/{bank-id}/cases/cas, doc 3 §8): an old account number `99999` followed by a
 * switch code forces that code: a 409 with it, or, for 000, the switch succeeds. Besides them, the platform answers
 * 345 for a date that is a weekend or an England and Wales bank holiday, 346 for one under 7 working days away (one
 * more after 10:00), and 348 for a second switch of an old account whose switch date has not passed.
 */
export interface SwitchScenario {
  /** The old account number to enter (8 digits). */
  oldAccountNumber: string;
  code: string;
  outcome: string;
}

const SWITCH_OUTCOMES: Readonly<Record<string, string>> = {
  '000': 'Switch set up (201)',
  '345': 'Refused: the switch date is a weekend or a bank holiday',
  '346': 'Refused: the switch date is under 7 working days away',
  '348': 'Refused: a switch of this account is already in progress (a letter follows)',
  '350': 'Refused: the date of birth check with the old bank failed',
  '389': 'Refused: a postal address is needed',
};

export const SWITCH_SCENARIOS: readonly SwitchScenario[] = SWITCH_CODES.map((code) => ({
  oldAccountNumber: `99999${code}`,
  code,
  outcome: SWITCH_OUTCOMES[code] ?? 'Refused: the old bank cannot switch the account now (try later or phone)',
}));

/** The switch code an old account number forces, if it is one of SWITCH_SCENARIOS. */
export function forcedSwitchCode(oldAccountNumber: string): string | undefined {
  return SWITCH_SCENARIOS.find((scenario) => scenario.oldAccountNumber === oldAccountNumber)?.code;
}
