import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  challengeAnswer,
  challengeAuthorization,
  challengePlaintext,
  encryptChallengeAnswers,
  encryptSecret,
} from './secrets';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the platform does (platform/auth/rsaKeys.ts): RSA-OAEP with SHA-256. */
const decrypt = (base64: string): string =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');

describe('secret encryption (doc 1 §7, doc 2 §7.3)', () => {
  it('encrypts with RSA-OAEP SHA-256 so node:crypto decrypts it, UTF-8 included', () => {
    expect(decrypt(encryptSecret(publicKey, 'Pa55word!£'))).toBe('Pa55word!£');
  });

  it('never gives the same ciphertext twice, and never the plain text', () => {
    const first = encryptSecret(publicKey, 'biscuit42');
    expect(first).not.toBe(encryptSecret(publicKey, 'biscuit42'));
    expect(Buffer.from(first, 'base64').toString('latin1')).not.toContain('biscuit42');
  });

  it('encrypts a challenge answer as sessionId:answer', () => {
    expect(challengePlaintext('s-1', 'x')).toBe('s-1:x');
    expect(decrypt(challengeAnswer(publicKey, 's-1', 'S'))).toBe('s-1:S');
  });

  it('builds the basic authorization header of the token call from encrypted items', () => {
    const items = encryptChallengeAnswers(publicKey, 'session-9', [{ authType: 'acn', authIndex: 0, answer: '2468' }]);
    const header = challengeAuthorization('session-9', items);
    expect(header.startsWith('Basic ')).toBe(true);
    const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
    expect(decoded.startsWith('session-9:')).toBe(true);
    expect(decoded).not.toContain('2468');
    const [item] = JSON.parse(decoded.slice('session-9:'.length)) as { authData: string }[];
    expect(decrypt(item?.authData ?? '')).toBe('session-9:2468');
  });
});
