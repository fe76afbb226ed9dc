// The floor of the autosave (issue 16), written once for every bench that measures against it: the bare table of one
// case-sized row (bench/floor-server.ts serves it; the in-process benches make it beside the platform's tables), its
// jsonb UPDATE, and the CPU clock the in-process benches read.
import { readFileSync } from 'node:fs';
import type { Db } from '../platform/db/db';

/** The floor's bare jsonb UPDATE of its one row: $1 the row's id, $2 the enquiry's JSON text. */
export const FLOOR_UPDATE = 'UPDATE floor_cases SET enquiry = $2, updated_at = now() WHERE id = $1 RETURNING id';

/** The floor's row's id. */
export const FLOOR_CASE = 'floor-case';

/** Creates the floor's table and its one row, when not there yet. */
export async function createFloorTable(db: Pick<Db, 'query'>): Promise<void> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS floor_cases (id text PRIMARY KEY, state text NOT NULL, enquiry jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
  );
  await db.query(
    `INSERT INTO floor_cases (id, state, enquiry) VALUES ($1, 'capture', $2) ON CONFLICT (id) DO NOTHING`,
    [FLOOR_CASE, JSON.stringify({ product: { code: '135' } })],
  );
}

/**
 * This process's main thread's CPU so far, in ns (/proc schedstat): not V8's background compiler threads, which tier
 * PGlite's WebAssembly up for minutes after the start, nor PGlite's WAL flushes off the thread (process.cpuUsage
 * counts both).
 */
const schedstat = `/proc/self/task/${process.pid}/schedstat`;
export const mainThreadNs = (): number => Number(readFileSync(schedstat, 'utf8').split(' ')[0]);
