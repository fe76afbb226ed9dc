// Switch applications stored with their case (table case_switches). The card number never reaches the database:
// only its last four digits.
import { randomUUID } from 'node:crypto';
import type { SwitchRequest } from '../../contract/switchSchemas';
import type { Db } from '../db/db';

export interface StoredSwitch {
  id: string;
  caseId: string;
  switchType: 'FULL' | 'PART';
  oldSortCode: string;
  oldAccountNumber: string;
  cardLast4: string | null;
  completeDate: string;
}

interface SwitchRow {
  id: string;
  case_id: string;
  switch_type: 'FULL' | 'PART';
  old_sort_code: string;
  old_account_number: string;
  card_last4: string | null;
  complete_date: string | Date;
}

const isoDay = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function fromRow(row: SwitchRow): StoredSwitch {
  return {
    id: row.id,
    caseId: row.case_id,
    switchType: row.switch_type,
    oldSortCode: row.old_sort_code,
    oldAccountNumber: row.old_account_number,
    cardLast4: row.card_last4,
    completeDate: isoDay(row.complete_date),
  };
}

export async function insertSwitch(db: Db, caseId: string, request: SwitchRequest, now: Date): Promise<string> {
  const id = `SW-${randomUUID()}`;
  const card = request.old_account.card_number;
  await db.query(
    `INSERT INTO case_switches (id, case_id, switch_type, old_account_name, old_sort_code, old_account_number,
       debit_card, card_last4, card_expiry, new_sort_code, new_account_number, complete_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      caseId,
      request.switch_type,
      request.old_account.name,
      request.old_account.sort_code,
      request.old_account.account_number,
      request.old_account.debit_card,
      card ? card.slice(-4) : null,
      request.old_account.card_expiry ?? null,
      request.new_account.sort_code,
      request.new_account.account_number,
      request.complete_date,
      now.toISOString(),
    ],
  );
  return id;
}

/** A switch of this old account whose date has not passed yet: a second one is refused with 348 (doc 3 §8). */
export async function switchInProgress(
  db: Db,
  oldAccount: { sortCode: string; accountNumber: string },
  today: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM case_switches WHERE old_sort_code = $1 AND old_account_number = $2 AND complete_date >= $3 LIMIT 1`,
    [oldAccount.sortCode, oldAccount.accountNumber, today],
  );
  return rows.length > 0;
}

export async function switchesOf(db: Db, caseId: string): Promise<StoredSwitch[]> {
  const rows = await db.query<SwitchRow>(
    `SELECT id, case_id, switch_type, old_sort_code, old_account_number, card_last4, complete_date
     FROM case_switches WHERE case_id = $1 ORDER BY created_at`,
    [caseId],
  );
  return rows.map(fromRow);
}
