// GET /sandbox/scenarios: the sandbox scenario table as a page (ARCHITECTURE.md: "The table of
// scenarios is part of the product's documentation").
import type { FastifyPluginAsync } from 'fastify';
import { scenarioPageHtml } from '../scenarios/scenarioPage';

export const scenarioRoutes: FastifyPluginAsync = async (app) => {
  const page = scenarioPageHtml();
  app.get('/sandbox/scenarios', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
};
