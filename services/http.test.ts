import { describe, expect, it } from 'vitest';
import { createClientContext } from './clientContext';
import { createHttp } from './http';
import { type StubReply, stubNetwork } from './httpStub';

const clientContext = createClientContext({
  trackingId: 'track-1',
  environment: 'test',
  platform: 'node',
  make: 'test',
});

function setup(route: (path: string, method: string) => StubReply, token?: string) {
  const network = stubNetwork((request) => route(request.path, request.method));
  const http = createHttp({
    baseURL: 'https://api.example.test',
    clientContext,
    getAccessToken: () => token,
    adapter: network.adapter,
    retryDelay: () => 0,
  });
  return { http, requests: network.requests };
}

describe('createHttp headers (doc 1 §7)', () => {
  it('sends accept, content-type, service version 1.0.0, service context USER and the client context', async () => {
    const { http, requests } = setup(() => ({ status: 200, body: {} }));
    await http.get('/ref/address/x');
    const headers = requests[0]?.headers ?? {};
    expect(headers.accept).toBe('application/json');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-service-version']).toBe('1.0.0');
    expect(headers['x-service-context']).toBe('USER');
    expect(JSON.parse(headers['x-client-context'] ?? '{}')).toEqual({
      tracking_id: 'track-1',
      app: 'account-opening',
      package_name: 'uk.bank.accountopening.web',
      version: '0.1.0',
      platform: 'node',
      make: 'test',
      locale: 'en-GB',
      environment: 'test',
    });
    expect(headers.authorization).toBeUndefined();
  });

  it('takes the service version per call (0.8.0 for auth and users)', async () => {
    const { http, requests } = setup(() => ({ status: 200, body: {} }));
    await http.get('/user', { serviceVersion: '0.8.0' });
    expect(requests[0]?.headers['x-service-version']).toBe('0.8.0');
  });

  it('adds the bearer token when one exists, read at each request', async () => {
    let token: string | undefined;
    const network = stubNetwork(() => ({ status: 200, body: {} }));
    const http = createHttp({
      baseURL: 'https://api.example.test',
      clientContext,
      getAccessToken: () => token,
      adapter: network.adapter,
    });
    await http.get('/a');
    token = 'tok-123';
    await http.get('/b');
    expect(network.requests[0]?.headers.authorization).toBeUndefined();
    expect(network.requests[1]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('joins paths onto the base URL', async () => {
    const { http, requests } = setup(() => ({ status: 200, body: {} }));
    await http.get('cdn/config/document-list-locator.json');
    expect(requests[0]?.url).toBe('https://api.example.test/cdn/config/document-list-locator.json');
  });
});

describe('createHttp retries transport faults only', () => {
  it('retries a GET answered 503, then succeeds', async () => {
    let count = 0;
    const { http, requests } = setup(() => (++count < 3 ? { status: 503 } : { status: 200, body: { ok: true } }));
    const response = await http.get('/banks/CB/cases/x');
    expect(response.data).toEqual({ ok: true });
    expect(requests).toHaveLength(3);
  });

  it('retries a GET on 502 and 504 and on a network failure', async () => {
    const replies: StubReply[] = [{ status: 502 }, { status: 504 }, 'network', { status: 200, body: {} }];
    const { http, requests } = setup(() => replies.shift() ?? { status: 200 });
    await http.get('/x');
    expect(requests).toHaveLength(4);
  });

  it('gives up after three retries', async () => {
    const { http, requests } = setup(() => ({ status: 503 }));
    await expect(http.get('/x')).rejects.toMatchObject({ response: { status: 503 } });
    expect(requests).toHaveLength(4);
  });

  it('never retries a POST (creating a case twice would open two cases)', async () => {
    const { http, requests } = setup(() => ({ status: 503 }));
    await expect(http.post('/banks/CB/cases/csapcurrent/ntb', {})).rejects.toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST that got no response', async () => {
    const { http, requests } = setup(() => 'network');
    await expect(http.post('/banks/CB/cases/csapcurrent/ntb', {})).rejects.toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('never retries a 4xx or a 500', async () => {
    for (const status of [400, 401, 404, 409, 500]) {
      const { http, requests } = setup(() => ({ status, body: { code: 'x', message: 'x' } }));
      await expect(http.get('/x')).rejects.toBeTruthy();
      expect(requests, `status ${status}`).toHaveLength(1);
    }
  });

  it('retries an idempotent PUT on 503', async () => {
    let count = 0;
    const { http, requests } = setup(() => (++count < 2 ? { status: 503 } : { status: 200, body: {} }));
    await http.put('/banks/CB/cases/csapcurrent/ntb/CS1/tasks/capture/actions/update', {});
    expect(requests).toHaveLength(2);
  });
});
