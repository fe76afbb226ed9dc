// Analytics events (issue 15, doc 1 §7 "Events", §9): sent every analyticsInterval (20000 ms; the browser tests set
// 3000 ms, e2e/support/timings.ts) with channel WEB, the bearer token once the customer has one, and stored by the
// platform (read back from GET /sandbox/events/{bank}, platform/README.md "Analytics events").
import type { Request } from '@playwright/test';
import { StoredEventsResponse } from '../contract/schemas';
import { e2eTimings, expect, test } from './support/fixtures';
import { answerEligibilityQuestions } from './support/journey';
import { answerChallenges, identify } from './support/loginApp';

test('analytics: events reach the platform every 20 s with the token', async ({ page, request }) => {
  const sends: { at: number; request: Request }[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/banks\/CB\/user\/events$/.test(new URL(sent.url()).pathname)) {
      sends.push({ at: Date.now(), request: sent });
    }
  });

  /** The routes of the page views a send carries. */
  const routesOf = (send: { request: Request }) =>
    (
      JSON.parse(send.request.postData() ?? '{"events":[]}') as { events: { data: { context: { route: string } } }[] }
    ).events.map((event) => event.data.context.route);

  await identify(page, 'sandboxada');
  await answerChallenges(page, 'sandboxada');
  await expect(page).toHaveURL(/\/portal\?/);

  // The portal's page view goes in the next send, with the customer's token. That send is waited for by what it
  // carries: under load it can go before the test has seen the portal's address.
  await expect.poll(() => sends.some((send) => routesOf(send).includes('/portal'))).toBe(true);
  const loggedInAt = sends.find((send) => routesOf(send).includes('/portal'))?.at ?? 0;
  // Resuming a saved application makes more page views: they go in a later send, an interval on, with the token.
  await page.getByRole('button', { name: 'Resume CS90000011' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Control', {
    timeout: 15_000,
  });
  await expect
    .poll(() => sends.filter((send) => send.at >= loggedInAt).length, { timeout: 3 * e2eTimings.ANALYTICS_INTERVAL })
    .toBeGreaterThanOrEqual(2);
  // Batched by the interval, never sent per event: consecutive sends are an interval apart.
  const gaps = sends.slice(1).map((send, index) => send.at - (sends[index]?.at ?? 0));
  for (const gap of gaps) expect(gap).toBeGreaterThan(e2eTimings.ANALYTICS_INTERVAL * 0.8);
  for (const send of sends.filter((send) => send.at >= loggedInAt)) {
    expect(await send.request.headerValue('authorization')).toMatch(/^Bearer \S+$/);
  }

  // Every send is the event list of doc 1 §7 with channel WEB, and nothing the customer typed.
  const bodies = sends.map((send) => send.request.postData() ?? '');
  for (const body of bodies) {
    expect(body).not.toContain('sandboxada');
    for (const event of JSON.parse(body).events) {
      expect(event).toMatchObject({ id: expect.any(String), type: expect.any(String), created_at: expect.any(String) });
      expect(event.data.context.channel).toBe('WEB');
    }
  }
  const sentIds = bodies.flatMap((body) => JSON.parse(body).events.map((event: { id: string }) => event.id));

  // The platform stored them, those sent with the token marked authenticated.
  const stored = StoredEventsResponse.create(await (await request.get('/sandbox/events/CB')).json());
  const mine = stored.events.filter((event) => sentIds.includes(event.id));
  expect(mine.map((event) => event.data.context.route)).toEqual(expect.arrayContaining(['/login', '/portal', '/']));
  expect(mine.some((event) => event.authenticated && event.data.context.route === '/portal')).toBe(true);
});

test("analytics: the link's campaign id (c_id) goes with every event, and the platform stores it", async ({
  page,
  request,
}) => {
  // doc 1 §2 query `c_id`: the campaign the link came from, a plain id (src/analytics.ts campaignIdOf)
  const campaign = `spring-${Date.now().toString(36)}`;
  const sent = page.waitForRequest(
    (candidate) => candidate.method() === 'POST' && new URL(candidate.url()).pathname === '/banks/CB/user/events',
    { timeout: 3 * e2eTimings.ANALYTICS_INTERVAL },
  );
  await page.goto(`/?applyFor=IM135&brandId=CB&c_id=${campaign}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');
  const events = ((await sent).postDataJSON() as { events: { id: string; data: { context: object } }[] }).events;
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) expect(event.data.context).toMatchObject({ channel: 'WEB', campaign });
  await expect
    .poll(async () => {
      const stored = StoredEventsResponse.create(await (await request.get('/sandbox/events/CB')).json());
      return stored.events.filter((event) => event.data.context.campaign === campaign).length;
    })
    .toBeGreaterThanOrEqual(events.length);
});

test("analytics: the last interval's events are not lost when the applicant leaves the page", async ({
  page,
  request,
}) => {
  // The applicant leaves before the next interval: the events queued since the last send go as the page is hidden or
  // closed (fetch with keepalive, which carries the bearer token where sendBeacon could not; src/analytics.ts).
  const campaign = `leaving-${Date.now().toString(36)}`;
  const sends: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/banks/CB/user/events') sends.push(sent);
  });
  await page.clock.install();
  await page.goto(`/?applyFor=IM135&brandId=CB&c_id=${campaign}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');
  // From here no timer runs, the analytics interval included: only the page's leaving can send what comes next.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  const sentBefore = sends.length;
  await answerEligibilityQuestions(page);
  // The new screen's address is pushed after its paint (src/UrlSync.tsx, services/afterPaint.ts: an animation frame,
  // then a task), timers the paused clock holds too: a quarter of a second lets them run, and is far from the
  // analytics interval's 20 s.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Apply for a Current Account Plus');
  await page.clock.runFor(250);
  await expect(page).toHaveURL(/\/personal-information\?/);
  expect(sends).toHaveLength(sentBefore);

  await page.goto('about:blank');
  await expect
    .poll(async () => {
      const stored = StoredEventsResponse.create(await (await request.get('/sandbox/events/CB')).json());
      return stored.events
        .filter((event) => event.data.context.campaign === campaign)
        .map((event) => event.data.context.route);
    })
    .toContain('/personal-information');
});
