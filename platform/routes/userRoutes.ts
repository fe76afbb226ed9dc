// Users (doc 1 §7 "Users and customers"; doc 2 §3.3): the bank of a username (before login), and, with a
// token of scope 30, the bank selector, the current user and their marketing preferences.
import type { FastifyPluginAsync } from 'fastify';
import { object, size, string } from 'superstruct';
import type { CurrentUser, UserPreferences } from '../../contract/authSchemas';
import { IDENTIFIED_SCOPE } from '../auth/accessTokens';
import { decoyBankId } from '../auth/authSessions';
import { authOf } from '../auth/tokenCheck';
import { type CustomerRecord, customerByLogin, customerByNumber } from '../customers/customerStore';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';

export interface UserRoutesOptions {
  db: Db;
}

const UsernameParams = object({ username: size(string(), 1, 70) });
const SELECTOR_PRODUCT = object({ product: size(string(), 1, 20) });

export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (app, { db }) => {
  const currentCustomer = async (customerNumber: string | null): Promise<CustomerRecord> => {
    const customer = customerNumber ? await customerByNumber(db, customerNumber) : undefined;
    if (!customer) throw new ApiError(404, 'user_not_found', 'This session has no existing customer');
    return customer;
  };

  // doc 1 §4 "Login: optional bank id lookup": by username or customer number. An unknown one gets a bank
  // too, the same on every call (issue 10: the answer must not tell whether a user exists); its login then
  // meets a decoy challenge (auth/authSessions.ts).
  app.get<{ Params: { username: string } }>(
    '/users/:username',
    { schema: { params: UsernameParams } },
    async (request) => {
      const customer = await customerByLogin(db, request.params.username);
      return { bank_id: customer ? customer.bankId : decoyBankId(request.params.username) };
    },
  );

  app.get<{ Params: { product: string } }>(
    '/bank/selector/bankid/:product',
    { schema: { params: SELECTOR_PRODUCT }, config: { auth: { scope: IDENTIFIED_SCOPE } } },
    async (request) => ({ data: { bank_id: authOf(request).bankId } }),
  );

  app.get('/user', { config: { auth: { scope: IDENTIFIED_SCOPE } } }, async (request) => {
    const customer = await currentCustomer(authOf(request).customerNumber);
    const body: CurrentUser = {
      userName: customer.username ?? customer.customerNumber,
      customerNumber: customer.customerNumber,
      bank_id: customer.bankId,
      contactDetails: { phone: { mobile: customer.mobile } },
    };
    return body;
  });

  app.get('/user/preferences', { config: { auth: {} } }, async (request) => {
    const customer = await currentCustomer(authOf(request).customerNumber);
    const body: UserPreferences = { marketing_preferences: customer.marketingPreferences };
    return body;
  });
};
