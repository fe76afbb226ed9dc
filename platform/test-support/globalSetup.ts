// The platform project's global setup (vitest.config.ts): a tag for this run's PostgreSQL test schemas, and at the end
// of the run the schemas still there dropped. Each test process keeps up to two migrated schemas to use again
// (testing.ts, "test databases kept per test process"); nothing tells a process it is about to end, so the run drops
// what they kept. Only this run's (by the tag): another run on the same database keeps its own.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    platformTestRun: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const run = randomBytes(4).toString('hex');
  project.provide('platformTestRun', run);
  return async () => {
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'platform\\_test\\_' || $1 || '\\_%'`,
        [run],
      );
      for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    } finally {
      await client.end();
    }
  };
}
