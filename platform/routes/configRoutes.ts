// Start-up files (doc 1 §4 "Start-up", §7 "Reference and documents"): the runtime configuration,
// the document list locator and lists, the regulatory documents and the product content files.
import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_LIST_LOCATOR, DOCUMENT_LISTS } from '../../content/documentLists';
import { M_SAVER_CONTENT, VM_SAVINGS_CONTENT } from '../../content/productContentFiles';
import type { RuntimeConfig } from '../../contract/schemas';
import { attachmentPdf } from '../documents/attachments';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { AttachmentParams, FileParams } from '../http/routeParams';

export interface ConfigRoutesOptions {
  config: RuntimeConfig;
  /** Sandbox mode: a browser's SANDBOX_AUTOSAVE_COOKIE sets the autosave interval it is served. */
  sandbox?: boolean;
}

/** Start-up files change with a deployment: browsers revalidate them. */
const REVALIDATE = 'no-cache';

/**
 * The sandbox's per-browser autosave interval (issue 14): a tester's browser that sends this cookie is served
 * `autosaveInterval` as its value (ms; 0 turns autosave off, doc 1 §4 "0 disables"), as a deployment with
 * AUTOSAVE_INTERVAL would be, while every other browser gets the platform's own. Production ignores it.
 */
export const SANDBOX_AUTOSAVE_COOKIE = 'sandbox_autosave_interval';
/** The longest interval the cookie may ask for: an hour. */
export const MAX_SANDBOX_AUTOSAVE_MS = 3_600_000;

/** The cookie's value from a Cookie header (undefined when absent). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return undefined;
}

/** The autosave interval a sandbox browser asked for by its cookie, or undefined; a malformed one is refused. */
export function sandboxAutosaveInterval(cookieHeader: string | undefined): number | undefined {
  const value = cookieValue(cookieHeader, SANDBOX_AUTOSAVE_COOKIE);
  if (value === undefined) return undefined;
  const interval = /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
  if (!(interval <= MAX_SANDBOX_AUTOSAVE_MS))
    throw new ApiError(
      400,
      ERROR_CODES.invalidRequest,
      `The ${SANDBOX_AUTOSAVE_COOKIE} cookie must be a whole number of ms from 0 to ${MAX_SANDBOX_AUTOSAVE_MS}`,
    );
  return interval;
}

export const configRoutes: FastifyPluginAsync<ConfigRoutesOptions> = async (app, { config, sandbox = false }) => {
  app.get('/config.json', async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    if (!sandbox) return reply.send(config);
    reply.header('vary', 'Cookie');
    const autosaveInterval = sandboxAutosaveInterval(request.headers.cookie);
    return reply.send(autosaveInterval === undefined ? config : { ...config, autosaveInterval });
  });

  app.get('/cdn/config/document-list-locator.json', async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).send(DOCUMENT_LIST_LOCATOR),
  );

  app.get<{ Params: FileParams }>('/cdn/config/:file', { schema: { params: FileParams } }, async (request, reply) => {
    const list = Object.hasOwn(DOCUMENT_LISTS, request.params.file) ? DOCUMENT_LISTS[request.params.file] : undefined;
    if (!list) throw new ApiError(404, ERROR_CODES.documentNotFound, 'There is no document list with this name');
    return reply.header('cache-control', REVALIDATE).send(list);
  });

  app.get<{ Params: AttachmentParams }>(
    '/cdn/attachments/:fileName',
    { schema: { params: AttachmentParams } },
    async (request, reply) => {
      const pdf = attachmentPdf(request.params.fileName);
      if (!pdf) throw new ApiError(404, ERROR_CODES.documentNotFound, 'There is no document with this name');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.fileName}"`)
        .header('cache-control', 'public, max-age=86400')
        .send(pdf);
    },
  );

  app.get('/vmSavingsContent.json', async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).send(VM_SAVINGS_CONTENT),
  );
  app.get('/mSaverContent.json', async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).send(M_SAVER_CONTENT),
  );
};
