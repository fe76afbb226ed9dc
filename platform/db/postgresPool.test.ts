import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../test-support/testing';
import { openPostgresDb } from './postgresDb';

// The platform's PostgreSQL pool keeps the connections it opened: one left idle past pg-pool's default 10 s is not
// closed and opened again at the next burst (a fork, authentication, a cold catalogue cache and every named statement
// prepared again, about 100 ms the burst waits for: bench/results/2026-12-04-pg-pool-idle.md). pg-pool arms its idle
// timer with setTimeout when a connection is released, so fake timers stand for the minutes a quiet night has.
describe.runIf(testDatabaseKinds().includes('postgres'))('the PostgreSQL pool', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a burst after a long quiet spell on the same server connections it opened before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const db = await openPostgresDb({ url: process.env.DATABASE_URL as string, maxConnections: 3 });
    // Three at once, each holding its connection a moment, so the pool opens three.
    const burst = async () =>
      new Set(
        (
          await Promise.all(
            [0, 1, 2].map(() => db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')),
          )
        ).map((rows) => rows[0]?.pid),
      );
    try {
      const first = await burst();
      expect(first.size).toBe(3);
      vi.advanceTimersByTime(60 * 60_000);
      // Let a connection being closed finish closing before the next burst asks for one.
      await new Promise((resolve) => setImmediate(resolve));
      expect(db.pool.totalCount).toBe(3);
      expect(await burst()).toEqual(first);
    } finally {
      await db.close();
    }
  });

  it('opens every connection before it answers when asked, as the server does: the first burst opens none', async () => {
    const db = await openPostgresDb({
      url: process.env.DATABASE_URL as string,
      maxConnections: 4,
      openAllAtStart: true,
    });
    try {
      expect([db.pool.totalCount, db.pool.idleCount]).toEqual([4, 4]);
      let opened = 0;
      db.pool.on('connect', () => {
        opened += 1;
      });
      const pids = await Promise.all(
        [0, 1, 2, 3].map(
          async () => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'))[0]?.pid,
        ),
      );
      expect(new Set(pids).size).toBe(4);
      expect(opened).toBe(0);
    } finally {
      await db.close();
    }
  });
});
