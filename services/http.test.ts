import { type AxiosAdapter, AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { createClientContext } from './clientContext';
import { createHttp } from './http';
import { type StubReply, stubNetwork } from './httpStub';

/**
 * The stub answers when it likes; a real adapter enforces config.timeout itself (axios's xhr and http adapters),
 * with ETIMEDOUT under transitional.clarifyTimeoutError. This wrapper does the same around the stub.
 */
function timeoutAdapter(inner: AxiosAdapter): AxiosAdapter {
  return (config) =>
    new Promise((resolve, reject) => {
      const timer = config.timeout
        ? setTimeout(
            () =>
              reject(
                new AxiosError(
                  `timeout of ${config.timeout}ms exceeded`,
                  config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED,
                  config,
                ),
              ),
            config.timeout,
          )
        : undefined;
      inner(config).then(
        (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

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

  it('never retries a 4xx', async () => {
    for (const status of [400, 401, 404, 409, 422]) {
      const { http, requests } = setup(() => ({ status, body: { code: 'x', message: 'x' } }));
      await expect(http.get('/x')).rejects.toBeTruthy();
      expect(requests, `status ${status}`).toHaveLength(1);
    }
  });

  it('retries a GET answered 500 (a platform fault), then succeeds', async () => {
    const replies: StubReply[] = [
      { status: 500, body: { code: 'internal_error', message: 'x' } },
      { status: 200, body: {} },
    ];
    const { http, requests } = setup(() => replies.shift() ?? { status: 200 });
    await http.get('/banks/CB/cases/csapcurrent/ntb/CS1/tasks/next');
    expect(requests).toHaveLength(2);
  });

  it('never retries a 500 carrying a doc 1 §8 catalogue code: that is the answer', async () => {
    for (const code of ['1036', '318', '350', '325']) {
      const { http, requests } = setup(() => ({ status: 500, body: { code, message: 'x' } }));
      await expect(
        http.put('/banks/CB/cases/csapcurrent/ntb/CS1/tasks/capture/actions/update', {}),
      ).rejects.toMatchObject({ response: { status: 500 } });
      expect(requests, `code ${code}`).toHaveLength(1);
    }
  });

  it('retries a GET whose 200 answer is not JSON, then succeeds', async () => {
    const replies: StubReply[] = [
      { status: 200, body: '{"task_uri": "/cases/CS1/tasks/ne' },
      { status: 200, body: { ok: 1 } },
    ];
    const { http, requests } = setup(() => replies.shift() ?? { status: 200 });
    const response = await http.get('/x');
    expect(response.data).toEqual({ ok: 1 });
    expect(requests).toHaveLength(2);
  });

  it('gives up on a body that is never JSON with ERR_BAD_RESPONSE and its status', async () => {
    const { http, requests } = setup(() => ({ status: 200, body: '<html>proxy error</html>' }));
    await expect(http.get('/x')).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE', response: { status: 200 } });
    expect(requests).toHaveLength(4);
  });

  it('never retries a POST whose answer is not JSON (the case may have been created)', async () => {
    const { http, requests } = setup(() => ({ status: 201, body: 'not json' }));
    await expect(http.post('/banks/CB/cases/csapcurrent/ntb', {})).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE' });
    expect(requests).toHaveLength(1);
  });

  it('retries a GET that gets no answer within the timeout, each try with the whole timeout', async () => {
    let count = 0;
    const network = stubNetwork(async () => {
      count += 1;
      // the first try never answers: the timeout below, not the stub, ends it
      if (count === 1) await new Promise((resolve) => setTimeout(resolve, 200));
      return { status: 200, body: { ok: true } };
    });
    const http = createHttp({
      baseURL: 'https://api.example.test',
      clientContext,
      adapter: timeoutAdapter(network.adapter),
      retryDelay: () => 0,
      timeoutMs: 50,
    });
    const response = await http.get('/x');
    expect(response.data).toEqual({ ok: true });
    expect(network.requests).toHaveLength(2);
  });

  it('a timed-out POST is not sent again', async () => {
    const network = stubNetwork(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { status: 201, body: {} };
    });
    const http = createHttp({
      baseURL: 'https://api.example.test',
      clientContext,
      adapter: timeoutAdapter(network.adapter),
      retryDelay: () => 0,
      timeoutMs: 50,
    });
    await expect(http.post('/banks/CB/cases/csapcurrent/ntb', {})).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(network.requests).toHaveLength(1);
  });

  it('retries an idempotent PUT on 503', async () => {
    let count = 0;
    const { http, requests } = setup(() => (++count < 2 ? { status: 503 } : { status: 200, body: {} }));
    await http.put('/banks/CB/cases/csapcurrent/ntb/CS1/tasks/capture/actions/update', {});
    expect(requests).toHaveLength(2);
  });
});
