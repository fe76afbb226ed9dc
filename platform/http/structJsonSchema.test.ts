import {
  any,
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  pattern,
  record,
  size,
  string,
  tuple,
  type,
  union,
  unknown,
} from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Enquiry } from '../../contract/schemas';
import { completeEnquiry } from '../test-support/testFixtures';
import { CaseParams } from './routeParams';
import { type JsonSchema, structToJsonSchema } from './structJsonSchema';

describe('structToJsonSchema', () => {
  it('maps the primitive structs', () => {
    expect(structToJsonSchema(string())).toEqual({ type: 'string' });
    expect(structToJsonSchema(number())).toEqual({ type: 'number' });
    expect(structToJsonSchema(integer())).toEqual({ type: 'integer' });
    expect(structToJsonSchema(boolean())).toEqual({ type: 'boolean' });
    expect(structToJsonSchema(any())).toEqual({});
    expect(structToJsonSchema(unknown())).toEqual({});
  });

  it('keeps the base type of refined structs (refinements live in closures)', () => {
    expect(structToJsonSchema(size(string(), 1, 64))).toEqual({ type: 'string' });
    expect(structToJsonSchema(pattern(string(), /^\d+$/))).toEqual({ type: 'string' });
  });

  it('maps literals and enums', () => {
    expect(structToJsonSchema(literal('USER'))).toEqual({ const: 'USER' });
    expect(structToJsonSchema(literal(3))).toEqual({ const: 3 });
    expect(structToJsonSchema(enums(['CB', 'YB']))).toEqual({ type: 'string', enum: ['CB', 'YB'] });
    expect(structToJsonSchema(enums([1, 2]))).toEqual({ enum: [1, 2] });
  });

  it('maps objects (closed, with required keys) and types (open)', () => {
    const struct = object({ a: string(), b: optional(integer()), c: nullable(enums(['x'])) });
    expect(structToJsonSchema(struct)).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'integer' },
        c: { type: ['string', 'null'], enum: ['x', null] },
      },
      required: ['a', 'c'],
      additionalProperties: false,
    });
    expect(structToJsonSchema(type({ a: optional(string()) }))).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
    });
  });

  it('maps arrays, tuples and records, reading their element structs', () => {
    expect(structToJsonSchema(array(object({ id: string() })))).toEqual({
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], additionalProperties: false },
    });
    expect(structToJsonSchema(tuple([string(), integer()]))).toEqual({
      type: 'array',
      prefixItems: [{ type: 'string' }, { type: 'integer' }],
      minItems: 2,
      maxItems: 2,
    });
    expect(structToJsonSchema(record(string(), number()))).toEqual({
      type: 'object',
      additionalProperties: { type: 'number' },
    });
  });

  it('maps unions by the member types they name, and nullable types with null added', () => {
    expect(structToJsonSchema(union([string(), number(), boolean()]))).toEqual({
      anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
    });
    expect(structToJsonSchema(nullable(object({})))).toEqual({
      type: ['object', 'null'],
      properties: {},
      additionalProperties: false,
    });
    expect(structToJsonSchema(nullable(union([string(), integer()])))).toEqual({
      anyOf: [{ anyOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'null' }],
    });
  });

  it('describes the route params with every path segment required', () => {
    const schema = structToJsonSchema(CaseParams);
    expect(schema.required).toEqual(['bankId', 'caseType', 'subType', 'caseId']);
    expect((schema.properties as Record<string, JsonSchema>).bankId).toEqual({ type: 'string', enum: ['CB', 'YB'] });
  });

  it('describes the enquiry so that a complete enquiry has every key it sends declared, and the required ones present', () => {
    const check = (value: unknown, schema: JsonSchema, path: string): void => {
      if (value === null || value === undefined || typeof value !== 'object') return;
      if (Array.isArray(value)) {
        for (const [index, item] of value.entries())
          check(item, (schema.items ?? {}) as JsonSchema, `${path}.${index}`);
        return;
      }
      const properties = schema.properties as Record<string, JsonSchema> | undefined;
      if (!properties) return;
      for (const key of (schema.required ?? []) as string[]) expect(value, `${path}.${key}`).toHaveProperty(key);
      for (const [key, item] of Object.entries(value)) {
        if (schema.additionalProperties === false) expect(properties, `${path}.${key}`).toHaveProperty(key);
        check(item, properties[key] ?? {}, `${path}.${key}`);
      }
    };
    const schema = structToJsonSchema(Enquiry);
    expect(schema.type).toBe('object');
    check(completeEnquiry(), schema, 'enquiry');
  });
});
