// Evidence (doc 1 §7, doc 2 §7.3): POST .../cases/csap/{case-subtype}/{case-id}/evidence with context,
// capture_timestamp and the image in base64 string chunks; stored with the case, 201. The route takes a
// larger body than the platform's default limit, up to what the image limit needs.
//
// A token, and one that speaks for the case. doc 1 §7 lists this call "with token"; since issue 10 every call under
// a case id needs one (auth/caseAccess.ts), and this one checks it twice: on request, before the body of up to
// 5 MiB is read, then with the case. No token, or a dead one, 401 `invalid_token`; below scope 30, 401
// `insufficient_scope`; a live token of another case or customer, 404 `case_not_found`, as if there were no such
// case (it does not tell whether the case exists).
import type { FastifyPluginAsync } from 'fastify';
import { EvidenceRequest, type EvidenceResponse } from '../../contract/offerSchemas';
import { authorisedCase } from '../auth/caseAccess';
import type { LifecycleContext } from '../cases/caseStore';
import type { Db } from '../db/db';
import { DEFAULT_MAX_EVIDENCE_BYTES, joinEvidenceImage } from '../evidence/evidenceImage';
import { insertEvidence } from '../evidence/evidenceStore';
import { CaseParams } from '../http/routeParams';

export interface EvidenceRoutesOptions {
  db: Db;
  lifecycle: LifecycleContext;
  /** Largest image in bytes, decoded (default 5 MiB). */
  maxImageBytes?: number;
}

/** Room for the JSON around the base64 image. */
const ENVELOPE_BYTES = 64 * 1024;

export const evidenceRoutes: FastifyPluginAsync<EvidenceRoutesOptions> = async (app, options) => {
  const { db, lifecycle } = options;
  const maxImageBytes = options.maxImageBytes ?? DEFAULT_MAX_EVIDENCE_BYTES;
  app.post<{ Params: CaseParams; Body: EvidenceRequest }>(
    '/banks/:bankId/cases/:caseType/:subType/:caseId/evidence',
    {
      bodyLimit: Math.ceil(maxImageBytes / 3) * 4 + ENVELOPE_BYTES,
      // checked on request, before the body of up to 5 MiB is read
      config: { auth: {} },
      schema: { params: CaseParams, body: EvidenceRequest },
    },
    async (request, reply) => {
      const { record } = await authorisedCase(db, request, request.params, lifecycle);
      const { context, capture_timestamp, image } = request.body;
      const { base64, sizeBytes } = joinEvidenceImage(image.data, image.mime_type, maxImageBytes);
      const id = await insertEvidence(db, {
        caseId: record.id,
        context,
        capturedAt: new Date(capture_timestamp),
        mimeType: image.mime_type,
        base64,
        sizeBytes,
        receivedAt: lifecycle.now(),
      });
      const body: EvidenceResponse = { id, reference_id: record.id, size_bytes: sizeBytes };
      return reply.code(201).send(body);
    },
  );
};
