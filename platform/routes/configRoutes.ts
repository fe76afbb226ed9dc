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
}

/** Start-up files change with a deployment: browsers revalidate them. */
const REVALIDATE = 'no-cache';

export const configRoutes: FastifyPluginAsync<ConfigRoutesOptions> = async (app, { config }) => {
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', REVALIDATE).send(config));

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
