// The analytics sender bound to the journey actor (issue 15, doc 1 §7 "Events"): subscribed to the actor's
// snapshots outside the chart, so the chart's states and transitions stay as they are (model coverage unchanged).
// It starts sending once /config.json is loaded, every `analyticsInterval` ms (doc 1 §9: 20000).
import { campaignIdOf } from '../machines/entry';
import type { JourneyContext, ScreenMeta } from '../machines/journeyTypes';
import type { PlatformConnection } from '../services/actors';
import { type AnalyticsSender, type AnalyticsView, createAnalyticsSender } from '../services/analytics';
import { type JourneyActor, screenMetaOf } from './journeyActor';

/** The journey facts an event may carry: read from the context's names, never from the form or a token. */
export function analyticsViewOf(context: JourneyContext, screen: ScreenMeta | undefined): AnalyticsView {
  const error = context.error;
  return {
    route: screen?.route ?? '',
    screen: screen?.screen ?? 'loading',
    brandId: context.brandId,
    bankId: context.bankId,
    productCode: context.productCode,
    productType: context.productType,
    subType: context.subType,
    campaignId: campaignIdOf(context.entry),
    error: error ? { source: error.source, code: error.code, status: error.status } : undefined,
  };
}

/** Tells when the page is going: hidden or closed. */
export interface PageLifecycle {
  onLeaving(leave: () => void): void;
}

/**
 * The browser's: `visibilitychange` to hidden is the last event a browser reliably gives (a tab switched away or
 * closed, the phone locked), `pagehide` where it is not.
 */
export const browserPage: PageLifecycle = {
  onLeaving(leave) {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
    addEventListener('pagehide', leave);
  },
};

export function startAnalytics(
  actor: JourneyActor,
  connection: PlatformConnection,
  page: PageLifecycle = browserPage,
): AnalyticsSender {
  const sender = createAnalyticsSender({
    send: async (bankId, events, leaving) => {
      // Before start-up has built the client there is nowhere to send: the events wait for the next interval.
      if (!connection.api) throw new Error('config_not_loaded');
      // as the page goes: sent in this very turn (services/callPolicy.ts postAsThePageGoes)
      if (leaving) return connection.sendEventsLeaving?.(bankId, events);
      return connection.api.sendEvents(bankId, events);
    },
  });
  // The last interval's events go as the page is hidden or closed, not lost with it.
  page.onLeaving(() => sender.flushLeaving());
  const observe = (snapshot: ReturnType<JourneyActor['getSnapshot']>) => {
    sender.observe(analyticsViewOf(snapshot.context, screenMetaOf(snapshot)));
    const interval = snapshot.context.config?.analyticsInterval;
    if (interval !== undefined) sender.start(interval);
  };
  observe(actor.getSnapshot());
  actor.subscribe(observe);
  return sender;
}
