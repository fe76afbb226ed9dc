// Secrets leave the browser encrypted with the platform's public key (doc 1 §7 "Secrets (passwords, PIN,
// answers) are encrypted with the public key before sending; challenge answers as session id, colon,
// answer"; doc 2 §7.3). RSA-OAEP with SHA-256 (and MGF1 SHA-256) through node-forge, so the browser and the
// platform's tests encrypt exactly the same way. The platform decrypts with node:crypto (platform/auth).
import forge from 'node-forge';

/** base64 of RSA-OAEP(SHA-256, MGF1 SHA-256) of the UTF-8 bytes of `plain`. */
export function encryptSecret(publicKeyPem: string, plain: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const encrypted = key.encrypt(forge.util.encodeUtf8(plain), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}

/** The plain text of a challenge answer before encryption: `sessionId:answer` (doc 2 §7.3). */
export function challengePlaintext(sessionId: string, answer: string): string {
  return `${sessionId}:${answer}`;
}

/** A challenge answer as it is sent: `sessionId:answer`, encrypted with the session's public key. */
export function challengeAnswer(publicKeyPem: string, sessionId: string, answer: string): string {
  return encryptSecret(publicKeyPem, challengePlaintext(sessionId, answer));
}

/** One answered input of a challenge (doc 2 §3.5 "Challenge answer update: authType, authData, authIndex"). */
export interface ChallengeAnswerItem {
  /** The challenge type: partial_password, security_questions, acn, debit_card, otp, date_of_birth, credit_card. */
  authType: string;
  /** Which input of that challenge: the n-th position, question or field, from 0. */
  authIndex: number;
  /** `challengeAnswer(...)`: never the answer in clear. */
  authData: string;
}

/**
 * The basic authorization header of the token call (doc 1 §7 "challenge responses go in a basic
 * authorization header"): `Basic base64(auth_session_id ":" JSON of the answered items)`.
 */
export function challengeAuthorization(sessionId: string, answers: readonly ChallengeAnswerItem[]): string {
  return `Basic ${forge.util.encode64(forge.util.encodeUtf8(`${sessionId}:${JSON.stringify(answers)}`))}`;
}

/** Encrypts plain answers (already in challenge order) into the items the token call sends. */
export function encryptChallengeAnswers(
  publicKeyPem: string,
  sessionId: string,
  answers: readonly { authType: string; authIndex: number; answer: string }[],
): ChallengeAnswerItem[] {
  return answers.map(({ authType, authIndex, answer }) => ({
    authType,
    authIndex,
    authData: challengeAnswer(publicKeyPem, sessionId, answer),
  }));
}
