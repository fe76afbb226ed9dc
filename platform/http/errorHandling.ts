// One error handler for the whole platform: every refusal is a 4xx with `{ code, message, field? }`
// (doc 1 §8), unexpected faults a 500 `internal_error` without details. Bodies are never logged.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ERROR_CODES } from './apiError';

const FASTIFY_ERRORS: Record<string, (error: FastifyError) => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new ApiError(400, ERROR_CODES.malformedJson, 'The request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new ApiError(400, ERROR_CODES.emptyBody, 'The request has a JSON content type but no body'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new ApiError(415, ERROR_CODES.unsupportedMediaType, 'Send the request body as application/json'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ApiError(413, ERROR_CODES.bodyTooLarge, 'The request body is too large'),
};

/** Maps anything thrown by a route, a hook or Fastify itself to the error the client receives. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (mapped) return mapped(fastifyError as FastifyError);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (content length, prototype poisoning...): their messages hold no request data.
    if (error instanceof SyntaxError)
      return new ApiError(400, ERROR_CODES.malformedJson, 'The request body is not valid JSON');
    const code = status === 404 ? ERROR_CODES.notFound : ERROR_CODES.invalidRequest;
    return new ApiError(status, code, fastifyError.message ?? 'The request was refused');
  }
  return new ApiError(500, ERROR_CODES.internalError, 'Something went wrong on the platform; please try again');
}

export interface ErrorHandlingOptions {
  /** When set, GET requests for HTML that match no route get the app's index.html (SPA fallback). */
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;
}

/** Paths that are never pages of the app, even for a browser asking for HTML. */
// /sandbox/ and /login-app/ too: in production mode (no sandbox routes) they answer 404, never the app.
const API_PREFIXES = ['/banks/', '/ref/', '/cdn/', '/users/', '/user', '/bank/', '/auth/', '/sandbox/', '/login-app/'];

function wantsAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!String(request.headers.accept ?? '').includes('text/html')) return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix))) return false;
  // A missing file (an extension in the last segment) stays a 404.
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (!(error instanceof ApiError) && apiError.statusCode >= 500) {
      request.log.error({ err: error }, 'unexpected error');
    } else if (apiError.statusCode >= 500) {
      // A 5xx the platform answers on purpose (a text that cannot be sent, the sandbox's fault switch): a warning
      // with its code, not an unexpected error with a stack.
      request.log.warn({ code: apiError.code, statusCode: apiError.statusCode }, 'request failed');
    } else {
      request.log.info({ code: apiError.code, statusCode: apiError.statusCode }, 'request refused');
    }
    // a refused token names itself in WWW-Authenticate (RFC 6750 §3; platform/auth/caseAccess.ts)
    if (apiError.wwwAuthenticate) reply.header('www-authenticate', apiError.wwwAuthenticate);
    return reply.code(apiError.statusCode).send(apiError.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.spaFallback && wantsAppPage(request)) return options.spaFallback(request, reply);
    // The path is not echoed back: it may hold personal data (a postcode, a case id) or hostile text.
    return reply.code(404).send(new ApiError(404, ERROR_CODES.notFound, 'There is nothing at this address').toBody());
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a path that is not valid percent-encoded
 * UTF-8, e.g. an encoded lone surrogate `%ED%A0%80`; a path parameter over the length limit). Fastify's own answer
 * echoes the path back and has another shape; this one is an ApiErrorBody that names nothing from the request.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const apiError = tooLong
    ? new ApiError(414, ERROR_CODES.invalidRequest, 'A part of the address is too long')
    : new ApiError(400, ERROR_CODES.invalidRequest, 'The address is not valid');
  request.log.info({ code: apiError.code, statusCode: apiError.statusCode }, 'request refused');
  reply.code(apiError.statusCode).send(apiError.toBody());
}
