// The platform's RSA key (rsaKeys.ts): a burst of challenges that arrives before any key exists makes one key pair,
// not one per request (a 2048-bit generation is tens of milliseconds of CPU each), and every caller gets that key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NamedDb } from '../db/db';
import { openTemplatePglite } from '../test-support/testing';
import { currentKey, PUBLIC_KEY_TTL_MS } from './rsaKeys';

describe('the platform RSA key', () => {
  let db: NamedDb;
  beforeAll(async () => {
    db = await openTemplatePglite();
  });
  afterAll(async () => {
    await db.close();
  });

  it('makes one key for a burst of callers before any key exists, and a new one only once it expired', async () => {
    await db.query('DELETE FROM auth_rsa_keys');
    const now = new Date();
    const keys = await Promise.all(Array.from({ length: 12 }, () => currentKey(db, now)));
    expect(new Set(keys.map((key) => key.id)).size).toBe(1);
    const rows = await db.query<{ count: number | string }>('SELECT count(*) AS count FROM auth_rsa_keys');
    expect(Number(rows[0]?.count)).toBe(1);
    const first = keys[0]?.id;

    expect((await currentKey(db, now)).id).toBe(first);
    const later = new Date(now.getTime() + PUBLIC_KEY_TTL_MS + 1);
    const renewed = await Promise.all(Array.from({ length: 5 }, () => currentKey(db, later)));
    expect(new Set(renewed.map((key) => key.id)).size).toBe(1);
    expect(renewed[0]?.id).not.toBe(first);
  }, 60_000);

  it('makes a key of other material when the one in force expired (the test processes reuse a few pairs in turn)', async () => {
    await db.query('DELETE FROM auth_rsa_keys');
    const now = new Date();
    const first = await currentKey(db, now);
    const second = await currentKey(db, new Date(now.getTime() + PUBLIC_KEY_TTL_MS + 1));
    const third = await currentKey(db, new Date(now.getTime() + 2 * (PUBLIC_KEY_TTL_MS + 1)));
    expect(first.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(second.publicKey).not.toBe(first.publicKey);
    expect(third.publicKey).not.toBe(second.publicKey);
  }, 60_000);
});
