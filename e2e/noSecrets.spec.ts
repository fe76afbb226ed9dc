// No secret in the platform's log, the browser's storage or any URL (issue 10; common rule "secrets never in
// logs, URLs or storage"). This spec starts its own platform with logging at `debug` (the shared one logs warnings
// only) and captures its stdout and stderr, then runs the existing-customer journey in Chromium (login through
// the login app with a wrong password first, the eligibility questions, step 1 from the records, step 2, review),
// with failing calls on the way (a wrong password, a refused save holding personal data, a body nested too deep).
// Then every log line, localStorage, sessionStorage, the cookies and every URL the browser visited or requested are
// searched for every seeded password, security answer, telephone access code (PIN), card number and NI number, and
// for every passcode the sandbox texted during the run (its outbox).
// The secret lists come from content/seededCustomers.ts, never typed here.
// The registration journey (doc 2 §3.1 "Registration": security answers, telephonePin, registrationPassword1) runs
// first, on the same platform: a new customer's account opened, registration with a PIN the page refuses, then the
// right one, and the same encrypted registration sent again (a 409). Its password, answers and PIN are searched for
// with the seeded secrets in the whole log, and in that journey's storage, cookies and URLs.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { SEEDED_CUSTOMERS, SEEDED_NI_NUMBERS } from '../content/seededCustomers';
import { expect, field, test } from './support/fixtures';
import { answerEligibility, applyAs, fillStep2 } from './support/journey';
import { answerLoginAppChallenge, customer } from './support/loginApp';
import { e2eTimings } from './support/timings';

function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

const PORT = freePort();
const BASE = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE });
// One platform process for this file's one test.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

interface Secret {
  kind: string;
  value: string;
}

/** The seeded secrets: passwords, security answers, access codes (PIN), card numbers, NI numbers. */
function seededSecrets(): Secret[] {
  return [
    ...SEEDED_CUSTOMERS.flatMap((seeded) => [
      ...(seeded.password ? [{ kind: 'password', value: seeded.password }] : []),
      ...seeded.securityQuestions.map((question) => ({ kind: 'security answer', value: question.answer })),
      ...(seeded.accessCode ? [{ kind: 'access code (PIN)', value: seeded.accessCode }] : []),
      ...(seeded.debitCard ? [{ kind: 'card number', value: seeded.debitCard.pan }] : []),
      ...(seeded.creditCard ? [{ kind: 'card number', value: seeded.creditCard.pan }] : []),
    ]),
    ...Object.values(SEEDED_NI_NUMBERS).map((value) => ({ kind: 'NI number', value })),
  ];
}

/**
 * Leaks this test found that are not fixed yet, as `place: kind`: none. (It found an existing customer's NI number in
 * the form kept in sessionStorage for a reload; src/sessionStore.ts now withholds NI numbers, and the chart reads
 * them back from the saved case after a reload: machines/journey.ts `resuming.refilling`.)
 */
const KNOWN_OPEN_LEAKS: string[] = [];

/** The new customer's registration secrets (registration test below): none of them is anywhere either. */
const REGISTRATION_SECRETS: Secret[] = [
  { kind: 'registration password', value: 'Zq7#mountain' },
  { kind: 'registration security answer', value: 'quokka7713' },
  { kind: 'registration security answer', value: 'lindisfarne9' },
  { kind: 'registration security answer', value: 'oakbrook4420' },
  { kind: 'registration telephone PIN', value: '7391' },
];

/** What the registration journey's browser kept and visited, searched with everything else at the end. */
const registrationPlaces: [string, string[]][] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `secret` occurs in `text` as a whole token (a 4-digit PIN inside a longer number is not it), any case. */
function occurs(text: string, secret: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(secret)}(?![A-Za-z0-9])`, 'i').test(text);
}

/** Log fields the platform fills with its own numbers (clock, process id, timings), not request data. */
function withoutOwnNumbers(line: string): string {
  return line.replace(/"(time|pid|responseTime)":[0-9.]+|"reqId":"req-[0-9a-z]+"/g, '');
}

let platform: ChildProcess | undefined;
let dataDir = '';
const logLines: string[] = [];

test.beforeAll(async () => {
  // a fresh PGlite folder is created, migrated and seeded first: slow on a busy two-core machine
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'account-opening-nosecrets-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'debug',
    DATA_DIR: dataDir,
    ...Object.fromEntries(Object.entries(e2eTimings).map(([name, value]) => [name, String(value)])),
  };
  // always the embedded database, as the shared platform of playwright.config.ts
  delete env.DATABASE_URL;
  // the compiled platform `npm run build` writes, as playwright.config.ts starts it: plain node starts faster than tsx
  platform = spawn(process.execPath, ['--enable-source-maps', 'dist-platform/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  const collect = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    logLines.push(...lines.filter((line) => line.trim() !== ''));
  };
  platform.stdout?.on('data', collect);
  platform.stderr?.on('data', collect);
  platform.on('exit', () => {
    if (pending.trim()) logLines.push(pending);
  });
  const deadline = Date.now() + 230_000;
  for (;;) {
    const ready = await fetch(`${BASE}/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || platform.exitCode !== null) {
      throw new Error(`the platform did not start (exit ${platform.exitCode}):\n${logLines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

/** SIGTERM, so PGlite closes its folder and the log is complete. */
async function stopPlatform(): Promise<void> {
  const child = platform;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

test.afterAll(async () => {
  await stopPlatform();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const isSave = (request: Request) =>
  (request.method() === 'POST' && /\/banks\/CB\/cases\/csapcurrent\/(existing|ntb)$/.test(request.url())) ||
  (request.method() === 'PUT' && request.url().endsWith('/tasks/capture/actions/update'));

test('registration: a new customer registers; the secrets reach no log, storage or URL', async ({ page, context }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  const [password, ...rest] = REGISTRATION_SECRETS.map((secret) => secret.value);
  const answers = rest.slice(0, 3);
  const pin = rest[3] ?? '';
  await applyAs(page, 'Noleaks');
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Your overdraft agreement' }).click();
  await page.getByLabel(/this represents my signature/).check();
  await page.getByRole('button', { name: 'Open account with overdraft' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Register for internet and telephone banking' }).click();
  await expect(page).toHaveURL(/\/registration\?/, { timeout: 30_000 });
  await field(page, 'registrationPassword1').fill(password ?? '');
  await field(page, 'registrationPassword2').fill(password ?? '');
  for (const [index, answer] of answers.entries()) {
    await field(page, `securityQuestion${index + 1}`).selectOption(`SQ0${index + 1}`);
    await field(page, `securityAnswer${index + 1}`).fill(answer);
  }
  // a PIN the page refuses first (four alike), then the right one
  await field(page, 'telephonePin').fill('7777');
  await field(page, 'telephonePinConfirmation').fill('7777');
  await field(page, 'registrationTerms').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('link', { name: /Your PIN must not repeat/ })).toBeVisible();
  await field(page, 'telephonePin').fill(pin);
  await field(page, 'telephonePinConfirmation').fill(pin);
  const registered = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/user/credentials'),
  );
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const registration = await registered;
  expect(registration.status()).toBe(200);
  await expect(page).toHaveURL(/\/switch\?/, { timeout: 30_000 });
  // The same encrypted registration again, as a replaying client would send it: refused (409), and logged.
  const again = await page.evaluate(
    async ({ url, body, token }) =>
      (
        await fetch(url, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: token },
          body,
        })
      ).status,
    {
      url: registration.url(),
      body: registration.request().postData() ?? '',
      token: (await registration.request().allHeaders()).authorization ?? '',
    },
  );
  expect(again).toBe(409);
  const storage = await page.evaluate(() => {
    const dump = (store: Storage) =>
      Array.from(
        { length: store.length },
        (_, index) => `${store.key(index)}=${store.getItem(store.key(index) ?? '')}`,
      );
    return [...dump(localStorage), ...dump(sessionStorage)];
  });
  const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  registrationPlaces.push(
    ['registration storage', storage],
    ['registration cookies', cookies],
    ['registration URLs', urls.flatMap((url) => [url, safeDecode(url)])],
  );
});

test('the existing-customer journey leaves no secret in the log, the storage or a URL', async ({ page, context }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));

  // Login through the login app: a wrong password first (a refused answer), then the right one.
  await page.goto('/authentication?applyFor=IM135&brandId=CB');
  await page.getByLabel('Username or customer number').fill('sandboxada');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerLoginAppChallenge(page, 'sandboxada', { wrong: true });
  await expect(page.getByText('The details you entered do not match our records')).toBeVisible();
  await answerLoginAppChallenge(page, 'sandboxada');
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=IM135$/, { timeout: 15_000 });

  // The journey: eligibility, step 1 from the records, step 2, review.
  await answerEligibility(page);
  await expect(page).toHaveURL(/\/step-1\?/);
  await field(page, 'maritalStatus').selectOption('Single');
  await page.getByRole('group', { name: 'Do you have any dependants?' }).getByLabel('No').check();
  await field(page, 'residentialStatus').selectOption('Tenant Private');
  await field(page, 'addresses.0.dateMoved').fill('01-06-2015');
  await page.getByRole('group', { name: 'How would you like us to contact you?' }).getByLabel('Email').check();
  const created = page.waitForResponse((response) => isSave(response.request()) && response.status() === 201);
  await page.getByRole('button', { name: 'Continue' }).click();
  const createResponse = await created;
  const createdCase = (await createResponse.json()) as { reference_id: string };
  const enquiry = createResponse.request().postDataJSON() as { applicants: Record<string, unknown>[] };
  await expect(page).toHaveURL(/\/step-2\?/);

  // Failing calls from the page, as a broken or hostile client would send them: a save refused with the
  // applicant's personal data in it (an NI number, a NUL in a name), and a body nested too deep.
  const updateUrl = `/banks/CB/cases/csapcurrent/existing/${createdCase.reference_id}/tasks/capture/actions/update`;
  const applicant = enquiry.applicants[0] ?? {};
  const personal = (applicant.personal_details ?? {}) as Record<string, unknown>;
  const adaNiNumber = SEEDED_NI_NUMBERS[customer('sandboxada').customerNumber] ?? '';
  const refusedBody = JSON.stringify({
    ...enquiry,
    applicants: [
      { ...applicant, personal_details: { ...personal, ni_number: adaNiNumber, name: { first: 'Ada\u0000' } } },
    ],
  });
  const statuses = await page.evaluate(
    async ({ url, refused }) => {
      const send = (body: string) =>
        fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body }).then((r) => r.status);
      return [await send(refused), await send(`{"applicants":${'['.repeat(5000)}${']'.repeat(5000)}}`)];
    },
    { url: updateUrl, refused: refusedBody },
  );
  for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
  for (const status of statuses) expect(status).toBeLessThan(500);

  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/);
  await expect(page.getByText('077*****101')).toBeVisible();

  // What the browser kept.
  const storage = await page.evaluate(() => {
    const dump = (store: Storage) =>
      Array.from({ length: store.length }, (_, index) => {
        const key = store.key(index) ?? '';
        return `${key}=${store.getItem(key) ?? ''}`;
      });
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
  const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);

  // Any passcode the sandbox texted (the journey's step-up would send one).
  const passcodes: Secret[] = [];
  for (const seeded of SEEDED_CUSTOMERS) {
    const sms = await fetch(`${BASE}/sandbox/outbox/sms/${seeded.customerNumber}`);
    if (sms.ok) passcodes.push({ kind: 'passcode', value: ((await sms.json()) as { passcode: string }).passcode });
  }

  await stopPlatform();

  const secrets = [...seededSecrets(), ...passcodes, ...REGISTRATION_SECRETS].filter((secret) => secret.value !== '');
  // the registration journey ran first, and its calls are in the log
  expect(registrationPlaces.length).toBe(3);
  expect(secrets.length).toBeGreaterThan(20);
  expect(adaNiNumber).not.toBe('');
  // the log is real and complete: a line per request at debug, the refusals and the login included
  expect(logLines.length).toBeGreaterThan(50);
  const log = logLines.join('\n');
  expect(log).toContain('/login-app/CB/answer');
  expect(log).toContain('request refused');
  expect(log).toContain('"statusCode":400');
  expect(log).toContain('/user/credentials');
  expect(log).toContain('"statusCode":409');

  const places: [string, string[]][] = [
    ['log', logLines.map(withoutOwnNumbers)],
    ['localStorage', storage.local],
    ['sessionStorage', storage.session],
    ['cookies', cookies],
    ['URLs', urls.flatMap((url) => [url, safeDecode(url)])],
    ...registrationPlaces,
  ];
  const found = new Map<string, string>();
  for (const [place, texts] of places) {
    for (const text of texts) {
      for (const secret of secrets) {
        if (occurs(text, secret.value)) found.set(`${place}: ${secret.kind}`, text.slice(0, 160));
      }
    }
  }
  expect([...found.keys()].sort(), JSON.stringify(Object.fromEntries(found))).toEqual(KNOWN_OPEN_LEAKS);
});

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
