// The switch call (doc 1 §7 POST /banks/{bank-id}/cases/cas, doc 2 §7.2, §8; doc 3 §8; platform/README.md "Switch").
//
// The body is checked by the superstruct schema (contract/switchSchemas.ts), then by the switch fields' own rules
// (content/fields/switching.ts, the declaration the switch page validates with) with England and Wales bank holidays.
// The path names no case: the case is the one whose opened account is `new_account`, and the bearer token must speak
// for it like on every case call (auth/caseAccess.ts: the case token, or the customer's login token at scope 30).
// Refusals by the old bank are 409 with the switch code of doc 3 §8: 345 a weekend or bank holiday, 346 under 7
// working days, 348 a switch of that old account already in progress, and the sandbox's forced codes
// (content/scenarios.ts SWITCH_SCENARIOS). The card number is neither logged (http/logRedaction.ts) nor stored.
import type { FastifyPluginAsync } from 'fastify';
import { BRANDS, findBrand } from '../../content/brands';
import { SWITCH_FIELDS } from '../../content/fields/switching';
import { forcedSwitchCode } from '../../content/scenarios';
import { switchMessage } from '../../content/switching';
import { isEnglandAndWalesBankHoliday, ukWallClock } from '../../contract/bankHolidays';
import { calendarDateOf, formatIsoDate, isWorkingDay, parseIsoDate } from '../../contract/dates';
import { expandRows } from '../../contract/fieldRules';
import { standardCustomRules, validateForm } from '../../contract/rules';
import { SwitchRequest, type SwitchResponse } from '../../contract/switchSchemas';
import { switchFormOf } from '../../services/switchPayload';
import { authorisedCase } from '../auth/caseAccess';
import type { LifecycleContext } from '../cases/caseStore';
import type { Db } from '../db/db';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { BankParams } from '../http/routeParams';
import { insertSwitch, switchInProgress } from '../switching/switchStore';

export interface SwitchRoutesOptions {
  db: Db;
  lifecycle: LifecycleContext;
}

/** doc 3 §8 codes the platform decides itself. */
export const SWITCH_DATE_NOT_WORKING_DAY = '345';
export const SWITCH_DATE_TOO_SOON = '346';
export const SWITCH_IN_PROGRESS = '348';

function phoneOf(bankId: string): string {
  const brand = Object.values(BRANDS).find((candidate) => candidate.apiBankId === bankId) ?? findBrand(bankId);
  return brand?.phone ?? '';
}

function refused(code: string, bankId: string): ApiError {
  return new ApiError(409, code, switchMessage(code, phoneOf(bankId)));
}

/** The case whose opened account is the switch's new account, at this bank. */
async function caseOfAccount(db: Db, bankId: string, account: SwitchRequest['new_account']) {
  const [row] = await db.query<{ id: string; sub_type: 'ntb' | 'existing'; product_type: string }>(
    `SELECT id, sub_type, product_type FROM cases WHERE bank_id = $1 AND accounts @> $2::jsonb LIMIT 1`,
    [bankId, JSON.stringify([{ account_number: account.account_number, sort_code: account.sort_code }])],
  );
  return row;
}

export const switchRoutes: FastifyPluginAsync<SwitchRoutesOptions> = async (app, options) => {
  const { db, lifecycle } = options;
  app.post<{ Params: BankParams; Body: SwitchRequest }>(
    '/banks/:bankId/cases/cas',
    { schema: { params: BankParams, body: SwitchRequest } },
    async (request, reply) => {
      const { bankId } = request.params;
      const body = request.body;
      const owner = await caseOfAccount(db, bankId, body.new_account);
      // No such account answers as another customer's would: the token is checked, then 404 (caseAccess.ts).
      const { record } = await authorisedCase(
        db,
        request,
        { bankId, caseType: 'csap', subType: owner?.sub_type ?? 'ntb', caseId: owner?.id ?? 'none' },
        lifecycle,
      );
      if (record.productType !== 'current') {
        throw new ApiError(409, 'switch_not_available', 'Only a current account can be switched into');
      }

      const now = lifecycle.now();
      const errors = validateForm(expandRows(SWITCH_FIELDS, switchFormOf(body)), switchFormOf(body), {
        today: ukWallClock(now),
        customRules: standardCustomRules,
        warn: (message) => request.log.warn(message),
        isBankHoliday: isEnglandAndWalesBankHoliday,
      });
      const dateError = errors.switchDate;
      delete errors.switchDate;
      const [field, message] = Object.entries(errors)[0] ?? [];
      if (field && message) throw new ApiError(400, ERROR_CODES.invalidRequest, message, field);
      if (dateError) {
        const date = parseIsoDate(body.complete_date);
        if (date && !isWorkingDay(date, isEnglandAndWalesBankHoliday))
          throw refused(SWITCH_DATE_NOT_WORKING_DAY, bankId);
        if (/working days/.test(dateError)) throw refused(SWITCH_DATE_TOO_SOON, bankId);
        throw new ApiError(400, ERROR_CODES.invalidRequest, dateError, 'switchDate');
      }

      const forced = forcedSwitchCode(body.old_account.account_number);
      if (forced && forced !== '000') throw refused(forced, bankId);
      const oldAccount = { sortCode: body.old_account.sort_code, accountNumber: body.old_account.account_number };
      // One switch per old account at a time, also when two arrive together: the check and the insert run under a
      // transaction lock on that account (several platform nodes share the database).
      const id = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `switch:${oldAccount.sortCode}:${oldAccount.accountNumber}`,
        ]);
        if (await switchInProgress(tx, oldAccount, formatIsoDate(calendarDateOf(ukWallClock(now))))) {
          throw refused(SWITCH_IN_PROGRESS, bankId);
        }
        return insertSwitch(tx, record.id, body, now);
      });
      const answer: SwitchResponse = {
        switch_id: id,
        code: '000',
        switch_type: body.switch_type,
        complete_date: body.complete_date,
      };
      return reply.code(201).send(answer);
    },
  );
};
