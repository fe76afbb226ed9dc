// The sandbox's fault switch (issue 14): `POST /sandbox/cases/{caseId}/faults` and
// `POST /sandbox/customers/{customerNumber}/faults` `{ family, times, hang_ms? }` make the next `times` calls of a named
// family of the bank's API on that case (or for that customer) fail as a platform fault would: 503
// `service_unavailable` at once, or, with `hang_ms`, no answer for that long (past the app's `requestTimeout`) and then
// the 503. With `delay_ms` instead, the calls are held that long and then answered as usual by their route (a slow
// bank: an answer that comes while the applicant goes on, issue 14's queued save). With `status` and `code` the fault
// answers that refusal instead (a 401 `invalid_token` as an expired or
// revoked token, a 400/409 with one of doc 1's codes), so the app's refusal states are reachable too. Then the family
// answers as usual again. So the app's error and retry states (machines/faults.ts,
// services/callPolicy.ts: a GET or PUT is tried 1 + 3 times before the chart sees the fault, a POST once) can be
// reached from a real browser. Sandbox only: the plugin is registered by app.ts only in sandbox mode, so a production
// platform neither serves the switch nor runs the check.
//
// The count lives in the database (migration 280), taken one at a time by an atomic UPDATE, so several platform
// processes on one PostgreSQL share it exactly. Each process keeps which subjects have a fault armed for at most
// ARMED_CACHE_MS (sandbox/armedSet.ts; the process that arms one forgets its copy at once), so a call of an unarmed case costs no query:
// a switch set through another process takes effect there within that time.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AccessTokenClaims, verifyAccessToken } from '../auth/accessTokens';
import { bearerTokenOf } from '../auth/caseAccess';
import { INVALID_TOKEN_HEADER } from '../auth/tokenCheck';
import { customerByLogin } from '../customers/customerStore';
import type { Db } from '../db/db';
import type { Migration } from '../db/migration';
import { ERROR_CODES } from '../http/apiError';
import { armedSet } from '../sandbox/armedSet';

/**
 * The families a switch names: each is the calls of one kind the app makes (doc 1 §7), by method and route. Case
 * families find their case in the route's `:caseId` or in a case token; customer families in a login token.
 */
export const FAULT_FAMILIES = {
  // the case's calls (doc 1 §7 "Cases")
  'next-task': ['GET /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/next'],
  'capture-read': ['GET /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/capture'],
  save: ['PUT /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/capture/actions/update'],
  submit: ['PUT /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/capture/actions/submit'],
  resume: ['POST /banks/:bankId/cases/:caseType/:subType/:caseId/resume'],
  offers: ['GET /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/offers'],
  'offer-update': ['PUT /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/offers/:offerId'],
  'offer-decision': ['PUT /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/offers/actions/decision'],
  evidence: ['POST /banks/:bankId/cases/:caseType/:subType/:caseId/evidence'],
  'completed-case': ['GET /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/completed'],
  'letter-code': ['POST /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/lettercode'],
  'call-validation-questions': ['PUT /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/verify/actions/challenge'],
  'call-validation-answers': ['PUT /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/verify/actions/submit'],
  'joint-invitation': ['POST /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/joint/invitations'],
  'joint-claim': ['POST /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/joint/applicant'],
  // with the case token after the accounts open, or a login token (doc 1 "Registration", "Switch")
  credentials: ['GET /banks/:bankId/user/credentials', 'PUT /banks/:bankId/user/credentials'],
  switch: ['POST /banks/:bankId/cases/cas'],
  // a logged-in customer's calls (doc 1 §4 "Authentication and session")
  'current-user': ['GET /user'],
  'portal-cases': ['GET /banks/:bankId/cases'],
  'customer-details': ['GET /banks/:bankId/customers', 'GET /banks/:bankId/customers/:customerId'],
  // capture's lookups (doc 1 §7 "Reference and documents"; the capture paths of issue 14): no case in the route and no
  // token check, so the case or customer is the one of the bearer token the app sends with every call (subjectsOf)
  'address-search': ['GET /ref/address/search/:postcode', 'GET /ref/address/search/:postcode/:houseNumber'],
  'address-read': ['GET /ref/address/:addressRef'],
  'bank-lookup': ['POST /ref/bank/search'],
  // the joint pages (issue 14, the joint paths): the first applicant's link-code read on /joint/next, and the second
  // applicant's link-code check on /joint/join, which names its case only by the code in its body (the case whose
  // live code it is: linkedCaseOf)
  'joint-link-code': ['GET /banks/:bankId/cases/csap/:subType/:caseId/tasks/pending/lettercode'],
  'joint-link': ['POST /banks/:bankId/joint/link'],
  // login, authentication and step-up (issue 14 paths P1): the challenge a login or a step-up creates and its token
  // request, found by the customer the body names or the challenge session's customer (no token is sent with them)
  challenge: ['POST /banks/:bankId/auth/provider/oauth2/token/challenges'],
  token: ['POST /banks/:bankId/auth/provider/oauth2/token'],
  // task P5: registration's public reads (no token needed; the app sends its case token, whose case they fail for)
  'public-key': ['GET /banks/:bankId/auth/provider/rsa/public_key'],
  'security-questions': ['GET /banks/:bankId/ref/credentials/security_questions'],
} as const satisfies Record<string, readonly string[]>;

export type FaultFamily = keyof typeof FAULT_FAMILIES;
export const FAULT_FAMILY_NAMES = Object.keys(FAULT_FAMILIES) as FaultFamily[];

/** The answers a switch may give instead of the route's: doc 1's refusal statuses, and the platform fault. */
export const FAULT_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500, 503] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];
/** A code as doc 1 writes them: a name (`invalid_token`) or a number (`1036`). */
export const FAULT_CODE_FORMAT = /^[A-Za-z0-9_]{1,40}$/;

/** The longest a switch may hold an answer back (2 minutes: past any `requestTimeout` a test would use). */
export const MAX_HANG_MS = 120_000;

export const FAULT_MIGRATIONS: readonly Migration[] = [
  {
    // Sandbox faults own the ids 280-289.
    id: 280,
    name: 'sandbox fault switch',
    statements: [
      `CREATE TABLE sandbox_faults (
        subject text NOT NULL,
        family text NOT NULL,
        remaining integer NOT NULL CHECK (remaining >= 0),
        hang_ms integer CHECK (hang_ms > 0),
        PRIMARY KEY (subject, family)
      )`,
    ],
  },
  {
    // What the fault answers (null: 503 service_unavailable, as before).
    id: 281,
    name: 'sandbox fault switch answers',
    statements: [
      'ALTER TABLE sandbox_faults ADD COLUMN status integer',
      'ALTER TABLE sandbox_faults ADD COLUMN code text',
    ],
  },
  {
    // A held call answered as usual after the delay (null: a fault). Ids 600-609 are the capture paths' (wt-capture).
    id: 600,
    name: 'sandbox fault switch delays',
    statements: ['ALTER TABLE sandbox_faults ADD COLUMN delay_ms integer CHECK (delay_ms > 0)'],
  },
];

/** Whom a switch is set on: a case by its id, or a customer by their number. */
export type FaultSubject = { caseId: string } | { customerNumber: string };
const subjectKey = (subject: FaultSubject) =>
  'caseId' in subject ? `case:${subject.caseId}` : `customer:${subject.customerNumber}`;

export interface FaultSetting {
  family: FaultFamily;
  times: number;
  hangMs?: number;
  /** Hold each call this long, then let its route answer as usual (no fault at all). */
  delayMs?: number;
  /** The refusal to answer instead of 503 `service_unavailable`. */
  answer?: { status: FaultStatus; code: string };
}

/**
 * What a call of a family on a subject must do instead of answering: fail at once, or after hanging; or, with
 * `delayMs`, wait that long and then be answered by its route as usual.
 */
export interface Fault {
  hangMs: number | null;
  delayMs: number | null;
  status: number;
  code: string;
}

export interface FaultSwitch {
  set(subject: FaultSubject, setting: FaultSetting): Promise<void>;
  /** Whether any subject has a fault armed (from the process's list, so mostly without a query). */
  anyArmed(): Promise<boolean>;
  /**
   * Whether the process's fresh list says none of the subjects has a fault armed (no query, no promise: the check on
   * every call of a family, issue 16); false when it does not know, or one is armed.
   */
  noneArmedFor(subjects: readonly FaultSubject[]): boolean;
  /** Uses up one armed fault of the family on any of the subjects; undefined when none is armed. */
  take(family: FaultFamily, subjects: readonly FaultSubject[]): Promise<Fault | undefined>;
  /**
   * The case whose joint link code `code` is (the link-code check names its case only so), looked up only while a
   * case has a fault armed.
   */
  linkedCase(code: string): Promise<string | undefined>;
}

export function faultSwitch(db: Db, clock: () => number = Date.now): FaultSwitch {
  const armed = armedSet(async () => {
    const rows = await db.query<{ subject: string }>('SELECT DISTINCT subject FROM sandbox_faults WHERE remaining > 0');
    return rows.map((row) => row.subject);
  }, clock);
  const armedSubjects = () => armed.keys();
  return {
    async set(subject, { family, times, hangMs, delayMs, answer }) {
      await db.query(
        `INSERT INTO sandbox_faults (subject, family, remaining, hang_ms, status, code, delay_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (subject, family) DO UPDATE SET remaining = EXCLUDED.remaining, hang_ms = EXCLUDED.hang_ms,
           status = EXCLUDED.status, code = EXCLUDED.code, delay_ms = EXCLUDED.delay_ms`,
        [
          subjectKey(subject),
          family,
          times,
          hangMs ?? null,
          answer?.status ?? null,
          answer?.code ?? null,
          delayMs ?? null,
        ],
      );
      armed.forget();
    },
    noneArmedFor(subjects) {
      const live = armed.known();
      if (!live) return false;
      for (const subject of subjects) if (live.has(subjectKey(subject))) return false;
      return true;
    },
    async anyArmed() {
      return (await armedSubjects()).size > 0;
    },
    async take(family, subjects) {
      const keys = subjects.map(subjectKey);
      const live = await armedSubjects();
      if (!keys.some((key) => live.has(key))) return undefined;
      const rows = await db.query<{
        hang_ms: number | null;
        status: number | null;
        code: string | null;
        delay_ms: number | null;
      }>(
        `UPDATE sandbox_faults SET remaining = remaining - 1
         WHERE (subject, family) = (
           SELECT subject, family FROM sandbox_faults
           WHERE family = $1 AND subject = ANY($2::text[]) AND remaining > 0
           ORDER BY subject LIMIT 1 FOR UPDATE
         ) AND remaining > 0
         RETURNING hang_ms, status, code, delay_ms`,
        [family, keys],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        hangMs: row.hang_ms,
        delayMs: row.delay_ms,
        status: row.status ?? 503,
        code: row.code ?? ERROR_CODES.serviceUnavailable,
      };
    },
    async linkedCase(code) {
      const live = await armedSubjects();
      if (![...live].some((key) => key.startsWith('case:'))) return undefined;
      const rows = await db.query<{ id: string }>('SELECT id FROM cases WHERE joint_link_code = $1', [code]);
      return rows[0]?.id;
    },
  };
}

const routeKey = (method: string, url: string) => `${method} ${url}`;
const FAMILY_OF_ROUTE = new Map<string, FaultFamily>(
  FAULT_FAMILY_NAMES.flatMap((family) => FAULT_FAMILIES[family].map((route) => [route, family] as const)),
);

/** The customer a call without a token is about: the one its body names, or its challenge session's. */
export type CustomerOfCall = (body: unknown) => Promise<string | undefined>;

/**
 * The customer number of the challenge's `user_identity` (a username or customer number, as a login finds it), or of
 * the token request's `auth_session_id` (the session's customer; none for an unknown identity's decoy).
 */
export function customerNamedBy(db: Db): CustomerOfCall {
  return async (body) => {
    const fields = body as
      | { user_identity?: { username?: unknown; customer_number?: unknown }; auth_session_id?: unknown }
      | undefined;
    const login = fields?.user_identity?.username ?? fields?.user_identity?.customer_number;
    if (typeof login === 'string' && login !== '') return (await customerByLogin(db, login))?.customerNumber;
    const sessionId = fields?.auth_session_id;
    if (typeof sessionId !== 'string' || sessionId === '') return undefined;
    const [session] = await db.query<{ customer_number: string | null }>(
      'SELECT customer_number FROM auth_sessions WHERE id = $1',
      [sessionId],
    );
    return session?.customer_number ?? undefined;
  };
}

/** The case and customer of checked claims: the route's case, the token's case, the token's customer. */
function subjectsOfClaims(caseId: unknown, auth: Pick<AccessTokenClaims, 'caseId' | 'customerNumber'> | null) {
  const subjects: FaultSubject[] = [];
  if (typeof caseId === 'string') subjects.push({ caseId });
  if (auth?.caseId && auth.caseId !== caseId) subjects.push({ caseId: auth.caseId });
  if (auth?.customerNumber) subjects.push({ customerNumber: auth.customerNumber });
  return subjects;
}

/**
 * The case and customer a call is about: those of its checked claims (the route's case, the token's case and
 * customer). A call with none is looked into only while some fault is armed at all: the joint link-code check's case
 * is the one whose code is in its body; the challenge's and the token request's customer is the one its body names
 * (`customerOfCall`); a route without a token check (the reference lookups) is about the live bearer token it carries.
 */
async function subjectsOf(
  request: FastifyRequest,
  faults: FaultSwitch,
  customerOfCall?: CustomerOfCall,
): Promise<FaultSubject[]> {
  const caseId = (request.params as { caseId?: unknown } | undefined)?.caseId;
  const subjects = subjectsOfClaims(caseId, request.auth);
  if (subjects.length > 0 || !(await faults.anyArmed())) return subjects;
  const linkCode = (request.body as { joint_link_code?: unknown } | undefined)?.joint_link_code;
  if (typeof linkCode === 'string') {
    const linked = await faults.linkedCase(linkCode);
    return linked ? [{ caseId: linked }] : subjects;
  }
  const named = customerOfCall ? await customerOfCall(request.body) : undefined;
  if (named) return [{ customerNumber: named }];
  const token = bearerTokenOf(request);
  if (!token) return subjects;
  const { db, now } = request.server.authContext;
  return subjectsOfClaims(undefined, (await verifyAccessToken(db, token, now())) ?? null);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registered at the root in sandbox mode, before the routes: each route of a family gets a preHandler (after its
 * token check and validation) that answers the armed fault instead of the route.
 */
async function sandboxFaultsPlugin(
  app: FastifyInstance,
  { faults, customerOfCall }: { faults: FaultSwitch; customerOfCall?: CustomerOfCall },
): Promise<void> {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const family = methods.map((method) => FAMILY_OF_ROUTE.get(routeKey(method, route.url))).find(Boolean);
    if (!family) return;
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const subjects = await subjectsOf(request, faults, customerOfCall);
      if (subjects.length === 0) return undefined;
      const fault = await faults.take(family, subjects);
      if (!fault) return undefined;
      // a delay holds the call, then the route answers it as usual: no fault at all
      if (fault.delayMs) {
        await sleep(fault.delayMs);
        return undefined;
      }
      if (fault.hangMs) await sleep(fault.hangMs);
      // a refused token names itself in WWW-Authenticate as the platform's own refusal does (RFC 6750 §3,
      // auth/tokenCheck.ts): the app reads the header, not the body, to tell an invalid token (login) from a fault
      if (fault.status === 401 && fault.code === 'invalid_token')
        reply.header('www-authenticate', INVALID_TOKEN_HEADER);
      return reply.code(fault.status).send({
        code: fault.code,
        message: `The sandbox's fault switch failed this ${family} call`,
      });
    };
    // Callback style: a call whose case or customer the process knows has no fault armed goes on at once, without a
    // promise (issue 16: every save and poll passes here in sandbox mode); any other waits for the answer above.
    const check = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const caseId = (request.params as { caseId?: unknown } | undefined)?.caseId;
      const subjects = subjectsOfClaims(caseId, request.auth);
      if (subjects.length > 0 && faults.noneArmedFor(subjects)) {
        done();
        return;
      }
      answer(request, reply).then(() => done(), done);
    };
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), check];
  });
}
(sandboxFaultsPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const sandboxFaults = sandboxFaultsPlugin;
