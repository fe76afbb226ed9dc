// The offer calls (doc 1 §7, doc 2 §3.4, §7.3) with good and bad inputs, and the sandbox 401 control.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Offer, OfferDecisionResponse, OffersResponse, OfferUnauthorisedResponse } from '../../contract/offerSchemas';
import { parseTaskUri } from '../../contract/taskUri';
import {
  decidedCase,
  decidedCreditCardCase,
  enquiryNamed,
  submitCase,
  type TestCase,
} from '../test-support/lifecycleTestHelpers';
import { bodyAs, completeEnquiry, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

const consent = (name: string) => ({
  reason: 'DOCUMENTATION',
  name,
  version: '1',
  consent: 'Y',
  timestamp: '2030-01-15T09:00:10.000Z',
});
const CREDIT_CONSENTS = ['Key features', 'Pre-contract credit information', 'Credit agreement'].map(consent);

describe.each(testDatabaseKinds())('offer calls on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const getOffers = (testCase: TestCase) =>
    platform.cases.inject({ method: 'GET', url: `${testCase.base}/tasks/offers` });
  const offersOf = async (testCase: TestCase) => bodyAs(await getOffers(testCase), OffersResponse).offers;
  const firstOffer = async (testCase: TestCase) => {
    const [offer] = await offersOf(testCase);
    if (!offer) throw new Error('no offer');
    return offer;
  };
  const update = (testCase: TestCase, offerId: string, payload: unknown) =>
    platform.cases.inject({
      method: 'PUT',
      url: `${testCase.base}/tasks/offers/${offerId}`,
      payload: payload as object,
    });
  const setLimit = (testCase: TestCase, offerId: string, limit: number) =>
    update(testCase, offerId, { id: offerId, features: { credit_limit: { offer_limit: limit } } });
  const decide = (testCase: TestCase, payload: unknown) =>
    platform.cases.inject({
      method: 'PUT',
      url: `${testCase.base}/tasks/offers/actions/decision`,
      payload: payload as object,
    });

  describe('GET .../tasks/offers', () => {
    it('answers 409 case_not_in_offer before the decision and after it is accepted', async () => {
      const processing = await submitCase(platform, completeEnquiry());
      const early = await getOffers(processing);
      expect(early.statusCode).toBe(409);
      expect(errorOf(early).code).toBe('case_not_in_offer');

      const declined = await decidedCase(platform, enquiryNamed('Declined'));
      expect((await getOffers(declined)).statusCode).toBe(409);
    });

    it('answers 404 case_not_found at another case address', async () => {
      const testCase = await decidedCase(platform, completeEnquiry());
      // with the case's own live token (issue 10): any other address is no case
      const headers = { authorization: `Bearer ${testCase.accessToken}` };
      for (const url of [
        testCase.base.replace('/ntb/', '/existing/'),
        testCase.base.replace('csapcurrent', 'csapsavings'),
        `${testCase.base.slice(0, -8)}99999999`,
      ]) {
        const response = await platform.app.inject({ method: 'GET', url: `${url}/tasks/offers`, headers });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('case_not_found');
      }
      // and at another bank, a CB token is no token
      const yb = await platform.app.inject({
        method: 'GET',
        url: `${testCase.base.replace('/CB/', '/YB/')}/tasks/offers`,
        headers,
      });
      expect(errorOf(yb).code).toBe('invalid_token');
      // The bare csap is accepted too (doc 1 §7).
      const bare = await platform.cases.inject({
        method: 'GET',
        url: `${testCase.base.replace('csapcurrent', 'csap')}/tasks/offers`,
      });
      expect(bare.statusCode).toBe(200);
    });

    it('answers each offer with its documents as base64 HTML', async () => {
      const testCase = await decidedCase(platform, completeEnquiry({ overdraft_requested: 500 }));
      const offer = await firstOffer(testCase);
      expect(offer.id).toBe(`${testCase.caseId}-OF1`);
      expect(offer.documents.map((document) => [document.id, document.format])).toEqual([
        ['CA-KEY-FEATURES', 'html'],
        ['CA-OVERDRAFT-AGREEMENT', 'html'],
      ]);
      const html = Buffer.from(offer.documents[1]?.content ?? '', 'base64').toString('utf8');
      expect(html).toContain('<h1>Arranged overdraft agreement</h1>');
    });
  });

  describe('PUT .../tasks/offers/{offer-id}', () => {
    it('changes a credit limit in steps of 100 between the minimum and the limit offered', async () => {
      const testCase = await decidedCreditCardCase(platform);
      const offer = await firstOffer(testCase);
      expect(offer.features?.credit_limit?.offer_limit).toBe(6900);

      const lowered = await setLimit(testCase, offer.id, 500);
      expect(lowered.statusCode).toBe(200);
      expect(bodyAs(lowered, Offer).features?.credit_limit).toMatchObject({ minimum: 500, offer_limit: 500 });
      expect((await firstOffer(testCase)).features?.credit_limit?.offer_limit).toBe(500);
      // Back up to the limit offered, never above it.
      expect((await setLimit(testCase, offer.id, 6900)).statusCode).toBe(200);

      for (const limit of [6950, 7000, 400, 0, 550]) {
        const refused = await setLimit(testCase, offer.id, limit);
        expect(refused.statusCode, String(limit)).toBe(400);
        expect(errorOf(refused)).toMatchObject({
          code: 'invalid_offer_limit',
          field: 'features.credit_limit.offer_limit',
        });
      }
      expect((await firstOffer(testCase)).features?.credit_limit?.offer_limit).toBe(6900);
    });

    it('refuses a malformed body, another id and an unknown offer', async () => {
      const testCase = await decidedCreditCardCase(platform);
      const offer = await firstOffer(testCase);
      const cases: [unknown, number, string, string?][] = [
        [{ id: offer.id }, 400, 'invalid_request', 'features'],
        [{ id: offer.id, features: { credit_limit: { offer_limit: -100 } } }, 400, 'invalid_request'],
        [{ id: offer.id, features: { credit_limit: { offer_limit: 'lots' } } }, 400, 'invalid_request'],
        [{ id: offer.id, features: { credit_limit: { offer_limit: 1000.5 } } }, 400, 'invalid_request'],
        [{ id: 'OTHER', features: { credit_limit: { offer_limit: 1000 } } }, 400, 'invalid_request', 'id'],
      ];
      for (const [payload, status, code, field] of cases) {
        const response = await update(testCase, offer.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(errorOf(response).code).toBe(code);
        if (field) expect(errorOf(response).field).toBe(field);
      }
      const unknown = await setLimit(testCase, 'NO-SUCH-OFFER', 1000);
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).code).toBe('offer_not_found');
    });

    it('takes an overdraft limit of 0 (refused) or 50 to the limit offered in steps of 50', async () => {
      const testCase = await decidedCase(platform, completeEnquiry({ overdraft_requested: 1000 }));
      const offer = await firstOffer(testCase);
      expect(bodyAs(await setLimit(testCase, offer.id, 550), Offer).features?.credit_limit?.offer_limit).toBe(550);
      for (const limit of [75, 1050, 25]) {
        const refused = await setLimit(testCase, offer.id, limit);
        expect(refused.statusCode, String(limit)).toBe(400);
        expect(errorOf(refused).code).toBe('invalid_offer_limit');
      }
      expect(bodyAs(await setLimit(testCase, offer.id, 0), Offer).features?.credit_limit?.offer_limit).toBe(0);
    });

    it('answers 409 for an offer without a limit to change, and for a declined overdraft', async () => {
      const standard = await decidedCase(platform, completeEnquiry());
      const plain = await firstOffer(standard);
      const response = await setLimit(standard, plain.id, 500);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('offer_not_updatable');

      const declined = await decidedCase(platform, enquiryNamed('Overdraftdecline'));
      const offer = await firstOffer(declined);
      expect(offer.features?.credit_limit).toMatchObject({ offer_limit: 0, update_offer: false });
      expect((await setLimit(declined, offer.id, 50)).statusCode).toBe(409);
    });
  });

  describe('PUT .../tasks/offers/actions/decision', () => {
    it('accepts a credit offer with the consent records of its three documents', async () => {
      const testCase = await decidedCreditCardCase(platform);
      const offer = await firstOffer(testCase);
      const accept = { offers: [{ id: offer.id, decision: 'ACCEPT' }] };

      const unconsented = await decide(testCase, accept);
      expect(unconsented.statusCode).toBe(422);
      expect(errorOf(unconsented)).toMatchObject({ code: 'consent_required', field: 'audit_info.documents' });
      const partly = await decide(testCase, { ...accept, audit_info: { documents: CREDIT_CONSENTS.slice(0, 2) } });
      expect(errorOf(partly).message).toContain('Credit agreement');

      const accepted = await decide(testCase, { ...accept, audit_info: { documents: CREDIT_CONSENTS } });
      expect(accepted.statusCode).toBe(200);
      const body = bodyAs(accepted, OfferDecisionResponse);
      expect(body.reference_id).toBe(testCase.caseId);
      expect(parseTaskUri(body.task_uri).task).toBe('fulfillmentinprogress');

      // The case has left offer: every offer call now answers 409.
      expect((await getOffers(testCase)).statusCode).toBe(409);
      expect((await decide(testCase, accept)).statusCode).toBe(409);
      expect((await setLimit(testCase, offer.id, 500)).statusCode).toBe(409);
    });

    it('refuses malformed decisions, unknown offers and two acceptances', async () => {
      const testCase = await decidedCase(platform, enquiryNamed('Readycash'));
      const [first, second] = await offersOf(testCase);
      const cases: [unknown, number, string][] = [
        [{ offers: [] }, 400, 'invalid_request'],
        [{ offers: [{ id: first?.id, decision: 'MAYBE' }] }, 400, 'invalid_request'],
        [{ offers: [{ id: first?.id }] }, 400, 'invalid_request'],
        [
          { offers: [{ id: first?.id, decision: 'ACCEPT' }], audit_info: { documents: [{ name: 'x' }] } },
          400,
          'invalid_request',
        ],
        [
          {
            offers: [
              { id: first?.id, decision: 'ACCEPT' },
              { id: second?.id, decision: 'ACCEPT' },
            ],
          },
          400,
          'invalid_request',
        ],
        [
          {
            offers: [
              { id: first?.id, decision: 'REJECT' },
              { id: first?.id, decision: 'REJECT' },
            ],
          },
          400,
          'invalid_request',
        ],
        [{ offers: [{ id: 'NO-SUCH-OFFER', decision: 'ACCEPT' }] }, 404, 'offer_not_found'],
      ];
      for (const [payload, status, code] of cases) {
        const response = await decide(testCase, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(errorOf(response).code).toBe(code);
      }
      // Nothing was stored: both offers are still open.
      expect(await offersOf(testCase)).toHaveLength(2);
      expect((await decide(testCase, { offers: [{ id: first?.id, decision: 'REJECT' }] })).statusCode).toBe(200);
      const again = await decide(testCase, { offers: [{ id: first?.id, decision: 'ACCEPT' }] });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).code).toBe('offer_already_decided');
    });

    it('opens the account without an overdraft once the overdraft is refused (limit 0), accepted or not', async () => {
      for (const decision of ['REJECT', 'ACCEPT']) {
        const testCase = await decidedCase(platform, completeEnquiry({ overdraft_requested: 1000 }));
        const offer = await firstOffer(testCase);
        expect((await setLimit(testCase, offer.id, 0)).statusCode).toBe(200);
        const response = await decide(testCase, { offers: [{ id: offer.id, decision }] });
        expect(parseTaskUri(bodyAs(response, OfferDecisionResponse).task_uri).task).toBe('fulfillmentinprogress');
      }
    });

    it('declining an overdraft offer that was not refused cancels the application', async () => {
      const testCase = await decidedCase(platform, completeEnquiry({ overdraft_requested: 1000 }));
      const offer = await firstOffer(testCase);
      const response = await decide(testCase, { offers: [{ id: offer.id, decision: 'REJECT' }] });
      expect(parseTaskUri(bodyAs(response, OfferDecisionResponse).task_uri).task).toBe('cancelled');
    });
  });

  describe('POST /sandbox/cases/{case-id}/offer-unauthorised', () => {
    const control = (caseId: string, payload: unknown) =>
      platform.cases.inject({
        method: 'POST',
        url: `/sandbox/cases/${caseId}/offer-unauthorised`,
        payload: payload as object,
      });

    it('makes the next n offer reads answer 401, then the offers', async () => {
      const testCase = await decidedCase(platform, completeEnquiry());
      const set = await control(testCase.caseId, { times: 3 });
      expect(set.statusCode).toBe(200);
      expect(bodyAs(set, OfferUnauthorisedResponse)).toEqual({ case_id: testCase.caseId, remaining: 3 });
      for (let read = 1; read <= 3; read += 1) {
        const refused = await getOffers(testCase);
        expect(refused.statusCode).toBe(401);
        expect(errorOf(refused).code).toBe('unauthorised');
        // No authentication header: that would ask the client for a step-up (doc 1 §4) instead of a retry.
        expect(refused.headers['www-authenticate']).toBeUndefined();
      }
      expect((await getOffers(testCase)).statusCode).toBe(200);

      await control(testCase.caseId, { times: 9 });
      await control(testCase.caseId, { times: 0 });
      expect((await getOffers(testCase)).statusCode).toBe(200);
    });

    it('refuses bad counts and unknown cases', async () => {
      const testCase = await decidedCase(platform, completeEnquiry());
      for (const payload of [{ times: -1 }, { times: 51 }, { times: 'x' }, {}]) {
        const response = await control(testCase.caseId, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorOf(response).code).toBe('invalid_request');
      }
      for (const caseId of ['CS99999999', 'nonsense']) {
        const response = await control(caseId, { times: 1 });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('case_not_found');
      }
    });
  });
});
