// `npx tsx bench/autosaveAb.ts` (issue 16, save7): the whole autosave call of two source trees in one process, each
// platform (buildPlatform) on its own PGlite (AB_DATA=1: a fresh data folder with fsync, as `npm run serve`; default
// in memory), saving the bench's enquiry on a case of its own through Fastify's inject, the two taking turns call by
// call, the CPU of this process's main thread read around each call (/proc schedstat, ns: not V8's background
// compiler threads, whose tier-up of PGlite's WebAssembly a loaded machine stretches over minutes). Interleaving makes
// the machine's load fall on both alike. AB_BEFORE: the other tree's root (e.g. a clone of main with node_modules
// linked); AB_N (default 2000) calls each per round, AB_ROUNDS (default 3). inject leaves out the socket (node's HTTP
// parser and writev), the same code in both trees.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stepOneEnquiry } from './enquiry';

const beforeRoot = process.env.AB_BEFORE;
if (!beforeRoot) throw new Error('AB_BEFORE: the root of the source tree to compare with');
const n = Number(process.env.AB_N ?? 2000);
const rounds = Number(process.env.AB_ROUNDS ?? 3);
const schedstat = `/proc/self/task/${process.pid}/schedstat`;
const mainThreadNs = () => Number(readFileSync(schedstat, 'utf8').split(' ')[0]);
const headers = { accept: 'application/json', 'content-type': 'application/json' };
const base = '/banks/CB/cases/csapcurrent/ntb';

async function platformOf(root: string) {
  const { buildPlatform } = (await import(
    pathToFileURL(join(root, 'platform/app.ts')).href
  )) as typeof import('../platform/app');
  const app = await buildPlatform({
    database: process.env.AB_DATA ? { dataDir: mkdtempSync(join(tmpdir(), 'save7-ab-')) } : {},
  });
  const created = await app.inject({ method: 'POST', url: base, headers, payload: stepOneEnquiry });
  const { reference_id: caseId, access_token: token } = created.json() as {
    reference_id: string;
    access_token: string;
  };
  const save = async () => {
    const answer = await app.inject({
      method: 'PUT',
      url: `${base}/${caseId}/tasks/capture/actions/update`,
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload: stepOneEnquiry,
    });
    if (answer.statusCode !== 200) throw new Error(answer.body);
  };
  return { app, save };
}

const sides = [
  { label: `before (${beforeRoot})`, ...(await platformOf(resolve(beforeRoot))) },
  { label: 'after (this tree)', ...(await platformOf(resolve(import.meta.dirname, '..'))) },
];
const results = new Map<string, number[]>();
for (let round = 0; round < rounds; round += 1) {
  for (const side of sides) for (let index = 0; index < 300; index += 1) await side.save();
  const sums = sides.map(() => 0);
  for (let index = 0; index < n; index += 1) {
    for (let turn = 0; turn < sides.length; turn += 1) {
      const which = (index + turn) % sides.length;
      const started = mainThreadNs();
      await (sides[which] as (typeof sides)[number]).save();
      sums[which] = (sums[which] as number) + mainThreadNs() - started;
    }
  }
  for (const [which, side] of sides.entries()) {
    results.set(side.label, [...(results.get(side.label) ?? []), Math.round((sums[which] as number) / n / 1000)]);
  }
}
for (const [label, values] of results)
  console.log(`${label.padEnd(48)} ${values.join(', ')} µs main-thread CPU per save`);
for (const side of sides) await side.app.close();
process.exit();
