// Customers, default accounts and the portal's case list (doc 1 §7 "Users and customers", "Cases"; doc 2
// §3.3, §3.6). Every call needs a token of scope 30 of the path's bank, and answers only the token's
// own customer.
import type { FastifyPluginAsync } from 'fastify';
import { enums, object, optional, size, string } from 'superstruct';
import { seededDob } from '../../content/seededCustomers';
import type {
  CaseListResponse,
  CustomerDetails,
  CustomersResponse,
  DefaultAccountsResponse,
} from '../../contract/authSchemas';
import { ApiBankId } from '../../contract/schemas';
import { authOf } from '../auth/tokenCheck';
import { type CustomerRecord, customerByNumber } from '../customers/customerStore';
import { portalCases } from '../customers/portalCases';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { BankParams } from '../http/routeParams';

export interface CustomerRoutesOptions {
  db: Db;
  now: () => Date;
}

const CustomerParams = object({ bankId: ApiBankId, customerId: size(string(), 1, 64) });
const AccountsQuery = object({ type: enums(['user']), retrieveBalances: optional(enums(['true', 'false'])) });

export const customerRoutes: FastifyPluginAsync<CustomerRoutesOptions> = async (app, { db, now }) => {
  const sessionCustomer = async (customerNumber: string | null): Promise<CustomerRecord> => {
    const customer = customerNumber ? await customerByNumber(db, customerNumber) : undefined;
    if (!customer) throw new ApiError(404, 'customer_not_found', 'This session has no existing customer');
    return customer;
  };

  // doc 1 §6 "The customer whose relationship is OWNER is chosen as the current customer".
  app.get<{ Params: BankParams }>(
    '/banks/:bankId/customers',
    { schema: { params: BankParams }, config: { auth: {} } },
    async (request) => {
      const customer = await sessionCustomer(authOf(request).customerNumber);
      const body: CustomersResponse = { customers: [{ id: customer.customerId, relationship: 'OWNER' }] };
      return body;
    },
  );

  app.get<{ Params: { bankId: 'CB' | 'YB'; customerId: string } }>(
    '/banks/:bankId/customers/:customerId',
    { schema: { params: CustomerParams }, config: { auth: {} } },
    async (request) => {
      const customer = await sessionCustomer(authOf(request).customerNumber);
      if (customer.customerId !== request.params.customerId) {
        throw new ApiError(404, 'customer_not_found', 'There is no such customer for this session');
      }
      // The marketing preferences are sent; the client removes them before use (doc 2 §3.3).
      const body: CustomerDetails = {
        id: customer.customerId,
        customer_number: customer.customerNumber,
        relationship: 'OWNER',
        personal_details: {
          title: customer.title,
          name: { first: customer.firstName, last: customer.lastName },
          dob: seededDob(customer.dob, now()),
          sex: customer.gender === 'Male' ? 'MALE' : 'FEMALE',
          ni_number: customer.niNumber,
          address: {
            house_number: customer.address.houseNumber,
            street_name: customer.address.street,
            city: customer.address.city,
            postcode: customer.address.postcode,
            country: 'GB',
          },
        },
        contact_details: {
          email: customer.email,
          phone: { mobile: customer.mobile, home: customer.homePhone },
          marketing_preferences: customer.marketingPreferences,
        },
      };
      return body;
    },
  );

  app.get<{ Params: BankParams; Querystring: { type: 'user'; retrieveBalances?: string } }>(
    '/banks/:bankId/accounts/default',
    { schema: { params: BankParams, querystring: AccountsQuery }, config: { auth: {} } },
    async (request) => {
      const customer = await sessionCustomer(authOf(request).customerNumber);
      const body: DefaultAccountsResponse = { accounts: customer.accounts };
      return body;
    },
  );

  app.get<{ Params: BankParams }>(
    '/banks/:bankId/cases',
    { schema: { params: BankParams }, config: { auth: {} } },
    async (request) => {
      const customer = await sessionCustomer(authOf(request).customerNumber);
      const body: CaseListResponse = { cases: await portalCases(db, customer) };
      return body;
    },
  );
};
