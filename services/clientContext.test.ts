import { describe, expect, it } from 'vitest';
import { clientContextHeader, createClientContext, deviceBlackbox, platformFromUserAgent } from './clientContext';

describe('client context (doc 1 §7)', () => {
  it('always carries locale en-GB and a tracking id', () => {
    const context = createClientContext();
    expect(context.locale).toBe('en-GB');
    expect(context.trackingId).toMatch(/\S{8,}/);
    expect(createClientContext().trackingId).not.toBe(context.trackingId);
  });

  it('serialises every field the spec names', () => {
    const header = JSON.parse(clientContextHeader(createClientContext({ trackingId: 'x', environment: 'sandbox' })));
    expect(Object.keys(header).sort()).toEqual(
      ['app', 'environment', 'locale', 'make', 'package_name', 'platform', 'tracking_id', 'version'].sort(),
    );
    expect(header).toMatchObject({ tracking_id: 'x', environment: 'sandbox', locale: 'en-GB' });
  });

  it('names the browser family from the user agent', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    expect(platformFromUserAgent(chrome)).toBe('chrome');
    expect(platformFromUserAgent(`${chrome} Edg/120.0`)).toBe('edge');
    expect(platformFromUserAgent('Mozilla/5.0 (Macintosh) Gecko/20100101 Firefox/121.0')).toBe('firefox');
    expect(platformFromUserAgent(undefined)).toBe('unknown');
  });

  it('describes the device as base64 text', () => {
    const blackbox = deviceBlackbox();
    expect(blackbox).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(atob(blackbox))).toHaveProperty('tz');
  });
});
