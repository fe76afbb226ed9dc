// The sandbox's own external login and registration app (doc 1 "Authentication page": the browser goes
// to {loginAndRegistrationAppUrl}/{bank}?response_type=token&client_id&redirect_uri and comes back to
// authentication, joint authentication or portal with the token in the hash). Banks CB, YB, B (for DYB)
// and VM, each with its client id (doc 1). It uses the same challenge sessions and token exchange as the
// API; the answers travel in this same-origin form post and are encrypted with the session's key before
// they reach the exchange, so there is one way answers are checked.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_SCOPE, issueAccessToken, TOKEN_TTL_MS } from '../auth/accessTokens';
import { createChallengeSession, exchangeAnswers, MISSING_DETAILS, type SessionIdentity } from '../auth/authSessions';
import { customerByAlternative, customerByLogin } from '../customers/customerStore';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { pageCsp } from '../http/securityHeaders';
import {
  ALTERNATIVE_FIELDS,
  alternativePage,
  challengePage,
  type FieldError,
  identifyPage,
  LOGIN_PAGE_CSS,
  messagePage,
  type OAuthParams,
} from '../loginApp/loginPages';

export interface LoginAppRoutesOptions {
  db: Db;
  now: () => Date;
}

/** doc 1 "Client ids per brand: cb_account_opening, yb_account_opening, b_account_opening, vm_account_opening (DYB uses B)". */
export const LOGIN_APP_CLIENTS: Record<string, string> = {
  CB: 'cb_account_opening',
  YB: 'yb_account_opening',
  B: 'b_account_opening',
  VM: 'vm_account_opening',
};

// The pages have no script and one inline style sheet, allowed by its hash (no 'unsafe-inline'); the other
// security headers come from http/securityHeaders.ts like every answer's.
const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': pageCsp([LOGIN_PAGE_CSS]),
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

type Fields = Record<string, string | undefined>;

/** OAEP with SHA-256 seals at most (modulus bytes - 2 x 32 - 2) bytes: 190 with the sandbox's 2048-bit keys. */
const SHA256_BYTES = 32;
function maxOaepPlaintext(publicKeyPem: string): number {
  const bits = createPublicKey(publicKeyPem).asymmetricKeyDetails?.modulusLength ?? 2048;
  return Math.floor(bits / 8) - 2 * SHA256_BYTES - 2;
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(body);
}

/** The app's origin as the browser sees it (the redirect must stay on it). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Checks bank, client id, response type and redirect; answers the OAuth params or an error page's text. */
function oauthParams(request: FastifyRequest, bank: string, fields: Fields): OAuthParams | { error: string } {
  const client = LOGIN_APP_CLIENTS[bank];
  if (!client) return { error: 'This login page does not exist for that bank.' };
  if (fields.response_type !== 'token')
    return { error: 'The link that brought you here is not complete (response_type).' };
  if (fields.client_id !== client) return { error: 'The application that sent you here is not known to this bank.' };
  const origin = originOf(request);
  let redirect: URL;
  try {
    redirect = new URL(fields.redirect_uri ?? '', origin);
  } catch {
    return { error: 'The address to return to is not valid.' };
  }
  if (!fields.redirect_uri || redirect.origin !== origin || !/^https?:$/.test(redirect.protocol)) {
    return { error: 'The address to return to is not part of this application.' };
  }
  redirect.hash = '';
  return {
    bank,
    clientId: client,
    redirectUri: redirect.toString(),
    state: fields.state || undefined,
    scope: fields.scope && /^\d{1,3}$/.test(fields.scope) ? fields.scope : undefined,
  };
}

function returnTo(params: OAuthParams, hash: Record<string, string>): string {
  const values = new URLSearchParams({ ...hash, ...(params.state ? { state: params.state } : {}) });
  return `${params.redirectUri}#${values.toString()}`;
}

/**
 * The bank whose customers this page logs in: CB and YB their own; B (DYB) and VM the customer's, found by the
 * username or the customer number as GET /users/{username} finds it (doc 1 §4 "Login: optional bank id lookup",
 * doc 1 §7): a DYB or VM customer at YB (doc 2 §3.1 bankID) logs in by either. An unknown one is sent to CB, where
 * the decoy challenge awaits it (auth/authSessions.ts); the page shows no bank, so nothing is told.
 */
async function apiBankFor(db: Db, bank: string, identity: SessionIdentity, now: Date): Promise<'CB' | 'YB'> {
  if (bank === 'CB' || bank === 'YB') return bank;
  const login = identity.username ?? identity.customerNumber;
  const customer = login
    ? await customerByLogin(db, login)
    : identity.alternative
      ? await customerByAlternative(db, identity.alternative, now)
      : undefined;
  return customer?.bankId ?? 'CB';
}

function alternativeErrors(fields: Fields): FieldError[] {
  const errors: FieldError[] = [];
  const messages: Record<string, string> = {
    first_name: 'Enter your first name',
    last_name: 'Enter your last name',
    dob: 'Enter your date of birth',
    house_number: 'Enter your house number',
    street: 'Enter your street',
    postcode: 'Enter your postcode',
  };
  for (const [id] of ALTERNATIVE_FIELDS)
    if (!fields[id]?.trim()) errors.push({ id, message: messages[id] ?? 'Enter this' });
  if (fields.dob && !/^\d{4}-\d{2}-\d{2}$/.test(fields.dob.trim()))
    errors.push({ id: 'dob', message: 'Enter your date of birth as year-month-day' });
  if (fields.gender !== 'Male' && fields.gender !== 'Female')
    errors.push({ id: 'gender', message: 'Select your gender' });
  return errors;
}

export const loginAppRoutes: FastifyPluginAsync<LoginAppRoutesOptions> = async (app, { db, now }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const startSession = async (
    reply: FastifyReply,
    params: OAuthParams,
    identity: SessionIdentity,
    retryNote?: FieldError[],
  ) => {
    const at = now();
    const bankId = await apiBankFor(db, params.bank, identity, at);
    try {
      const session = await createChallengeSession(db, {
        bankId,
        identity,
        scope: params.scope ? Number(params.scope) : DEFAULT_SCOPE,
        now: at,
      });
      const scheme = session.schemes.find((candidate) => candidate.id !== 'otp') ?? session.schemes[0];
      if (!scheme) throw new ApiError(401, MISSING_DETAILS, 'No way to log in');
      return html(reply, retryNote ? 401 : 200, challengePage(params, { id: session.id, scheme }, retryNote));
    } catch (error) {
      if (error instanceof ApiError && error.code === MISSING_DETAILS) {
        return html(
          reply,
          401,
          messagePage(
            'You cannot log in online',
            'We do not hold the details we need to log you in online. Please call us.',
            {
              href: returnTo(params, { error: 'missing_details' }),
              text: 'Return to your application',
            },
          ),
        );
      }
      throw error;
    }
  };

  app.get<{ Params: { bank: string }; Querystring: Fields }>('/login-app/:bank', async (request, reply) => {
    const params = oauthParams(request, request.params.bank, request.query);
    if ('error' in params)
      return html(reply, 400, messagePage('Sorry, there is a problem with this link', params.error));
    return html(reply, 200, request.query.alternative === '1' ? alternativePage(params) : identifyPage(params));
  });

  app.post<{ Params: { bank: string }; Body: Fields }>('/login-app/:bank/identify', async (request, reply) => {
    const fields = (request.body ?? {}) as Fields;
    const params = oauthParams(request, request.params.bank, fields);
    if ('error' in params)
      return html(reply, 400, messagePage('Sorry, there is a problem with this link', params.error));
    if (fields.alternative === '1') {
      const errors = alternativeErrors(fields);
      if (errors.length > 0) return html(reply, 400, alternativePage(params, errors));
      return startSession(reply, params, {
        alternative: {
          firstName: fields.first_name?.trim() ?? '',
          lastName: fields.last_name?.trim() ?? '',
          dob: fields.dob?.trim() ?? '',
          gender: fields.gender === 'Male' ? 'Male' : 'Female',
          houseNumber: fields.house_number?.trim() ?? '',
          street: fields.street?.trim() ?? '',
          postcode: fields.postcode?.trim() ?? '',
        },
      });
    }
    const login = fields.login?.trim() ?? '';
    // doc 2 §5.6: login username 6 to 16 letters or digits; customer number 10 digits starting 10.
    if (!/^[A-Za-z0-9]{6,16}$/.test(login)) {
      return html(
        reply,
        400,
        identifyPage(params, [{ id: 'login', message: 'Enter your username or your 10-digit customer number' }]),
      );
    }
    return startSession(reply, params, /^10\d{8}$/.test(login) ? { customerNumber: login } : { username: login });
  });

  app.post<{ Params: { bank: string }; Body: Fields }>('/login-app/:bank/answer', async (request, reply) => {
    const fields = (request.body ?? {}) as Fields;
    const params = oauthParams(request, request.params.bank, fields);
    if ('error' in params)
      return html(reply, 400, messagePage('Sorry, there is a problem with this link', params.error));
    const sessionId = fields.auth_session_id ?? '';
    const at = now();
    const [session] = await db.query<{ bank_id: string; customer_number: string | null; key: string }>(
      `SELECT s.bank_id, s.customer_number, k.public_key AS key FROM auth_sessions s JOIN auth_rsa_keys k ON k.id = s.key_id
       WHERE s.id = $1`,
      [sessionId],
    );
    if (!session)
      return html(reply, 400, identifyPage(params, [{ id: 'login', message: 'Your session has ended: start again' }]));
    // Encrypt as the browser would (`sessionId:answer`, services/secrets.ts), so one exchange checks answers.
    const answers = Object.entries(fields)
      .filter(([name]) => /^[a-z_]+\.\d{1,2}$/.test(name))
      .map(([name, value]) => {
        const [authType = '', index = '0'] = name.split('.');
        const plain = Buffer.from(`${sessionId}:${value ?? ''}`, 'utf8');
        // RSA-OAEP can only seal a message this short: a longer answer is longer than any answer of doc 2 §5.6,
        // so it is a wrong answer (no authData: the exchange finds no answer), never an encryption fault (500).
        const authData =
          plain.length <= maxOaepPlaintext(session.key)
            ? publicEncrypt(
                { key: session.key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
                plain,
              ).toString('base64')
            : '';
        return { authType, authIndex: Number(index), authData };
      });
    const result = await exchangeAnswers(db, {
      bankId: session.bank_id,
      sessionId,
      schemeId: fields.auth_scheme ?? '',
      answers,
      now: at,
    }).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 400)
        return { ok: false as const, code: 'invalid_session' as const, retryAllowed: 1 };
      throw error;
    });
    if (result.ok) {
      const issued = await issueAccessToken(db, {
        kind: 'customer',
        scope: result.scope,
        bankId: session.bank_id,
        customerNumber: result.customerNumber,
        now: at,
      });
      const location = returnTo(params, {
        access_token: issued.accessToken,
        token_type: 'Bearer',
        expires_in: String(Math.round(TOKEN_TTL_MS / 1000)),
        scope: String(issued.claims.scope),
        bankId: session.bank_id,
      });
      return reply.code(303).headers(SECURITY_HEADERS).header('location', location).send();
    }
    if (result.code === 'retries_exceeded') {
      return html(
        reply,
        401,
        messagePage(
          'You have tried too many times',
          'For your security, online login is locked for now. Please try again later or call us.',
          {
            href: returnTo(params, { error: 'login_locked' }),
            text: 'Return to your application',
          },
        ),
      );
    }
    // A new challenge (a spent session is never asked again), with how many tries are left.
    const tries = result.retryAllowed === 1 ? '1 more try' : `${result.retryAllowed} more tries`;
    const note: FieldError[] = [
      { id: 'main', message: `The details you entered do not match our records. You have ${tries}.` },
    ];
    const identity: SessionIdentity = session.customer_number
      ? { customerNumber: session.customer_number }
      : { username: 'unknown-user' };
    return startSession(reply, params, identity, note);
  });
};
