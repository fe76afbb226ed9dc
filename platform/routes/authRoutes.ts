// Authentication calls (doc 1 §7 "Authentication"; doc 2 §3.5): the RSA public key, challenges, the token
// exchange (client credentials, form-encoded, answers in a basic authorization header), revocation and
// one-time passcodes. The sandbox read of a sent passcode is in sandboxControlRoutes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { object, size, string, validate } from 'superstruct';
import {
  ChallengeAnswers,
  ChallengeRequest,
  type ChallengeResponse,
  OtpRequest,
  type OtpResponse,
  type PublicKeyResponse,
  TokenForm,
  type TokenResponse,
} from '../../contract/authSchemas';
import { ApiBankId } from '../../contract/schemas';
import { DEFAULT_SCOPE, issueAccessToken, revokeAccessToken, TOKEN_TTL_MS } from '../auth/accessTokens';
import { type AnswerItem, createChallengeSession, exchangeAnswers } from '../auth/authSessions';
import { sendOtp } from '../auth/otp';
import { currentKey } from '../auth/rsaKeys';
import { authOf, requireToken } from '../auth/tokenCheck';
import type { Db } from '../db/db';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { BankParams } from '../http/routeParams';

export interface AuthRoutesOptions {
  db: Db;
  now: () => Date;
}

const AUTH = '/banks/:bankId/auth/provider';
const FORM_BODY_LIMIT = 4 * 1024;
const AUTHORIZATION_LIMIT = 16 * 1024;

const TokenParams = object({ bankId: ApiBankId, tokenId: size(string(), 1, 64) });

function badAuthorization(): ApiError {
  return new ApiError(
    400,
    ERROR_CODES.invalidRequest,
    'Send the challenge answers as Basic base64(auth_session_id:answers)',
    'authorization',
  );
}

/** `Basic base64(sessionId ":" JSON answers)` (services/secrets.ts challengeAuthorization). Never logged. */
function parseChallengeAuthorization(header: unknown): { sessionId: string; answers: AnswerItem[] } {
  if (typeof header !== 'string' || header.length > AUTHORIZATION_LIMIT) throw badAuthorization();
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) throw badAuthorization();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw badAuthorization();
  let answers: unknown;
  try {
    answers = JSON.parse(decoded.slice(colon + 1));
  } catch {
    throw badAuthorization();
  }
  const [error, value] = validate(answers, ChallengeAnswers);
  if (error) throw badAuthorization();
  return { sessionId: decoded.slice(0, colon), answers: value };
}

const TOKEN_ERROR_MESSAGES = {
  invalid_credentials: 'The answers do not match our records',
  retries_exceeded: 'Too many wrong answers: online login is locked for now',
  invalid_session: 'The challenge has expired or was already answered: start again',
} as const;

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { db, now }) => {
  app.get<{ Params: BankParams }>(`${AUTH}/rsa/public_key`, { schema: { params: BankParams } }, async () => {
    const key = await currentKey(db, now());
    const body: PublicKeyResponse = {
      public_key: key.publicKey,
      date_time: key.createdAt.toISOString(),
      expires_at: key.expiresAt.toISOString(),
    };
    return body;
  });

  app.post<{ Params: BankParams; Body: ChallengeRequest }>(
    `${AUTH}/oauth2/token/challenges`,
    { schema: { params: BankParams, body: ChallengeRequest } },
    async (request, reply) => {
      const identity = request.body.user_identity ?? {};
      const alternative = identity.alternative;
      const session = await createChallengeSession(db, {
        bankId: request.params.bankId,
        identity: {
          username: identity.username,
          customerNumber: identity.customer_number,
          alternative: alternative && {
            firstName: alternative.first_name,
            lastName: alternative.last_name,
            dob: alternative.dob,
            gender: alternative.gender,
            houseNumber: alternative.house_number,
            street: alternative.street,
            postcode: alternative.postcode,
          },
        },
        scope: request.body.scope ?? DEFAULT_SCOPE,
        now: now(),
      });
      const body: ChallengeResponse = {
        auth_session_id: session.id,
        public_key: session.publicKey,
        scope: session.scope,
        auth_schemes: session.schemes,
      };
      return reply.code(201).send(body);
    },
  );

  // The token call is form-encoded (doc 1 §7): a form parser for this route only.
  await app.register(async (tokenScope) => {
    tokenScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Form-encoded only (doc 1 §7 "client credentials, form-encoded"): JSON is refused here too.
    tokenScope.addHook('onRequest', async (request) => {
      if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        throw new ApiError(
          415,
          ERROR_CODES.unsupportedMediaType,
          'Send the token request as application/x-www-form-urlencoded',
        );
      }
    });
    tokenScope.post<{ Params: BankParams; Body: TokenForm }>(
      `${AUTH}/oauth2/token`,
      { schema: { params: BankParams, body: TokenForm } },
      async (request, reply) => {
        const { sessionId, answers } = parseChallengeAuthorization(request.headers.authorization);
        if (request.body.auth_session_id && request.body.auth_session_id !== sessionId) {
          throw new ApiError(
            400,
            ERROR_CODES.invalidRequest,
            'auth_session_id differs from the authorization header',
            'auth_session_id',
          );
        }
        const at = now();
        const result = await exchangeAnswers(db, {
          bankId: request.params.bankId,
          sessionId,
          schemeId: request.body.auth_scheme,
          answers,
          now: at,
        });
        reply.header('cache-control', 'no-store');
        if (!result.ok) {
          return reply.code(401).send({
            code: result.code,
            message: TOKEN_ERROR_MESSAGES[result.code],
            retry_allowed: result.retryAllowed,
          });
        }
        const issued = await issueAccessToken(db, {
          kind: 'customer',
          scope: result.scope,
          bankId: request.params.bankId,
          customerNumber: result.customerNumber,
          now: at,
        });
        const body: TokenResponse = {
          access_token: issued.accessToken,
          token_id: issued.claims.tokenId,
          scope: issued.claims.scope,
          token_type: 'Bearer',
          expires_in: Math.round(TOKEN_TTL_MS / 1000),
          retry_allowed: result.retryAllowed,
        };
        return body;
      },
    );
  });

  app.delete<{ Params: { bankId: 'CB' | 'YB'; tokenId: string } }>(
    `${AUTH}/oauth2/token/:tokenId`,
    { schema: { params: TokenParams }, preHandler: requireToken(1) },
    async (request, reply) => {
      const claims = authOf(request);
      if (!(await revokeAccessToken(db, request.params.tokenId, claims, now()))) {
        throw new ApiError(404, 'token_not_found', 'There is no live token with this id for this session');
      }
      return reply.code(204).send();
    },
  );

  app.post<{ Params: BankParams; Body: OtpRequest }>(
    `${AUTH}/otp/otps`,
    { schema: { params: BankParams, body: OtpRequest } },
    async (request, reply) => {
      const sent = await sendOtp(db, {
        bankId: request.params.bankId,
        sessionId: request.body.auth_session_id,
        now: now(),
      });
      const body: OtpResponse = {
        sent_to: sent.sentTo,
        length: sent.length,
        remaining: sent.remaining,
        expires_at: sent.expiresAt.toISOString(),
      };
      return reply.code(201).send(body);
    },
  );
};
