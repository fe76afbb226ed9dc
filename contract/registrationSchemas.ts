// The registration calls of doc 1 §7 ("GET .../user/credentials ; GET .../ref/credentials/security_questions ; PUT
// .../user/credentials with registration data encrypted with the public key") and doc 2 §7.3. Shared by the app's
// client and the platform's validation, like contract/schemas.ts. Every secret travels RSA-OAEP encrypted
// (services/secrets.ts encryptSecret): the password, each security answer and the telephone PIN.
import { array, boolean, type Infer, object, size, string } from 'superstruct';

/** base64 of an RSA-OAEP (2048-bit) ciphertext: 344 characters; a little room for other key sizes. */
const Encrypted = size(string(), 1, 1024);

/** GET /banks/{bank-id}/user/credentials: whether the current user has internet-banking credentials yet. */
export const CredentialsStatusResponse = object({
  customer_number: string(),
  /** Internet and telephone banking credentials exist: registration is not needed (doc 1 "Registration"). */
  registered: boolean(),
});
export type CredentialsStatusResponse = Infer<typeof CredentialsStatusResponse>;

/** GET /banks/{bank-id}/ref/credentials/security_questions. */
export const SecurityQuestionsResponse = object({
  questions: array(object({ id: string(), question: string() })),
});
export type SecurityQuestionsResponse = Infer<typeof SecurityQuestionsResponse>;

/** PUT /banks/{bank-id}/user/credentials (doc 3 "Registration and login"). */
export const RegistrationRequest = object({
  /** Checked with the field's own rules (content/fields/credentials.ts), so a refusal has doc 3's words. */
  customer_number: size(string(), 0, 40),
  password: Encrypted,
  /** doc 2 §5.6: three questions in one reading. */
  security_questions: size(array(object({ id: size(string(), 0, 20), answer: Encrypted })), 3, 3),
  telephone_pin: Encrypted,
  terms_accepted: boolean(),
});
export type RegistrationRequest = Infer<typeof RegistrationRequest>;

export const RegistrationResponse = object({ customer_number: string(), registered: boolean() });
export type RegistrationResponse = Infer<typeof RegistrationResponse>;

export { CREDENTIALS_EXIST, REGISTRATION_CREDENTIAL_PROBLEM } from '../content/registration';
