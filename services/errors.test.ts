import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { object, string, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { authenticateOf, invalidResponse, isJourneyError, journeyError, toJourneyError } from './errors';

const config = {
  headers: new AxiosHeaders({ authorization: 'Bearer secret-token' }),
  url: '/x',
} as InternalAxiosRequestConfig;

function httpError(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  return new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status,
      statusText: '',
      data,
      headers,
      config,
    },
  );
}

describe('toJourneyError (doc 1 §8)', () => {
  it('reads the code from the body of an HTTP error', () => {
    expect(toJourneyError('createCase', httpError(409, { code: '1036', message: 'Username already in use' }))).toEqual({
      source: 'createCase',
      code: '1036',
      status: 409,
      message: 'Username already in use',
    });
  });

  it('keeps the names of the fields a 422 incomplete_application says are missing (doc 3 §2), and only names', () => {
    const body = {
      code: 'incomplete_application',
      message: 'x',
      missing_fields: ['grossAnnualIncome', 7, 'phoneNumber'],
    };
    expect(toJourneyError('submitCase', httpError(422, body))).toMatchObject({
      code: 'incomplete_application',
      missingFields: ['grossAnnualIncome', 'phoneNumber'],
    });
  });

  it('spells a numeric code as text', () => {
    expect(toJourneyError('submitCase', httpError(409, { code: 318 }))).toMatchObject({ code: '318', status: 409 });
  });

  it('answers http_<status> when the body has no code', () => {
    expect(toJourneyError('fetchNextTask', httpError(502, '<html>Bad gateway</html>'))).toEqual({
      source: 'fetchNextTask',
      code: 'http_502',
      status: 502,
    });
    expect(toJourneyError('fetchNextTask', httpError(404, undefined))).toMatchObject({ code: 'http_404' });
  });

  it('answers network with status 0 when there was no response', () => {
    const error = new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    expect(toJourneyError('fetchConfig', error)).toMatchObject({ source: 'fetchConfig', code: 'network', status: 0 });
  });

  it('answers timeout with status 0 when no answer came in time', () => {
    const error = new AxiosError('timeout of 30000ms exceeded', 'ETIMEDOUT', config, {});
    expect(toJourneyError('requestToken', error)).toMatchObject({ code: 'timeout', status: 0 });
  });

  it('answers invalid_response for a 200 whose body is not JSON, without copying the body in', () => {
    const syntax = (() => {
      try {
        JSON.parse('{"task_uri": "Ada Lovel');
      } catch (error) {
        return error as SyntaxError;
      }
      throw new Error('parsed');
    })();
    const error = AxiosError.from(syntax, 'ERR_BAD_RESPONSE', config, null, {
      status: 200,
      statusText: '',
      data: '{"task_uri": "Ada Lovel',
      headers: {},
      config,
    });
    const failure = toJourneyError('fetchNextTask', error);
    expect(failure).toMatchObject({ code: 'invalid_response', status: 200 });
    expect(JSON.stringify(failure)).not.toContain('Ada');
  });

  it('keeps the status code of an error answer whose body is not JSON (a proxy page)', () => {
    const error = AxiosError.from(new SyntaxError('Unexpected token <'), 'ERR_BAD_RESPONSE', config, null, {
      status: 502,
      statusText: '',
      data: '<html>Bad gateway</html>',
      headers: {},
      config,
    });
    expect(toJourneyError('fetchOffers', error)).toMatchObject({ code: 'http_502', status: 502 });
  });

  it('answers cancelled when the request was aborted', () => {
    expect(toJourneyError('fetchNextTask', new CanceledError())).toMatchObject({ code: 'cancelled', status: 0 });
  });

  it('keeps an error that is already a JourneyError', () => {
    const error = journeyError('api', 'invalid_bank_id', 0);
    expect(toJourneyError('createCase', error)).toBe(error);
  });

  it('turns anything else into unexpected, never throwing', () => {
    expect(toJourneyError('x', new TypeError('boom'))).toEqual({
      source: 'x',
      code: 'unexpected',
      status: 0,
      message: 'boom',
    });
    expect(toJourneyError('x', undefined)).toEqual({ source: 'x', code: 'unexpected', status: 0 });
    expect(toJourneyError('x', 'text')).toEqual({ source: 'x', code: 'unexpected', status: 0 });
  });

  it('never carries the request headers (no token in a log)', () => {
    const error = toJourneyError('x', httpError(401, { code: 'invalid_token', message: 'no' }));
    expect(JSON.stringify(error)).not.toContain('secret-token');
    expect(Object.keys(error).sort()).toEqual(['code', 'message', 'source', 'status']);
  });
});

describe('invalidResponse', () => {
  it('names the failing path, not the value received', () => {
    const [failure] = validate({ account: { number: 12345678 } }, object({ account: object({ number: string() }) }));
    if (!failure) throw new Error('expected a failure');
    const error = invalidResponse('fetchCompletedCase', 200, failure);
    expect(error).toEqual({
      source: 'fetchCompletedCase',
      code: 'invalid_response',
      status: 200,
      message: 'at account.number: expected string',
    });
    expect(error.message).not.toContain('12345678');
  });
});

describe('isJourneyError', () => {
  it('recognises the shape', () => {
    expect(isJourneyError({ source: 'a', code: 'b', status: 0 })).toBe(true);
    expect(isJourneyError({ source: 'a', code: 'b' })).toBe(false);
    expect(isJourneyError(null)).toBe(false);
  });
});

describe('the authentication header of a 401 (doc 1 §4 step-up, RFC 6750 §3)', () => {
  it('reads step-up with its scope, and the invalid-token header', () => {
    expect(authenticateOf('Bearer realm="account-opening", error="insufficient_scope", scope="30"')).toEqual({
      error: 'insufficient_scope',
      scope: 30,
    });
    expect(authenticateOf('Bearer realm="account-opening", error="invalid_token"')).toEqual({ error: 'invalid_token' });
  });

  it('ignores headers that ask nothing of the chart', () => {
    for (const header of [
      undefined,
      '',
      'Basic realm="x"',
      'Bearer realm="account-opening"',
      'Bearer error="insufficient_scope"',
      'Bearer error="insufficient_scope", scope="high"',
    ]) {
      expect(authenticateOf(header)).toBeUndefined();
    }
  });

  it('carries it on the JourneyError of a 401 only', () => {
    const header = { 'www-authenticate': 'Bearer realm="r", error="insufficient_scope", scope="30"' };
    expect(toJourneyError('fetchCustomerProfile', httpError(401, { code: 'insufficient_scope' }, header))).toEqual({
      source: 'fetchCustomerProfile',
      code: 'insufficient_scope',
      status: 401,
      authenticate: { error: 'insufficient_scope', scope: 30 },
    });
    expect(toJourneyError('fetchOffers', httpError(403, {}, header)).authenticate).toBeUndefined();
  });
});
