import { describe, expect, it } from 'vitest';
import type { DocumentListLocator, Enquiry, RuntimeConfig } from '../contract/schemas';
import {
  createPlatformApi,
  createStartupApi,
  documentListPath,
  productContentPath,
  selectDocumentListFile,
  ukCalendarDate,
} from './api';
import { createClientContext } from './clientContext';
import { createHttp } from './http';
import { type StubReply, type StubRequest, stubNetwork, stubRuntimeConfig } from './httpStub';

const clientContext = createClientContext({ trackingId: 't', environment: 'test' });

function network(route: (request: StubRequest) => StubReply) {
  const stub = stubNetwork(route);
  const http = createHttp({ baseURL: 'https://bank.test', clientContext, adapter: stub.adapter, retryDelay: () => 0 });
  return { http, requests: stub.requests };
}

const config: RuntimeConfig = stubRuntimeConfig({ apiUrl: '' });

/** The start-up reads on a stub network (fetch), retried without waiting. */
function startupOn(
  route: (request: StubRequest) => StubReply | Promise<StubReply>,
  today = () => new Date(),
  timeoutMs?: number,
) {
  const stub = stubNetwork(route);
  const credentials: (RequestCredentials | undefined)[] = [];
  const api = createStartupApi({
    baseUrl: 'https://bank.test',
    today,
    clientContext,
    fetch: (input, init) => {
      credentials.push(init?.credentials);
      return stub.fetch(input, init);
    },
    retryDelay: () => 0,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return { api, requests: stub.requests, credentials };
}

const enquiry: Enquiry = { product: { code: '135' }, applicants: [{}] };
const caseRef = { bankId: 'CB', productType: 'current', subType: 'ntb', caseId: 'CS0001' } as const;
const caseResponse = { reference_id: 'CS0001', task_uri: '/banks/CB/x?reason=capture', application_type: 'sole' };

const locator: DocumentListLocator = {
  doc_lists: [
    { file_name: 'document-list-2024.json', date_from: '01/01/2024', date_to: '31/12/2024' },
    { file_name: 'document-list-2025a.json', date_from: '01/01/2025', date_to: '30/06/2025' },
    { file_name: 'document-list-2025b.json', date_from: '30/06/2025', date_to: '31/12/2099' },
  ],
};

/** Noon UTC on a calendar day: the same day in London whatever the season. */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('startup calls (doc 1 §4, §7)', () => {
  it('fetches /config.json with credentials and checks it', async () => {
    const { api, requests, credentials } = startupOn(() => ({ status: 200, body: { ...config, extra: 'ignored' } }));
    await expect(api.fetchConfig()).resolves.toEqual(config);
    expect(requests[0]?.url).toBe('https://bank.test/config.json');
    expect(credentials).toEqual(['include']);
    // doc 1 §7: the headers of every call, reference service version 1.0.0
    expect(requests[0]?.headers).toMatchObject({
      accept: 'application/json',
      'x-service-version': '1.0.0',
      'x-service-context': 'USER',
    });
    expect(JSON.parse(requests[0]?.headers['x-client-context'] ?? '{}')).toMatchObject({ tracking_id: 't' });
  });

  it('tries a start-up file again on a 503, a network failure or a body that is not JSON, as a platform GET', async () => {
    const replies: StubReply[] = [
      { status: 503 },
      'network',
      { status: 200, body: '<html>' },
      { status: 200, body: config },
    ];
    const { api, requests } = startupOn(() => replies.shift() ?? { status: 500 });
    await expect(api.fetchConfig()).resolves.toEqual(config);
    expect(requests).toHaveLength(4);
  });

  it('gives up after three retries, and never retries a 404', async () => {
    const failing = startupOn(() => ({ status: 502 }));
    await expect(failing.api.fetchConfig()).rejects.toEqual({ source: 'fetchConfig', code: 'http_502', status: 502 });
    expect(failing.requests).toHaveLength(4);
    const missing = startupOn(() => ({ status: 404, body: { code: 'not_found', message: 'No such file' } }));
    await expect(missing.api.fetchConfig()).rejects.toEqual({
      source: 'fetchConfig',
      code: 'not_found',
      status: 404,
      message: 'No such file',
    });
    expect(missing.requests).toHaveLength(1);
  });

  it('a start-up file with no answer within the timeout is tried again, then a timeout', async () => {
    const { api, requests } = startupOn(
      () => new Promise<StubReply>(() => {}),
      () => new Date(),
      20,
    );
    await expect(api.fetchConfig()).rejects.toEqual({
      source: 'fetchConfig',
      code: 'timeout',
      status: 0,
      message: 'ETIMEDOUT',
    });
    expect(requests).toHaveLength(4);
  });

  it('a start-up read cancelled by the chart is cancelled, not retried', async () => {
    const controller = new AbortController();
    const { api, requests } = startupOn(() => {
      controller.abort();
      return new Promise<StubReply>(() => {});
    });
    await expect(api.fetchConfig({ signal: controller.signal })).rejects.toEqual({
      source: 'fetchConfig',
      code: 'cancelled',
      status: 0,
    });
    expect(requests).toHaveLength(1);
  });

  it('refuses a config that does not match its schema', async () => {
    const { api } = startupOn(() => ({ status: 200, body: { ...config, pollInterval: 'soon' } }));
    await expect(api.fetchConfig()).rejects.toEqual({
      source: 'fetchConfig',
      code: 'invalid_response',
      status: 200,
      message: 'at pollInterval: expected integer',
    });
  });

  it('refuses a body that is not JSON', async () => {
    const { api } = startupOn(() => ({ status: 200, body: '<html>' }));
    await expect(api.fetchConfig()).rejects.toMatchObject({ code: 'invalid_response', status: 200 });
  });

  it('fetches the locator, then the list in force today', async () => {
    const { api, requests } = startupOn(
      (request) =>
        request.path.endsWith('locator.json')
          ? { status: 200, body: locator }
          : { status: 200, body: { documents: [] } },
      () => day('2024-06-01'),
    );
    await expect(api.fetchDocumentList()).resolves.toEqual([]);
    expect(requests.map((r) => r.path)).toEqual([
      '/cdn/config/document-list-locator.json',
      '/cdn/config/document-list-2024.json',
    ]);
  });

  it('fails clearly when no list is in force', async () => {
    const { api, requests } = startupOn(
      () => ({ status: 200, body: locator }),
      () => day('2023-12-31'),
    );
    await expect(api.fetchDocumentList()).rejects.toMatchObject({
      source: 'fetchDocumentList',
      code: 'document_list_not_found',
    });
    expect(requests).toHaveLength(1);
  });

  it('chooses the content file by product code', async () => {
    expect(productContentPath('IM751')).toBe('/mSaverContent.json');
    expect(productContentPath('im754 ')).toBe('/mSaverContent.json');
    expect(productContentPath('IM135')).toBe('/vmSavingsContent.json');
    expect(productContentPath(undefined)).toBe('/vmSavingsContent.json');
    const { api, requests } = startupOn(() => ({ status: 200, body: { products: {} } }));
    await api.fetchProductContent('IM754');
    expect(requests[0]?.path).toBe('/mSaverContent.json');
  });
});

describe('selectDocumentListFile: the range contains today, both ends inclusive (doc 1 §7)', () => {
  const pick = (iso: string) => selectDocumentListFile(locator, day(iso));

  it('includes the first and the last day', () => {
    expect(pick('2024-01-01')).toBe('document-list-2024.json');
    expect(pick('2024-12-31')).toBe('document-list-2024.json');
    expect(pick('2025-01-01')).toBe('document-list-2025a.json');
    expect(pick('2025-06-30')).toBeDefined();
  });

  it('excludes the days just outside', () => {
    expect(pick('2023-12-31')).toBeUndefined();
    expect(selectDocumentListFile({ doc_lists: locator.doc_lists.slice(0, 1) }, day('2025-01-01'))).toBeUndefined();
    expect(selectDocumentListFile({ doc_lists: locator.doc_lists.slice(1, 2) }, day('2025-07-01'))).toBeUndefined();
  });

  it('changes list at UK midnight, not UTC midnight', () => {
    const summer = { doc_lists: [{ file_name: 'june.json', date_from: '01/06/2025', date_to: '30/06/2025' }] };
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST): June's list is no longer in force.
    expect(selectDocumentListFile(summer, new Date('2025-06-30T22:59:00Z'))).toBe('june.json');
    expect(selectDocumentListFile(summer, new Date('2025-06-30T23:30:00Z'))).toBeUndefined();
  });

  it('reads today as a UK calendar day', () => {
    // 23:30 UTC on 31 December 2024 is still 31 December in London (GMT)...
    expect(ukCalendarDate(new Date('2024-12-31T23:30:00Z'))).toBe('2024-12-31');
    // ...but 23:30 UTC on 30 June 2025 is already 1 July in London (BST).
    expect(ukCalendarDate(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    // The nights the clocks change: BST from 01:00 UTC on 30 March 2025 to 01:00 UTC on 26 October 2025.
    expect(ukCalendarDate(new Date('2025-03-29T23:30:00Z'))).toBe('2025-03-29');
    expect(ukCalendarDate(new Date('2025-10-25T23:30:00Z'))).toBe('2025-10-26');
    expect(ukCalendarDate(new Date('2025-10-26T23:30:00Z'))).toBe('2025-10-26');
  });

  it('agrees with the time-zone database on the UK day at every half hour of 2024 to 2027', () => {
    const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', dateStyle: 'short' });
    const disagreements: string[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += 30 * 60_000) {
      const instant = new Date(at);
      if (ukCalendarDate(instant) !== london.format(instant)) disagreements.push(instant.toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it('resolves bare file names beside the locator and keeps absolute ones', () => {
    expect(documentListPath('list.json')).toBe('cdn/config/list.json');
    expect(documentListPath('/cdn/lists/list.json')).toBe('/cdn/lists/list.json');
    expect(documentListPath('https://cdn.test/list.json')).toBe('https://cdn.test/list.json');
  });
});

describe('case calls (doc 1 §7)', () => {
  it('creates a case with POST and the enquiry as body, service version 1.0.0', async () => {
    const { http, requests } = network(() => ({ status: 201, body: caseResponse }));
    const api = createPlatformApi(http);
    await expect(api.createCase({ bankId: 'CB', productType: 'current', subType: 'ntb' }, enquiry)).resolves.toEqual(
      caseResponse,
    );
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/banks/CB/cases/csapcurrent/ntb', body: enquiry });
    expect(requests[0]?.headers['x-service-version']).toBe('1.0.0');
  });

  it('updates, submits and reads the case at its address', async () => {
    const { http, requests } = network((request) => {
      if (request.path.endsWith('/submit')) return { status: 200, body: { reference_id: 'CS0001', task_uri: '/t' } };
      if (request.path.endsWith('/next'))
        return { status: 200, body: { task_uri: '/banks/CB/x/tasks/offer?reason=offer&wait=3' } };
      if (request.path.endsWith('/completed'))
        return { status: 200, body: { reference_id: 'CS0001', customer_number: null, accounts: [] } };
      return { status: 200, body: caseResponse };
    });
    const api = createPlatformApi(http);
    await api.updateCase(caseRef, enquiry);
    await api.submitCase(caseRef, { blackbox: 'device-1' });
    await expect(api.fetchNextTask(caseRef)).resolves.toEqual({
      taskUri: '/banks/CB/x/tasks/offer?reason=offer&wait=3',
      task: 'offer',
      waitSeconds: 3,
    });
    await api.fetchCompletedCase(caseRef);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /banks/CB/cases/csapcurrent/ntb/CS0001/tasks/capture/actions/update',
      'PUT /banks/CB/cases/csapcurrent/ntb/CS0001/tasks/capture/actions/submit',
      'GET /banks/CB/cases/csapcurrent/ntb/CS0001/tasks/next',
      'GET /banks/CB/cases/csapcurrent/ntb/CS0001/tasks/completed',
    ]);
    expect(requests[1]?.body).toEqual({ device_details: { blackbox: 'device-1' } });
  });

  it('maps an error body to a JourneyError with the call name as source (doc 1 §8)', async () => {
    const { http } = network(() => ({ status: 409, body: { code: '1036', message: 'Username already in use' } }));
    await expect(createPlatformApi(http).updateCase(caseRef, enquiry)).rejects.toEqual({
      source: 'updateCase',
      code: '1036',
      status: 409,
      message: 'Username already in use',
    });
  });

  it('maps a network failure after retries to code network', async () => {
    const { http, requests } = network(() => 'network');
    await expect(createPlatformApi(http).fetchNextTask(caseRef)).rejects.toEqual({
      source: 'fetchNextTask',
      code: 'network',
      status: 0,
      message: 'ERR_NETWORK',
    });
    expect(requests).toHaveLength(4);
  });

  it('answers invalid_response with the failing path when a response does not match', async () => {
    const { http } = network(() => ({
      status: 200,
      body: {
        reference_id: 'CS0001',
        customer_number: '1',
        accounts: [{ account_type: 'c', product_code: '135', account_id: 'a', account_number: '12', sort_code: null }],
      },
    }));
    await expect(createPlatformApi(http).fetchCompletedCase(caseRef)).rejects.toEqual({
      source: 'fetchCompletedCase',
      code: 'invalid_response',
      status: 200,
      message: 'at accounts.0.account_number: expected string (pattern)',
    });
  });

  it('refuses DYB and VM before any request (doc 1 §6)', async () => {
    const { http, requests } = network(() => ({ status: 200, body: caseResponse }));
    const api = createPlatformApi(http);
    for (const bankId of ['DYB', 'VM', '', 'cb']) {
      await expect(api.createCase({ bankId, productType: 'current', subType: 'ntb' }, enquiry)).rejects.toMatchObject({
        source: 'api',
        code: 'invalid_bank_id',
      });
      await expect(api.fetchNextTask({ ...caseRef, bankId })).rejects.toMatchObject({ code: 'invalid_bank_id' });
      await expect(api.sendEvents(bankId, [])).rejects.toMatchObject({ code: 'invalid_bank_id' });
    }
    expect(requests).toHaveLength(0);
  });

  it('refuses a request body that does not match its schema before sending', async () => {
    const { http, requests } = network(() => ({ status: 201, body: caseResponse }));
    const bad = { product: { code: 'IM135' }, applicants: [{}] } as Enquiry;
    await expect(
      createPlatformApi(http).createCase({ bankId: 'CB', productType: 'current', subType: 'ntb' }, bad),
    ).rejects.toMatchObject({
      source: 'createCase',
      code: 'invalid_request',
      message: 'at product.code: expected string (pattern)',
    });
    expect(requests).toHaveLength(0);
  });
});

describe('reference calls (doc 1 §7)', () => {
  it('removes spaces from the postcode, upper-cases it and encodes both parts', async () => {
    const { http, requests } = network(() => ({ status: 200, body: [{ id: 'A1', potential_address: '1 High St' }] }));
    const api = createPlatformApi(http);
    await expect(api.searchAddresses(' sw1a 1aa ', '10/2')).resolves.toEqual([
      { id: 'A1', potential_address: '1 High St' },
    ]);
    expect(requests[0]?.path).toBe('/ref/address/search/SW1A1AA/10%2F2');
    expect(requests[0]?.headers['x-service-version']).toBe('1.0.0');
  });

  it('searches the whole postcode when no house number is given', async () => {
    const { http, requests } = network(() => ({ status: 200, body: [] }));
    await createPlatformApi(http).searchAddresses('m1 3bn', '  ');
    expect(requests[0]?.path).toBe('/ref/address/search/M13BN');
  });

  it('refuses an empty postcode before any request', async () => {
    const { http, requests } = network(() => ({ status: 200, body: [] }));
    await expect(createPlatformApi(http).searchAddresses('  ', '1')).rejects.toMatchObject({
      code: 'invalid_postcode',
    });
    expect(requests).toHaveLength(0);
  });

  it('maps a fetched address to the form address (doc 2 §3.2)', async () => {
    const { http, requests } = network(() => ({
      status: 200,
      body: {
        id: 'A 1',
        address_prefix: 'Flat 2',
        house_number: '10',
        street_name: 'High Street',
        city: 'London',
        postcode: 'SW1A 1AA',
        country: 'GB',
        is_bfpo: false,
      },
    }));
    await expect(createPlatformApi(http).fetchAddress('A 1')).resolves.toEqual({
      addressType: 'domestic',
      id: 'A 1',
      addressPrefix: 'Flat 2',
      houseNumber: '10',
      streetName: 'High Street',
      city: 'London',
      postcode: 'SW1A 1AA',
      country: 'GB',
    });
    expect(requests[0]?.path).toBe('/ref/address/A%201');
  });

  it('maps a failed lookup to a JourneyError', async () => {
    const { http } = network(() => ({ status: 404, body: { code: 'address_not_found', message: 'No address' } }));
    await expect(createPlatformApi(http).fetchAddress('nope')).rejects.toMatchObject({
      source: 'fetchAddress',
      code: 'address_not_found',
      status: 404,
    });
  });
});

describe('events (doc 1 §7)', () => {
  it('posts the events to the events base with service version 0.8.0', async () => {
    const { http, requests } = network(() => ({ status: 202, body: { accepted: 1 } }));
    const api = createPlatformApi(http, { eventsUrl: 'https://events.test/' });
    const event = {
      id: 'e1',
      type: 'page_view',
      data: { context: { page: 'step-1' } },
      created_at: '2025-01-01T00:00:00Z',
    };
    await expect(api.sendEvents('YB', [event])).resolves.toEqual({ accepted: 1 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://events.test/banks/YB/user/events',
      body: { events: [event] },
    });
    expect(requests[0]?.headers['x-service-version']).toBe('0.8.0');
  });
});
