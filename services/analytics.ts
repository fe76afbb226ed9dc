// The analytics sender (doc 1 §7 "Events", §9 "Analytics: channel WEB, default bank CB, send interval 20000 ms").
// It lives beside the chart, not in it: the page subscribes it to the journey actor's snapshots (src/main.tsx),
// it queues an event when the screen changes or an error is shown, and every `analyticsInterval` ms of
// /config.json it sends the queue with POST {apiLibertyUrl}/banks/{bank-id}/user/events, with the bearer token
// when there is one (the platform client adds it). The chart's states and transitions are not touched.
//
// No personal data: an event is built from a fixed list of journey facts (channel, route, screen, brand, product,
// case subtype, the link's campaign id, an error's source and code), never from the form, the case id or a token
// (services/analytics.test.ts).
import type { AnalyticsEvent } from '../contract/schemas';
import { ANALYTICS_CHANNEL } from '../contract/startupSchemas';

/** What an event may say about where the applicant is: nothing they typed. */
export interface AnalyticsView {
  route: string;
  screen: string;
  brandId: string;
  /** The API bank id (CB or YB) the events are sent under. */
  bankId: string;
  productCode: string | undefined;
  productType: string;
  subType: string;
  /**
   * The campaign the link came from (doc 1 §2 query `c_id`), when it is a plain id: a marketing code of the link,
   * never anything the applicant typed (src/analytics.ts campaignIdOf).
   */
  campaignId?: string;
  /** The error shown, if any: where it came from and its code (doc 1 §8), never its message. */
  error: { source: string; code: string; status: number } | undefined;
}

export interface AnalyticsSenderDeps {
  /** `leaving`: the page is being hidden or closed, so the request must outlive it (CallOptions.keepalive). */
  send: (bankId: string, events: AnalyticsEvent[], leaving: boolean) => Promise<unknown>;
  now?: () => Date;
  newId?: () => string;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** The platform's batch limit (contract EventsRequest): the oldest events beyond it are dropped. */
export const MAX_QUEUED_EVENTS = 500;

/**
 * A browser keeps at most 64 KiB of keepalive request bodies in flight (the Fetch standard's limit): the last send
 * as the page goes carries the newest events that fit under this, with room for the headers' share.
 */
export const LEAVING_BODY_LIMIT = 60_000;

export interface AnalyticsSender {
  /** The journey moved: queues a page view on a new screen and an error event on a new error. */
  observe(view: AnalyticsView): void;
  /** Starts sending every `intervalMs` (once; later calls are ignored). */
  start(intervalMs: number): void;
  /** Sends what is queued now (also what the interval does); never two sends at once. */
  flush(): Promise<void>;
  /**
   * The page is being hidden or closed (`visibilitychange` to hidden, `pagehide`): sends the queue, and any batch
   * still on its way (the platform stores an event once by its id), in one request that outlives the page.
   */
  flushLeaving(): void;
  stop(): void;
  /** The events waiting to be sent (for tests). */
  readonly queued: readonly AnalyticsEvent[];
}

function contextOf(view: AnalyticsView): AnalyticsEvent['data']['context'] {
  return {
    channel: ANALYTICS_CHANNEL,
    route: view.route,
    screen: view.screen,
    brand: view.brandId,
    bank: view.bankId,
    productType: view.productType,
    subType: view.subType,
    ...(view.productCode ? { product: view.productCode } : {}),
    ...(view.campaignId ? { campaign: view.campaignId } : {}),
  };
}

const errorKey = (error: AnalyticsView['error']) => (error ? `${error.source}:${error.code}:${error.status}` : '');

export function createAnalyticsSender(deps: AnalyticsSenderDeps): AnalyticsSender {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const every = deps.setInterval ?? ((run: () => void, ms: number) => globalThis.setInterval(run, ms));
  const clear = deps.clearInterval ?? ((handle: unknown) => globalThis.clearInterval(handle as number));
  let queue: AnalyticsEvent[] = [];
  let bankId = 'CB';
  let last: AnalyticsView | undefined;
  let shownSince: number | undefined;
  let timer: unknown;
  let sending = false;
  /** The batch of the send on its way, if any: a page that goes meanwhile sends it again. */
  let inFlight: AnalyticsEvent[] = [];

  const enqueue = (event: AnalyticsEvent) => {
    queue.push(event);
    if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(-MAX_QUEUED_EVENTS);
  };
  const eventOf = (type: string, view: AnalyticsView, extra: Partial<AnalyticsEvent['data']>): AnalyticsEvent => ({
    id: newId(),
    type,
    data: { context: contextOf(view), ...extra },
    created_at: now().toISOString(),
  });

  return {
    get queued() {
      return queue;
    },
    observe(view) {
      bankId = view.bankId;
      const at = now().getTime();
      if (view.screen !== 'loading' && (last?.route !== view.route || last?.screen !== view.screen)) {
        const previous = last && shownSince !== undefined ? { timeOnPreviousScreenMs: at - shownSince } : undefined;
        enqueue(eventOf('page_view', view, previous ? { metrics: previous } : {}));
        shownSince = at;
      }
      if (view.error && errorKey(view.error) !== errorKey(last?.error)) {
        const { source, code, status } = view.error;
        enqueue(eventOf('error', view, { attributes: { source, code }, metrics: { status } }));
      }
      last = view;
    },
    start(intervalMs) {
      if (timer !== undefined) return;
      timer = every(() => void this.flush(), intervalMs);
    },
    async flush() {
      if (sending || queue.length === 0) return;
      sending = true;
      const batch = queue;
      queue = [];
      inFlight = batch;
      try {
        await deps.send(bankId, batch, false);
      } catch {
        // Kept for the next interval (the platform stores a resent event once, by its id).
        queue = [...batch, ...queue].slice(-MAX_QUEUED_EVENTS);
      } finally {
        sending = false;
        inFlight = [];
      }
    },
    flushLeaving() {
      const pending = [...inFlight, ...queue];
      // sent now: a second signal of the same leaving (visibilitychange, then pagehide) sends nothing again
      inFlight = [];
      if (pending.length === 0) return;
      const size = (events: AnalyticsEvent[]) => new TextEncoder().encode(JSON.stringify({ events })).length;
      let batch = pending;
      while (batch.length > 1 && size(batch) > LEAVING_BODY_LIMIT) batch = batch.slice(Math.ceil(batch.length / 4));
      queue = [];
      // If the page comes back (a hidden tab shown again), what failed waits for the next interval as usual.
      deps.send(bankId, batch, true).catch(() => {
        queue = [...batch, ...queue].slice(-MAX_QUEUED_EVENTS);
      });
    },
    stop() {
      if (timer !== undefined) clear(timer);
      timer = undefined;
    },
  };
}
