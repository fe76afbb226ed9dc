// Test helpers for the platform suite. Creating a PGlite data folder takes seconds, so a migrated and
// seeded template is made once (dumpDataDir, cached on disk by a fingerprint of the schema, the seed
// and the PGlite version) and every test app loads a copy of it (loadDataDir). With DATABASE_URL set,
// tests also run on PostgreSQL, each in a fresh schema (search_path) dropped afterwards.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildPlatform, type PlatformOptions } from '../app';
import { reuseRsaKeyPairsForTests } from '../auth/rsaKeys';
import { lowerScryptCostForTests } from '../auth/secretHash';
import type { Db, NamedDb, QueryOptions } from '../db/db';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import type { DatabaseOptions } from '../db/openDatabase';
import { openPgliteDb } from '../db/pgliteDb';
import { openPostgresDb } from '../db/postgresDb';
import { prepareDatabase } from '../db/prepareDatabase';
import { addressSeedFingerprint } from '../reference/addressStore';

/**
 * The secrets a test platform hashes itself (passcodes, letter codes, registered credentials) are hashed at N = 1024
 * instead of SCRYPT_COST's 16384: about 1.3 ms of CPU each instead of 25 ms, for the few hundred a platform run hashes
 * (issue 16). Each hash carries its cost, so checking an answer is the same code; the seeded customers' hashes keep
 * theirs (SEED_SCRYPT_COST).
 */
export const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 } as const;
lowerScryptCostForTests(TEST_SCRYPT_COST);
/** The platform's RSA keys of one test process come from three 2048-bit pairs made on first use (auth/rsaKeys.ts). */
reuseRsaKeyPairsForTests(3);

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The databases platform tests run against: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: PostgreSQL tests need it');
  return url;
}

// ---------------------------------------------------------------- PGlite template

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const packageJson = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/** Changes whenever the migrations, the seed or PGlite change: a new template is made then. */
export function templateFingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify({ migrations: MIGRATIONS, seed: addressSeedFingerprint(), pglite: pgliteVersion() }))
    .digest('hex')
    .slice(0, 16);
}

const TEMPLATE_DIR = join(tmpdir(), 'account-opening-platform-tests');
const STALE_LOCK_MS = 120_000;

export function templatePath(): string {
  return join(TEMPLATE_DIR, `pglite-template-${templateFingerprint()}.tar`);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function buildTemplateFile(path: string): Promise<void> {
  const db = await openPgliteDb();
  try {
    await prepareDatabase(db);
    const dump = await db.pglite.dumpDataDir('none');
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, path);
  } finally {
    await db.close();
  }
}

/**
 * Makes sure the template file exists; parallel test workers wait for the one that builds it
 * (an exclusive lock file). Answers the file's path.
 */
export async function ensurePgliteTemplateFile(): Promise<string> {
  const path = templatePath();
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const lock = `${path}.lock`;
  for (;;) {
    if (await exists(path)) return path;
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      try {
        if (!(await exists(path))) await buildTemplateFile(path);
        return path;
      } finally {
        await unlink(lock).catch(() => {});
      }
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      const lockAge = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (lockAge > STALE_LOCK_MS) await unlink(lock).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

let template: Promise<Blob> | undefined;

/** The migrated, seeded PGlite data folder as a tarball (read once per process). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= ensurePgliteTemplateFile().then(async (path) => new Blob([await readFile(path)]));
  return template;
}

/** A PGlite in memory, loaded from the template. */
export async function openTemplatePglite(): Promise<Awaited<ReturnType<typeof openPgliteDb>>> {
  return openPgliteDb({ loadDataDir: await pgliteTemplate() });
}

/**
 * The template as a data folder shut down cleanly, made once (beside the template file, same fingerprint) and only
 * ever copied. A folder loaded from the template tarball is a cluster that was running when it was dumped: its first
 * durable open runs crash recovery, which fsyncs every file of the folder (about 2,500 fsyncs, 10-60 s of waiting
 * for the disk on the shared machine, 1.9 CPU s); a copy of a cleanly shut-down folder opens with about 17
 * (0.5 CPU s). Made with fsync off: nothing here needs to survive a power loss, and close() shuts it down cleanly.
 */
export function templateDataDirPath(): string {
  return join(TEMPLATE_DIR, `pglite-template-${templateFingerprint()}.d`);
}

let templateDataDir: Promise<string> | undefined;

async function ensureTemplateDataDir(): Promise<string> {
  const path = templateDataDirPath();
  if (await exists(join(path, 'PG_VERSION'))) return path;
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const building = await mkdtemp(`${path}.${process.pid}.`);
  try {
    const db = await openPgliteDb({ dataDir: building, loadDataDir: await pgliteTemplate(), fsync: false });
    await db.close();
    // A folder is renamed whole or not at all; a worker that lost the race to another keeps the other's.
    await rename(building, path).catch(async (error: { code?: string }) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return path;
}

/** A new PGlite data folder (in the OS temp folder): a copy of the migrated template; for restart tests. */
export async function createPgliteDataDir(): Promise<string> {
  templateDataDir ??= ensureTemplateDataDir();
  const template = await templateDataDir;
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-pglite-'));
  await cp(template, dataDir, { recursive: true });
  return dataDir;
}

// ---------------------------------------------------------------- PostgreSQL schemas

/** platform_test_{run}_{process}_{random}: the run's tag lets its global setup drop the schemas its processes kept. */
export function newTestSchemaName(): string {
  return `platform_test_${inject('platformTestRun') ?? 'norun'}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * A migration's test on PostgreSQL (DATABASE_URL): a new schema holding every migration before `id`, a database as
 * a bank's was before it, to fill with rows of before; `pending` is what `migrate` should then run (`id` on). `close()`
 * closes it and drops the schema. (A PGlite of before would cost a new data folder.)
 */
export async function openPostgresBeforeMigration(id: number) {
  const url = process.env.DATABASE_URL ?? '';
  const schema = newTestSchemaName();
  const db = await openPostgresDb({ url, schema });
  await migrate(
    db,
    MIGRATIONS.filter((migration) => migration.id < id),
  );
  return {
    db,
    schema,
    pending: MIGRATIONS.filter((migration) => migration.id >= id).map((migration) => migration.id),
    async close() {
      await db.close();
      await dropSchema(url, schema);
    },
  };
}

// ---------------------------------------------------------------- test databases

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** Options that open this database again (a platform restart). */
  database: DatabaseOptions;
  /** Removes the PGlite folder or drops the PostgreSQL schema. */
  dispose(): Promise<void>;
}

/** A database location of its own: a PGlite folder from the template, or a fresh PostgreSQL schema. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = await createPgliteDataDir();
    return { kind, database: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const url = postgresUrl();
  const schema = newTestSchemaName();
  return { kind, database: { url, schema }, dispose: () => dropSchema(url, schema) };
}

// ---------------------------------------------------------------- test databases kept per test process

/**
 * What a test database holds when it is new (migrated and seeded), read once per process and kind from one no test
 * had used: its tables (the seeded ones' rows as JSON, in an order that keeps their foreign keys), its sequences'
 * positions and a fingerprint of its schema. Names are unqualified: every test database of a kind has the same.
 */
interface NewDatabaseState {
  tables: string[];
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
  fingerprint: string;
}

/** The test database's schema: PGlite's public, or the PostgreSQL test schema (search_path). */
const IN_SCHEMA = `n.nspname = current_schema()`;

/** Every relation of the schema and its column count: a table, column or index made, dropped or altered differs. */
async function schemaFingerprint(db: Db): Promise<string> {
  const [row] = await db.query<{ fingerprint: string }>(
    `SELECT md5(coalesce(string_agg(format('%s.%s.%s', c.relname, c.relkind, c.relnatts), ',' ORDER BY c.relname), ''))
       AS fingerprint FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${IN_SCHEMA}`,
  );
  return row?.fingerprint ?? '';
}

/** What a test database holds (its tables' rows, its sequences, its schema's fingerprint): equal for two new ones. */
export async function readNewDatabaseState(db: Db): Promise<NewDatabaseState> {
  const tables = await db.query<{ name: string; columns: string; refs: string[] }>(
    `SELECT quote_ident(c.relname) AS name,
       (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
         WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
       ARRAY(SELECT DISTINCT quote_ident(r.relname) FROM pg_constraint f JOIN pg_class r ON r.oid = f.confrelid
         WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS refs
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE ${IN_SCHEMA} AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  // Referenced tables first.
  const ordered: typeof tables = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table.name) && table.refs.every((ref) => placed.has(ref)));
    if (ready.length === 0) throw new Error('The test database has a cycle of foreign keys: it cannot be reset');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  const rows: NewDatabaseState['rows'] = [];
  for (const { name, columns } of ordered) {
    const [row] = await db.query<{ json: string | null }>(`SELECT json_agg(t)::text AS json FROM ${name} t`);
    if (row?.json) rows.push({ table: name, columns, json: row.json });
  }
  const sequences = await db.query<{ name: string; value: string; called: boolean }>(
    `SELECT quote_ident(sequencename) AS name, coalesce(last_value, start_value)::text AS value,
       last_value IS NOT NULL AS called FROM pg_sequences WHERE schemaname = current_schema()`,
  );
  return { tables: ordered.map((table) => table.name), rows, sequences, fingerprint: await schemaFingerprint(db) };
}

/**
 * Puts a used test database back as it was new: every table emptied, the seeded rows inserted again, every sequence
 * where it was. False when its schema is not the new one's any more (a test made or altered a table): it is not used
 * again then.
 */
export async function resetDatabase(db: Db, state: NewDatabaseState): Promise<boolean> {
  if ((await schemaFingerprint(db)) !== state.fingerprint) return false;
  await db.transaction(async (tx) => {
    // Only the tables with rows (a test writes to a few): each truncated table and index is a new file.
    const withRows = await tx.query<{ index: number }>(
      state.tables
        .map((table, index) => `SELECT ${index} AS index WHERE EXISTS (SELECT 1 FROM ${table})`)
        .join(' UNION ALL '),
    );
    const truncated = withRows.map((row) => state.tables[row.index]);
    if (truncated.length > 0) await tx.query(`TRUNCATE ${truncated.join(', ')} CASCADE`);
    // A row a trigger already made from a table restored before (submitted_usernames from a submitted case's
    // insert, migration 680) is the one saved: it is kept, not a conflict.
    for (const { table, columns, json } of state.rows) {
      await tx.query(
        `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
           SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json) ON CONFLICT DO NOTHING`,
        [json],
      );
    }
    for (const { name, value, called } of state.sequences) {
      await tx.query('SELECT setval($1, $2, $3)', [name, value, called]);
    }
  });
  return true;
}

/**
 * A session's state a test may have left, all of DISCARD ALL but DEALLOCATE ALL: the named statements stay prepared
 * (pgliteDb.ts and node-postgres remember which they prepared on a session, and they stay valid for the same tables).
 */
const DISCARD_SESSION = `SET SESSION AUTHORIZATION DEFAULT; RESET ALL; CLOSE ALL; UNLISTEN *;
  SELECT pg_advisory_unlock_all(); DISCARD PLANS; DISCARD TEMP; DISCARD SEQUENCES`;

type PgliteTestDb = Awaited<ReturnType<typeof openPgliteDb>>;
type PostgresTestDb = Awaited<ReturnType<typeof openPostgresDb>> & { schema: string };

async function discardPgliteSession(db: PgliteTestDb): Promise<void> {
  await db.pglite.exec(DISCARD_SESSION);
}

/** Every connection of the pool; one still busy (a query its test left running) and the schema is not used again. */
async function discardPostgresSessions(db: PostgresTestDb): Promise<void> {
  if (db.pool.idleCount !== db.pool.totalCount || db.pool.waitingCount > 0) throw new Error('a connection is busy');
  const clients = await Promise.all(Array.from({ length: db.pool.totalCount }, () => db.pool.connect()));
  try {
    await Promise.all(clients.map((client) => client.query(DISCARD_SESSION)));
  } finally {
    for (const client of clients) client.release();
  }
}

/** Idle test databases of this process, at most this many of a kind (a PGlite holds its WebAssembly heap). */
const MAX_IDLE_DATABASES = 2;

interface DatabaseKeeper<D extends NamedDb> {
  idle: D[];
  state?: Promise<NewDatabaseState>;
  /** Databases opened new, and idle ones handed out again, in this process. */
  opened: number;
  reused: number;
}

interface Keepers {
  pglite: DatabaseKeeper<PgliteTestDb>;
  postgres: DatabaseKeeper<PostgresTestDb>;
}

/**
 * Kept on globalThis, not in this module: a test file that loads the modules afresh (vi.resetModules, to mock one)
 * gets a new copy of this module, and would otherwise leave the databases kept so far open in the old copy and start
 * new ones. A kept database is a plain object; it needs nothing of the module copy that made it.
 */
const shared = globalThis as { platformTestDatabases?: Keepers };
shared.platformTestDatabases ??= {
  pglite: { idle: [], opened: 0, reused: 0 },
  postgres: { idle: [], opened: 0, reused: 0 },
};
const keepers: Keepers = shared.platformTestDatabases;

/** How many test databases of a kind this process opened new and how many it used again (testing.test.ts). */
export function testDatabaseCounts(kind: TestDatabaseKind): { opened: number; reused: number } {
  const { opened, reused } = keepers[kind];
  return { opened, reused };
}

async function openNewPostgresDb(): Promise<PostgresTestDb> {
  const url = postgresUrl();
  const schema = newTestSchemaName();
  const db = await openPostgresDb({ url, schema, maxConnections: 4 });
  try {
    await prepareDatabase(db);
  } catch (error) {
    await db.close();
    await dropSchema(url, schema);
    throw error;
  }
  return { ...db, schema };
}

async function closeTestDb(db: PgliteTestDb | PostgresTestDb): Promise<void> {
  await db.close();
  if ('schema' in db) await dropSchema(postgresUrl(), db.schema);
}

/**
 * A new test database, or an idle one of this process reset to new. A PGlite started from the template costs 0.5-1
 * CPU s (its WebAssembly heap is fresh memory, page-faulted in, and PostgreSQL starts), a PostgreSQL schema every
 * migration and the seed; a reset about a tenth of that (bench/results/test-times.md "Tenth pass").
 */
async function checkOut<D extends PgliteTestDb | PostgresTestDb>(
  keeper: DatabaseKeeper<D>,
  open: () => Promise<D>,
): Promise<D> {
  const idle = keeper.idle.pop();
  if (idle) {
    keeper.reused += 1;
    return idle;
  }
  const db = await open();
  keeper.opened += 1;
  // Read from a database no test has used yet.
  keeper.state ??= readNewDatabaseState(db);
  await keeper.state.catch(() => {});
  return db;
}

async function checkIn<D extends PgliteTestDb | PostgresTestDb>(
  keeper: DatabaseKeeper<D>,
  db: D,
  discardSession: (db: D) => Promise<void>,
): Promise<void> {
  if ('pglite' in db ? db.pglite.closed : db.pool.ended) return closeTestDb(db);
  const reset = async () => {
    if (keeper.idle.length >= MAX_IDLE_DATABASES || !keeper.state) return false;
    await discardSession(db);
    return resetDatabase(db, await keeper.state);
  };
  if (await reset().catch(() => false)) keeper.idle.push(db);
  else await closeTestDb(db);
}

/**
 * A test database as new, for one test: `dispose()` hands it back to be reset and used again by a later test of the
 * process. Once disposed or closed, this handle refuses every call, so a platform left running by its test cannot
 * write into the next test's database; `close()` closes the database itself (it is not used again).
 */
function handOut<D extends PgliteTestDb | PostgresTestDb>(
  keeper: DatabaseKeeper<D>,
  db: D,
  discardSession: (db: D) => Promise<void>,
): NamedDb & { dispose(): Promise<void> } {
  let done = false;
  const refuseWhenDone = () => {
    if (done) throw new Error('This test database was disposed: it is closed to this test');
  };
  return {
    kind: db.kind,
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]> {
      refuseWhenDone();
      return db.query<T>(sql, params, options);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      refuseWhenDone();
      return db.transaction(fn);
    },
    async close() {
      if (done) return;
      done = true;
      await closeTestDb(db);
    },
    async dispose() {
      if (done) return;
      done = true;
      await checkIn(keeper, db, discardSession);
    },
  };
}

/** An open, migrated and seeded database for one test app: a template copy in memory, or a PostgreSQL schema. */
export async function openTestDb(kind: TestDatabaseKind): Promise<NamedDb & { dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await checkOut(keepers.pglite, openTemplatePglite as () => Promise<PgliteTestDb>);
    return handOut(keepers.pglite, db, discardPgliteSession);
  }
  const db = await checkOut(keepers.postgres, openNewPostgresDb);
  return handOut(keepers.postgres, db, discardPostgresSessions);
}

// ---------------------------------------------------------------- clock and app

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date('2030-01-15T09:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestPlatform {
  app: FastifyInstance;
  db: NamedDb;
  clock: TestClock;
  /** `app.inject` that carries each case's token, for tests about something else than the token (caseTokenJar). */
  cases: CaseTokenJar;
  close(): Promise<void>;
}

/**
 * Issue 10: every call under a case id needs the case's token. For the many tests about something else, this jar
 * remembers the token each create, submit or resume answered with (by case id) and sends it as Bearer on the
 * requests whose URL names that case, unless the request sets its own authorization. The token tests themselves
 * (auth/caseAccess.test.ts) use `app.inject` and set every header by hand.
 */
export interface CaseTokenJar {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  remember(caseId: string, token: string): void;
  tokenOf(caseId: string): string | undefined;
}

const CASE_ID_IN_URL = /\/([A-Z]{2}\d{8})(?=[/?#]|$)/;

export function caseTokenJar(app: FastifyInstance): CaseTokenJar {
  const tokens = new Map<string, string>();
  return {
    async inject(options) {
      const url = typeof options.url === 'string' ? options.url : '';
      const caseId = CASE_ID_IN_URL.exec(url)?.[1];
      const token = caseId ? tokens.get(caseId) : undefined;
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (token && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) {
        headers.authorization = `Bearer ${token}`;
      }
      const response = await app.inject({ ...options, headers });
      if (response.statusCode < 300 && response.headers['content-type']?.toString().includes('json')) {
        const body = JSON.parse(response.body) as { reference_id?: unknown; access_token?: unknown };
        const id = typeof body.reference_id === 'string' ? body.reference_id : caseId;
        if (id && typeof body.access_token === 'string') tokens.set(id, body.access_token);
      }
      return response;
    },
    remember: (caseId, token) => {
      tokens.set(caseId, token);
    },
    tokenOf: (caseId) => tokens.get(caseId),
  };
}

/**
 * The case token key of the tests' production platforms (`sandbox: false` needs one, app.ts), and of a sandbox process
 * that shares their database and must verify their tokens in process. Not a secret: a test fixture.
 */
export const TEST_CASE_TOKEN_KEY = '5f1c0e9a7b3d2846c4e8a1f0b9d7c3e25a6f4b8d0c2e1a9f7b5d3c1e8a6f4b20';

/** The platform in-process on a test database, with a clock the test moves on. */
export async function buildTestPlatform(
  kind: TestDatabaseKind,
  options: Omit<PlatformOptions, 'db' | 'database' | 'now'> = {},
): Promise<TestPlatform> {
  const db = await openTestDb(kind);
  const clock = createTestClock();
  try {
    const key = options.sandbox === false && !options.caseTokenKey ? { caseTokenKey: TEST_CASE_TOKEN_KEY } : {};
    const app = await buildPlatform({ ...options, ...key, db, now: clock.now });
    return {
      app,
      db,
      clock,
      cases: caseTokenJar(app),
      close: async () => {
        await app.close();
        await db.dispose();
      },
    };
  } catch (error) {
    await db.dispose();
    throw error;
  }
}

/** A case made by the create call, with the tokens it returned (issue 10, platform/README.md "Case tokens"). */
export interface CreatedTestCase {
  caseId: string;
  /** The case address: /banks/{bank}/cases/csap{type}/{subtype}/{caseId}. */
  base: string;
  /** The case token: every later call under the case id sends it as Bearer. */
  accessToken: string;
  /** A new applicant's one-time resume token (none for an existing customer's case). */
  resumeToken: string | undefined;
}

/** POST {path} with the enquiry: 201, and the case with its tokens. */
export async function createTestCase(
  platform: Pick<TestPlatform, 'app'>,
  enquiry: unknown,
  path = '/banks/CB/cases/csapcurrent/ntb',
): Promise<CreatedTestCase> {
  const created = await platform.app.inject({ method: 'POST', url: path, payload: enquiry as object });
  if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const body = JSON.parse(created.body) as { reference_id: string; access_token?: string; resume_token?: string };
  if (!body.access_token) throw new Error('create returned no case token');
  return {
    caseId: body.reference_id,
    base: `${path}/${body.reference_id}`,
    accessToken: body.access_token,
    resumeToken: body.resume_token,
  };
}
