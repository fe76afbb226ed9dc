import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { type AnalyticsEvent, EventsResponse, StoredEventsResponse } from '../../contract/schemas';
import { issueAccessToken } from '../auth/accessTokens';
import { bearer, bodyAs, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

let sequence = 0;
function analyticsEvent(overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  sequence += 1;
  return {
    id: `evt-${Date.now()}-${sequence}-${Math.random().toString(36).slice(2)}`,
    type: 'page_view',
    data: { context: { channel: 'WEB', page: '/step-1' }, attributes: { brand: 'CB' }, metrics: { durationMs: 1200 } },
    created_at: '2030-01-15T09:00:00.000Z',
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('analytics events on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const post = (bank: string, payload: unknown, token?: string) =>
    platform.app.inject({
      method: 'POST',
      url: `/banks/${bank}/user/events`,
      payload: payload as object,
      headers: bearer(token),
    });
  const sandboxRead = async (bank: string) => {
    const response = await platform.app.inject({ method: 'GET', url: `/sandbox/events/${bank}` });
    expect(response.statusCode).toBe(200);
    return bodyAs(response, StoredEventsResponse).events;
  };
  const stored = (ids: string[]) =>
    platform.db.query<{ event_id: string; bank_id: string; type: string; data: unknown }>(
      'SELECT event_id, bank_id, type, data FROM events WHERE event_id = ANY($1::text[]) ORDER BY seq',
      [ids],
    );

  it('accepts a batch with 202 and stores each event', async () => {
    const events = [analyticsEvent(), analyticsEvent({ type: 'field_error' })];
    const response = await post('CB', { events });
    expect(response.statusCode).toBe(202);
    expect(bodyAs(response, EventsResponse)).toEqual({ accepted: 2 });
    const rows = await stored(events.map((event) => event.id));
    expect(rows).toEqual(
      events.map((event) => ({ event_id: event.id, bank_id: 'CB', type: event.type, data: event.data })),
    );
  });

  it('stores a resent event once', async () => {
    const event = analyticsEvent();
    await post('YB', { events: [event] });
    const again = await post('YB', { events: [event, event] });
    expect(again.statusCode).toBe(202);
    expect(await stored([event.id])).toHaveLength(1);
  });

  it('refuses an empty batch, a malformed event and a wrong bank id', async () => {
    const empty = await post('CB', { events: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({ code: 'invalid_request', field: 'events' });
    const malformed = await post('CB', { events: [{ ...analyticsEvent(), data: { context: { nested: { no: 1 } } } }] });
    expect(errorOf(malformed)).toMatchObject({ code: 'invalid_request', field: 'events.0.data.context.nested' });
    const bank = await post('VM', { events: [analyticsEvent()] });
    expect(errorOf(bank).code).toBe('invalid_bank_id');
  });

  it('marks a batch sent with a live bearer token as authenticated, and stores no token (doc 1 §7)', async () => {
    const issued = await issueAccessToken(platform.db, {
      kind: 'customer',
      scope: 30,
      bankId: 'CB',
      customerNumber: SANDBOX_CUSTOMER_NUMBERS.internetBanking,
      now: platform.clock.now(),
    });
    const withToken = analyticsEvent();
    const withBadToken = analyticsEvent();
    const anonymous = analyticsEvent();
    expect((await post('CB', { events: [withToken] }, issued.accessToken)).statusCode).toBe(202);
    // An unknown token does not lose the events: they are kept as anonymous.
    expect((await post('CB', { events: [withBadToken] }, 'not-a-live-token')).statusCode).toBe(202);
    expect((await post('CB', { events: [anonymous] })).statusCode).toBe(202);

    const events = await sandboxRead('CB');
    const byId = new Map(events.map((event) => [event.id, event]));
    expect(byId.get(withToken.id)).toMatchObject({ type: 'page_view', data: withToken.data, authenticated: true });
    expect(byId.get(withBadToken.id)?.authenticated).toBe(false);
    expect(byId.get(anonymous.id)?.authenticated).toBe(false);
    expect(JSON.stringify(events)).not.toContain(issued.accessToken);
  });

  it('the sandbox read answers the latest events of one bank, oldest first, and refuses a bad bank id', async () => {
    const first = analyticsEvent();
    const second = analyticsEvent();
    await post('YB', { events: [first, second] });
    const events = await sandboxRead('YB');
    const ids = events.map((event) => event.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect((await sandboxRead('CB')).map((event) => event.id)).not.toContain(first.id);
    const refused = await platform.app.inject({ method: 'GET', url: '/sandbox/events/VM' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('invalid_bank_id');
  });
});
