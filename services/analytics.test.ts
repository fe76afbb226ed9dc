import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AnalyticsEvent } from '../contract/schemas';
import { type AnalyticsView, createAnalyticsSender, LEAVING_BODY_LIMIT, MAX_QUEUED_EVENTS } from './analytics';

const view = (overrides: Partial<AnalyticsView> = {}): AnalyticsView => ({
  route: '/step-1',
  screen: 'personalDetails',
  brandId: 'CB',
  bankId: 'CB',
  productCode: 'IM135',
  productType: 'current',
  subType: 'ntb',
  error: undefined,
  ...overrides,
});

function harness(send: (bankId: string, events: unknown[]) => Promise<unknown> = async () => ({ accepted: 1 })) {
  const sent: { bankId: string; events: AnalyticsEvent[]; leaving: boolean }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let clock = Date.parse('2026-11-25T10:00:00.000Z');
  let ids = 0;
  const sender = createAnalyticsSender({
    send: async (bankId, events, leaving) => {
      sent.push({ bankId, events, leaving });
      return send(bankId, events);
    },
    now: () => new Date(clock),
    newId: () => `evt-${++ids}`,
    setInterval: (run, ms) => timers.push({ run, ms }),
    clearInterval: () => timers.splice(0),
  });
  return { sender, sent, timers, tick: (ms: number) => (clock += ms) };
}

describe('the analytics sender (doc 1 §7 Events, §9 channel WEB, 20000 ms)', () => {
  it("carries the link's campaign id (doc 1 §2 `c_id`) in every event's context, and none without one", () => {
    const { sender } = harness();
    sender.observe(view({ route: '/', screen: 'eligibility', campaignId: 'spring-24' }));
    sender.observe(view({ campaignId: undefined }));
    expect(sender.queued[0]?.data.context.campaign).toBe('spring-24');
    expect(sender.queued[1]?.data.context).not.toHaveProperty('campaign');
  });

  it('queues a page view per new screen, in the event-list shape, with channel WEB', () => {
    const { sender, tick } = harness();
    sender.observe(view({ route: '', screen: 'loading' }));
    sender.observe(view({ route: '/', screen: 'eligibility' }));
    tick(4000);
    sender.observe(view({ route: '/', screen: 'eligibility' }));
    sender.observe(view());
    expect(sender.queued).toHaveLength(2);
    for (const event of sender.queued) expect(is(event, AnalyticsEvent)).toBe(true);
    expect(sender.queued[1]).toEqual({
      id: 'evt-2',
      type: 'page_view',
      data: {
        context: {
          channel: 'WEB',
          route: '/step-1',
          screen: 'personalDetails',
          brand: 'CB',
          bank: 'CB',
          productType: 'current',
          subType: 'ntb',
          product: 'IM135',
        },
        metrics: { timeOnPreviousScreenMs: 4000 },
      },
      created_at: '2026-11-25T10:00:04.000Z',
    });
  });

  it('sends the queue every interval under the view bank id, and nothing when the queue is empty', async () => {
    const { sender, sent, timers } = harness();
    sender.start(20000);
    sender.start(20000);
    expect(timers.map((timer) => timer.ms)).toEqual([20000]);
    sender.observe(view({ bankId: 'YB', brandId: 'YB' }));
    timers[0]?.run();
    await sender.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.bankId).toBe('YB');
    expect(sent[0]?.events.map((event) => event.type)).toEqual(['page_view']);
    await sender.flush();
    expect(sent).toHaveLength(1);
    sender.stop();
    expect(timers).toHaveLength(0);
  });

  it('keeps a batch the platform refused for the next interval, and never sends twice at once', async () => {
    let fail = true;
    let hold = true;
    let release: () => void = () => {};
    const { sender, sent } = harness(async () => {
      if (fail) throw new Error('network');
      if (!hold) return;
      hold = false;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    sender.observe(view());
    await sender.flush();
    expect(sender.queued.map((event) => event.id)).toEqual(['evt-1']);
    fail = false;
    const first = sender.flush();
    sender.observe(view({ route: '/step-2', screen: 'employmentDetails' }));
    await sender.flush();
    expect(sent).toHaveLength(2);
    release();
    await first;
    await sender.flush();
    expect(sent.map((batch) => batch.events.map((event) => event.id))).toEqual([['evt-1'], ['evt-1'], ['evt-2']]);
  });

  it('sends, as the page goes, the queue and any batch still on its way, in one request that outlives the page', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { sender, sent } = harness(() => held);
    sender.observe(view({ route: '/', screen: 'eligibility' }));
    const onItsWay = sender.flush();
    sender.observe(view());
    sender.flushLeaving();
    expect(sent.map((batch) => [batch.leaving, batch.events.map((event) => event.id)])).toEqual([
      [false, ['evt-1']],
      [true, ['evt-1', 'evt-2']],
    ]);
    expect(sender.queued).toHaveLength(0);
    sender.flushLeaving();
    expect(sent).toHaveLength(2);
    release();
    await onItsWay;
  });

  it('keeps the leaving request under the 64 KiB a browser lets keepalive bodies have, with the newest events', () => {
    const { sender, sent } = harness();
    for (let screen = 0; screen < MAX_QUEUED_EVENTS; screen += 1) {
      sender.observe(view({ route: `/step-${screen}`, screen: `screen-${screen}` }));
    }
    expect(new TextEncoder().encode(JSON.stringify({ events: sender.queued })).length).toBeGreaterThan(
      LEAVING_BODY_LIMIT,
    );
    sender.flushLeaving();
    const batch = sent[0]?.events ?? [];
    expect(new TextEncoder().encode(JSON.stringify({ events: batch })).length).toBeLessThanOrEqual(LEAVING_BODY_LIMIT);
    expect(batch.length).toBeGreaterThan(50);
    expect(batch.at(-1)?.data.context.route).toBe(`/step-${MAX_QUEUED_EVENTS - 1}`);
  });

  it('reports an error by its source, code and status only, once per error', () => {
    const { sender } = harness();
    const error = { source: 'updateCase', code: '1036', status: 409 };
    sender.observe(view({ error }));
    sender.observe(view({ error }));
    const errors = sender.queued.filter((event) => event.type === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.data.attributes).toEqual({ source: 'updateCase', code: '1036' });
    expect(errors[0]?.data.metrics).toEqual({ status: 409 });
  });

  it('holds at most the platform batch limit, dropping the oldest', () => {
    const { sender } = harness();
    for (let index = 0; index <= MAX_QUEUED_EVENTS; index += 1) sender.observe(view({ route: `/r${index}` }));
    expect(sender.queued).toHaveLength(MAX_QUEUED_EVENTS);
    expect(sender.queued[0]?.data.context.route).toBe('/r1');
  });
});
