// What bench/autosaveSql.ts and bench/autosaveSqlParts.ts share: the autosave statement a real save sends, caught from
// one autosave of a case made by the create call on a platform over `inner`, and the floor's table beside it.
import { buildPlatform } from '../platform/app';
import type { Db, QueryOptions } from '../platform/db/db';
import { stepOneEnquiry } from './enquiry';
import { createFloorTable } from './floorTable';
import { createCase } from './inProcessCase';

export interface CaughtAutosave {
  /** The platform the case was made on (close it at the end). */
  app: Awaited<ReturnType<typeof buildPlatform>>;
  caseId: string;
  /** The autosave's statement as the save sent it: its text, parameters and prepared statement name. */
  sql: string;
  params: unknown[];
  name: string;
}

export async function catchAutosave(inner: Db): Promise<CaughtAutosave> {
  let caught: { sql: string; params: unknown[]; name: string } | undefined;
  const db: Db = {
    ...inner,
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      if (options?.name?.startsWith('autosave_')) caught = { sql, params: params ?? [], name: options.name };
      return inner.query<T>(sql, params, options);
    },
    transaction: (work) => inner.transaction(work),
    close: () => inner.close(),
  } as Db;
  const app = await buildPlatform({ db });
  const { base, caseId, auth } = await createCase(app);
  const saved = await app.inject({
    method: 'PUT',
    url: `${base}/${caseId}/tasks/capture/actions/update`,
    headers: auth,
    payload: stepOneEnquiry,
  });
  if (saved.statusCode !== 200 || !caught) throw new Error(`no autosave statement: ${saved.body}`);
  // the floor's table (bench/floor-server.ts): the bare jsonb UPDATE the statement is measured against
  await createFloorTable(inner);
  return { app, caseId, ...caught };
}
