// The customer details call of doc 1 §7 "Users and customers" as the client makes it: the OWNER customer, their
// details with a bearer token, the marketing preferences from GET /user/preferences (the details' own copy removed).
import { describe, expect, it } from 'vitest';
import type { CustomerDetails } from '../contract/authSchemas';
import { createAuthApi } from './authApi';
import { createClientContext } from './clientContext';
import { createHttp } from './http';
import { type StubReply, type StubRequest, stubNetwork } from './httpStub';

const DETAILS: CustomerDetails = {
  id: 'CUS-1',
  customer_number: '1000000011',
  relationship: 'OWNER',
  personal_details: {
    title: 'Ms',
    name: { first: 'Ada', last: 'Quillfeather' },
    dob: '1985-03-14',
    sex: 'FEMALE',
    ni_number: 'QQ123456C',
    address: { house_number: '3', street_name: 'Wharfedale Row', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB' },
  },
  contact_details: {
    email: 'ada@example.com',
    phone: { mobile: null, home: '01130000101' },
    // what the details carry is not used: the preferences come from GET /user/preferences
    marketing_preferences: [{ type: 'EMAIL', value: 'Y' }],
  },
};

function api(route: (request: StubRequest) => StubReply) {
  const network = stubNetwork(route);
  const http = createHttp({
    baseURL: 'https://api.bank.test',
    getAccessToken: () => 'TOKEN',
    clientContext: createClientContext({ trackingId: 't' }),
    adapter: network.adapter,
    retries: 0,
  });
  return { auth: createAuthApi(http), requests: network.requests };
}

const platform =
  (customers: unknown[], preferences: unknown[] = []) =>
  (request: StubRequest): StubReply => {
    if (request.path === '/banks/CB/customers') return { status: 200, body: { customers } };
    if (request.path === '/banks/CB/customers/CUS-1') return { status: 200, body: DETAILS };
    if (request.path === '/user/preferences') return { status: 200, body: { marketing_preferences: preferences } };
    return { status: 404, body: { code: 'not_found', message: 'no' } };
  };

describe('fetchCustomerDetails (doc 1 §7)', () => {
  it('reads the OWNER’s details with a bearer token, in the form’s shapes', async () => {
    const { auth, requests } = api(
      platform(
        [
          { id: 'CUS-9', relationship: 'JOINT' },
          { id: 'CUS-1', relationship: 'OWNER' },
        ],
        [{ type: 'SMS', value: 'N' }],
      ),
    );
    const details = await auth.fetchCustomerDetails('CB');
    expect(details).toEqual({
      customerNumber: '1000000011',
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Quillfeather',
      gender: 'Female',
      dateOfBirth: '14-03-1985',
      // no mobile: the home number
      phoneNumber: '01130000101',
      emailAddress: 'ada@example.com',
      address: { houseNumber: '3', streetName: 'Wharfedale Row', city: 'Leeds', postcode: 'LS1 4AP' },
      niNumber: 'QQ123456C',
      marketingPreferences: [{ type: 'SMS', value: 'N' }],
    });
    expect(requests.map((request) => request.path)).toEqual([
      '/banks/CB/customers',
      '/banks/CB/customers/CUS-1',
      '/user/preferences',
    ]);
    for (const request of requests) expect(request.headers.authorization).toBe('Bearer TOKEN');
  });

  it('is an error when no customer is the OWNER (doc 1 §8)', async () => {
    const { auth } = api(platform([{ id: 'CUS-9', relationship: 'JOINT' }]));
    await expect(auth.fetchCustomerDetails('CB')).rejects.toMatchObject({
      source: 'fetchCustomerDetails',
      code: 'no_owner_customer',
    });
  });

  it('refuses a bank id the API paths do not take', async () => {
    const { auth, requests } = api(platform([]));
    await expect(auth.fetchCustomerDetails('VM')).rejects.toBeDefined();
    expect(requests).toEqual([]);
  });
});
