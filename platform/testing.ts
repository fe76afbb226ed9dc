// Test helpers for the platform suite. Creating a PGlite data folder takes seconds, so a migrated and
// seeded template is made once (dumpDataDir, cached on disk by a fingerprint of the schema, the seed
// and the PGlite version) and every test app loads a copy of it (loadDataDir). With DATABASE_URL set,
// tests also run on PostgreSQL, each in a fresh schema (search_path) dropped afterwards.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildPlatform, type PlatformOptions } from './app';
import type { NamedDb } from './db/db';
import { MIGRATIONS } from './db/migrations';
import type { DatabaseOptions } from './db/openDatabase';
import { openPgliteDb } from './db/pgliteDb';
import { openPostgresDb } from './db/postgresDb';
import { prepareDatabase } from './db/prepareDatabase';
import { addressSeedFingerprint } from './reference/addressStore';

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
export async function openTemplatePglite(): Promise<NamedDb> {
  return openPgliteDb({ loadDataDir: await pgliteTemplate() });
}

/** A new PGlite data folder (in the OS temp folder) loaded from the template; for restart tests. */
export async function createPgliteDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-pglite-'));
  const db = await openPgliteDb({ dataDir, loadDataDir: await pgliteTemplate() });
  await db.close();
  return dataDir;
}

// ---------------------------------------------------------------- PostgreSQL schemas

export function newTestSchemaName(): string {
  return `platform_test_${process.pid}_${randomBytes(4).toString('hex')}`;
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

/** An open, migrated database for one test app: a template copy in memory, or a fresh PostgreSQL schema. */
export async function openTestDb(kind: TestDatabaseKind): Promise<NamedDb & { dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openTemplatePglite();
    return { ...db, dispose: () => db.close() };
  }
  const url = postgresUrl();
  const schema = newTestSchemaName();
  const db = await openPostgresDb({ url, schema, maxConnections: 4 });
  await prepareDatabase(db);
  return {
    ...db,
    dispose: async () => {
      await db.close();
      await dropSchema(url, schema);
    },
  };
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
  close(): Promise<void>;
}

/** The platform in-process on a test database, with a clock the test moves on. */
export async function buildTestPlatform(
  kind: TestDatabaseKind,
  options: Omit<PlatformOptions, 'db' | 'database' | 'now'> = {},
): Promise<TestPlatform> {
  const db = await openTestDb(kind);
  const clock = createTestClock();
  try {
    const app = await buildPlatform({ ...options, db, now: clock.now });
    return {
      app,
      db,
      clock,
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
