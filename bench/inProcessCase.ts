// The in-process autosave benches' common start (bench/autosaveGrowth.ts, autosaveStages.ts): the platform on PGlite
// in a fresh folder, or on DATABASE_URL's PostgreSQL in the named schema, and a new applicant's case created through
// it, with the headers its saves carry.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlatform } from '../platform/app';
import { openDatabase } from '../platform/db/openDatabase';
import { stepOneEnquiry } from './enquiry';

/** A new applicant's case created through the platform's own create call, with the headers its saves carry. */
export async function createCase(app: Awaited<ReturnType<typeof buildPlatform>>) {
  const headers = { accept: 'application/json', 'content-type': 'application/json' };
  const base = '/banks/CB/cases/csapcurrent/ntb';
  const created = await app.inject({ method: 'POST', url: base, headers, payload: stepOneEnquiry });
  const { reference_id: caseId, access_token: token } = created.json() as {
    reference_id: string;
    access_token: string;
  };
  const auth = { ...headers, authorization: `Bearer ${token}` };
  return { base, caseId, token, auth };
}

export async function inProcessCase(name: string) {
  const url = process.env.DATABASE_URL;
  const db = await openDatabase(
    url ? { url, schema: `bench_${name}` } : { dataDir: mkdtempSync(join(tmpdir(), `autosave-${name}-`)) },
  );
  const app = await buildPlatform({ db });
  return { url, db, app, ...(await createCase(app)) };
}
