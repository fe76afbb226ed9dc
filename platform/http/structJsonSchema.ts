// superstruct -> JSON Schema (2020-12, the dialect of OpenAPI 3.1), so the OpenAPI document is generated from
// the very structs the platform validates with (contract/schemas.ts, http/routeParams.ts) and cannot drift.
// It walks what a Struct exposes: `type` and `schema` (object, type, array, enums, literal), and the
// `entries` generators of record and tuple, probed with a sample value. Optional and nullable are read by
// asking the struct whether it accepts undefined and null. What a Struct keeps only in closures cannot be
// walked: refinements (size, pattern, min...) are left out, and a union is described by the member types its
// own error message names (one level deep).
import { is, type Struct, validate } from 'superstruct';

export type JsonSchema = { [key: string]: unknown };

// biome-ignore lint/suspicious/noExplicitAny: any struct, whatever it infers to
type AnyStruct = Struct<any, any>;

const PRIMITIVES: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date-time' },
  object: { type: 'object' },
  type: { type: 'object' },
  record: { type: 'object' },
  array: { type: 'array' },
  tuple: { type: 'array' },
  literal: {},
  enums: {},
};

/** Types that accept every value: null and undefined tell nothing about optionality. */
const ANYTHING = new Set(['any', 'unknown']);

// The context the entries generators are given; record and tuple do not read it.
const PROBE_CONTEXT = { branch: [], path: [] } as unknown as Parameters<AnyStruct['entries']>[1];

/** Whether an object's property may be left out. */
export function isOptional(struct: AnyStruct): boolean {
  return !ANYTHING.has(struct.type) && is(undefined, struct);
}

function objectSchema(struct: AnyStruct, closed: boolean): JsonSchema {
  const shape = (struct.schema ?? {}) as Record<string, AnyStruct>;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    properties[key] = structToJsonSchema(field);
    if (!isOptional(field)) required.push(key);
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    // object() refuses unknown keys; type() lets them through.
    ...(closed ? { additionalProperties: false } : {}),
  };
}

function unionSchema(struct: AnyStruct): JsonSchema {
  const [error] = validate(Symbol('probe'), struct);
  const names = /union of `([^`]*)`/.exec(error?.failures()[0]?.message ?? '')?.[1]?.split(' | ') ?? [];
  const members = names.map((name) => PRIMITIVES[name] ?? {});
  return members.length > 0 ? { anyOf: members } : {};
}

function baseSchema(struct: AnyStruct): JsonSchema {
  switch (struct.type) {
    case 'object':
      return objectSchema(struct, true);
    case 'type':
      return objectSchema(struct, false);
    case 'array':
      return { type: 'array', items: struct.schema ? structToJsonSchema(struct.schema as AnyStruct) : {} };
    case 'tuple': {
      const items = [...struct.entries([], PROBE_CONTEXT)].map(([, , item]) => structToJsonSchema(item as AnyStruct));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    case 'record': {
      const [, value] = [...struct.entries({ key: undefined }, PROBE_CONTEXT)];
      return { type: 'object', additionalProperties: value ? structToJsonSchema(value[2] as AnyStruct) : {} };
    }
    case 'enums': {
      const values = Object.values((struct.schema ?? {}) as Record<string, unknown>);
      const types = new Set(values.map((value) => typeof value));
      return { ...(types.size === 1 && types.has('string') ? { type: 'string' } : {}), enum: values };
    }
    case 'literal':
      return struct.schema === null || struct.schema === undefined ? {} : { const: struct.schema };
    case 'union':
      return unionSchema(struct);
    case 'never':
      return { not: {} };
    default:
      // string, number, integer, boolean, date; anything else (any, unknown, custom define()s) is unconstrained.
      return { ...(PRIMITIVES[struct.type] ?? {}) };
  }
}

/** The JSON Schema of the values a struct accepts (refinements aside, see above). */
export function structToJsonSchema(struct: AnyStruct): JsonSchema {
  const schema = baseSchema(struct);
  if (ANYTHING.has(struct.type) || struct.type === 'literal' || !is(null, struct)) return schema;
  // nullable(): null besides the base type.
  if (typeof schema.type === 'string') {
    return {
      ...schema,
      type: [schema.type, 'null'],
      ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}),
    };
  }
  return { anyOf: [schema, { type: 'null' }] };
}
