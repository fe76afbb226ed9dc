// `npx tsx bench/autosaveAb.ts` (issue 16, save7): the whole autosave call of two source trees in one process, each
// platform (buildPlatform) on its own PGlite (AB_DATA=1: a fresh data folder with fsync, as `npm run serve`; default
// in memory), saving the bench's enquiry on a case of its own through Fastify's inject, the two taking turns call by
// call, the CPU of this process's main thread read around each call (/proc schedstat, ns: not V8's background
// compiler threads, whose tier-up of PGlite's WebAssembly a loaded machine stretches over minutes). Interleaving makes
// the machine's load fall on both alike. AB_BEFORE: the other tree's root (e.g. a clone of main with node_modules
// linked); AB_N (default 2000) calls each per round, AB_ROUNDS (default 3). inject leaves out the socket (node's HTTP
// parser and writev), the same code in both trees. AB_APPLICANT (save8): `ntb` (default, a new applicant with their
// case token), `existing` (an existing customer's case, saved with their login token, as bench/run.ts's floors do) or
// `joint` (a joint case's second applicant, linked with the link code, saving their own part with their case token).
// AB_ONLY=after runs this tree alone (with node --cpu-prof: a profile of its saves).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SANDBOX_CUSTOMER_NUMBERS } from '../content/seededCustomers';
import { loginAs } from '../platform/test-support/testLogin';
import { existingStepOneEnquiry, jointStepOneEnquiry, secondApplicantStepOneEnquiry, stepOneEnquiry } from './enquiry';
import { mainThreadNs } from './floorTable';

const beforeRoot = process.env.AB_BEFORE ?? (process.env.AB_ONLY === 'after' ? '.' : undefined);
if (!beforeRoot) throw new Error('AB_BEFORE: the root of the source tree to compare with');
const n = Number(process.env.AB_N ?? 2000);
const rounds = Number(process.env.AB_ROUNDS ?? 3);
const headers = { accept: 'application/json', 'content-type': 'application/json' };
const base = '/banks/CB/cases/csapcurrent/ntb';
const applicant = process.env.AB_APPLICANT ?? 'ntb';
if (!['ntb', 'existing', 'joint'].includes(applicant)) throw new Error('AB_APPLICANT: ntb, existing or joint');

async function platformOf(root: string) {
  const { buildPlatform } = (await import(
    pathToFileURL(join(root, 'platform/app.ts')).href
  )) as typeof import('../platform/app');
  const app = await buildPlatform({
    database: process.env.AB_DATA ? { dataDir: mkdtempSync(join(tmpdir(), 'save7-ab-')) } : {},
  });
  const post = async (url: string, payload: unknown) => {
    const answer = await app.inject({ method: 'POST', url, headers, payload: payload as object });
    if (answer.statusCode >= 300) throw new Error(`POST ${url} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json() as { reference_id?: string; access_token?: string; joint_link_code?: string };
  };
  let url: string;
  let token: string | undefined;
  let body: unknown;
  if (applicant === 'existing') {
    const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
    const existingBase = '/banks/CB/cases/csapcurrent/existing';
    body = existingStepOneEnquiry(customerNumber);
    const created = await post(existingBase, body);
    token = (await loginAs(app, customerNumber, new Date())).access_token;
    url = `${existingBase}/${created.reference_id}`;
  } else if (applicant === 'joint') {
    const created = await post(base, jointStepOneEnquiry);
    const linked = await post('/banks/CB/joint/link', { joint_link_code: created.joint_link_code });
    token = linked.access_token;
    body = secondApplicantStepOneEnquiry;
    url = `${base}/${created.reference_id}`;
  } else {
    const created = await post(base, stepOneEnquiry);
    token = created.access_token;
    body = stepOneEnquiry;
    url = `${base}/${created.reference_id}`;
  }
  if (!token) throw new Error(`no token for the ${applicant} applicant`);
  const save = async () => {
    const answer = await app.inject({
      method: 'PUT',
      url: `${url}/tasks/capture/actions/update`,
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload: body as object,
    });
    if (answer.statusCode !== 200) throw new Error(answer.body);
  };
  return { app, save };
}

const sides = [
  ...(process.env.AB_ONLY === 'after'
    ? []
    : [{ label: `before (${beforeRoot})`, ...(await platformOf(resolve(beforeRoot))) }]),
  { label: 'after (this tree)', ...(await platformOf(resolve(import.meta.dirname, '..'))) },
];
const results = new Map<string, number[]>();
// The measured calls' span on the monotonic clock, µs (a --cpu-prof profile's clock): printed at the end.
const windows: string[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const side of sides) for (let index = 0; index < 300; index += 1) await side.save();
  const from = process.hrtime.bigint() / 1000n;
  const sums = sides.map(() => 0);
  for (let index = 0; index < n; index += 1) {
    for (let turn = 0; turn < sides.length; turn += 1) {
      const which = (index + turn) % sides.length;
      const started = mainThreadNs();
      await (sides[which] as (typeof sides)[number]).save();
      sums[which] = (sums[which] as number) + mainThreadNs() - started;
    }
  }
  windows.push(`${from}-${process.hrtime.bigint() / 1000n}`);
  for (const [which, side] of sides.entries()) {
    results.set(side.label, [...(results.get(side.label) ?? []), Math.round((sums[which] as number) / n / 1000)]);
  }
}
for (const [label, values] of results)
  console.log(`${applicant}: ${label.padEnd(48)} ${values.join(', ')} µs main-thread CPU per save`);
console.log(`measured windows (monotonic µs): ${windows.join(' ')}`);
for (const side of sides) await side.app.close();
process.exit();
