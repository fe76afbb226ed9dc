// The platform's log says what an operator must act on: an unexpected failure is an error with its stack; a 5xx the
// platform answers on purpose (503 sms_unavailable when a text cannot be sent, the sandbox's fault switch) is a
// warning with its code; a refusal (4xx) is information.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_CODES } from './apiError';
import { registerErrorHandling } from './errorHandling';

async function logOf(thrown: () => never) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandling(app);
  app.get('/fails', async () => thrown());
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; code?: string });
  return {
    status: response.statusCode,
    entry: entries.find((entry) => entry.msg !== 'incoming request' && entry.msg !== 'request completed'),
  };
}

describe('what the platform logs of a failed request', () => {
  it('an unexpected failure: an error (pino level 50)', async () => {
    const { status, entry } = await logOf(() => {
      throw new Error('boom');
    });
    expect(status).toBe(500);
    expect(entry).toMatchObject({ level: 50, msg: 'unexpected error' });
  });

  it('a 503 answered on purpose: a warning (level 40) with its code, not an unexpected error', async () => {
    const { status, entry } = await logOf(() => {
      throw new ApiError(503, ERROR_CODES.smsUnavailable, 'The passcode could not be sent: try again');
    });
    expect(status).toBe(503);
    expect(entry).toMatchObject({ level: 40, msg: 'request failed', code: 'sms_unavailable' });
  });

  it('a refusal: information (level 30)', async () => {
    const { status, entry } = await logOf(() => {
      throw new ApiError(404, ERROR_CODES.notFound, 'There is nothing at this address');
    });
    expect(status).toBe(404);
    expect(entry).toMatchObject({ level: 30, msg: 'request refused' });
  });
});
