// A fast yes for a request that superstruct would accept unchanged (issue 16, bench/results/2026-11-28-save3.md).
// superstruct's `validate` walks a value with nested generators and, with `coerce`, copies every object and array on
// the way: 50 µs of CPU for an autosave's 1 KiB enquiry, a tenth of what the bare jsonb UPDATE of the floor costs, and
// most of it garbage. `compileStructCheck` turns a struct into a plain recursive function that answers only "this
// value passes, and coercion would not change it": the schema's objects, arrays, strings, numbers, integers,
// booleans, enums and literals are checked inline, each struct's own refinements (size, pattern, min ...) are run as
// superstruct runs them, and any other kind of struct (record, union, unknown ...) is handed to superstruct itself.
// It never says why: a value it does not accept goes to superstruct (http/structValidation.ts), which gives the
// error, code and message exactly as before. So the answers are superstruct's; only the common case is cheaper.
//
// A struct with a coercion of its own (`coerce`, `defaulted`: a value that would be changed, not only copied) cannot be
// compiled: `compileStructCheck` answers undefined and superstruct keeps the whole of that struct.
import { isDeepStrictEqual } from 'node:util';
import { array, number, object, record, Struct, string, union, unknown, validate } from 'superstruct';

type Check = (value: unknown) => boolean;
type AnyStruct = Struct<unknown, unknown>;

/** superstruct's own coercers that return the value or a shallow copy of it (the default, object, array, record, union). */
const PLAIN_COERCERS = new Set(
  [
    new Struct({ type: 'probe', schema: null }),
    object({}),
    array(string()),
    record(string(), unknown()),
    union([string(), number()]),
  ].map((struct) => String(struct.coercer)),
);

const CONTEXT = { path: [], branch: [] } as never;

/** How many texts each string struct remembers the refinements' answer for (bounded: emptied when full). */
const REFINED_TEXTS = 512;

/** Whether one of superstruct's failure iterables (a validator's or a refiner's answer) is empty. */
function none(failures: Iterable<unknown>): boolean {
  for (const _ of failures) return false;
  return true;
}

/** Whether the struct's own validator and refiner let `value` through (a refiner that throws: no). */
function passesItself(struct: AnyStruct, value: unknown): boolean {
  try {
    return none(struct.validator(value, CONTEXT)) && none(struct.refiner(value, CONTEXT));
  } catch {
    return false;
  }
}

/** Whether this struct, or one inside it that the check would walk, has a coercion that changes values. */
function hasOwnCoercion(struct: AnyStruct, seen = new Set<unknown>()): boolean {
  if (seen.has(struct)) return false;
  seen.add(struct);
  if (!PLAIN_COERCERS.has(String(struct.coercer))) return true;
  const schema = struct.schema as unknown;
  if (struct.type === 'object' && schema) {
    return Object.values(schema as Record<string, AnyStruct>).some((child) => hasOwnCoercion(child, seen));
  }
  if (struct.type === 'array' && schema instanceof Struct) return hasOwnCoercion(schema, seen);
  return false;
}

function compile(struct: AnyStruct): Check {
  // optional() and nullable() keep the struct's type and let undefined or null through its validator and refiner.
  const acceptsUndefined = passesItself(struct, undefined);
  const acceptsNull = passesItself(struct, null);
  const refined = (value: unknown) => none(struct.refiner(value, CONTEXT));
  const schema = struct.schema as unknown;
  let own: Check;
  switch (struct.type) {
    case 'string': {
      // A text's refinements (size, pattern: functions of the text alone) answered once per text and struct: an
      // autosave sends the same answers save after save, and each refinement is a superstruct generator (issue 16).
      const answers = new Map<string, boolean>();
      own = (value) => {
        if (typeof value !== 'string') return false;
        let answer = answers.get(value);
        if (answer === undefined) {
          answer = refined(value);
          if (answers.size >= REFINED_TEXTS) answers.clear();
          answers.set(value, answer);
        }
        return answer;
      };
      break;
    }
    case 'number':
      own = (value) => typeof value === 'number' && !Number.isNaN(value) && refined(value);
      break;
    case 'integer':
      own = (value) => typeof value === 'number' && Number.isInteger(value) && refined(value);
      break;
    case 'boolean':
      own = (value) => typeof value === 'boolean' && refined(value);
      break;
    case 'enums': {
      const values = new Set(Object.values(schema as Record<string, unknown>));
      own = (value) => values.has(value) && refined(value);
      break;
    }
    case 'object': {
      if (!schema) {
        own = (value) => none(struct.validator(value, CONTEXT)) && refined(value);
        break;
      }
      const fields = Object.entries(schema as Record<string, AnyStruct>).map(
        ([key, child]) => [key, compile(child)] as const,
      );
      const known = new Set(fields.map(([key]) => key));
      own = (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
        const record = value as Record<string, unknown>;
        for (const [key, check] of fields) if (!check(record[key])) return false;
        for (const key of Object.keys(record)) if (!known.has(key)) return false;
        return refined(value);
      };
      break;
    }
    case 'array': {
      if (!(schema instanceof Struct)) {
        own = (value) => none(struct.validator(value, CONTEXT)) && refined(value);
        break;
      }
      const element = compile(schema);
      own = (value) => {
        if (!Array.isArray(value)) return false;
        for (const entry of value) if (!element(entry)) return false;
        return refined(value);
      };
      break;
    }
    default:
      // literal, record, union, unknown and any other kind: superstruct itself, on this part only, and only when its
      // coercion (a union's member's, say) leaves the value as it was.
      own = (value) => {
        const [error, coerced] = validate(value, struct, { coerce: true });
        return error === undefined && isDeepStrictEqual(coerced, value);
      };
  }
  return (value) => {
    if (value === undefined) return acceptsUndefined;
    if (value === null) return acceptsNull;
    return own(value);
  };
}

/**
 * A function that answers true only for a value `validate(value, struct, { coerce: true })` accepts and returns
 * equal to it (so the value can be used as it is), or undefined when the struct has a coercion of its own. False
 * says nothing: ask superstruct.
 */
export function compileStructCheck<T, S>(schema: Struct<T, S>): Check | undefined {
  const struct = schema as unknown as AnyStruct;
  if (hasOwnCoercion(struct)) return undefined;
  const check = compile(struct);
  return (value) => {
    try {
      return check(value);
    } catch {
      return false;
    }
  };
}
