// A revoked case token's id is kept on its case row (`cases.revoked_case_tokens`, read by the poll and the autosave
// with the row, auth/signedCaseTokens.ts) only while the token could still be presented: each revocation drops the
// ids of the case's tokens expired since (past REVOKED_CASE_TOKEN_PRUNE_GRACE_MS), so the list no longer grows with
// every revocation a case ever had (auth/accessTokens.ts revokeAccessToken).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, partialEnquiry } from '../test-support/testFixtures';
import {
  buildTestPlatform,
  createTestCase,
  TEST_CASE_TOKEN_KEY,
  type TestPlatform,
  testDatabaseKinds,
} from '../test-support/testing';
import { REVOKED_CASE_TOKEN_PRUNE_GRACE_MS } from './accessTokens';
import { CASE_TOKEN_TTL_MS, issueCaseToken } from './caseTokens';
import { caseTokenSigner } from './signedCaseTokens';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const idOf = (token: string) => token.split('.')[1] as string;

describe.each(testDatabaseKinds())('revoked case tokens on %s', (kind) => {
  let platform: TestPlatform;
  const signer = caseTokenSigner(TEST_CASE_TOKEN_KEY);
  beforeAll(async () => {
    platform = await buildTestPlatform(kind, { caseTokenKey: TEST_CASE_TOKEN_KEY });
  });
  afterAll(async () => {
    await platform?.close();
  });

  const revoke = (token: string, by: string) =>
    platform.app.inject({
      method: 'DELETE',
      url: `/banks/CB/auth/provider/oauth2/token/${idOf(token)}`,
      headers: bearer(by),
    });
  const revokedOn = async (caseId: string) => {
    const [row] = await platform.db.query<{ revoked_case_tokens: string[] }>(
      'SELECT revoked_case_tokens FROM cases WHERE id = $1',
      [caseId],
    );
    return [...(row?.revoked_case_tokens ?? [])].sort();
  };
  const poll = (base: string, token: string) =>
    platform.app.inject({ method: 'GET', url: `${base}/tasks/next`, headers: bearer(token) });

  it('drops the ids of expired tokens at the next revocation; the unexpired stay and still revoke', async () => {
    const created = await createTestCase(platform, partialEnquiry());
    const first = created.accessToken;
    // Seven hours later the applicant holds newer case tokens of the same case (as a resume gives them).
    platform.clock.advance(7 * HOUR);
    const issue = () =>
      issueCaseToken(platform.db, { id: created.caseId, bankId: 'CB' }, platform.clock.now(), 0, signer);
    const [second, third, fourth, keeper] = [await issue(), await issue(), await issue(), await issue()];

    expect((await revoke(first, keeper)).statusCode).toBe(204);
    expect((await revoke(second, keeper)).statusCode).toBe(204);
    expect(await revokedOn(created.caseId)).toEqual([idOf(first), idOf(second)].sort());

    // The first token has expired, but within the grace a node whose clock is behind could still take it: kept.
    platform.clock.advance(CASE_TOKEN_TTL_MS - 7 * HOUR + MINUTE);
    expect((await revoke(third, keeper)).statusCode).toBe(204);
    expect(await revokedOn(created.caseId)).toEqual([idOf(first), idOf(second), idOf(third)].sort());

    // Past the grace: the next revocation of the case drops it, and only it.
    platform.clock.advance(REVOKED_CASE_TOKEN_PRUNE_GRACE_MS);
    expect((await revoke(fourth, keeper)).statusCode).toBe(204);
    expect(await revokedOn(created.caseId)).toEqual([idOf(second), idOf(third), idOf(fourth)].sort());

    // The revoked tokens that are still unexpired are refused on the poll (whose signed fast path reads this list);
    // the live one still answers.
    for (const token of [second, third, fourth]) {
      const refused = await poll(created.base, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toContain('invalid_token');
    }
    expect((await poll(created.base, keeper)).statusCode).toBe(200);
  });

  it("prunes only the case revoked on: another case's expired ids wait for its own next revocation", async () => {
    const one = await createTestCase(platform, partialEnquiry());
    const other = await createTestCase(platform, partialEnquiry());
    const issue = (caseId: string) =>
      issueCaseToken(platform.db, { id: caseId, bankId: 'CB' }, platform.clock.now(), 0, signer);
    const [oneLater, otherLater] = [await issue(one.caseId), await issue(other.caseId)];
    expect((await revoke(one.accessToken, oneLater)).statusCode).toBe(204);
    expect((await revoke(other.accessToken, otherLater)).statusCode).toBe(204);
    platform.clock.advance(CASE_TOKEN_TTL_MS + REVOKED_CASE_TOKEN_PRUNE_GRACE_MS + MINUTE);
    // Both first tokens are past their expiry; a login-free revocation needs a live token, so issue fresh ones.
    const [oneFresh, oneFresher] = [await issue(one.caseId), await issue(one.caseId)];
    expect((await revoke(oneFresh, oneFresher)).statusCode).toBe(204);
    expect(await revokedOn(one.caseId)).toEqual([idOf(oneFresh)]);
    expect(await revokedOn(other.caseId)).toEqual([idOf(other.accessToken)]);
  });
});
