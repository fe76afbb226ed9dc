// Chooses the database: a PostgreSQL server by URL, else PGlite in a data folder, else PGlite in memory.
import type { NamedDb } from './db';
import { openPgliteDb } from './pgliteDb';
import { openPostgresDb } from './postgresDb';

export interface DatabaseOptions {
  /** PostgreSQL connection URL (DATABASE_URL). */
  url?: string;
  /** PostgreSQL schema to use, created when missing (default: the server's search_path). */
  schema?: string;
  /** PostgreSQL only: open the pool's every connection at start (a server; postgresDb.ts openAllAtStart). */
  openAllAtStart?: boolean;
  /** PGlite data folder (DATA_DIR); neither url nor dataDir means PGlite in memory. */
  dataDir?: string;
  /** PGlite data folder only: fsync each commit (default true). See pgliteDb.ts. */
  fsync?: boolean;
  /** PGlite only: how often it is vacuumed, in ms (PGLITE_VACUUM_EVERY_MS; pgliteDb.ts VACUUM_EVERY_MS, 0 never). */
  vacuumEveryMs?: number;
}

export function openDatabase(options: DatabaseOptions = {}): Promise<NamedDb> {
  if (options.url) {
    return openPostgresDb({
      url: options.url,
      ...(options.schema ? { schema: options.schema } : {}),
      ...(options.openAllAtStart ? { openAllAtStart: true } : {}),
    });
  }
  const vacuum = options.vacuumEveryMs === undefined ? {} : { vacuumEveryMs: options.vacuumEveryMs };
  return openPgliteDb(
    options.dataDir
      ? { dataDir: options.dataDir, ...(options.fsync === undefined ? {} : { fsync: options.fsync }), ...vacuum }
      : vacuum,
  );
}
