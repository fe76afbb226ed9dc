// The app under platform faults (issue 10), in real Chromium against the built app and the real platform, and the
// applicant still gets where the journey goes, or to the screen the spec sends them to in its words, with what they
// typed.
// Where the fault is the platform answering an error, the real platform answers it: the sandbox's fault switch
// (platform/README.md "Fault switch": `POST /sandbox/cases/{caseId}/faults`, `POST /sandbox/customers/{number}/faults`
// `{ family, times }`) makes the family's next calls answer 503 `service_unavailable`, as a bank platform under
// trouble would, and the test counts those answers as the browser received them (page.on('response')).
// page.route is kept only for what a platform cannot do itself and a proxy or the network can: a body cut short
// ('malformed') and no answer at all ('silence'); creating the case is among them only as silence (no family
// covers the case creation, which has no case yet, and a POST is never retried, so its fault is the time-out).
// The login faults are armed on the seeded customer sandboxresil (1000001450), whom no other test logs in as, so no
// parallel test's login can take the one fault armed.
// The fault-handling timings come from /config.json (contract/schemas.ts RuntimeConfig), shortened here by rewriting
// the platform's own answer, like e2e/support/timings.ts shortens the others.
import type { Page, Request, Route } from '@playwright/test';
import { COPY } from '../content/copy';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { LOGIN_COPY } from '../content/login';
import { armFault } from './support/faultSwitch';
import { type ConfigOverrides, expect, field, gotoStart, test, withConfig } from './support/fixtures';
import {
  acceptReview,
  answerEligibility,
  applicant,
  fillEmploymentAndBirth,
  fillStep1,
  fillStep2,
} from './support/journey';
import { answerChallenges, fillChallengeInputs, identify } from './support/loginApp';
import { openSeededReview, submitSeeded } from './support/seededCase';

// Each test waits out retries and timeouts on top of a whole journey: more time than the default minute.
test.describe.configure({ timeout: 150_000 });

/**
 * Fault-handling timings: a failed poll is polled again after 300 ms; a failed autosave tried again after 500 ms.
 * The inactivity timeout is lengthened: these tests wait out retries, not the 20 s of e2e/support/timings.ts.
 */
const FAULT_TIMINGS = {
  pollRetryInterval: 300,
  pollMaxFailures: 3,
  autosaveErrorInterval: 500,
  inactivityTimeout: 600_000,
};

function withFaultTimings(page: Page, overrides: ConfigOverrides = {}) {
  return withConfig(page, { ...FAULT_TIMINGS, ...overrides });
}

/** What only a proxy or the network can do to an answer (the platform's own errors come from its fault switch). */
type Fault = 'malformed' | 'silence';

/**
 * Answers the calls matching `method` and `path` with the faults given, one per call, in order; later calls reach
 * the platform. `faults` may be `'always'` one fault. Returns what happened to each call, in order, with `heal()`
 * to let every later call through.
 */
async function injectFaults(
  page: Page,
  method: string,
  path: RegExp,
  faults: Fault[] | { always: Fault },
  { silenceMs = 0 } = {},
): Promise<string[] & { heal: () => void }> {
  const seen = Object.assign([] as string[], { heal: () => (healed = true) });
  let healed = false;
  const queue = Array.isArray(faults) ? [...faults] : [];
  await page.route(
    (url) => path.test(url.pathname),
    async (route: Route, request: Request) => {
      if (request.method() !== method) return route.fallback();
      const fault = healed ? undefined : Array.isArray(faults) ? queue.shift() : faults.always;
      seen.push(fault ?? 'platform');
      switch (fault) {
        case 'malformed':
          // a body cut short: JSON's start, never its end
          return route.fulfill({ status: 200, contentType: 'application/json', body: '{"task_uri": "/banks/CB/ca' });
        case 'silence':
          // no answer until well after the app gave up waiting
          await new Promise((resolve) => setTimeout(resolve, silenceMs));
          return route.abort().catch(() => {});
        default:
          return route.fallback();
      }
    },
  );
  return seen;
}

const NEXT_TASK = /^\/banks\/CB\/cases\/csapcurrent\/ntb\/CS\d+\/tasks\/next$/;
const OFFERS = /^\/banks\/CB\/cases\/csapcurrent\/ntb\/CS\d+\/tasks\/offers$/;
const UPDATE = /^\/banks\/CB\/cases\/csapcurrent\/ntb\/CS\d+\/tasks\/capture\/actions\/update$/;
const CREATE = /^\/banks\/CB\/cases\/csapcurrent\/ntb$/;
const CHALLENGE = /^\/banks\/CB\/auth\/provider\/oauth2\/token\/challenges$/;
const TOKEN = /^\/banks\/CB\/auth\/provider\/oauth2\/token$/;

/** The fault switch's families these tests fail (platform/faults/faultSwitch.ts FAULT_FAMILIES). */
type Family = 'next-task' | 'save' | 'offers' | 'challenge' | 'token';
/** The most calls one arming fails (the switch's limit): more than any of these tests lets through. */
const ALWAYS = 50;
/** The customer only these tests log in as (content/seededCustomers.ts): the login faults are armed on her, so no
 * other test's login takes the one fault armed. */
const RESIL_NUMBER = '1000001450';
const RESIL = 'sandboxresil';

/** The statuses the browser received for the calls matching `method` and `path`, in order, from now on. */
function answersTo(page: Page, method: string, path: RegExp): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === method && path.test(new URL(response.url()).pathname))
      statuses.push(response.status());
  });
  return statuses;
}

/**
 * Like submitSeeded (support/seededCase.ts), with the family's next `times` calls on the case failing from the
 * review on: the submit's polls and offers come after it.
 */
async function submitSeededFailing(page: Page, lastName: string, family: Family, times: number) {
  const caseId = await openSeededReview(page, { lastName });
  await armFault(page, { caseId }, { family, times });
  const submitted = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/tasks/capture/actions/submit'),
  );
  await acceptReview(page, { username: `resil.${Date.now().toString(36)}` });
  expect((await submitted).status()).toBe(200);
  return caseId;
}

async function onOffer(page: Page) {
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account and overdraft are approved');
}

async function onErrorPage(page: Page) {
  await expect(page).toHaveURL(/\/error\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.error.title);
  await expect(page.getByText('Your details have not been lost. You can try again later.')).toBeVisible();
}

/** To step 2 with a case created (its id answered), step 2 not yet filled in. */
async function toStep2(page: Page): Promise<string> {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && CREATE.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  const { reference_id: caseId } = (await (await created).json()) as { reference_id: string };
  await expect(page).toHaveURL(/\/step-2\?/);
  return caseId;
}

// ---------------------------------------------------------------- next-task poll (doc 1 "Submission polling")

test('resilience: next-task poll answers 503 once, the applicant still reaches the offer', async ({ page }) => {
  await withFaultTimings(page);
  const polls = answersTo(page, 'GET', NEXT_TASK);
  await submitSeededFailing(page, 'Overdraftfull', 'next-task', 1);
  await onOffer(page);
  expect(polls.slice(0, 2)).toEqual([503, 200]);
  expect(polls.filter((status) => status !== 200)).toEqual([503]);
});

test('resilience: next-task poll answers malformed JSON, the applicant still reaches the offer', async ({ page }) => {
  await withFaultTimings(page);
  // four in a row outlast axios's three retries: the chart's own retry takes over, the page stays as it is
  const polls = await injectFaults(page, 'GET', NEXT_TASK, ['malformed', 'malformed', 'malformed', 'malformed']);
  await submitSeeded(page, 'Overdraftfull');
  await onOffer(page);
  expect(polls.slice(0, 5)).toEqual(['malformed', 'malformed', 'malformed', 'malformed', 'platform']);
});

test('resilience: next-task poll fails for a while, the submission page waits it out', async ({ page }) => {
  await withFaultTimings(page);
  // two rounds of four failures: two failed polls for the chart, one short of pollMaxFailures
  const polls = answersTo(page, 'GET', NEXT_TASK);
  await submitSeededFailing(page, 'Overdraftfull', 'next-task', 8);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOURNEY_COPY.submission.title);
  await onOffer(page);
  expect(polls.slice(0, 9)).toEqual([...Array<number>(8).fill(503), 200]);
});

test('resilience: next-task poll times out once, the applicant still reaches the offer', async ({ page }) => {
  await withFaultTimings(page, { requestTimeout: 5000 });
  const polls = await injectFaults(page, 'GET', NEXT_TASK, ['silence'], { silenceMs: 8000 });
  await submitSeeded(page, 'Overdraftfull');
  await onOffer(page);
  expect(polls.slice(0, 2)).toEqual(['silence', 'platform']);
});

test('resilience: next-task poll keeps answering 503, the applicant sees the error page', async ({ page }) => {
  await withFaultTimings(page);
  const polls = answersTo(page, 'GET', NEXT_TASK);
  await submitSeededFailing(page, 'Overdraftfull', 'next-task', ALWAYS);
  await onErrorPage(page);
  await expect(page.getByText('Error reference: fetchNextTask/service_unavailable')).toBeVisible();
  // pollMaxFailures polls, each tried four times by axios (the first and three retries), every one answered 503
  expect(polls).toEqual(Array<number>(3 * 4).fill(503));
});

// ---------------------------------------------------------------- save (doc 1 "Form save and submit")

test('resilience: autosave keeps failing, the applicant sees it and keeps their input', async ({ page, axe }) => {
  await withFaultTimings(page);
  const caseId = await toStep2(page);
  const updates = answersTo(page, 'PUT', UPDATE);
  await armFault(page, { caseId }, { family: 'save', times: ALWAYS });
  const status = page.getByRole('status').filter({ hasText: JOURNEY_COPY.saveStatus.failed });
  await expect(status).toHaveCount(0);

  await fillEmploymentAndBirth(page, { cityBorn: 'Llanfair' });
  // leave the fields: the autosave runs only while nothing is being edited (doc 1 §4)
  await page.getByRole('heading', { level: 1 }).click();
  await expect(status).toBeVisible({ timeout: 20_000 });
  // armed afresh: the switch fails at most 50 calls, and the platform stays down until it recovers below
  await armFault(page, { caseId }, { family: 'save', times: ALWAYS });
  await axe();
  await expect(page).toHaveURL(/\/step-2\?/);
  await expect(field(page, 'employerName')).toHaveValue('Difference Engines Ltd');
  await expect(field(page, 'cityBorn')).toHaveValue('Llanfair');
  // it keeps trying while the message shows
  const failedSoFar = updates.length;
  await expect.poll(() => updates.length, { timeout: 10_000 }).toBeGreaterThan(failedSoFar);
  await expect(status).toBeVisible();

  expect(updates.length).toBeGreaterThanOrEqual(4);
  expect(updates.every((answer) => answer === 503)).toBe(true);

  // the platform recovers: the next try saves, and the message goes
  await armFault(page, { caseId }, { family: 'save', times: 0 });
  await expect(status).toHaveCount(0, { timeout: 20_000 });
  expect(updates).toContain(200);
  await expect(field(page, 'employerName')).toHaveValue('Difference Engines Ltd');
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/);
  await expect(page.getByText('Difference Engines Ltd')).toBeVisible();
});

test('resilience: save on Continue answers 503 once, the applicant still reaches review', async ({ page }) => {
  await withFaultTimings(page, { autosaveInterval: 0 });
  const caseId = await toStep2(page);
  const updates = answersTo(page, 'PUT', UPDATE);
  await armFault(page, { caseId }, { family: 'save', times: 1 });
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/);
  await expect(page.getByText('Difference Engines Ltd')).toBeVisible();
  // review is shown at once (the case exists, doc 1 §4); the save answers after it, once refused, then retried
  await expect.poll(() => updates, { timeout: 15_000 }).toEqual([503, 200]);
  await expect(page).toHaveURL(/\/review\?/);
});

test('resilience: save on Continue keeps answering malformed JSON, the error page keeps the details', async ({
  page,
}) => {
  await withFaultTimings(page, { autosaveInterval: 0 });
  await toStep2(page);
  const updates = await injectFaults(page, 'PUT', UPDATE, { always: 'malformed' });
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  // doc 1 §8: an error that is not a known code goes to the general handler, the error page
  await onErrorPage(page);
  await expect(page.getByText('Error reference: updateCase/invalid_response')).toBeVisible();

  // "Your details have not been lost": a reload brings the applicant back to review, which step 2's Continue had
  // shown before the save answered, with what they typed
  updates.heal();
  await page.reload();
  await expect(page).toHaveURL(/\/review\?/);
  await expect(page.getByText('Difference Engines Ltd')).toBeVisible();
  await expect(page.getByText(/42,000/).first()).toBeVisible();
});

test('resilience: creating the case times out, the application is not sent twice', async ({ page }) => {
  await withFaultTimings(page, { requestTimeout: 4000 });
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  const creates = await injectFaults(page, 'POST', CREATE, ['silence'], { silenceMs: 6000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  // a POST is never retried (it may have opened a case): doc 1 §8 sends the failure to the error page
  await onErrorPage(page);
  expect([...creates]).toEqual(['silence']);
  await page.reload();
  await expect(page).toHaveURL(/\/step-1\?/);
  await expect(field(page, 'firstName')).toHaveValue(applicant.firstName);
});

// ---------------------------------------------------------------- submit (doc 1 "Form save and submit", §8)

// The applicant types steps 1 and 2, presses "Accept and apply", the bank fails the submit (the error page: "Your
// details have not been lost"), and they press F5. The case is still in capture (nothing was submitted) and the tab
// holds the answers with steps 1 and 2 done: the web task next is review (doc 1 "Web task names"), not the eligibility
// questions the case-state map's "capture -> root" alone would give (machines/submission.ts routing).
test('resume: a reload after a failed submit returns to review with every answer', async ({ page }) => {
  await withFaultTimings(page);
  const submits = answersTo(page, 'PUT', /\/tasks\/capture\/actions\/submit$/);
  const caseId = await toStep2(page);
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/);
  const summary = page.locator('main section.summary');
  await expect(summary.getByText('Difference Engines Ltd')).toBeVisible();
  const answered = await summary.allInnerTexts();
  expect(answered.join('\n')).toContain(applicant.lastName);

  // the submit is a PUT: the first try and axios-retry's three, all answered 503 (platform/README.md "Fault switch")
  await armFault(page, { caseId }, { family: 'submit', times: 4 });
  await acceptReview(page);
  await onErrorPage(page);
  await expect(page.getByText('Error reference: submitCase/service_unavailable')).toBeVisible();
  expect(submits).toEqual([503, 503, 503, 503]);

  const resumed = page.waitForResponse((response) => response.url().endsWith(`/${caseId}/resume`));
  await page.reload();
  expect((await resumed).status()).toBe(200);
  await expect(page).toHaveURL(/\/review\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your answers before you apply');
  // every answer of steps 1 and 2 as review showed it before the submit (the NI number read back from the saved case)
  await expect(summary.getByText('Difference Engines Ltd')).toBeVisible();
  expect(await summary.allInnerTexts()).toEqual(answered);

  // "Accept and apply" again: the bank answers this time, and the application goes on to its decision
  await acceptReview(page);
  await onOffer(page);
  expect(submits).toEqual([503, 503, 503, 503, 200]);
});

// ---------------------------------------------------------------- offers (doc 1 §4 "Offer", §8)

test('resilience: offers answer malformed JSON once, the applicant still sees the offer', async ({ page }) => {
  await withFaultTimings(page);
  const offers = await injectFaults(page, 'GET', OFFERS, ['malformed']);
  await submitSeeded(page, 'Overdraftfull');
  await onOffer(page);
  expect(offers.slice(0, 2)).toEqual(['malformed', 'platform']);
});

test('resilience: offers keep answering 500, the applicant sees the error page', async ({ page }) => {
  await withFaultTimings(page);
  const offers = answersTo(page, 'GET', OFFERS);
  await submitSeededFailing(page, 'Overdraftfull', 'offers', ALWAYS);
  // doc 1 §8: "Offer request failing with a code other than 401 ... goes to the central handler"
  await onErrorPage(page);
  await expect(page.getByText('Error reference: fetchOffers/service_unavailable')).toBeVisible();
  expect(offers).toEqual(Array<number>(4).fill(503));
});

test('resilience: offers answer malformed JSON every time, the applicant sees the error page', async ({ page }) => {
  await withFaultTimings(page);
  await injectFaults(page, 'GET', OFFERS, { always: 'malformed' });
  await submitSeeded(page, 'Overdraftfull');
  await onErrorPage(page);
  await expect(page.getByText('Error reference: fetchOffers/invalid_response')).toBeVisible();
});

// ---------------------------------------------------------------- login (doc 1 §4, §8; doc 3 §8)

// The four log in as sandboxresil, on whom each arms its fault for one call: in order, in one worker, so no test's
// login takes another's fault (each still retried on its own).
test.describe('login faults', () => {
  test.describe.configure({ mode: 'default' });

  test('resilience: login times out, the applicant sees the cannot-log-in message and keeps their username', async ({
    page,
    axe,
  }) => {
    await withFaultTimings(page, { requestTimeout: 3000 });
    const challenges = await injectFaults(page, 'POST', CHALLENGE, ['silence'], { silenceMs: 5000 });
    await identify(page, RESIL);
    // doc 3 §8 "Cannot be logged in: contact support" (the challenge could not be set)
    await expect(page.getByRole('alert').filter({ hasText: LOGIN_COPY.errors.challenge })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel(LOGIN_COPY.identifier)).toHaveValue(RESIL);
    await axe();
    expect([...challenges]).toEqual(['silence']);
    // the platform answers again: Continue with the same username goes on
    await page.getByRole('button', { name: 'Continue' }).click();
    await answerChallenges(page, RESIL);
    await expect(page).toHaveURL(/\/portal\?/);
  });

  test('resilience: login challenge answers 503, the applicant sees the cannot-log-in message', async ({ page }) => {
    await withFaultTimings(page);
    const challenges = answersTo(page, 'POST', CHALLENGE);
    // identify (support/loginApp.ts) with the fault armed just before Continue
    await page.goto('/login?brandId=CB');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.title);
    await page.getByLabel(LOGIN_COPY.identifier).fill(RESIL_NUMBER);
    await armFault(page, { customerNumber: RESIL_NUMBER }, { family: 'challenge', times: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: LOGIN_COPY.errors.challenge })).toBeVisible();
    await expect(page.getByLabel(LOGIN_COPY.identifier)).toHaveValue(RESIL_NUMBER);
    expect(challenges).toEqual([503]);
  });

  test('resilience: login token answers malformed JSON, the applicant sees the gone-wrong message and answers again', async ({
    page,
  }) => {
    await withFaultTimings(page);
    const tokens = await injectFaults(page, 'POST', TOKEN, ['malformed']);
    await identify(page, RESIL);
    await answerChallenges(page, RESIL);
    // doc 3 §8 "Generic gone-wrong on login: check and retry": a new challenge, never "too many retries"
    await expect(page.getByRole('alert').filter({ hasText: LOGIN_COPY.errors.token })).toBeVisible();
    await expect(page.getByText(LOGIN_COPY.errors.tooManyRetries)).toHaveCount(0);
    await answerChallenges(page, RESIL);
    await expect(page).toHaveURL(/\/portal\?/);
    expect([...tokens]).toEqual(['malformed', 'platform']);
  });

  test('resilience: login token answers 503, the applicant sees the gone-wrong message', async ({ page }) => {
    await withFaultTimings(page);
    const tokens = answersTo(page, 'POST', TOKEN);
    await identify(page, RESIL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.answerTitle);
    // answerChallenges (support/loginApp.ts) with the fault armed just before Continue
    await fillChallengeInputs(page, page.locator('form input'), RESIL);
    await armFault(page, { customerNumber: RESIL_NUMBER }, { family: 'token', times: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: LOGIN_COPY.errors.token })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.answerTitle);
    expect(tokens).toEqual([503]);
  });

  // The switch's hang (`hang_ms`): the bank holds the token request past the app's requestTimeout, 3 s here, so that
  // the hang (5 s) ends well within the browser tests' inactivity time-out (20 s in e2e/support/timings.ts; with the
  // production 30 s requestTimeout no hang could be seen through before the time-out)
  test("login: the bank's token request hangs, the applicant sees the gone-wrong message and answers again", async ({
    page,
  }) => {
    await withFaultTimings(page, { requestTimeout: 3000, inactivityTimeout: 20_000 });
    const tokens = answersTo(page, 'POST', TOKEN);
    const unanswered: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.method() === 'POST' && TOKEN.test(new URL(request.url()).pathname)) unanswered.push(request.url());
    });
    await identify(page, RESIL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.answerTitle);
    await fillChallengeInputs(page, page.locator('form input'), RESIL);
    await armFault(page, { customerNumber: RESIL_NUMBER }, { family: 'token', times: 1, hang_ms: 5000 });
    const pressed = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();
    // doc 1 §8 "token error shows a gone-wrong message" (doc 3 §8 "check and retry"): a POST is never retried, so the
    // one request that hung is the app's time-out; a new challenge, never "too many retries"
    await expect(page.getByRole('alert').filter({ hasText: LOGIN_COPY.errors.token })).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(3000);
    await expect(page.getByText(LOGIN_COPY.errors.tooManyRetries)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.answerTitle);
    expect(unanswered).toHaveLength(1);
    expect(tokens).toEqual([]);
    // the bank answers again: the same customer answers the new challenge and reaches their portal
    await answerChallenges(page, RESIL);
    await expect(page).toHaveURL(/\/portal\?/);
    expect(tokens).toEqual([200]);
  });
});

// ---------------------------------------------------------------- entry parameters (doc 1 §2)

test('resilience: a link with promocode=%00 is followed without it, and the application is saved', async ({ page }) => {
  const created: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && CREATE.test(new URL(request.url()).pathname))
      created.push(request.postDataJSON());
  });
  await page.goto('/?applyFor=IM135&brandId=CB&promocode=%00');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Apply for a/);
  await answerEligibility(page);
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-2\?/);
  expect(created).toHaveLength(1);
  expect(JSON.stringify(created[0])).not.toContain('promocode');
});
