// Bytes over the wire of the start page, as Chromium receives them (issue 16): every response's encodedDataLength
// (headers and compressed body) from the DevTools protocol's Network.loadingFinished, by resource type.
import type { CDPSession, Page } from '@playwright/test';

export interface WireResource {
  url: string;
  type: string;
  /** Bytes received for it: headers and the body as sent (compressed when the server compressed it). */
  bytes: number;
  encoding: string;
}

export interface WireTotals {
  bytes: number;
  resources: WireResource[];
  byType: Record<string, number>;
}

/** Records what the page receives from now until `stop()`; `mark()` returns what came since the last mark. */
export async function recordWire(page: Page): Promise<{ mark(): WireTotals; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, { url: string; type: string; encoding: string }>();
  let received: WireResource[] = [];
  session.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    pending.set(event.requestId, {
      url: event.response.url,
      type: event.type ?? 'Other',
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  session.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (!response) return;
    pending.delete(event.requestId);
    received.push({ ...response, bytes: event.encodedDataLength });
  });
  return {
    session,
    mark() {
      const resources = received;
      received = [];
      const byType: Record<string, number> = {};
      for (const resource of resources) byType[resource.type] = (byType[resource.type] ?? 0) + resource.bytes;
      return { bytes: resources.reduce((sum, resource) => sum + resource.bytes, 0), resources, byType };
    },
  };
}
