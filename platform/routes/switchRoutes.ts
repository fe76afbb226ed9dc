// The switch call (doc 1 §7 POST /banks/{bank-id}/cases/cas, doc 2 §7.2, §8; doc 3 §8; platform/README.md "Switch").
//
// The body is checked by the superstruct schema (contract/switchSchemas.ts), then by the switch fields' own rules
// (switching/switchValidation.ts: content/fields/switching.ts, the declaration the switch page validates with).
// The path names no case: the case is the one whose opened account is `new_account`, and the bearer token must speak
// for it like on every case call (auth/caseAccess.ts: the case token, or the customer's login token at scope 30).
// Refusals by the old bank are 409 with the switch code of doc 3 §8: 345 a weekend or bank holiday, 346 under 7
// working days, 348 a switch of that old account already in progress, and the sandbox's forced codes
// (content/scenarios.ts SWITCH_SCENARIOS). The card number is neither logged (http/logRedaction.ts) nor stored.
import type { FastifyPluginAsync } from 'fastify';
import { forcedSwitchCode } from '../../content/scenarios';
import { calendarDateOf, formatIsoDate } from '../../contract/dates';
import { SwitchRequest, type SwitchResponse } from '../../contract/switchSchemas';
import { ukWallClock } from '../../contract/ukWallClock';
import { authorisedCase } from '../auth/caseAccess';
import { type LifecycleContext, scenariosAct } from '../cases/caseStore';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { BankParams } from '../http/routeParams';
import { insertSwitch, switchInProgress } from '../switching/switchStore';
import {
  englandAndWalesBankHolidays,
  SWITCH_IN_PROGRESS,
  switchRefusal,
  switchRefused,
} from '../switching/switchValidation';

export interface SwitchRoutesOptions {
  db: Db;
  lifecycle: LifecycleContext;
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
      const refusal = switchRefusal(body, {
        bankId,
        now,
        warn: (message) => request.log.warn(message),
        isBankHoliday: await englandAndWalesBankHolidays(),
      });
      if (refusal) throw refusal;

      // The sandbox's old account numbers 99999xxx force their code; a production platform switches any account.
      const forced = scenariosAct(lifecycle) ? forcedSwitchCode(body.old_account.account_number) : undefined;
      if (forced && forced !== '000') throw switchRefused(forced, bankId);
      const oldAccount = { sortCode: body.old_account.sort_code, accountNumber: body.old_account.account_number };
      // One switch per old account at a time, also when two arrive together: the check and the insert run under a
      // transaction lock on that account (several platform nodes share the database).
      const id = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `switch:${oldAccount.sortCode}:${oldAccount.accountNumber}`,
        ]);
        if (await switchInProgress(tx, oldAccount, formatIsoDate(calendarDateOf(ukWallClock(now))))) {
          throw switchRefused(SWITCH_IN_PROGRESS, bankId);
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
