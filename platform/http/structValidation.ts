// Fastify validates each route's declared params and body with the superstruct schemas of
// contract/schemas.ts (the same ones the client uses), and answers failures as ApiErrorBody.
import type { FastifySchemaCompiler } from 'fastify';
import { type Failure, Struct, validate } from 'superstruct';
import { ApiError, ERROR_CODES } from './apiError';
import { compileStructCheck } from './structCheck';

/**
 * Params with their own error code and message (doc 1 §6 for bank ids, §7 for the case address). The messages say
 * what is accepted, never the value sent (it may be personal data, or hostile text).
 */
const PARAM_ERRORS: Record<string, { code: string; message: string }> = {
  bankId: {
    code: ERROR_CODES.invalidBankId,
    message: 'Invalid bank id: API calls accept CB or YB only (DYB and VM are not API bank ids)',
  },
  caseType: {
    code: ERROR_CODES.invalidCaseType,
    message: 'Invalid case type: use csapcurrent, csapsavings, csapcashisa or csapcreditcard',
  },
  subType: { code: ERROR_CODES.invalidCaseSubtype, message: 'Invalid case subtype: use ntb or existing' },
  postcode: { code: ERROR_CODES.invalidPostcode, message: 'The postcode is not a valid UK or BFPO postcode' },
};

/** What is wrong with a value, in words that never repeat the value (it may be personal data). */
export function describeFailure(failure: Failure): string {
  if (failure.type === 'never') return 'is not an accepted field';
  if (failure.value === undefined) return 'is required';
  if (failure.refinement === 'pattern') return 'does not have the expected format';
  if (failure.refinement === 'size') return 'has the wrong length or number of items';
  if (failure.refinement === 'min') return 'is below the minimum';
  if (failure.refinement) return `fails the ${failure.refinement} check`;
  if (failure.type === 'enums' || failure.type === 'literal') return 'is not one of the accepted values';
  const kinds: Record<string, string> = {
    string: 'a string',
    number: 'a number',
    integer: 'an integer',
    boolean: 'true or false',
    array: 'an array',
    object: 'an object',
    type: 'an object',
    record: 'an object',
  };
  return `must be ${kinds[failure.type] ?? `of type ${failure.type}`}`;
}

/** A key that can be named back: a field name's kind of text, short (an unknown key is request data). */
const NAMEABLE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Dotted path of a failure, e.g. `applicants.0.personal_details.dob`; empty when a key on it is not a plain
 * field name (an unknown key of any size or content is not repeated back).
 */
export function failurePath(failure: Failure): string {
  const keys = failure.path.map(String);
  return keys.every((key) => NAMEABLE_KEY.test(key)) ? keys.join('.') : '';
}

function bodyError(failure: Failure): ApiError {
  if (failure.type === 'never') {
    // an unknown field: named by where it is, not by its name (the name is request data too)
    const parent = failurePath({ ...failure, path: failure.path.slice(0, -1) });
    return parent
      ? new ApiError(
          400,
          ERROR_CODES.invalidRequest,
          `Request body: ${parent} has a field that is not accepted`,
          parent,
        )
      : new ApiError(400, ERROR_CODES.invalidRequest, 'The request body has a field that is not accepted');
  }
  const path = failurePath(failure);
  if (!path) return new ApiError(400, ERROR_CODES.invalidRequest, `The request body ${describeFailure(failure)}`);
  return new ApiError(400, ERROR_CODES.invalidRequest, `Request body: ${path} ${describeFailure(failure)}`, path);
}

function paramError(failure: Failure, part: string): ApiError {
  const name = String(failure.path[0] ?? '');
  const known = PARAM_ERRORS[name];
  if (known) return new ApiError(400, known.code, known.message, name);
  return new ApiError(
    400,
    ERROR_CODES.invalidRequest,
    `The ${part} ${name || 'value'} ${describeFailure(failure)}`,
    name,
  );
}

/**
 * Fastify validator compiler for superstruct structs declared in a route's `schema`. A value the compiled check
 * accepts (http/structCheck.ts: superstruct would accept it and return it unchanged) is used as it is; any other is
 * validated by superstruct, which answers a refusal (issue 16: the autosave's body check, 50 -> 5 µs).
 */
export const structValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!(schema instanceof Struct)) {
    throw new Error(`Route schemas must be superstruct structs (${httpPart ?? 'unknown part'})`);
  }
  const accepts = compileStructCheck(schema);
  return (data: unknown) => {
    if (accepts?.(data)) return { value: data };
    const [error, value] = validate(data, schema, { coerce: true });
    if (!error) return { value };
    const failure = error.failures()[0] ?? error;
    return { error: httpPart === 'body' ? bodyError(failure) : paramError(failure, httpPart ?? 'request') };
  };
};
