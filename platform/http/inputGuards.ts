// Hostile input is refused at the edge with a 400, before validation or the database see it (issue 10):
// - JSON nested deeper than any payload of doc 2 §7 (superstruct validates recursively, so a 10 KB body of
//   5,000 nested arrays overflowed the stack and answered 500);
// - NUL characters (PostgreSQL refuses U+0000 in text and jsonb, so they failed the save with a 500);
// - lone UTF-16 surrogates (jsonb refuses `\ud800`; a text column would store U+FFFD instead, silently);
// in the body, the path parameters and field names. A query parameter carrying them is dropped instead: the
// query is optional everywhere (doc 1 §7), so a bad one is ignored rather than fatal.
// Refusals say what was wrong, never the value (it may be personal data).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ERROR_CODES } from './apiError';

/**
 * Deepest JSON nesting accepted. The deepest payload of doc 2 §7 (an enquiry's
 * applicants[].personal_details.addresses[].uk_address.house_number, offers' audit_info.documents[]) is under
 * 10 levels; 32 leaves room while staying far from the validator's stack limit.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests objects or arrays deeper than `max`, by one pass that skips strings. */
export function jsonNestingExceeds(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string holds a character PostgreSQL cannot store as sent (NUL, lone surrogate). */
export function hasUnstorableCharacter(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** Field names that can be named back in an error: the schema's own kind (no request data of any size). */
const NAMEABLE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export interface UnstorableFinding {
  /** Dotted path to the value, when every key on it is a plain field name; undefined otherwise. */
  path: string | undefined;
  /** The character is in a field name rather than a value. */
  inKey: boolean;
}

/**
 * Whether any string (value or key) in `value` holds an unstorable character: findUnstorable's walk without the
 * path of every node it visits, for the common case where there is none (issue 16: every request's params and body
 * pass here; for the bench's step-1 enquiry 3.8-4.1 -> 1.7-1.9 us in process).
 */
function holdsUnstorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasUnstorableCharacter(current)) return true;
    } else if (Array.isArray(current)) {
      for (const entry of current) stack.push(entry);
    } else if (current !== null && typeof current === 'object') {
      for (const key of Object.keys(current)) {
        if (hasUnstorableCharacter(key)) return true;
        stack.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The first string (value or key) in `value` holding an unstorable character. Iterative, so it needs no
 * depth limit of its own (the JSON parser applies one anyway).
 */
export function findUnstorable(value: unknown): UnstorableFinding | undefined {
  if (!holdsUnstorable(value)) return undefined;
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const current = item.value;
    if (typeof current === 'string') {
      if (hasUnstorableCharacter(current)) return { path: nameablePath(item.path), inKey: false };
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => {
        stack.push({ value: entry, path: [...item.path, String(index)] });
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, entry] of Object.entries(current)) {
        if (hasUnstorableCharacter(key)) return { path: nameablePath(item.path), inKey: true };
        stack.push({ value: entry, path: [...item.path, key] });
      }
    }
  }
  return undefined;
}

function nameablePath(path: string[]): string | undefined {
  return path.length > 0 && path.every((key) => NAMEABLE_KEY.test(key)) ? path.join('.') : undefined;
}

function unstorableError(part: 'body' | 'path', finding: UnstorableFinding): ApiError {
  const where = part === 'body' ? 'The request body' : 'The address';
  if (finding.inKey) {
    return new ApiError(
      400,
      ERROR_CODES.invalidRequest,
      `${where} has a field name with a character that is not allowed`,
    );
  }
  if (!finding.path) {
    return new ApiError(400, ERROR_CODES.invalidRequest, `${where} has a value with a character that is not allowed`);
  }
  const message =
    part === 'body'
      ? `Request body: ${finding.path} has a character that is not allowed`
      : `The address part ${finding.path} has a character that is not allowed`;
  return new ApiError(400, ERROR_CODES.invalidRequest, message, finding.path);
}

/**
 * preValidation hook: refuses unstorable characters in path params and bodies, drops query params with them. Callback
 * style: no promise per request (issue 16).
 */
export function refuseUnstorableInput(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: ApiError) => void,
): void {
  try {
    refuseUnstorable(request);
  } catch (error) {
    done(error as ApiError);
    return;
  }
  done();
}

function refuseUnstorable(request: FastifyRequest): void {
  const params = findUnstorable(request.params);
  if (params) throw unstorableError('path', params);
  const query = request.query;
  if (query && typeof query === 'object') {
    const fields = query as Record<string, unknown>;
    for (const [key, value] of Object.entries(fields)) {
      if (findUnstorable({ [key]: value })) delete fields[key];
    }
  }
  const body = findUnstorable(request.body);
  if (body) throw unstorableError('body', body);
}

/**
 * Replaces the JSON parser with Fastify's own (prototype poisoning refused) behind a nesting check, and adds the
 * hook refusing unstorable characters. Called before any route is registered, so every route gets both.
 */
export function registerInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonNestingExceeds(text)) {
      done(new ApiError(400, ERROR_CODES.invalidRequest, 'The request body is nested too deeply'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', refuseUnstorableInput);
}
