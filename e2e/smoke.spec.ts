import { e2eTimings, expect, test } from './support/fixtures';

// Checks only the harness: the webServer of playwright.config.ts serves the platform and the built app.

test('the platform serves /config.json', async ({ request }) => {
  const response = await request.get('/config.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const config = await response.json();
  expect(typeof config).toBe('object');
  // The shortened timings of playwright.config.ts reach the platform and, through it, the app.
  expect(config.pollInterval).toBe(e2eTimings.POLL_INTERVAL);
  expect(config.completedCaseInterval).toBe(e2eTimings.COMPLETED_CASE_INTERVAL);
});

test('an unknown path answers the app (SPA fallback)', async ({ request }) => {
  const response = await request.get('/no-such-page/for-the-smoke-test', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toMatch(/<!doctype html>/i);
  expect(html).toMatch(/<script[^>]+type="module"/);
});
