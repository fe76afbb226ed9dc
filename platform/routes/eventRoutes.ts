// Analytics events (doc 1 §7 "Events"): stored as sent; a resent event (same id) is stored once.
import type { FastifyPluginAsync } from 'fastify';
import { EventsRequest, type EventsResponse } from '../../contract/schemas';
import type { Db } from '../db/db';
import { BankParams } from '../http/routeParams';

export interface EventRoutesOptions {
  db: Db;
  now: () => Date;
}

export const eventRoutes: FastifyPluginAsync<EventRoutesOptions> = async (app, { db, now }) => {
  app.post<{ Params: BankParams; Body: EventsRequest }>(
    '/banks/:bankId/user/events',
    { schema: { params: BankParams, body: EventsRequest } },
    async (request, reply) => {
      const { events } = request.body;
      await db.query(
        `INSERT INTO events (bank_id, event_id, type, data, created_at, received_at)
         SELECT $1, event.id, event.type, event.data, event.created_at, $3
         FROM jsonb_to_recordset($2::jsonb) AS event(id text, type text, data jsonb, created_at text)
         ON CONFLICT (bank_id, event_id) DO NOTHING`,
        [request.params.bankId, JSON.stringify(events), now().toISOString()],
      );
      const body: EventsResponse = { accepted: events.length };
      return reply.code(202).send(body);
    },
  );
};
