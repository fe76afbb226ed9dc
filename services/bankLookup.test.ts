// The bank details lookup actor (doc 2 §5.5, §7.3 POST /ref/bank/search): found details, the platform's 404 as
// "not found" (invalid details), and any other failure as an error the chart marks as a failed lookup.
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, type InputFrom, type OutputFrom, toPromise } from 'xstate';
import { createJourneyActors } from './actors';
import { createClientContext } from './clientContext';
import { type StubReply, type StubRequest, stubNetwork, stubRuntimeConfig } from './httpStub';

const config = stubRuntimeConfig({
  loginAndRegistrationAppUrl: '',
  features: { ...stubRuntimeConfig().features, joint: false, letterCode: false },
});

function startupRoute(request: StubRequest): StubReply | undefined {
  if (request.url === 'https://app.test/config.json') return { status: 200, body: config };
  if (request.path === '/cdn/config/document-list-locator.json')
    return {
      status: 200,
      body: { doc_lists: [{ file_name: 'l.json', date_from: '01/01/2020', date_to: '31/12/2099' }] },
    };
  if (request.path === '/cdn/config/l.json') return { status: 200, body: { documents: [] } };
  if (request.path === '/vmSavingsContent.json') return { status: 200, body: { products: {} } };
  return undefined;
}

function run<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  const actor = createActor(logic, { input });
  actor.start();
  return toPromise(actor);
}

async function lookUp(reply: (request: StubRequest) => StubReply) {
  const network = stubNetwork((request) => startupRoute(request) ?? reply(request));
  const actors = createJourneyActors({
    appBaseUrl: 'https://app.test',
    getAccessToken: () => undefined,
    clientContext: createClientContext({ trackingId: 't' }),
    today: () => new Date('2025-03-01T12:00:00Z'),
    http: { adapter: network.adapter, fetch: network.fetch, retries: 0, retryDelay: () => 0 },
  });
  await run(actors.loadStartup, { productCode: 'G99' });
  const result = run(actors.searchBank, { sortCode: '08-99-99', accountNumber: '66374958' });
  return { result, requests: network.requests };
}

describe('searchBank', () => {
  it('posts the digits to /ref/bank/search and answers the branch of details that are found', async () => {
    const { result, requests } = await lookUp(() => ({
      status: 200,
      body: {
        bank_name: 'Northgate Bank',
        branch: 'Manchester Piccadilly',
        sort_code: '089999',
        account_number: '66374958',
        valid: true,
      },
    }));
    await expect(result).resolves.toEqual({ found: true, bankName: 'Northgate Bank', branch: 'Manchester Piccadilly' });
    const search = requests.find((request) => request.path === '/ref/bank/search');
    expect(search?.method).toBe('POST');
    expect(search?.url).toBe('https://api.bank.test/ref/bank/search');
    expect(search?.body).toEqual({ account_number: '66374958', sort_code: '089999' });
  });

  it('reads the platform 404 as details not found (doc 2 §5.5: they are invalid)', async () => {
    const { result } = await lookUp(() => ({
      status: 404,
      body: { code: 'bank_details_not_found', message: 'No bank account matches' },
    }));
    await expect(result).resolves.toEqual({ found: false });
  });

  it('rejects on any other failure, so the chart marks the lookup failed rather than the details invalid', async () => {
    const { result } = await lookUp(() => ({ status: 503, body: { code: 'service_unavailable', message: 'down' } }));
    await expect(result).rejects.toMatchObject({ source: 'searchBank', code: 'service_unavailable', status: 503 });
  });
});
