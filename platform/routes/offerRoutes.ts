// Offer calls (doc 1 §4 "Offer", §7; doc 2 §3.4, §7.3): read the open offers, change an offer's limit,
// and accept or decline. Only a case in `offer` answers (409 `case_not_in_offer` otherwise). Writes run
// in transactions, so a refused call stores nothing.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { assign, type Infer, object, size, string } from 'superstruct';
import {
  type Offer,
  OfferDecisionRequest,
  type OfferDecisionResponse,
  type OffersResponse,
  OfferUpdateRequest,
} from '../../contract/offerSchemas';
import { authorisedCase } from '../auth/caseAccess';
import type { CaseRecord } from '../cases/caseRecord';
import { taskUriOf } from '../cases/caseResponses';
import { type LifecycleContext, recordTransitions, saveCase } from '../cases/caseStore';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { CaseParams } from '../http/routeParams';
import { type AppliedTransition, applyEvent } from '../lifecycle/advanceCase';
import {
  decideOffers,
  OFFER_ERROR_CODES,
  openOffers,
  requireOfferState,
  updateOfferLimit,
} from '../offers/offerActions';
import { offerBody, offersBody } from '../offers/offerResponses';
import { takeOfferUnauthorised } from '../offers/offerUnauthorised';

export interface OfferRoutesOptions {
  db: Db;
  lifecycle: LifecycleContext;
}

const OFFERS_PATH = '/banks/:bankId/cases/:caseType/:subType/:caseId/tasks/offers';

const OfferParams = assign(CaseParams, object({ offerId: size(string(), 1, 64) }));
type OfferParams = Infer<typeof OfferParams>;

export const offerRoutes: FastifyPluginAsync<OfferRoutesOptions> = async (app, { db, lifecycle }) => {
  // Issue 10: the case token (or the owner's login token) is checked with the case, in one query (auth/caseAccess.ts).
  const lockCase = async (tx: Db, request: FastifyRequest<{ Params: CaseParams }>): Promise<CaseRecord> =>
    (await authorisedCase(db, request, request.params, lifecycle, { tx })).record;

  /** Saves a changed case (and its transition) with a new version. */
  const save = async (tx: Db, record: CaseRecord, previous: CaseRecord, transitions: AppliedTransition[] = []) => {
    const next = { ...record, version: previous.version + 1, updatedAt: lifecycle.now() };
    await saveCase(tx, next);
    await recordTransitions(tx, next.id, transitions);
    return next;
  };

  app.get<{ Params: CaseParams }>(OFFERS_PATH, { schema: { params: CaseParams } }, async (request) => {
    const { record } = await authorisedCase(db, request, request.params, lifecycle);
    // Sandbox control (POST /sandbox/cases/{case-id}/offer-unauthorised): the client retries a 401 (doc 1 §4).
    // No authentication header is sent with it: that would ask the client for a step-up instead.
    if (await takeOfferUnauthorised(db, record.id)) {
      throw new ApiError(401, OFFER_ERROR_CODES.unauthorised, 'The offer cannot be read yet: try again');
    }
    const body: OffersResponse = offersBody(openOffers(requireOfferState(record)), record.productType);
    return body;
  });

  app.put<{ Params: OfferParams; Body: OfferUpdateRequest }>(
    `${OFFERS_PATH}/:offerId`,
    { schema: { params: OfferParams, body: OfferUpdateRequest } },
    async (request) => {
      const { offer, productType } = await db.transaction(async (tx) => {
        const current = await lockCase(tx, request);
        const updated = updateOfferLimit(current, request.params.offerId, request.body);
        await save(tx, updated.record, current);
        return { offer: updated.offer, productType: current.productType };
      });
      const body: Offer = offerBody(offer, productType);
      return body;
    },
  );

  app.put<{ Params: CaseParams; Body: OfferDecisionRequest }>(
    `${OFFERS_PATH}/actions/decision`,
    { schema: { params: CaseParams, body: OfferDecisionRequest } },
    async (request) => {
      const now = lifecycle.now();
      const saved = await db.transaction(async (tx) => {
        const current = await lockCase(tx, request);
        const outcome = decideOffers(current, request.body, now);
        if (!outcome.event) return save(tx, outcome.record, current);
        const { record, transition } = applyEvent(outcome.record, outcome.event, now, lifecycle.timings);
        return save(tx, record, current, [transition]);
      });
      const body: OfferDecisionResponse = { reference_id: saved.id, task_uri: taskUriOf(saved, now) };
      return body;
    },
  );
};
