// The credit card's limit adjustment on the browser paths (issue 14, e2e/support/pathEvents/creditCard.ts): the paths'
// own customer logs in through the login app for G99, answers the card's eligibility, applies, and on the credit offer
// opens the adjust page, goes back, or updates the limit and sees the offer read again. The amend path's update ends on
// a page the browser cannot look at (the offer being read), so it is driven only because the browser model extends such
// a transition to the next settled page (browserModel.ts generateBrowserModel `reached`).
import { describe, expect, it } from 'vitest';
import { CARD_ELIGIBLE, CREDIT_CARD_ENTRY, CREDIT_CARD_USERNAME } from '../e2e/support/pathEvents/creditCard';
import { CARD_UPDATE_FAULT_USERNAME } from '../e2e/support/pathEvents/returns';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';

describe('the credit card on the browser paths', () => {
  it("reach the offer's adjust page and the limit's update through the login app, as the card's own customer", () => {
    const entries = browserEntries().filter((entry) => entry.name === CREDIT_CARD_ENTRY);
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    const into = (state: string) => ranked.filter((path) => path.states.includes(`journey.main.offer.${state}`));
    expect(into('adjusting').length).toBeGreaterThan(0);
    const amending = into('amending');
    expect(amending.length).toBeGreaterThan(0);
    for (const path of [...into('adjusting'), ...amending]) {
      // the card's own customer, or the one whose update the fault switch fails (task H, offerSecurityPaths.test.ts)
      expect([CREDIT_CARD_USERNAME, CARD_UPDATE_FAULT_USERNAME]).toContain(path.username);
      expect(path.through).toBe('loginApp');
      expect(path.url).toContain('applyFor=G99');
      expect(path.events).toContain(CARD_ELIGIBLE);
    }
    // the update is followed to the offer read again, a page the browser looks at
    const amend = amending.find((path) => path.events.includes('updateOffer✓'));
    expect(amend?.events.slice(amend.events.indexOf('AMEND_CREDIT_LIMIT'))).toEqual([
      'AMEND_CREDIT_LIMIT',
      'updateOffer✓',
      'fetchOffers✓(an offer)',
    ]);
    expect(amend?.steps.at(-1)?.expect).toEqual({ route: '/offer', screen: 'offer' });
  }, 120_000);
});
