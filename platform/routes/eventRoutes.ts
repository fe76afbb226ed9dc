// Analytics events (doc 1 §7 "Events"): stored as sent; a resent event (same id) is stored once. A batch sent with
// a live bearer token is marked authenticated (doc 1 §7 "bearer token if available"); the token is not stored.
import type { FastifyPluginAsync } from 'fastify';
import { EventsRequest, type EventsResponse, type StoredEventsResponse } from '../../contract/schemas';
import { verifyAccessToken } from '../auth/accessTokens';
import { bearerTokenOf } from '../auth/caseAccess';
import type { Db } from '../db/db';
import { BankParams } from '../http/routeParams';

export interface EventRoutesOptions {
  db: Db;
  now: () => Date;
}

/** How many stored events the sandbox read answers with (the latest ones). */
export const SANDBOX_EVENTS_LIMIT = 200;

export const eventRoutes: FastifyPluginAsync<EventRoutesOptions> = async (app, { db, now }) => {
  app.post<{ Params: BankParams; Body: EventsRequest }>(
    '/banks/:bankId/user/events',
    { schema: { params: BankParams, body: EventsRequest } },
    async (request, reply) => {
      const { events } = request.body;
      const at = now();
      const token = bearerTokenOf(request);
      // An expired or unknown token does not lose the events: they are stored as anonymous.
      const authenticated = token !== undefined && (await verifyAccessToken(db, token, at)) !== undefined;
      await db.query(
        `INSERT INTO events (bank_id, event_id, type, data, created_at, received_at, authenticated)
         SELECT $1, event.id, event.type, event.data, event.created_at, $3, $4
         FROM jsonb_to_recordset($2::jsonb) AS event(id text, type text, data jsonb, created_at text)
         ON CONFLICT (bank_id, event_id) DO NOTHING`,
        [request.params.bankId, JSON.stringify(events), at.toISOString(), authenticated],
      );
      const body: EventsResponse = { accepted: events.length };
      return reply.code(202).send(body);
    },
  );
};

interface StoredEventRow {
  event_id: string;
  type: string;
  data: StoredEventsResponse['events'][number]['data'];
  created_at: string;
  received_at: Date | string;
  authenticated: boolean;
}

/** Sandbox only (registered by sandboxRoutes.ts): GET /sandbox/events/{bank}, the latest stored events, oldest first. */
export const sandboxEventRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: BankParams }>('/sandbox/events/:bankId', { schema: { params: BankParams } }, async (request) => {
    const rows = await db.query<StoredEventRow>(
      `SELECT event_id, type, data, created_at, received_at, authenticated FROM (
         SELECT * FROM events WHERE bank_id = $1 ORDER BY seq DESC LIMIT $2
       ) latest ORDER BY seq`,
      [request.params.bankId, SANDBOX_EVENTS_LIMIT],
    );
    const body: StoredEventsResponse = {
      events: rows.map((row) => ({
        id: row.event_id,
        type: row.type,
        data: row.data,
        created_at: row.created_at,
        received_at: row.received_at instanceof Date ? row.received_at.toISOString() : String(row.received_at),
        authenticated: row.authenticated,
      })),
    };
    return body;
  });
};
