// The sandbox's unknown-task control (issue 14, task P5): `POST /sandbox/cases/{caseId}/unknown-task { task, times }`
// makes the case's next `times` polls (GET .../tasks/next) answer a task the app's case-state map does not know
// (doc 1 "Case state to screen map"), as a bank that has added a case state the app has no page for yet would. The
// case itself is not touched: its state, data and timers stay as they were, so once the count is used up its polls
// answer its own state again. The answer is rewritten only on the poll's own 200 (after the route's token check),
// so a caller without the case's token learns nothing. Sandbox only: app.ts registers the check, and
// routes/sandboxRoutes.ts the control, in sandbox mode only.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type Infer, integer, object, pattern, size, string } from 'superstruct';
import { CASE_STATES } from '../../contract/caseStates';
import type { CaseSubtype, ProductTypeUrlPart } from '../../contract/schemas';
import { buildTaskUri } from '../../contract/taskUri';
import { caseNotFound } from '../cases/caseAtAddress';
import { CASE_ID_FORMAT } from '../cases/caseIds';
import { selectCase } from '../cases/caseStore';
import type { Db } from '../db/db';
import type { Migration } from '../db/migration';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { armedSet } from '../sandbox/armedSet';

export const UNKNOWN_TASK_MIGRATIONS: readonly Migration[] = [
  {
    // The returns' sandbox controls own the ids 530-539.
    id: 530,
    name: 'sandbox unknown task',
    statements: [
      `CREATE TABLE sandbox_unknown_task (
        case_id text PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
        task text NOT NULL,
        remaining integer NOT NULL CHECK (remaining >= 0)
      )`,
    ],
  },
];

/** A task name as a bank writes its case states: lower-case letters, not one of doc 1's map. */
export const UNKNOWN_TASK_FORMAT = /^[a-z]{1,40}$/;
export const isKnownCaseState = (task: string): boolean => (CASE_STATES as readonly string[]).includes(task);

export const UnknownTaskRequest = object({
  task: pattern(string(), UNKNOWN_TASK_FORMAT),
  times: size(integer(), 0, 50),
});
type UnknownTaskRequest = Infer<typeof UnknownTaskRequest>;
const UnknownTaskParams = object({ caseId: size(string(), 1, 64) });
type UnknownTaskParams = Infer<typeof UnknownTaskParams>;

/** The poll's route (routes/caseRoutes.ts), whose answers the control rewrites. */
const NEXT_TASK_ROUTE = '/banks/:bankId/cases/:caseType/:subType/:caseId/tasks/next';

/** Sets the task the case's next `times` polls answer (0 clears it). */
export async function setUnknownTask(db: Db, caseId: string, task: string, times: number): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_unknown_task (case_id, task, remaining) VALUES ($1, $2, $3)
     ON CONFLICT (case_id) DO UPDATE SET task = EXCLUDED.task, remaining = EXCLUDED.remaining`,
    [caseId, task, times],
  );
}

/** Uses up one answer of the control if any is left: the task to answer, else undefined. Atomic under concurrency. */
export async function takeUnknownTask(db: Db, caseId: string): Promise<string | undefined> {
  const rows = await db.query<{ task: string }>(
    `UPDATE sandbox_unknown_task SET remaining = remaining - 1
     WHERE case_id = $1 AND remaining > 0 RETURNING task`,
    [caseId],
  );
  return rows[0]?.task;
}

/** The cases with answers of the control left (sandbox/armedSet.ts: a poll of an unarmed case costs no query). */
const armedCases = (db: Db) =>
  armedSet(async () => {
    const rows = await db.query<{ case_id: string }>('SELECT case_id FROM sandbox_unknown_task WHERE remaining > 0');
    return rows.map((row) => row.case_id);
  });

/** One per platform (app.ts registers the check, sandboxRoutes.ts the control; both see the same database). */
const ARMED = new WeakMap<Db, ReturnType<typeof armedCases>>();
const armedOn = (db: Db) => {
  let found = ARMED.get(db);
  if (!found) {
    found = armedCases(db);
    ARMED.set(db, found);
  }
  return found;
};

interface NextTaskParams {
  bankId: string;
  caseType: string;
  subType: string;
  caseId: string;
}

/**
 * Registered at the root in sandbox mode, before the case routes: the poll's route gets an onSend hook that, for an
 * armed case, answers the control's task in place of the case's own (only on a 200: the token check has passed).
 */
async function sandboxUnknownTaskPlugin(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url !== NEXT_TASK_ROUTE || ![route.method].flat().includes('GET')) return;
    const rewrite = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode !== 200) return payload;
      const { bankId, caseType, subType, caseId } = request.params as NextTaskParams;
      if (!(await armedOn(db).keys()).has(caseId)) return payload;
      const task = await takeUnknownTask(db, caseId);
      if (!task) return payload;
      const address = {
        bankId,
        productType: caseType.replace(/^csap/, '') as ProductTypeUrlPart,
        subType: subType as CaseSubtype,
        caseId,
      };
      return JSON.stringify({ task_uri: buildTaskUri(address, task) });
    };
    const existing = route.onSend;
    route.onSend = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), rewrite];
  });
}
(sandboxUnknownTaskPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const sandboxUnknownTask = sandboxUnknownTaskPlugin;

/** The control: `POST /sandbox/cases/{caseId}/unknown-task { task, times }` (platform/README.md "Sandbox-only routes"). */
export const unknownTaskRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post<{ Params: UnknownTaskParams; Body: UnknownTaskRequest }>(
    '/sandbox/cases/:caseId/unknown-task',
    { schema: { params: UnknownTaskParams, body: UnknownTaskRequest } },
    async (request) => {
      const { caseId } = request.params;
      const { task, times } = request.body;
      if (isKnownCaseState(task))
        throw new ApiError(400, ERROR_CODES.invalidRequest, 'The task is a case state the app knows: name another');
      if (!CASE_ID_FORMAT.test(caseId) || !(await selectCase(db, caseId))) throw caseNotFound(caseId);
      await setUnknownTask(db, caseId, task, times);
      armedOn(db).forget();
      return { case_id: caseId, task, remaining: times };
    },
  );
};
