// The case token key has no default in production (auth/signedCaseTokens.ts caseTokenKeyFromEnv, app.ts, main.ts):
// a production platform refuses to start without CASE_TOKEN_KEY, or with one too short or a placeholder, with one
// line naming the variable, never its value, and no stack; sandbox mode still starts without one (the key kept in
// the database).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlatform } from './app';
import { caseTokenKeyFromEnv } from './auth/signedCaseTokens';
import { loginAppUrlFromEnv } from './runtimeConfig';
import { type CompiledPlatform, compiledPlatform } from './test-support/compiledPlatform';

const GOOD = randomBytes(32).toString('hex');
/** Keys a production platform refuses: none, blank, short, upper case, not hex, a placeholder. */
const REFUSED = [
  '',
  '   ',
  GOOD.slice(0, 32),
  GOOD.toUpperCase(),
  `${GOOD.slice(0, 63)}g`,
  '0'.repeat(64),
  'deadbeef'.repeat(8),
];

describe('the case token key from the environment', () => {
  it('in production: refuses a missing, short or placeholder key, naming the variable and never the value', () => {
    expect(() => caseTokenKeyFromEnv(undefined, true)).toThrow(/^CASE_TOKEN_KEY is not set: in production mode/);
    for (const key of REFUSED) {
      let message = '';
      try {
        caseTokenKeyFromEnv(key, true);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, key).toMatch(/^CASE_TOKEN_KEY /);
      if (key.trim()) expect(message, key).not.toContain(key);
    }
    expect(caseTokenKeyFromEnv(` ${GOOD}\n`, true)).toBe(GOOD);
  });

  it('in sandbox mode: unset is allowed (the key kept in the database), a bad key set is still refused', () => {
    expect(caseTokenKeyFromEnv(undefined, false)).toBeUndefined();
    expect(caseTokenKeyFromEnv('', false)).toBeUndefined();
    expect(() => caseTokenKeyFromEnv('0'.repeat(64), false)).toThrow(/^CASE_TOKEN_KEY /);
    expect(caseTokenKeyFromEnv(GOOD, false)).toBe(GOOD);
  });

  it('the production configuration of the factory will not build without a good key', async () => {
    await expect(buildPlatform({ sandbox: false })).rejects.toThrow(/caseTokenKey \(CASE_TOKEN_KEY\) is not set/);
    await expect(buildPlatform({ sandbox: false, caseTokenKey: '0'.repeat(64) })).rejects.toThrow(/placeholder/);
  });
});

describe("the login app's address from the environment (LOGIN_APP_URL)", () => {
  it('in production: refuses none, blank, relative, other schemes, credentials, a query or fragment, naming the variable', () => {
    expect(() => loginAppUrlFromEnv(undefined, true)).toThrow(/^LOGIN_APP_URL is not set: in production mode/);
    expect(() => loginAppUrlFromEnv('  ', true)).toThrow(/^LOGIN_APP_URL is not set/);
    for (const bad of [
      '/login-app',
      'login.example-bank.co.uk',
      'javascript:alert(1)',
      'ftp://login.example-bank.co.uk',
      'https://user:secret@login.example-bank.co.uk',
      'https://login.example-bank.co.uk/?next=1',
      'https://login.example-bank.co.uk/#top',
    ]) {
      expect(() => loginAppUrlFromEnv(bad, true), bad).toThrow(/^LOGIN_APP_URL must /);
      expect(() => loginAppUrlFromEnv(bad, false), bad).toThrow(/^LOGIN_APP_URL must /);
    }
  });

  it('takes an absolute address in either mode, without its trailing slash; sandbox mode defaults to the stand-in', () => {
    expect(loginAppUrlFromEnv('https://login.example-bank.co.uk/', true)).toBe('https://login.example-bank.co.uk');
    expect(loginAppUrlFromEnv(' https://bank.example/auth ', false)).toBe('https://bank.example/auth');
    expect(loginAppUrlFromEnv(undefined, false)).toBeUndefined();
  });
});

describe('npm run serve (platform/main.ts) in production mode without a key', () => {
  const root = resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(join(tmpdir(), 'harden-key-'));
  // What `npm run serve` runs: the compiled main.ts, `npm run build`'s when current (test-support/compiledPlatform.ts),
  // not tsx compiling the whole platform on each of the three starts (1.4-1.9 CPU s each, 30-72 s for the file under
  // load on 28 November).
  let compiled: Promise<CompiledPlatform> | undefined;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    (await compiled)?.dispose();
  });

  /** Runs main.ts with this environment until it exits: its exit code and everything it wrote. */
  const start = async (env: Record<string, string>) => {
    compiled ??= compiledPlatform();
    const { main } = await compiled;
    return new Promise<{ code: number | null; output: string }>((done, fail) => {
      const child = spawn(process.execPath, [main], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          PORT: '0',
          DATA_DIR: dataDir,
          PLATFORM_MODE: 'production',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
      child.on('error', fail);
      child.on('exit', (code) => {
        clearTimeout(timer);
        done({ code, output });
      });
    });
  };

  it('exits 1 with one line naming CASE_TOKEN_KEY, no stack, no value, before touching the database', async () => {
    const missing = await start({});
    expect(missing.code).toBe(1);
    expect(missing.output.trim()).toMatch(
      /^The platform could not start: CASE_TOKEN_KEY is not set: in production mode/,
    );
    expect(missing.output.trim().split('\n')).toHaveLength(1);
    expect(missing.output).not.toMatch(/\n\s+at /);

    const placeholder = 'deadbeef'.repeat(8);
    const weak = await start({ CASE_TOKEN_KEY: placeholder });
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/CASE_TOKEN_KEY must be 32 random bytes/);
    expect(weak.output).not.toContain(placeholder);
    expect(weak.output).not.toContain('deadbeef');
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('with a good key but no LOGIN_APP_URL: exits 1 with one line naming LOGIN_APP_URL, before touching the database', async () => {
    const missing = await start({ CASE_TOKEN_KEY: GOOD });
    expect(missing.code).toBe(1);
    expect(missing.output.trim()).toMatch(
      /^The platform could not start: LOGIN_APP_URL is not set: in production mode/,
    );
    expect(missing.output.trim().split('\n')).toHaveLength(1);
    expect(missing.output).not.toContain(GOOD);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});
