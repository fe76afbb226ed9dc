import { describe, expect, it } from 'vitest';
import { SANDBOX_SCENARIOS, SWITCH_SCENARIOS } from '../../content/scenarios';
import { REGISTERED_ELSEWHERE } from '../auth/registration';
import { buildTestPlatform } from '../test-support/testing';

describe('GET /sandbox/scenarios', () => {
  it('serves the scenario table as an accessible HTML page', async () => {
    const platform = await buildTestPlatform('pglite');
    try {
      const response = await platform.app.inject({ method: 'GET', url: '/sandbox/scenarios' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<html lang="en-GB">');
      expect(html).toContain('<h1>Sandbox scenarios</h1>');
      expect(html).toContain('<caption id="scenarios-caption">Magic values and the case state they lead to</caption>');
      for (const header of ['Value', 'Field', 'Outcome', 'Case state', 'Notes']) {
        expect(html).toContain(`<th scope="col">${header}</th>`);
      }
      expect(html.match(/<th scope="row">/g)).toHaveLength(SANDBOX_SCENARIOS.length + SWITCH_SCENARIOS.length);
      for (const scenario of SWITCH_SCENARIOS) {
        expect(html).toContain(`<th scope="row"><code>${scenario.oldAccountNumber}</code></th>`);
      }
      for (const scenario of SANDBOX_SCENARIOS) {
        expect(html).toContain(`<th scope="row"><code>${scenario.value}</code></th>`);
        expect(html).toContain(`<td><code>${scenario.caseState}</code></td>`);
      }
      expect(html).toContain('£250,000');
      // the controls a tester calls on purpose, with the credentials of a customer registered elsewhere
      expect(html).toContain('/sandbox/cases/{case-id}/registered-elsewhere');
      expect(html).toContain(`<code>${REGISTERED_ELSEWHERE.password}</code>`);
    } finally {
      await platform.close();
    }
  });
});
