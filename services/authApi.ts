// The authentication, user and portal calls (doc 1 §7 "Authentication", "Users and customers"), each response
// checked against contract/authSchemas.ts. Secrets are encrypted here, just before they leave the browser.
import type { AxiosInstance } from 'axios';
import { isAxiosError } from 'axios';
import { is } from 'superstruct';
import { OTP_DEFAULT_LENGTH } from '../content/fields/credentials';
import { LOGIN_COPY } from '../content/login';
import { findProductByApiCode } from '../content/products';
import {
  CaseListResponse,
  type Challenge,
  ChallengeRequest,
  ChallengeResponse,
  CurrentUser,
  CustomerDetails,
  CustomersResponse,
  DefaultAccountsResponse,
  OtpRequest,
  OtpResponse,
  TokenErrorBody,
  TokenResponse,
  UserBankResponse,
  UserPreferences,
} from '../contract/authSchemas';
import { ageOn, calendarDateOf, fromApiDate, parseIsoDate, toApiDate } from '../contract/dates';
import type {
  ChallengeOutput,
  CurrentUserOutput,
  CustomerDetailsOutput,
  LoginChallenge,
  LoginIdentity,
  OtpSentOutput,
  PortalCase,
  TokenInput,
  TokenOutput,
} from '../machines/actorContracts';
import type { CustomerProfile } from '../machines/regularSaver';
import { assertApiBankId, type CallOptions, call, checkedBody, requestConfig } from './api';
import { journeyError, toJourneyError } from './errors';
import { SERVICE_VERSIONS } from './http';

const AUTH = SERVICE_VERSIONS.users;

/** The inputs each challenge type asks for, in authIndex order (doc 2 §3.5, §5.6 challenge inputs). */
export function challengeInputs(challenge: Challenge): LoginChallenge['inputs'] {
  const labels = LOGIN_COPY.challengeInputs;
  const field = (name: string, index: number): LoginChallenge['inputs'][number] => {
    switch (name) {
      case 'access_code':
        return { authIndex: index, field: name, label: labels.access_code, kind: 'secret', length: 4 };
      case 'sort_code':
        return { authIndex: index, field: name, label: labels.sort_code, kind: 'digits', length: 6 };
      case 'account_number':
        return { authIndex: index, field: name, label: labels.account_number, kind: 'digits', length: 8 };
      case 'pan':
        return { authIndex: index, field: name, label: labels.pan, kind: 'secret', length: 16 };
      case 'credit_limit':
        return { authIndex: index, field: name, label: labels.credit_limit, kind: 'digits' };
      default:
        return { authIndex: index, field: name, label: name, kind: 'text' };
    }
  };
  switch (challenge.type) {
    case 'partial_password':
      return challenge.positions.map((position, index) => ({
        authIndex: index,
        field: challenge.type,
        label: labels.partialPassword(position),
        kind: 'character',
        length: 1,
      }));
    case 'security_questions':
      return challenge.questions.map((question, index) => ({
        authIndex: index,
        field: challenge.type,
        label: question.question,
        kind: 'secret',
      }));
    case 'acn':
    case 'debit_card':
    case 'credit_card':
      return challenge.fields.map((name, index) => field(name, index));
    case 'otp':
      return [
        {
          authIndex: 0,
          field: challenge.type,
          label: labels.otp,
          kind: 'digits',
          length: challenge.length || OTP_DEFAULT_LENGTH,
        },
      ];
    case 'date_of_birth':
      return [{ authIndex: 0, field: challenge.type, label: labels.date_of_birth, kind: 'date' }];
  }
}

function identityBody(identity: LoginIdentity) {
  if (identity.alternative) {
    const alt = identity.alternative;
    return {
      alternative: {
        first_name: alt.firstName,
        last_name: alt.lastName,
        dob: toApiDate(alt.dateOfBirth) ?? '',
        gender: alt.gender,
        house_number: alt.houseNumber,
        street: alt.street,
        postcode: alt.postcode,
      },
    };
  }
  return identity.customerNumber ? { customer_number: identity.customerNumber } : { username: identity.username };
}

/**
 * The customer details call's answer as the chart's (doc 1 §7): the date of birth as DD-MM-YYYY, one phone number
 * (the mobile, else the home number), and the marketing preferences of GET /user/preferences, never the copy the
 * customer details carry ("marketing preferences removed before use").
 */
export function customerDetailsOutput(
  details: CustomerDetails,
  preferences: UserPreferences['marketing_preferences'],
): CustomerDetailsOutput {
  const personal = details.personal_details;
  const phone = details.contact_details.phone;
  return {
    customerNumber: details.customer_number,
    title: personal.title,
    firstName: personal.name.first,
    lastName: personal.name.last,
    gender: personal.sex === 'MALE' ? 'Male' : 'Female',
    dateOfBirth: fromApiDate(personal.dob) ?? '',
    phoneNumber: phone.mobile ?? phone.home ?? undefined,
    emailAddress: details.contact_details.email,
    address: {
      houseNumber: personal.address.house_number,
      streetName: personal.address.street_name,
      city: personal.address.city,
      postcode: personal.address.postcode,
    },
    niNumber: personal.ni_number ?? undefined,
    marketingPreferences: preferences.map(({ type, value }) => ({ type, value })),
  };
}

export function createAuthApi(http: AxiosInstance) {
  return {
    /**
     * doc 1 §7 `GET /users/{username} -> bank_id`: the bank of a username or customer number, before login. An
     * unknown one is given a bank too (the platform does not say whether a user exists, issue 10).
     */
    async fetchUserBank(login: string, options?: CallOptions): Promise<'CB' | 'YB'> {
      const response = await call('fetchUserBank', UserBankResponse, () =>
        http.get(`/users/${encodeURIComponent(login)}`, requestConfig(AUTH, options)),
      );
      return response.bank_id === 'YB' ? 'YB' : 'CB';
    },

    async createChallenge(
      bankId: string,
      identity: LoginIdentity,
      scope: number,
      options?: CallOptions & { preferScheme?: 'otp' },
    ): Promise<ChallengeOutput> {
      assertApiBankId(bankId);
      const body = checkedBody('createChallenge', ChallengeRequest, { user_identity: identityBody(identity), scope });
      const path = `/banks/${bankId}/auth/provider/oauth2/token/challenges`;
      const response = await call('createChallenge', ChallengeResponse, () =>
        http.post(path, body, requestConfig(AUTH, options)),
      );
      // The first scheme is the customer's usual one (internet banking first); step-up asks for the passcode one.
      const preferred = options?.preferScheme
        ? response.auth_schemes.find((candidate) => candidate.id === options.preferScheme)
        : undefined;
      const scheme = preferred ?? response.auth_schemes[0];
      const types = scheme?.challenges.map((challenge) => challenge.type) ?? [];
      return {
        sessionId: response.auth_session_id,
        publicKey: response.public_key,
        schemeId: scheme?.id ?? '',
        challenges: (scheme?.challenges ?? []).map((challenge) => ({
          type: challenge.type,
          inputs: challengeInputs(challenge),
        })),
        customerType: types.includes('partial_password')
          ? 'internetBanking'
          : types.includes('acn')
            ? 'telephoneBanking'
            : 'unknown',
      };
    },

    /** doc 1 §7: client credentials, form-encoded; the encrypted answers in a basic authorization header. */
    async requestToken(input: TokenInput, options?: CallOptions): Promise<TokenOutput> {
      assertApiBankId(input.bankId);
      // node-forge is loaded only when someone logs in: the start page does not carry it.
      const { challengeAuthorization, encryptChallengeAnswers } = await import('./secrets');
      // A date of birth is typed DD-MM-YYYY (doc 2 §5.1) and answered as the API's YYYY-MM-DD.
      const typed = input.answers.map((item) =>
        item.authType === 'date_of_birth' ? { ...item, answer: toApiDate(item.answer) ?? item.answer } : item,
      );
      const answers = encryptChallengeAnswers(input.publicKey, input.sessionId, typed);
      const form = new URLSearchParams({
        grant_type: 'client_credentials',
        auth_scheme: input.schemeId,
        auth_session_id: input.sessionId,
      });
      const path = `/banks/${input.bankId}/auth/provider/oauth2/token`;
      try {
        const response = await http.post(path, form.toString(), {
          ...requestConfig(AUTH, options),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: challengeAuthorization(input.sessionId, answers),
          },
        });
        if (!is(response.data, TokenResponse))
          throw journeyError('requestToken', 'invalid_response', response.status, 'not a token response');
        return { accessToken: response.data.access_token, scope: response.data.scope };
      } catch (error) {
        const failure = toJourneyError('requestToken', error);
        const body = isAxiosError(error) ? error.response?.data : undefined;
        return Promise.reject(is(body, TokenErrorBody) ? { ...failure, retryAllowed: body.retry_allowed } : failure);
      }
    },

    /** doc 1 §7 POST .../auth/provider/otp/otps: a passcode to the customer's mobile for this challenge session. */
    async sendOtp(bankId: string, sessionId: string, options?: CallOptions): Promise<OtpSentOutput> {
      assertApiBankId(bankId);
      const body = checkedBody('sendOtp', OtpRequest, { auth_session_id: sessionId });
      const sent = await call('sendOtp', OtpResponse, () =>
        http.post(`/banks/${bankId}/auth/provider/otp/otps`, body, requestConfig(AUTH, options)),
      );
      return { sentTo: sent.sent_to, remaining: sent.remaining };
    },

    async fetchCurrentUser(options?: CallOptions): Promise<CurrentUserOutput> {
      const user = await call('fetchCurrentUser', CurrentUser, () => http.get('/user', requestConfig(AUTH, options)));
      return { username: user.userName, customerNumber: user.customerNumber, bankId: user.bank_id };
    },

    /** The OWNER customer's age and accounts (doc 1 §4 regular saver checks; doc 2 §3.3). */
    async fetchCustomerProfile(bankId: string, today: Date, options?: CallOptions): Promise<CustomerProfile> {
      assertApiBankId(bankId);
      const version = requestConfig(AUTH, options);
      const { customers } = await call('fetchCustomerProfile', CustomersResponse, () =>
        http.get(`/banks/${bankId}/customers`, version),
      );
      // doc 1 §6: the customer whose relationship is OWNER is the current customer; none is an error.
      const owner = customers.find((customer) => customer.relationship === 'OWNER');
      if (!owner) throw journeyError('fetchCustomerProfile', 'no_owner_customer', 0);
      const details = await call('fetchCustomerProfile', CustomerDetails, () =>
        http.get(`/banks/${bankId}/customers/${encodeURIComponent(owner.id)}`, version),
      );
      const { accounts } = await call('fetchCustomerProfile', DefaultAccountsResponse, () =>
        // doc 1 §7: GET .../accounts/default?type=user&retrieveBalances=false
        http.get(`/banks/${bankId}/accounts/default?type=user&retrieveBalances=false`, version),
      );
      const born = parseIsoDate(details.personal_details.dob);
      return {
        ageYears: born ? ageOn(born, calendarDateOf(today)) : 0,
        accounts: accounts.map((account) => ({ accountType: account.accountType, productCode: account.productCode })),
      };
    },

    /** An existing customer's step 1 (doc 1 §7 "Users and customers"): the OWNER's details and preferences. */
    async fetchCustomerDetails(bankId: string, options?: CallOptions): Promise<CustomerDetailsOutput> {
      assertApiBankId(bankId);
      const version = requestConfig(AUTH, options);
      const { customers } = await call('fetchCustomerDetails', CustomersResponse, () =>
        http.get(`/banks/${bankId}/customers`, version),
      );
      // doc 1 §6: the customer whose relationship is OWNER is the current customer; none is an error (§8).
      const owner = customers.find((customer) => customer.relationship === 'OWNER');
      if (!owner) throw journeyError('fetchCustomerDetails', 'no_owner_customer', 0);
      const details = await call('fetchCustomerDetails', CustomerDetails, () =>
        http.get(`/banks/${bankId}/customers/${encodeURIComponent(owner.id)}`, version),
      );
      const preferences = await call('fetchCustomerDetails', UserPreferences, () =>
        http.get('/user/preferences', version),
      );
      return customerDetailsOutput(details, preferences.marketing_preferences);
    },

    async fetchPortalCases(bankId: string, options?: CallOptions): Promise<PortalCase[]> {
      assertApiBankId(bankId);
      const list = await call('fetchPortalCases', CaseListResponse, () =>
        http.get(`/banks/${bankId}/cases`, requestConfig(SERVICE_VERSIONS.cases, options)),
      );
      return list.cases.map((summary) => {
        const apiCode = summary.context.accounts[0]?.product.code;
        return {
          id: summary.id,
          uri: summary.uri,
          description: summary.description,
          createdAt: summary.created_at,
          productCode: apiCode ? (findProductByApiCode(apiCode)?.code ?? apiCode) : undefined,
          ...(summary.applicant_index !== undefined ? { applicantIndex: summary.applicant_index } : {}),
        };
      });
    },
  };
}
