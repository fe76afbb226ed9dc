// The sandbox's stand-ins for the two services the journey hands off to (doc 1 "Registration": "redirected to the
// digital registration app at {loginAndRegistrationAppUrl}/{bank}/tandcs"; "A transfer answer Yes hands off to the
// transfer app"; "Return from another service"). A bank has its own of each; these pages only say where the
// applicant is and send them back: the registration app to /hasDigitalRegDone, the transfer app to /continue (or
// /continue/existing) with the case and bank in the hash. Only paths of this origin are returned to, so neither page
// can send anyone elsewhere; neither issues a token (the app trades its tab's resume token, or asks for a login).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pageCsp } from '../http/securityHeaders';
import { LOGIN_PAGE_CSS, messagePage } from '../loginApp/loginPages';
import { LOGIN_APP_CLIENTS } from './loginAppRoutes';

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': pageCsp([LOGIN_PAGE_CSS]),
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** The transfer routes of doc 2 §3.8 transferRoute. */
const TRANSFER_ROUTES = new Set(['cashisa', 'balancetransfer']);

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(body);
}

/** The path and query of `redirect_uri` when its path is one of `paths` (any host is dropped), else undefined. */
function returnPath(redirectUri: string | undefined, paths: readonly string[]): URL | undefined {
  if (!redirectUri || redirectUri.length > 2048) return undefined;
  try {
    const url = new URL(redirectUri, 'http://sandbox.invalid');
    return paths.includes(url.pathname) ? url : undefined;
  } catch {
    return undefined;
  }
}

const relative = (url: URL, hash = ''): string => `${url.pathname}${url.search}${hash}`;

type Query = Record<string, string | undefined>;

export const handOffPages: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { bank: string }; Querystring: Query }>('/login-app/:bank/tandcs', async (request, reply) => {
    const back = returnPath(request.query.redirect_uri, ['/hasDigitalRegDone']);
    if (!Object.hasOwn(LOGIN_APP_CLIENTS, request.params.bank) || !back) {
      return html(reply, 400, messagePage('Sorry, there is a problem with this link', 'Go back to your application.'));
    }
    return html(
      reply,
      200,
      messagePage(
        'Register for internet and telephone banking',
        'This sandbox page stands in for the bank’s own registration app. When you have registered there, you return to your application.',
        { href: relative(back), text: 'Return to your application' },
      ),
    );
  });

  app.get<{ Params: { route: string }; Querystring: Query }>('/sandbox/transfer-app/:route', async (request, reply) => {
    const back = returnPath(request.query.redirect_uri, ['/continue', '/continue/existing']);
    const { caseId, bankId } = request.query;
    if (!TRANSFER_ROUTES.has(request.params.route) || !back) {
      return html(reply, 400, messagePage('Sorry, there is a problem with this link', 'Go back to your application.'));
    }
    // doc 1 §2 hash parameters: the return names the case `case_id` (and `bankId`), as the app reads them
    const hash = new URLSearchParams({
      ...(caseId && /^[A-Z]{2}\d{8}$/.test(caseId) ? { case_id: caseId } : {}),
      ...(bankId === 'CB' || bankId === 'YB' ? { bankId } : {}),
    }).toString();
    const title = request.params.route === 'cashisa' ? 'Transfer an ISA' : 'Transfer a balance';
    return html(
      reply,
      200,
      messagePage(
        title,
        'This sandbox page stands in for the bank’s own transfer service. Your transfer request has been noted.',
        { href: relative(back, hash ? `#${hash}` : ''), text: 'Return to your application' },
      ),
    );
  });
};
