// `npx tsx bench/autosaveKinds.ts` (issue 16): each kind of applicant's autosave in process, against the floor's bare
// jsonb UPDATE, the kinds taking turns in blocks: main-thread CPU µs a save through Fastify (inject, the whole route),
// and the wall time of it inside db.query (PGlite's WebAssembly PostgreSQL runs on this thread; with fsync the time
// waits for the WAL's flush too, KINDS_FSYNC=0 leaves it out). The kinds are bench/run.ts's: a new applicant (their
// signed case token), an existing customer (their login), a joint case's second applicant (their signed case token)
// and one who claimed their part by login. PGlite in a fresh folder (fsync at every commit, as `npm run serve`), or
// DATABASE_URL (the server's CPU not counted). KINDS_N (default 1500) saves a kind and round, KINDS_ROUNDS (default
// 3), KINDS_ONLY a pattern of the kinds' names, KINDS_VARIANT a statement run on a second platform's fresh database
// (migrated) before its cases are made (a storage setting to try, say): both platforms' saves then take turns.
// KINDS_BEFORE_TREE another checkout (a worktree of main, say, with node_modules linked): a second platform built from
// its source, on a database of its own migrated by it, whose saves take turns with this tree's in the same process, so
// a change of the code is read against the build before it through the same swings of the host (which moved a
// separate run's floor by half within minutes on 2 December).
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildPlatform } from '../platform/app';
import type { Db, QueryOptions } from '../platform/db/db';
import { openDatabase } from '../platform/db/openDatabase';
import { createOtherAutosaveCases } from './autosaveCases';
import { stepOneEnquiry } from './enquiry';
import { createFloorTable, FLOOR_UPDATE, mainThreadNs } from './floorTable';
import { createCase } from './inProcessCase';
import { median } from './stats';

const n = Number(process.env.KINDS_N ?? 1500);
const rounds = Number(process.env.KINDS_ROUNDS ?? 3);
const only = process.env.KINDS_ONLY ? new RegExp(process.env.KINDS_ONLY) : undefined;
const url = process.env.DATABASE_URL;
// The wall time inside db.query, summed: the statements' share of a save.
let inQuery = 0n;

/** A platform on a database of its own, with the four kinds' cases made through it, and the floor's table. */
async function world(label: string, before: string | undefined, tree?: string) {
  // another checkout's platform and database opener, from its own source (KINDS_BEFORE_TREE)
  const built = tree
    ? {
        buildPlatform: ((await import(resolve(tree, 'platform/app.ts'))) as typeof import('../platform/app'))
          .buildPlatform,
        openDatabase: (
          (await import(resolve(tree, 'platform/db/openDatabase.ts'))) as typeof import('../platform/db/openDatabase')
        ).openDatabase,
      }
    : { buildPlatform, openDatabase };
  const inner = await built.openDatabase(
    url
      ? { url, schema: `bench_kinds${label}` }
      : { dataDir: mkdtempSync(join(tmpdir(), 'autosave-kinds-')), fsync: process.env.KINDS_FSYNC !== '0' },
  );
  const db: Db = {
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      const start = process.hrtime.bigint();
      try {
        return await inner.query<T>(sql, params, options);
      } finally {
        inQuery += process.hrtime.bigint() - start;
      }
    },
    transaction: (work) => inner.transaction(work),
    close: () => inner.close(),
  };
  const app = await built.buildPlatform({ db });
  if (before) await inner.query(before);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const platformUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const fresh = await createCase(app);
  const others = await createOtherAutosaveCases(platformUrl);
  const path = (caseUrl: string) => `${caseUrl.slice(platformUrl.length)}/tasks/capture/actions/update`;
  await createFloorTable(inner);
  const saveOf = (url: string, auth: Record<string, string>, body: unknown) => async () => {
    const answer = await app.inject({ method: 'PUT', url, headers: { ...headers, ...auth }, payload: body as object });
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
  };
  const kinds: Record<string, () => Promise<unknown>> = {
    'floor: the bare jsonb UPDATE': () => db.query(FLOOR_UPDATE, ['floor-case', floorBody]),
    'new applicant': saveOf(`${fresh.base}/${fresh.caseId}/tasks/capture/actions/update`, fresh.auth, stepOneEnquiry),
    'existing customer': saveOf(path(others.existing.caseUrl), others.existing.authorization, others.existing.body),
    'joint second applicant': saveOf(path(others.joint.caseUrl), others.joint.authorization, others.joint.body),
    'joint second applicant by login': saveOf(
      path(others.jointLogin.caseUrl),
      others.jointLogin.authorization,
      others.jointLogin.body,
    ),
  };
  return {
    kinds: Object.fromEntries(Object.entries(kinds).map(([name, run]) => [`${name}${label}`, run])),
    close: async () => {
      await app.close();
      await inner.close();
    },
  };
}
const headers = { accept: 'application/json', 'content-type': 'application/json' };
const floorBody = JSON.stringify(stepOneEnquiry);
const worlds = [await world('', undefined)];
if (process.env.KINDS_VARIANT) worlds.push(await world(' (variant)', process.env.KINDS_VARIANT));
const beforeTree = process.env.KINDS_BEFORE_TREE;
if (beforeTree) worlds.push(await world(' (before)', undefined, beforeTree));
const kinds = Object.assign({}, ...worlds.map((w) => w.kinds)) as Record<string, () => Promise<unknown>>;
const chosen = Object.entries(kinds).filter(([name]) => !only || only.test(name) || name.startsWith('floor'));
const cpuMicros = () => mainThreadNs() / 1000;
const results = new Map<string, { cpu: number[]; db: number[] }>();
// Each round, the kinds take turns in blocks of 50 saves, so the machine's drift falls on all of them alike.
const block = 50;
for (let round = 0; round < rounds + 1; round += 1) {
  const sums = new Map(chosen.map(([name]) => [name, { cpu: 0, db: 0n }]));
  for (let done = 0; done < n; done += block) {
    for (const [name, run] of chosen) {
      const sum = sums.get(name) as { cpu: number; db: bigint };
      inQuery = 0n;
      const start = cpuMicros();
      for (let i = 0; i < block; i += 1) await run();
      sum.cpu += cpuMicros() - start;
      sum.db += inQuery;
    }
  }
  if (round === 0) continue; // the first round warms every kind up
  for (const [name, sum] of sums) {
    const kept = results.get(name) ?? { cpu: [], db: [] };
    kept.cpu.push(sum.cpu / n);
    kept.db.push(Number(sum.db) / 1000 / n);
    results.set(name, kept);
  }
}
const floor = median(results.get('floor: the bare jsonb UPDATE')?.cpu ?? []);
console.log(
  `${new Date().toISOString()}, ${url ? 'PostgreSQL' : 'PGlite'}, ${n} saves a kind a round, ${rounds} rounds (after one to warm up); median (range)`,
);
console.log('| kind | CPU µs a save | in db.query µs | the floor / it |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, { cpu, db: inDb }] of results) {
  const range = (values: number[]) =>
    `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
  console.log(`| ${name} | ${range(cpu)} | ${range(inDb)} | ${(floor / median(cpu)).toFixed(2)} |`);
}
for (const w of worlds) await w.close();
