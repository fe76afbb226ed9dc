import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIST_LOCATOR, DOCUMENT_LISTS, documentListFileFor, parseListDate } from '../../content/documentLists';
import { DocumentList, DocumentListLocator, ProductContentFile, RuntimeConfig } from '../../contract/schemas';
import { buildPlatform } from '../app';
import { buildRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '../runtimeConfig';
import { bodyAs, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, TEST_CASE_TOKEN_KEY, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

/** Checks that every object of a PDF starts where its xref entry says. */
function expectWellFormedPdf(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  expect(offsets.length).toBeGreaterThan(5);
  for (const [index, offset] of offsets.entries())
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
}

describe('runtime configuration', () => {
  it('has the defaults of doc 1 §4 and §9', () => {
    expect(buildRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(DEFAULT_RUNTIME_CONFIG).toMatchObject({ apiUrl: '', defaultBankId: 'CB', pollInterval: 5000 });
  });

  it('serves the transfer question off unless the deployment turns it on (doc 1 "Registration")', () => {
    expect(buildRuntimeConfig().features.transfer).toBe(false);
    expect(buildRuntimeConfig({ features: { transfer: true } }).features.transfer).toBe(true);
  });

  it('merges feature overrides flag by flag and checks the result', () => {
    const config = buildRuntimeConfig({ pollInterval: 200, features: { joint: true } });
    expect(config.pollInterval).toBe(200);
    expect(config.features).toEqual({ ...DEFAULT_RUNTIME_CONFIG.features, joint: true });
    expect(() => buildRuntimeConfig({ pollInterval: 0 })).toThrow('Invalid platform config: pollInterval');
  });

  it('refuses to build a platform with an invalid override', async () => {
    await expect(buildPlatform({ config: { defaultBankId: 'VM' as 'CB' } })).rejects.toThrow('defaultBankId');
  });
});

describe('document list locator', () => {
  const today = new Date();
  it('has one expired list, one in force from before today until far ahead, and one in the future', () => {
    const [expired, current, future] = DOCUMENT_LIST_LOCATOR.doc_lists;
    expect(parseListDate(expired?.date_to ?? '').getTime()).toBeLessThan(today.getTime());
    expect(parseListDate(current?.date_from ?? '').getTime()).toBeLessThan(today.getTime());
    expect(parseListDate(current?.date_to ?? '').getUTCFullYear()).toBeGreaterThanOrEqual(2099);
    expect(parseListDate(future?.date_from ?? '').getTime()).toBeGreaterThan(
      parseListDate(current?.date_to ?? '').getTime(),
    );
    expect(documentListFileFor(today)).toBe(current?.file_name);
  });

  it('picks the list whose range (inclusive) contains a day', () => {
    expect(documentListFileFor(new Date('2023-06-30T12:00:00Z'))).toBe('document-list-2023.json');
    expect(documentListFileFor(new Date('2023-12-31T23:00:00Z'))).toBe('document-list-2023.json');
    expect(documentListFileFor(new Date('2024-01-01T00:00:00Z'))).toBe('document-list-2024.json');
    expect(documentListFileFor(new Date('2100-03-01T00:00:00Z'))).toBe('document-list-2100.json');
    expect(documentListFileFor(new Date('2022-01-01T00:00:00Z'))).toBeUndefined();
  });

  it('lists the four current-account documents for CB and YB in every file', () => {
    for (const list of Object.values(DOCUMENT_LISTS)) {
      for (const brand of ['CB', 'YB']) {
        expect(list.documents.filter((document) => document.brand === brand).map((d) => d.webReference)).toEqual([
          'CA-KEY-FEATURES',
          'CA-TERMS',
          'CA-FEE-INFORMATION',
          'CA-PRIVACY',
        ]);
      }
    }
    expect(DOCUMENT_LISTS['document-list-2024.json']?.documents.map((d) => d.fileName)).toContain(
      'cb-current-account-terms-v3.pdf',
    );
  });
});

describe.each(testDatabaseKinds())('start-up files on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind, { config: { autosaveInterval: 0, features: { letterCode: true } } });
  });
  afterAll(() => platform?.close());

  it('serves /config.json with the overrides applied', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = bodyAs(response, RuntimeConfig);
    expect(config.autosaveInterval).toBe(0);
    expect(config.features).toEqual({ ...DEFAULT_RUNTIME_CONFIG.features, letterCode: true });
  });

  // issue 14: the chart's autosave-off branch (machines/capture.ts sync.afterSave) from a tester's browser
  it("serves a sandbox browser the autosave interval of its cookie (0 turns autosave off), others the platform's", async () => {
    const read = (cookie?: string) =>
      platform.app.inject({ method: 'GET', url: '/config.json', ...(cookie ? { headers: { cookie } } : {}) });
    const asked = await read('other=1; sandbox_autosave_interval=45000');
    expect(asked.statusCode).toBe(200);
    expect(bodyAs(asked, RuntimeConfig).autosaveInterval).toBe(45000);
    expect(asked.headers.vary).toBe('Cookie');
    expect(bodyAs(await read('sandbox_autosave_interval=0'), RuntimeConfig).autosaveInterval).toBe(0);
    expect(bodyAs(await read(), RuntimeConfig).autosaveInterval).toBe(0);
    for (const bad of ['-1', 'off', '1.5', '3600001', '']) {
      const refused = await read(`sandbox_autosave_interval=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(errorOf(refused).code).toBe('invalid_request');
    }
    // a production platform (on the same database) serves its own whatever the cookie says
    const production = await buildPlatform({
      db: platform.db,
      now: platform.clock.now,
      sandbox: false,
      caseTokenKey: TEST_CASE_TOKEN_KEY,
      config: { autosaveInterval: 2000 },
    });
    try {
      const ignored = await production.inject({
        method: 'GET',
        url: '/config.json',
        headers: { cookie: 'sandbox_autosave_interval=0' },
      });
      expect(bodyAs(ignored, RuntimeConfig).autosaveInterval).toBe(2000);
    } finally {
      await production.close();
    }
  });

  it('serves the locator and every list file it names', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/cdn/config/document-list-locator.json' });
    const locator = bodyAs(response, DocumentListLocator);
    expect(locator).toEqual(DOCUMENT_LIST_LOCATOR);
    for (const { file_name } of locator.doc_lists) {
      const list = await platform.app.inject({ method: 'GET', url: `/cdn/config/${file_name}` });
      expect(list.statusCode).toBe(200);
      expect(bodyAs(list, DocumentList)).toEqual(DOCUMENT_LISTS[file_name]);
    }
    const missing = await platform.app.inject({ method: 'GET', url: '/cdn/config/document-list-1999.json' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('document_not_found');
    const inherited = await platform.app.inject({ method: 'GET', url: '/cdn/config/constructor' });
    expect(inherited.statusCode).toBe(404);
  });

  it('serves a small real PDF for every listed document, and 404 for others', async () => {
    const fileNames = Object.values(DOCUMENT_LISTS).flatMap((list) => list.documents.map((d) => d.fileName));
    expect(new Set(fileNames).size).toBe(fileNames.length);
    for (const fileName of fileNames) {
      const response = await platform.app.inject({ method: 'GET', url: `/cdn/attachments/${fileName}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expectWellFormedPdf(response.rawPayload);
    }
    const pdf = await platform.app.inject({ method: 'GET', url: '/cdn/attachments/cb-current-account-terms-v3.pdf' });
    expect(pdf.rawPayload.toString('latin1')).toContain('(Current account terms and conditions) Tj');
    const missing = await platform.app.inject({ method: 'GET', url: '/cdn/attachments/not-a-document.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('document_not_found');
  });

  it('serves the product content files', async () => {
    const vm = bodyAs(await platform.app.inject({ method: 'GET', url: '/vmSavingsContent.json' }), ProductContentFile);
    expect(Object.keys(vm.products)).toContain('IM759');
    const mSaver = bodyAs(await platform.app.inject({ method: 'GET', url: '/mSaverContent.json' }), ProductContentFile);
    expect(Object.keys(mSaver.products).sort()).toEqual(['IM751', 'IM754']);
  });
});
