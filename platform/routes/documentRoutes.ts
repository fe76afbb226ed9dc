// Regulatory documents by id (doc 1 §7 "Reference and documents", doc 3 §7): GET
// /banks/{bank-id}/documents/{id}?product={documentKey} answers { content, name }, content being the
// base64 of the PDF. doc 3 §7: "It needs an access token", for every flow (neither document names an
// exception), so the route opts in to the token check of auth/tokenCheck.ts at the default scope 30: a live
// token of the bank in the path, a customer's login token or the token a new applicant's submit returned
// (auth/caseTokens.ts). Without one, 401 `invalid_token`; below scope 30, 401 `insufficient_scope` (step-up).
import type { FastifyPluginAsync } from 'fastify';
import { assign, type Infer, object, size, string } from 'superstruct';
import { PRODUCT_TYPES } from '../../content/products';
import { RegulatoryDocumentQuery, type RegulatoryDocumentResponse } from '../../contract/offerSchemas';
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

export const documentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: DocumentParams; Querystring: RegulatoryDocumentQuery }>(
    '/banks/:bankId/documents/:id',
    { config: { auth: {} }, schema: { params: DocumentParams, querystring: RegulatoryDocumentQuery } },
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
