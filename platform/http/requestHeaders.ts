// The request headers of doc 1 §7: accept, content-type, a service version, a service context (USER),
// a client context (JSON) and an optional bearer token. None is required; a service context other
// than USER is refused.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ERROR_CODES } from './apiError';

export const SERVICE_VERSION_HEADER = 'x-service-version';
export const SERVICE_CONTEXT_HEADER = 'x-service-context';
export const CLIENT_CONTEXT_HEADER = 'x-client-context';

/** onRequest hook: checks the service context when one is sent (callback style: no promise per request, issue 16). */
export function checkServiceContext(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: ApiError) => void,
): void {
  const value = request.headers[SERVICE_CONTEXT_HEADER];
  const context = value === undefined ? 'USER' : Array.isArray(value) ? value.join(',') : value;
  if (context.trim().toUpperCase() === 'USER') {
    done();
    return;
  }
  done(
    new ApiError(
      400,
      ERROR_CODES.invalidServiceContext,
      `The ${SERVICE_CONTEXT_HEADER} header must be USER`,
      SERVICE_CONTEXT_HEADER,
    ),
  );
}
