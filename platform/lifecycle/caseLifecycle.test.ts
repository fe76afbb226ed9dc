import { describe, expect, it } from 'vitest';
import { CASE_STATES, type CaseState } from '../../contract/caseStates';
import type { CaseRecord } from '../cases/caseRecord';
import { completeEnquiry } from '../test-support/testFixtures';
import { customerNumberFor, SANDBOX_SORT_CODES } from './accountOpening';
import { advanceDue, applyEvent, IllegalTransitionError, waitSecondsFor } from './advanceCase';
import {
  CASE_TIMERS,
  CASE_TRANSITIONS,
  DEFAULT_LIFECYCLE_TIMINGS,
  decisionEventFor,
  EXPIRING_STATES,
  eventsAccepted,
  findTransition,
} from './caseTransitions';
import { decideCase } from './decision';

const T0 = new Date('2030-01-15T09:00:00.000Z');
const timings = DEFAULT_LIFECYCLE_TIMINGS;
const DAY = 24 * 3600 * 1000;
const at = (ms: number) => new Date(T0.getTime() + ms);

function captureCase(overrides: Partial<CaseRecord> = {}): CaseRecord {
  return {
    id: 'CS12345678',
    bankId: 'CB',
    productType: 'current',
    productCode: '135',
    subType: 'ntb',
    applicationType: 'sole',
    jointLinkCode: null,
    state: 'capture',
    enquiry: completeEnquiry(),
    submission: { device_details: { blackbox: 'x' } },
    accounts: [
      { account_type: 'current', product_code: '135', account_id: null, account_number: null, sort_code: null },
    ],
    customerNumber: null,
    pendingTimer: null,
    nextTransitionAt: null,
    version: 1,
    createdAt: T0,
    updatedAt: T0,
    submittedAt: null,
    stateEnteredAt: T0,
    ...overrides,
  };
}

describe('the transition table', () => {
  it('only names states of doc 1 "Case state to screen map"', () => {
    for (const transition of CASE_TRANSITIONS) {
      expect(CASE_STATES).toContain(transition.from);
      expect(CASE_STATES).toContain(transition.to);
    }
  });

  it('reaches every case state from capture', () => {
    const reached = new Set<CaseState>(['capture']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { from, to } of CASE_TRANSITIONS) {
        if (reached.has(from) && !reached.has(to)) {
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...CASE_STATES].sort());
  });

  it('has the identity-provider states of the client map', () => {
    for (const state of [
      'pendingprovideraverification',
      'providerbinvite',
      'providerbinvitesent',
      'pendingproviderbcase',
      'pendingproviderbrefer',
    ] as const) {
      expect(CASE_STATES).toContain(state);
      expect(decisionEventFor(state)).toBeDefined();
    }
  });

  it('has at most one transition per state and event', () => {
    const keys = CASE_TRANSITIONS.map((transition) => `${transition.from}/${transition.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every timer a delay from the lifecycle timings', () => {
    for (const timer of Object.values(CASE_TIMERS))
      expect(Object.keys(DEFAULT_LIFECYCLE_TIMINGS)).toContain(timer.delay);
    expect(DEFAULT_LIFECYCLE_TIMINGS).toEqual({
      processingMs: 6000,
      fulfilmentMs: 4000,
      setupMs: DAY,
      expiryMs: 28 * DAY,
    });
  });

  it('runs capture -> applicationprocessing -> offer -> fulfillmentinprogress -> accounts opened', () => {
    expect(findTransition('capture', 'SUBMITTED')).toMatchObject({
      to: 'applicationprocessing',
      startsTimer: 'processing',
    });
    expect(findTransition('applicationprocessing', 'OFFERED')).toMatchObject({ to: 'offer', startsTimer: 'expiry' });
    expect(findTransition('offer', 'OFFER_ACCEPTED')).toMatchObject({
      to: 'fulfillmentinprogress',
      startsTimer: 'fulfilment',
    });
    expect(findTransition('fulfillmentinprogress', 'ACCOUNTS_OPENED')).toMatchObject({
      to: 'fulfillmentinprogress',
      effect: 'openAccounts',
    });
    expect(eventsAccepted('capture')).toEqual(['SUBMITTED', 'SUBMITTED_AWAITING_APPLICANT']);
    expect(findTransition('awaitapplicant', 'OTHER_APPLICANT_COMPLETED')).toMatchObject({
      to: 'applicationprocessing',
      startsTimer: 'processing',
    });
    expect(eventsAccepted('offer').sort()).toEqual(
      ['ALTERNATIVES_DECLINED', 'EXPIRED', 'OFFER_ACCEPTED', 'OFFER_ACCEPTED_SETUP_PENDING', 'OFFER_REJECTED'].sort(),
    );
    expect(eventsAccepted('idcheckfail')).toEqual([]);
  });

  it('declines to cancelled or, for alternatives, to applicationrejected (doc 3 §4)', () => {
    expect(findTransition('offer', 'OFFER_REJECTED')?.to).toBe('cancelled');
    expect(findTransition('offer', 'ALTERNATIVES_DECLINED')?.to).toBe('applicationrejected');
    expect(findTransition('offer', 'OFFER_ACCEPTED_SETUP_PENDING')).toMatchObject({
      to: 'productsetupinprogress',
      startsTimer: 'setup',
    });
    expect(findTransition('productsetupinprogress', 'SETUP_COMPLETED')?.to).toBe('fulfillmentinprogress');
  });

  it('lets the offer and the referrals waiting for documents expire', () => {
    expect([...EXPIRING_STATES].sort()).toEqual(
      [
        'offer',
        'tacreferred',
        'creditchecktacreferred',
        'creditcheckreferredpoi',
        'creditcheckreferrednomatch',
        'creditcheckreferredpoinomatch',
      ].sort(),
    );
    for (const state of EXPIRING_STATES) expect(findTransition(state, 'EXPIRED')?.to).toBe('applicationexpired');
  });

  it('refuses an event the state does not accept', () => {
    expect(() => applyEvent(captureCase(), 'OFFERED', T0, timings)).toThrow(IllegalTransitionError);
    expect(() => applyEvent(captureCase({ state: 'applicationprocessing' }), 'SUBMITTED', T0, timings)).toThrow(
      'A case in applicationprocessing does not accept SUBMITTED',
    );
  });
});

describe('advancing a case', () => {
  const submitted = applyEvent(captureCase(), 'SUBMITTED', T0, timings).record;

  it('schedules the decision when the case is submitted', () => {
    expect(submitted).toMatchObject({
      state: 'applicationprocessing',
      pendingTimer: 'processing',
      nextTransitionAt: at(6000),
      stateEnteredAt: T0,
    });
  });

  it('does nothing before the timer is due', () => {
    const { record, transitions } = advanceDue(submitted, at(5999), timings);
    expect(record).toBe(submitted);
    expect(transitions).toEqual([]);
  });

  it('decides when processing time has passed, at the time it fell due, and keeps the decision', () => {
    const { record, transitions } = advanceDue(submitted, at(7000), timings);
    expect(record).toMatchObject({
      state: 'offer',
      pendingTimer: 'expiry',
      nextTransitionAt: at(6000 + 28 * DAY),
      stateEnteredAt: at(6000),
    });
    expect(record.decision).toMatchObject({ event: 'OFFERED', decidedAt: at(6000).toISOString(), scenario: null });
    expect(record.decision?.offers).toHaveLength(1);
    expect(transitions).toEqual([{ from: 'applicationprocessing', event: 'OFFERED', to: 'offer', at: at(6000) }]);
  });

  it('expires an offer nobody decided after 28 days', () => {
    const { record, transitions } = advanceDue(submitted, at(6000 + 28 * DAY), timings);
    expect(record.state).toBe('applicationexpired');
    expect(record.pendingTimer).toBeNull();
    expect(transitions.map((transition) => transition.event)).toEqual(['OFFERED', 'EXPIRED']);
  });

  it('opens the accounts once an accepted offer has been fulfilled', () => {
    const offered = advanceDue(submitted, at(6000), timings).record;
    const accepted = applyEvent(offered, 'OFFER_ACCEPTED', at(7000), timings).record;
    const { record, transitions } = advanceDue(accepted, at(60_000), timings);
    expect(transitions.map((transition) => transition.event)).toEqual(['ACCOUNTS_OPENED']);
    expect(record.state).toBe('fulfillmentinprogress');
    expect(record.pendingTimer).toBeNull();
    expect(record.nextTransitionAt).toBeNull();
    expect(record.stateEnteredAt).toEqual(at(7000));
    const [account] = record.accounts;
    expect(account?.account_id).toBe('ACC-CS12345678-1');
    expect(account?.account_number).toMatch(/^\d{8}$/);
    expect(account?.sort_code).toBe(SANDBOX_SORT_CODES.CB);
    expect(record.customerNumber).toMatch(/^10\d{8}$/);
    // Deterministic: the same case opens with the same numbers; nothing more is due.
    expect(advanceDue(accepted, at(90_000), timings).record).toEqual(record);
    expect(advanceDue(record, at(90_000), timings).transitions).toEqual([]);
  });

  it('sets up the product for a day before fulfilment when the bank needs it', () => {
    const offered = advanceDue(submitted, at(6000), timings).record;
    const accepted = applyEvent(offered, 'OFFER_ACCEPTED_SETUP_PENDING', at(7000), timings).record;
    expect(accepted).toMatchObject({ state: 'productsetupinprogress', nextTransitionAt: at(7000 + DAY) });
    const { record, transitions } = advanceDue(accepted, at(7000 + DAY + 4000), timings);
    expect(transitions.map((transition) => transition.event)).toEqual(['SETUP_COMPLETED', 'ACCOUNTS_OPENED']);
    expect(record.accounts[0]?.account_number).toMatch(/^\d{8}$/);
  });

  it('opens the account with the sort code chosen at submit when there is one', () => {
    const chosen = applyEvent(
      captureCase({
        state: 'offer',
        submission: { device_details: { blackbox: 'x' }, sortcode: '123456' },
      }),
      'OFFER_ACCEPTED',
      T0,
      timings,
    ).record;
    expect(advanceDue(chosen, at(10_000), timings).record.accounts[0]?.sort_code).toBe('123456');
  });

  it('asks the decision engine for the outcome, at the time it fell due', () => {
    const asked: string[] = [];
    const { record } = advanceDue(submitted, at(9000), timings, (record, dueAt) => {
      asked.push(`${record.id}@${dueAt.toISOString()}`);
      return { ...decideCase(record, dueAt), event: 'CREDIT_REFERRED' as const };
    });
    expect(asked).toEqual([`CS12345678@${at(6000).toISOString()}`]);
    expect(record.state).toBe('creditcheckreferred');
  });

  it('tells the client how long to wait, at most the default 5 seconds', () => {
    expect(waitSecondsFor(submitted, T0)).toBe(5);
    expect(waitSecondsFor(submitted, at(4500))).toBe(2);
    expect(waitSecondsFor(submitted, at(5999))).toBe(1);
    expect(waitSecondsFor(captureCase(), T0)).toBe(5);
  });

  it('derives a 10-digit customer number starting 10', () => {
    expect(customerNumberFor('CS00000001')).toMatch(/^10\d{8}$/);
    expect(customerNumberFor('CS00000001')).toBe(customerNumberFor('CS00000001'));
    expect(customerNumberFor('CS00000001')).not.toBe(customerNumberFor('CS00000002'));
  });
});
