import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../cases/caseRecord';
import { completeEnquiry } from '../testFixtures';
import { customerNumberFor, SANDBOX_SORT_CODES } from './accountOpening';
import { advanceDue, applyEvent, IllegalTransitionError, waitSecondsFor } from './advanceCase';
import { CASE_STATES } from './caseStates';
import {
  CASE_TIMERS,
  CASE_TRANSITIONS,
  DEFAULT_LIFECYCLE_TIMINGS,
  eventsAccepted,
  findTransition,
} from './caseTransitions';

const T0 = new Date('2030-01-15T09:00:00.000Z');
const timings = { processingMs: 6000, fulfilmentMs: 4000 };
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

  it('has at most one transition per state and event', () => {
    const keys = CASE_TRANSITIONS.map((transition) => `${transition.from}/${transition.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every timer a delay from the lifecycle timings', () => {
    for (const timer of Object.values(CASE_TIMERS))
      expect(Object.keys(DEFAULT_LIFECYCLE_TIMINGS)).toContain(timer.delay);
    expect(DEFAULT_LIFECYCLE_TIMINGS).toEqual({ processingMs: 6000, fulfilmentMs: 4000 });
  });

  it('runs capture -> applicationprocessing -> fulfillmentinprogress -> accounts opened', () => {
    expect(findTransition('capture', 'SUBMITTED')).toMatchObject({
      to: 'applicationprocessing',
      startsTimer: 'processing',
    });
    expect(findTransition('applicationprocessing', 'APPROVED')).toMatchObject({
      to: 'fulfillmentinprogress',
      startsTimer: 'fulfilment',
    });
    expect(findTransition('fulfillmentinprogress', 'ACCOUNTS_OPENED')).toMatchObject({
      to: 'fulfillmentinprogress',
      effect: 'openAccounts',
    });
    expect(eventsAccepted('capture')).toEqual(['SUBMITTED']);
    expect(eventsAccepted('offer')).toEqual([]);
  });

  it('refuses an event the state does not accept', () => {
    expect(() => applyEvent(captureCase(), 'APPROVED', T0, timings)).toThrow(IllegalTransitionError);
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

  it('decides when processing time has passed, at the time it fell due', () => {
    const { record, transitions } = advanceDue(submitted, at(7000), timings);
    expect(record).toMatchObject({
      state: 'fulfillmentinprogress',
      pendingTimer: 'fulfilment',
      nextTransitionAt: at(10000),
      stateEnteredAt: at(6000),
    });
    expect(record.accounts[0]?.account_id).toBeNull();
    expect(transitions).toEqual([
      { from: 'applicationprocessing', event: 'APPROVED', to: 'fulfillmentinprogress', at: at(6000) },
    ]);
  });

  it('applies every due step at once and opens the accounts', () => {
    const { record, transitions } = advanceDue(submitted, at(60_000), timings);
    expect(transitions.map((transition) => transition.event)).toEqual(['APPROVED', 'ACCOUNTS_OPENED']);
    expect(record.state).toBe('fulfillmentinprogress');
    expect(record.pendingTimer).toBeNull();
    expect(record.nextTransitionAt).toBeNull();
    expect(record.stateEnteredAt).toEqual(at(6000));
    const [account] = record.accounts;
    expect(account?.account_id).toBe('ACC-CS12345678-1');
    expect(account?.account_number).toMatch(/^\d{8}$/);
    expect(account?.sort_code).toBe(SANDBOX_SORT_CODES.CB);
    expect(record.customerNumber).toMatch(/^10\d{8}$/);
    // Deterministic: the same case opens with the same numbers; nothing more is due.
    expect(advanceDue(submitted, at(90_000), timings).record).toEqual(record);
    expect(advanceDue(record, at(90_000), timings).transitions).toEqual([]);
  });

  it('opens the account with the sort code chosen at submit when there is one', () => {
    const chosen = applyEvent(
      captureCase({ submission: { device_details: { blackbox: 'x' }, sortcode: '123456' } }),
      'SUBMITTED',
      T0,
      timings,
    ).record;
    expect(advanceDue(chosen, at(10_000), timings).record.accounts[0]?.sort_code).toBe('123456');
  });

  it('asks the decision engine for the outcome', () => {
    const decisions: string[] = [];
    advanceDue(submitted, at(6000), timings, (record) => {
      decisions.push(record.id);
      return 'APPROVED';
    });
    expect(decisions).toEqual(['CS12345678']);
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
