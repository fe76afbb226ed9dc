// GET /sandbox/scenarios: the sandbox scenario table as a page (ARCHITECTURE.md: "The table of
// scenarios is part of the product's documentation"). Sandbox mode only (sandboxRoutes.ts).
import type { FastifyPluginAsync } from 'fastify';
import { pageCsp } from '../http/securityHeaders';
import { SCENARIO_PAGE_CSS, scenarioPageHtml } from '../scenarios/scenarioPage';

// No script, one inline style sheet allowed by its hash.
const CSP = pageCsp([SCENARIO_PAGE_CSS]);

export const scenarioRoutes: FastifyPluginAsync = async (app) => {
  const page = scenarioPageHtml();
  app.get('/sandbox/scenarios', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CSP)
      .send(page),
  );
};
