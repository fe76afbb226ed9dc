// Regulatory documents by id (doc 1 §7 "Reference and documents", doc 3 §7): GET
// /banks/{bank-id}/documents/{id}?product={documentKey} answers { content, name }, content being the
// base64 of the PDF. doc 3 §7 says the call needs an access token: until the auth plugin checks
// tokens, any non-empty bearer token is accepted, and none is 401 `missing_token`.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { assign, type Infer, object, size, string } from 'superstruct';
import { PRODUCT_TYPES } from '../../content/products';
import { RegulatoryDocumentQuery, type RegulatoryDocumentResponse } from '../../services/offerSchemas';
import {
  documentFileName,
  documentPdf,
  findRegulatoryDocument,
  REGULATORY_DOCUMENTS,
} from '../documents/regulatoryDocuments';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { BankParams } from '../http/routeParams';

const DocumentParams = assign(BankParams, object({ id: size(string(), 1, 64) }));
type DocumentParams = Infer<typeof DocumentParams>;

const DOCUMENT_KEYS = new Set(Object.values(PRODUCT_TYPES).map((type) => type.documentKey));

/** A bearer token must be sent (any non-empty one for now; the auth plugin will check it). */
export async function requireBearerToken(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  if (!/^Bearer\s+\S+/i.test(header)) {
    throw new ApiError(401, 'missing_token', 'This call needs an access token', 'authorization');
  }
}

export const documentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: DocumentParams; Querystring: RegulatoryDocumentQuery }>(
    '/banks/:bankId/documents/:id',
    { onRequest: requireBearerToken, schema: { params: DocumentParams, querystring: RegulatoryDocumentQuery } },
    async (request) => {
      const { product } = request.query;
      if (!DOCUMENT_KEYS.has(product)) {
        throw new ApiError(
          400,
          ERROR_CODES.invalidRequest,
          `The product document key must be one of ${[...DOCUMENT_KEYS].join(', ')}`,
          'product',
        );
      }
      const document = findRegulatoryDocument(request.params.id, product);
      if (!document) {
        const known = REGULATORY_DOCUMENTS.some((candidate) => candidate.id === request.params.id);
        throw new ApiError(
          404,
          ERROR_CODES.documentNotFound,
          known ? 'This document is not one of this product' : 'There is no such document',
        );
      }
      const body: RegulatoryDocumentResponse = {
        content: documentPdf(document).toString('base64'),
        name: documentFileName(document),
      };
      return body;
    },
  );
};
