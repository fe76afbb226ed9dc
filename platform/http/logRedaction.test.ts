// The platform's log holds no personal data and no secret (issue 10: after a failed save on PGlite the whole
// application, NI number and bank account included, was in the log, carried by the database error's `params`).
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { declaredFields, namesOf } from '../../content/fields/dataClasses';
import type { FieldContent } from '../../content/fields/fieldTypes';
import { buildPlatform } from '../app';
import type { Db } from '../db/db';
import { completeApplicant, completeEnquiry } from '../test-support/testFixtures';
import { openTestDb } from '../test-support/testing';
import { LOG_REDACTION, PERSONAL_FIELDS, REDACT_CENSOR, SECRET_FIELDS, serializeError } from './logRedaction';

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('log redaction paths', () => {
  const fields = [...PERSONAL_FIELDS, ...SECRET_FIELDS];

  it('censor every personal field of doc 2 §3.1 and every secret, at the top and under err, its cause, req and res', () => {
    const { lines, stream } = capture();
    const log = pino({ redact: LOG_REDACTION }, stream);
    const values = Object.fromEntries(fields.map((name, index) => [name, `secret-value-${index}`]));
    log.info(values, 'top');
    log.info({ err: { ...values, cause: values }, req: values, res: values }, 'nested');
    const [top, nested] = lines.map((line) => JSON.parse(line) as Record<string, Record<string, unknown>>);
    for (const name of fields) {
      expect(top?.[name], name).toBe(REDACT_CENSOR);
      expect(nested?.err?.[name], `err.${name}`).toBe(REDACT_CENSOR);
      expect((nested?.err?.cause as Record<string, unknown> | undefined)?.[name], `err.cause.${name}`).toBe(
        REDACT_CENSOR,
      );
      expect(nested?.req?.[name], `req.${name}`).toBe(REDACT_CENSOR);
      expect(nested?.res?.[name], `res.${name}`).toBe(REDACT_CENSOR);
    }
    expect(lines.join('')).not.toContain('secret-value-');
  });

  it('censor the authorization and cookie headers and whole bodies, queries and parameters', () => {
    const { lines, stream } = capture();
    const log = pino({ redact: LOG_REDACTION }, stream);
    log.info(
      {
        req: { method: 'GET', url: '/user', headers: { authorization: 'Bearer tok-1', cookie: 'sid=tok-2' } },
        body: { anything: 'tok-3' },
        query: { q: 'tok-4' },
        err: { params: ['tok-5'], query: 'SELECT tok-6', detail: 'Key (x)=(tok-7)' },
      },
      'request',
    );
    const line = lines.join('');
    for (let index = 1; index <= 7; index += 1) expect(line).not.toContain(`tok-${index}`);
    expect(line).toContain('"url":"/user"');
  });

  it('censor every field flagged personal or secret in content/fields, by its own name and its list name', () => {
    const flagged = declaredFields().filter((field) => field.data !== undefined);
    // not vacuous: names, addresses, incomes, credentials, switching and joint are all flagged
    expect(flagged.length).toBeGreaterThan(60);
    const names = [...new Set(flagged.flatMap(namesOf))];
    for (const name of ['niNumber', 'switchDebitCardPan', 'securityAnswer1', 'jointLinkCode', 'taxNumber', 'addresses'])
      expect(names, name).toContain(name);
    const { lines, stream } = capture();
    const log = pino({ redact: LOG_REDACTION }, stream);
    const values = Object.fromEntries(names.map((name, index) => [name, `flagged-value-${index}`]));
    log.info({ ...values, req: values, err: values }, 'flagged');
    expect(lines.join('')).not.toContain('flagged-value-');
  });

  it('censor a new personal field once it is flagged, with no list to edit', async () => {
    const added: FieldContent = {
      name: 'switchFavouriteColour',
      label: 'Favourite colour',
      control: 'text',
      section: 'switch',
      rules: [],
    };
    const withField = async (field: FieldContent) => {
      vi.resetModules();
      vi.doMock('../../content/fields/switching', async (importOriginal) => {
        const original = await importOriginal<typeof import('../../content/fields/switching')>();
        return { ...original, SWITCH_FIELDS: [...original.SWITCH_FIELDS, field] };
      });
      const fresh = await import('./logRedaction');
      vi.doUnmock('../../content/fields/switching');
      const { lines, stream } = capture();
      pino({ redact: fresh.LOG_REDACTION }, stream).info({ switchFavouriteColour: 'teal-ish' }, 'added');
      return lines.join('');
    };
    expect(await withField(added)).toContain('teal-ish');
    expect(await withField({ ...added, data: 'personal' })).not.toContain('teal-ish');
    vi.resetModules();
  });

  it('cover the names the app uses for what it stores (a spot check against doc 2 §3.1)', () => {
    for (const name of ['bankDetailsAccountNumber', 'account_number', 'sort_code', 'switchSortCode', 'authPostcode']) {
      expect(PERSONAL_FIELDS as readonly string[]).toContain(name);
    }
    // doc 2 §3.5, §7.3 and the NI number, kept with the secrets (never in storage either)
    for (const name of ['niNumber', 'ni_number', 'password', 'answer', 'pin', 'telephonePin', 'passcode', 'pan']) {
      expect(SECRET_FIELDS as readonly string[]).toContain(name);
    }
    for (const name of ['authorization', 'token', 'switchDebitCardPan', 'securityAnswer2', 'jointLinkCode']) {
      expect(SECRET_FIELDS as readonly string[]).toContain(name);
    }
  });
});

describe('error serializer', () => {
  it('keeps a database error to what names the fault, without query, parameters, message or detail', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "QQ123456C"'), {
      severity: 'ERROR',
      code: '22P02',
      routine: 'pg_strtoint32_safe',
      table: 'cases',
      detail: 'Key (ni)=(QQ123456C)',
      query: 'UPDATE cases SET enquiry = $1',
      params: ['{"ni_number":"QQ123456C"}'],
    });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      type: 'Error',
      code: '22P02',
      severity: 'ERROR',
      routine: 'pg_strtoint32_safe',
    });
    expect(JSON.stringify(serialized)).not.toContain('QQ123456C');
    expect(JSON.stringify(serialized)).not.toContain('UPDATE cases');
  });

  it('keeps other errors with message and stack, and a database cause without its parameters', () => {
    const cause = Object.assign(new Error('boom'), { params: ['QQ123456C'], query: 'x' });
    const serialized = serializeError(new Error('No free case id', { cause }));
    expect(serialized.message).toBe('No free case id');
    expect(serialized.stack).toContain('No free case id');
    expect(JSON.stringify(serialized)).not.toContain('QQ123456C');
  });
});

describe('a failed save', () => {
  const { lines, stream } = capture();
  let db: Awaited<ReturnType<typeof openTestDb>>;
  let app: FastifyInstance;
  // Opened in the hooks (hookTimeout): loading the PGlite template is slow on a busy machine.
  beforeAll(async () => {
    db = await openTestDb('pglite');
    const real = db;
    // A real PGlite error on the save, raised with the save's own parameters (the enquiry as JSON).
    // Inside transactions too: the create inserts the case and its token in one.
    const failing = (inner: Db): Db => ({
      query: (sql, params) =>
        sql.startsWith('INSERT INTO cases') ? inner.query(`${sql} /* unterminated`, params) : inner.query(sql, params),
      close: () => inner.close(),
      transaction: (fn) => inner.transaction((tx) => fn(failing(tx))),
    });
    app = await buildPlatform({ db: failing(real), logger: { level: 'debug', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  it('logs the fault without the application (PGlite error carrying the query parameters)', async () => {
    const enquiry = completeEnquiry({
      applicants: [
        completeApplicant({
          personal_details: {
            ...completeApplicant().personal_details,
            name: { title: 'Ms', first: 'Ada', last: 'Zebedeeson' },
            ni_number: 'QQ123456C',
          },
          financial_details: {
            gross_annual_income: 42000,
            mortgage_or_rent_expenditure: 900,
            bank_account: { account_number: '70000011', sort_code: '999101' },
          },
        }),
      ],
    });
    const response = await app.inject({ method: 'POST', url: '/banks/CB/cases/csapcurrent/ntb', payload: enquiry });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unexpected error');
    expect(log).toContain('"severity":"ERROR"');
    for (const value of ['QQ123456C', '70000011', '999101', 'Zebedeeson', 'Wharfedale', 'ada.testperson', 'INSERT']) {
      expect(log, value).not.toContain(value);
    }
  });
});
