// The registration calls (doc 1 §7; doc 2 §7.3 "secrets (passwords, PIN, answers) are encrypted before sending"),
// each response checked against contract/registrationSchemas.ts. The secrets are encrypted here, with the platform's
// public key (RSA-OAEP SHA-256, services/secrets.ts), just before they leave the browser; never logged or kept.
import type { AxiosInstance } from 'axios';
import { PublicKeyResponse } from '../contract/authSchemas';
import {
  CredentialsStatusResponse,
  RegistrationRequest,
  RegistrationResponse,
  SecurityQuestionsResponse,
} from '../contract/registrationSchemas';
import type {
  CredentialsOutput,
  PublicKeyOutput,
  RegistrationQuestion,
  UpdateCredentialsInput,
} from '../machines/actorContracts';
import { assertApiBankId, type CallOptions, call, checkedBody, requestConfig } from './api';
import { SERVICE_VERSIONS } from './http';

const USERS = SERVICE_VERSIONS.users;

export function createRegistrationApi(http: AxiosInstance) {
  return {
    async fetchPublicKey(bankId: string, options?: CallOptions): Promise<PublicKeyOutput> {
      assertApiBankId(bankId);
      const key = await call('fetchPublicKey', PublicKeyResponse, () =>
        http.get(`/banks/${bankId}/auth/provider/rsa/public_key`, requestConfig(SERVICE_VERSIONS.auth, options)),
      );
      return { publicKey: key.public_key };
    },

    async fetchCredentials(bankId: string, options?: CallOptions): Promise<CredentialsOutput> {
      assertApiBankId(bankId);
      const status = await call('fetchCredentials', CredentialsStatusResponse, () =>
        http.get(`/banks/${bankId}/user/credentials`, requestConfig(USERS, options)),
      );
      return { customerNumber: status.customer_number, registered: status.registered };
    },

    async fetchSecurityQuestions(bankId: string, options?: CallOptions): Promise<RegistrationQuestion[]> {
      assertApiBankId(bankId);
      const list = await call('fetchSecurityQuestions', SecurityQuestionsResponse, () =>
        http.get(`/banks/${bankId}/ref/credentials/security_questions`, requestConfig(USERS, options)),
      );
      return list.questions;
    },

    async updateCredentials(input: UpdateCredentialsInput, options?: CallOptions): Promise<CredentialsOutput> {
      assertApiBankId(input.bankId);
      // node-forge is loaded only when someone registers: the start page does not carry it.
      const { encryptSecret } = await import('./secrets');
      const encrypt = (plain: string) => encryptSecret(input.publicKey, plain);
      const { values } = input;
      const body = checkedBody('updateCredentials', RegistrationRequest, {
        customer_number: values.customerNumber,
        password: encrypt(values.password),
        security_questions: values.securityQuestions.map((item) => ({ id: item.id, answer: encrypt(item.answer) })),
        telephone_pin: encrypt(values.telephonePin),
        terms_accepted: values.termsAccepted,
      });
      const done = await call('updateCredentials', RegistrationResponse, () =>
        http.put(`/banks/${input.bankId}/user/credentials`, body, requestConfig(USERS, options)),
      );
      return { customerNumber: done.customer_number, registered: done.registered };
    },
  };
}
