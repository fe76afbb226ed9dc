import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openSessionCounter } from './pgSessions';

const url = process.env.DATABASE_URL;

describe.runIf(url)('openSessionCounter', () => {
  it('counts each connection opened to the database, and not its own readings', async () => {
    const counter = await openSessionCounter(url as string);
    try {
      const before = await counter.sessions();
      expect(await counter.sessions()).toBe(before);
      for (let opened = 0; opened < 3; opened++) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.end();
      }
      // A backend reports its session as it exits, a moment after the client's end; other tests sharing the server may
      // connect meanwhile: at least the three opened here.
      await expect.poll(async () => (await counter.sessions()) - before, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    } finally {
      await counter.close();
    }
  });
});
