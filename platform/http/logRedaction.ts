// What the platform's log may hold (issue 10; common rule "secrets never in logs"): the request serializer of
// platform/app.ts logs only method and url, refusals log their code, and faults log an error summary. Behind
// that, pino's `redact` censors every personal field of doc 2 §3.1 (flat form names and the API's snake_case
// names of doc 2 §7.1) and every secret (doc 2 §3.5, §7.3) at the top of a log object and under its error, the
// error's cause, the request and the response, so a log call added later that passes a
// body or a customer by mistake still writes no personal data: a container (body, query, params, applicants,
// personal_details ...) is censored whole, so what is under it is too. The names are derived from the field
// declarations (content/fields/dataClasses.ts): a new personal field is redacted once it is flagged.
import { PERSONAL_NAMES, SECRET_NAMES } from '../../content/fields/dataClasses';

/**
 * doc 2 §3.1 personal fields, as the form names them and as the API payloads of doc 2 §7.1 name them: the fields
 * flagged `data: 'personal'` in content/fields and the API's names of contract/sensitiveNames.ts.
 */
export const PERSONAL_FIELDS: readonly string[] = PERSONAL_NAMES;

/** Secrets (doc 2 §3.5 challenges, §7.3 registration and letter code; tokens; the authorization header): the fields
 * flagged `data: 'secret'` and the non-field secrets of contract/sensitiveNames.ts. */
export const SECRET_FIELDS: readonly string[] = SECRET_NAMES;

/** Containers that hold request data wholesale: a body, a query, a database call's parameters. */
const CONTAINERS = ['body', 'payload', 'query', 'params', 'detail'] as const;

export const REDACT_CENSOR = '[redacted]';

/** A field name as a redact path segment (`a.b`, or `a["set-cookie"]` for names that are not identifiers). */
function segment(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`;
}

/**
 * The objects a log call carries the fields under: the log object itself, an error and its cause, the request and
 * the response. Explicit prefixes, not wildcards: with a few hundred names, pino's wildcard paths cost 0.2 ms
 * (one level) to 0.5 ms (two levels) on every log line, explicit ones 0.01 ms (measured on this machine).
 */
const ROOTS = ['', 'err', 'err.cause', 'req', 'res'] as const;

/** The paths given to pino's `redact` for these names: each at the top of a log object and under each of ROOTS. */
export function redactPathsFor(names: readonly string[]): string[] {
  return [
    ...ROOTS.flatMap((root) =>
      [...names, ...CONTAINERS].map((name) => {
        const tail = segment(name);
        if (root) return `${root}${tail}`;
        return tail.startsWith('.') ? tail.slice(1) : tail;
      }),
    ),
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
  ];
}

export const REDACT_PATHS: readonly string[] = redactPathsFor([...PERSONAL_FIELDS, ...SECRET_FIELDS]);

export const LOG_REDACTION: { paths: string[]; censor: string } = { paths: [...REDACT_PATHS], censor: REDACT_CENSOR };

/** The fields a database error may carry that quote request data (PGlite adds the query and its parameters). */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return 'params' in error || 'query' in error || typeof error.severity === 'string' || 'routine' in error;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  code?: string;
  message: string;
  /** Empty for a database error: its stack starts with its message. */
  stack: string;
  severity?: string;
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
  cause?: SerializedError;
}

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * pino's `err` serializer: type, code, message and stack of an error, and for a database error only what names
 * the fault (SQLSTATE code, routine, table, column, constraint). Never its message, detail, query or parameters:
 * a failed save's error carried the whole application, NI number and bank account included (issue 10), and
 * PostgreSQL's messages and details quote the values they refuse.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const cause = depth < 3 && fields.cause !== undefined ? { cause: serializeError(fields.cause, depth + 1) } : {};
  const code = stringOf(fields.code);
  if (isDatabaseError(fields)) {
    const described: SerializedError = {
      type: error.name || 'DatabaseError',
      message: 'database error (its message, detail, query and parameters are not logged)',
      stack: '',
    };
    if (code) described.code = code;
    for (const key of ['severity', 'routine', 'table', 'column', 'constraint'] as const) {
      const value = stringOf(fields[key]);
      if (value) described[key] = value;
    }
    return { ...described, ...cause };
  }
  return {
    type: error.name || 'Error',
    ...(code ? { code } : {}),
    message: error.message,
    stack: error.stack ?? '',
    ...cause,
  };
}
