import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, type InputFrom, type OutputFrom, toPromise } from 'xstate';
import type { JourneyError } from '../machines/actorContracts';
import { journeyMachine } from '../machines/journey';
import { createJourneyActors, createPlatformConnection, type JourneyActorDeps, resolveApiBase } from './actors';
import { createClientContext } from './clientContext';
import { type StubReply, type StubRequest, stubNetwork, stubRuntimeConfig } from './httpStub';

const config = stubRuntimeConfig();

/** A small platform: the start-up files at the app's origin, the case calls at config.apiUrl. */
function platformRoute(request: StubRequest): StubReply {
  const { url, path } = request;
  if (url === 'https://app.test/config.json') return { status: 200, body: config };
  if (path === '/cdn/config/document-list-locator.json')
    return {
      status: 200,
      body: { doc_lists: [{ file_name: 'l.json', date_from: '01/01/2020', date_to: '31/12/2099' }] },
    };
  if (path === '/cdn/config/l.json') return { status: 200, body: { documents: [] } };
  if (path === '/vmSavingsContent.json') return { status: 200, body: { products: {} } };
  if (!url.startsWith('https://api.bank.test/')) return { status: 404 };
  if (request.method === 'POST' || path.endsWith('/update'))
    return { status: 201, body: { reference_id: 'CS1', task_uri: '/t?reason=capture', application_type: 'sole' } };
  if (path.endsWith('/submit'))
    return { status: 200, body: { reference_id: 'CS1', task_uri: '/t', access_token: 'new-token' } };
  if (path.endsWith('/next')) return { status: 200, body: { task_uri: '/t/tasks/x?reason=applicationprocessing' } };
  if (path.endsWith('/completed'))
    return {
      status: 200,
      body: {
        reference_id: 'CS1',
        customer_number: '12345',
        accounts: [
          {
            account_type: 'current',
            product_code: '135',
            account_id: 'A1',
            account_number: '12345678',
            sort_code: '401234',
          },
        ],
      },
    };
  if (path.startsWith('/ref/address/search/'))
    return { status: 200, body: [{ id: 'R1', potential_address: '1 High St' }] };
  if (path.startsWith('/ref/address/'))
    return {
      status: 200,
      body: {
        id: 'R1',
        house_number: '1',
        street_name: 'High St',
        city: 'Leeds',
        postcode: 'LS1 1AA',
        country: 'GB',
        is_bfpo: false,
      },
    };
  return { status: 404 };
}

function setup(overrides: Partial<JourneyActorDeps> = {}, route = platformRoute) {
  const network = stubNetwork(route);
  const logged: JourneyError[] = [];
  const connection = createPlatformConnection();
  const actors = createJourneyActors({
    appBaseUrl: 'https://app.test',
    getAccessToken: () => 'tok',
    clientContext: createClientContext({ trackingId: 't' }),
    today: () => new Date('2025-03-01T12:00:00Z'),
    deviceBlackbox: () => 'bb',
    logError: (error) => logged.push(error),
    http: { adapter: network.adapter, fetch: network.fetch, retryDelay: () => 0 },
    connection,
    ...overrides,
  });
  return { actors, requests: network.requests, logged, connection };
}

function run<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  const actor = createActor(logic, { input });
  actor.start();
  return toPromise(actor);
}

const caseRef = { bankId: 'CB', productType: 'current', subType: 'ntb', caseId: 'CS1' } as const;
const form = { productCode: 'IM135', firstName: 'Ada', lastName: 'Lovelace' };

describe('createJourneyActors', () => {
  it('fits the chart: provide() accepts the real actors', () => {
    const { actors } = setup();
    expect(() => journeyMachine.provide({ actors })).not.toThrow();
  });

  it("sends the analytics' last events as the page goes: fetch with keepalive, in the caller's turn, with the token", async () => {
    const network = stubNetwork(platformRoute);
    const calls: { url: string; init: RequestInit }[] = [];
    const { actors, connection } = setup({
      http: {
        adapter: network.adapter,
        fetch: (input, init) => {
          calls.push({ url: String(input), init: init ?? {} });
          return network.fetch(input, init);
        },
        retryDelay: () => 0,
      },
    });
    expect(connection.sendEventsLeaving).toBeUndefined();
    await run(actors.loadStartup, { productCode: 'IM135' });
    calls.length = 0;
    const event = { id: 'e1', type: 'page_view', data: { context: {} }, created_at: '2025-01-01T00:00:00Z' };
    connection.sendEventsLeaving?.('CB', [event]);
    // no await: a page being closed runs nothing after its pagehide listener returns
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toMatch(/^https:\/\/[^/]+(\/[^/]+)*\/banks\/CB\/user\/events$/);
    expect(calls[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(calls[0]?.init.headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-service-version': '0.8.0',
      'x-service-context': 'USER',
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ events: [event] });
    // doc 1 §6: a brand id that is not an API bank id never goes in a path
    connection.sendEventsLeaving?.('VM', [event]);
    expect(calls).toHaveLength(1);
  });

  it('rejects every platform call with config_not_loaded before loadStartup', async () => {
    const { actors, requests } = setup();
    await expect(run(actors.fetchNextTask, caseRef)).rejects.toEqual({
      source: 'fetchNextTask',
      code: 'config_not_loaded',
      status: 0,
      message: 'loadStartup has not completed',
    });
    expect(requests).toHaveLength(0);
  });

  it("gives platform calls the configuration's requestTimeout (issue 10), start-up files the default", async () => {
    const timeouts: [string, number | undefined][] = [];
    const network = stubNetwork((request) =>
      request.url === 'https://app.test/config.json'
        ? { status: 200, body: { ...config, requestTimeout: 1234 } }
        : platformRoute(request),
    );
    const { actors } = setup({
      http: {
        adapter: (request) => {
          timeouts.push([request.url ?? '', request.timeout]);
          return network.adapter(request);
        },
        fetch: network.fetch,
        retryDelay: () => 0,
      },
    });
    await run(actors.loadStartup, { productCode: 'IM135' });
    await run(actors.fetchNextTask, caseRef);
    // the start-up files went through fetch (no axios on the start page), the platform call through axios
    expect(network.requests.map((request) => request.path)).toContain('/config.json');
    expect(timeouts).toEqual([[expect.stringContaining('/tasks/next'), 1234]]);
  });

  it('a start-up file that never answers is a timeout after the default 30 s, tried four times', async () => {
    vi.useFakeTimers();
    try {
      const network = stubNetwork(() => new Promise<StubReply>(() => {}));
      const { actors } = setup({ http: { adapter: network.adapter, fetch: network.fetch, retryDelay: () => 0 } });
      const failed = run(actors.loadStartup, { productCode: 'IM135' }).catch((error: unknown) => error);
      const configReads = () => network.requests.filter((request) => request.path === '/config.json').length;
      await vi.advanceTimersByTimeAsync(29_999);
      expect(configReads()).toBe(1);
      await vi.advanceTimersByTimeAsync(3 * 30_000 + 1);
      await expect(failed).resolves.toMatchObject({ code: 'timeout', status: 0 });
      expect(configReads()).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the three start-up files at once, none waiting for another (issue 16)', async () => {
    const started: string[] = [];
    const network = stubNetwork(async (request) => {
      started.push(request.path);
      // every read waits until all three have been asked for: a read made only after another answered would hang
      while (started.length < 3) await new Promise((resolve) => setTimeout(resolve, 1));
      return platformRoute(request);
    });
    const { actors } = setup({ http: { adapter: network.adapter, fetch: network.fetch, retryDelay: () => 0 } });
    await run(actors.loadStartup, { productCode: 'IM135' });
    expect(started.slice(0, 3).sort()).toEqual([
      '/cdn/config/document-list-locator.json',
      '/config.json',
      '/vmSavingsContent.json',
    ]);
  });

  it('loads start-up from the app origin, then talks to config.apiUrl', async () => {
    const { actors, requests, connection } = setup();
    const startup = await run(actors.loadStartup, { productCode: 'IM135' });
    expect(startup).toEqual({ config, documents: [], productContent: { products: {} } });
    expect(connection.config).toEqual(config);

    await expect(
      run(actors.createCase, { bankId: 'CB', productType: 'current', subType: 'ntb', caseId: undefined, form }),
    ).resolves.toEqual({ caseId: 'CS1', taskUri: '/t?reason=capture' });
    await expect(run(actors.updateCase, { ...caseRef, form })).resolves.toEqual({
      caseId: 'CS1',
      taskUri: '/t?reason=capture',
    });
    await expect(run(actors.submitCase, caseRef)).resolves.toEqual({
      caseId: 'CS1',
      taskUri: '/t',
      accessToken: 'new-token',
    });
    await expect(run(actors.fetchNextTask, caseRef)).resolves.toEqual({
      taskUri: '/t/tasks/x?reason=applicationprocessing',
      task: 'applicationprocessing',
      waitSeconds: 5,
    });
    await expect(run(actors.fetchCompletedCase, caseRef)).resolves.toMatchObject({
      customerNumber: '12345',
      accounts: [{ account_number: '12345678', sort_code: '401234' }],
    });
    await expect(run(actors.searchAddresses, { postcode: 'ls1 1aa', houseNumber: '1' })).resolves.toHaveLength(1);
    await expect(run(actors.fetchAddress, { addressRef: 'R1' })).resolves.toMatchObject({
      addressType: 'domestic',
      city: 'Leeds',
    });

    const apiCalls = requests.filter((r) => r.url.startsWith('https://api.bank.test/'));
    expect(apiCalls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /banks/CB/cases/csapcurrent/ntb',
      'PUT /banks/CB/cases/csapcurrent/ntb/CS1/tasks/capture/actions/update',
      'PUT /banks/CB/cases/csapcurrent/ntb/CS1/tasks/capture/actions/submit',
      'GET /banks/CB/cases/csapcurrent/ntb/CS1/tasks/next',
      'GET /banks/CB/cases/csapcurrent/ntb/CS1/tasks/completed',
      'GET /ref/address/search/LS11AA/1',
      'GET /ref/address/R1',
    ]);
    // createCase maps the form with toEnquiry (IM prefix stripped, doc 2 §3.10).
    expect(apiCalls[0]?.body).toMatchObject({ product: { code: '135' } });
    expect(apiCalls[2]?.body).toEqual({ device_details: { blackbox: 'bb' } });
    expect(apiCalls.every((r) => r.headers.authorization === 'Bearer tok')).toBe(true);
  });

  it("sends the create's case token as Bearer on the case calls, and resumes with the tab's resume token (issue 10)", async () => {
    let caseToken: string | undefined;
    const { actors, requests } = setup({ getAccessToken: () => caseToken }, (request) => {
      if (!request.url.startsWith('https://api.bank.test/')) return platformRoute(request);
      if (request.method === 'POST' && request.path.endsWith('/resume'))
        return {
          status: 200,
          body: {
            access_token: 'fresh-token',
            resume_token: 'resume-2',
            token_type: 'Bearer',
            expires_in: 28800,
            scope: 30,
          },
        };
      if (request.method === 'POST')
        return {
          status: 201,
          body: {
            reference_id: 'CS1',
            task_uri: '/t?reason=capture',
            application_type: 'sole',
            access_token: 'case-token',
            resume_token: 'resume-1',
          },
        };
      return platformRoute(request);
    });
    await run(actors.loadStartup, { productCode: 'IM135' });
    const created = await run(actors.createCase, { ...caseRef, caseId: undefined, form });
    expect(created).toEqual({
      caseId: 'CS1',
      taskUri: '/t?reason=capture',
      accessToken: 'case-token',
      resumeToken: 'resume-1',
    });
    // the chart keeps it in memory (machines/setup.ts storeCase); main.tsx's getAccessToken hands it to every call
    caseToken = created.accessToken;
    await run(actors.fetchNextTask, caseRef);
    await run(actors.updateCase, { ...caseRef, form });
    // a reload: no token in memory, only the resume token from sessionStorage
    caseToken = undefined;
    const resumed = await run(actors.resumeCase, { ...caseRef, resumeToken: 'resume-1' });
    expect(resumed).toEqual({ accessToken: 'fresh-token', resumeToken: 'resume-2' });
    const apiCalls = requests.filter((r) => r.url.startsWith('https://api.bank.test/'));
    expect(apiCalls.map((r) => [`${r.method} ${r.path}`, r.headers.authorization])).toEqual([
      ['POST /banks/CB/cases/csapcurrent/ntb', undefined],
      ['GET /banks/CB/cases/csapcurrent/ntb/CS1/tasks/next', 'Bearer case-token'],
      ['PUT /banks/CB/cases/csapcurrent/ntb/CS1/tasks/capture/actions/update', 'Bearer case-token'],
      ['POST /banks/CB/cases/csapcurrent/ntb/CS1/resume', undefined],
    ]);
    expect(apiCalls[3]?.body).toEqual({ resume_token: 'resume-1' });
  });

  it('rejects with a logged JourneyError when the platform refuses', async () => {
    const { actors, logged } = setup({}, (request) =>
      request.path.endsWith('/update')
        ? { status: 409, body: { code: '325', message: 'In flight' } }
        : platformRoute(request),
    );
    await run(actors.loadStartup, { productCode: 'IM135' });
    const expected = { source: 'updateCase', code: '325', status: 409, message: 'In flight' };
    await expect(run(actors.updateCase, { ...caseRef, form })).rejects.toEqual(expected);
    expect(logged).toEqual([expected]);
  });

  it('refuses DYB and VM as API bank ids (doc 1 §6)', async () => {
    const { actors, requests } = setup();
    await run(actors.loadStartup, { productCode: undefined });
    const before = requests.length;
    await expect(run(actors.submitCase, { ...caseRef, bankId: 'VM' })).rejects.toMatchObject({
      source: 'api',
      code: 'invalid_bank_id',
    });
    expect(requests).toHaveLength(before);
  });

  it("finds the bank of a DYB/VM login by GET /users/{username} and challenges there (doc 1 §4 'optional bank id lookup')", async () => {
    const challenge = {
      auth_session_id: 'AS1',
      public_key: 'PEM',
      scope: 30,
      auth_schemes: [{ id: 'password', challenges: [{ type: 'partial_password', positions: [2, 5] }] }],
    };
    const { actors, requests } = setup({}, (request) => {
      if (request.path === '/users/ridingsrita') return { status: 200, body: { bank_id: 'YB' } };
      if (request.path.endsWith('/oauth2/token/challenges')) return { status: 201, body: challenge };
      return platformRoute(request);
    });
    await run(actors.loadStartup, { productCode: undefined });
    const identity = { username: 'ridingsrita' };
    const found = await run(actors.createChallenge, { bankId: 'CB', identity, scope: 30, findBank: true });
    expect(found).toMatchObject({ sessionId: 'AS1', bankId: 'YB' });
    expect(requests.map((request) => request.path)).toContain('/banks/YB/auth/provider/oauth2/token/challenges');
    // A brand with its own bank (CB, YB) asks no one: the challenge is at its bank.
    const before = requests.length;
    const own = await run(actors.createChallenge, { bankId: 'CB', identity, scope: 30 });
    expect(own.bankId).toBeUndefined();
    expect(requests.slice(before).map((request) => request.path)).toEqual([
      '/banks/CB/auth/provider/oauth2/token/challenges',
    ]);
  });

  it('fails loadStartup when a start-up file is missing', async () => {
    const { actors, logged } = setup({}, (request) =>
      request.path === '/vmSavingsContent.json' ? { status: 404 } : platformRoute(request),
    );
    await expect(run(actors.loadStartup, { productCode: undefined })).rejects.toEqual({
      source: 'fetchProductContent',
      code: 'http_404',
      status: 404,
    });
    expect(logged).toHaveLength(1);
  });

  it('refuses an update without a case id', async () => {
    const { actors } = setup();
    await run(actors.loadStartup, { productCode: undefined });
    await expect(run(actors.updateCase, { ...caseRef, caseId: undefined, form })).rejects.toMatchObject({
      code: 'missing_case_id',
    });
  });
});

describe('resolveApiBase', () => {
  it('uses the app origin when apiUrl is empty, keeps absolute URLs and resolves relative ones', () => {
    expect(resolveApiBase('', 'https://app.test')).toBe('https://app.test');
    expect(resolveApiBase('https://api.test/v1', 'https://app.test')).toBe('https://api.test/v1');
    expect(resolveApiBase('/api', 'https://app.test/apply/')).toBe('https://app.test/api');
  });
});
