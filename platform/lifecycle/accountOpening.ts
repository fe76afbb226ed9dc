// Opening the accounts of an approved case: account id, an 8-digit account number and a 6-digit
// sort code per account, and a 10-digit customer number starting 10 (doc 1 "Account opened").
// Numbers derive from the case id, so a case always opens with the same numbers.
import { createHash } from 'node:crypto';
import type { ApiBankId, CompletedAccount } from '../../contract/schemas';
import type { CaseRecord } from '../cases/caseRecord';

/** Sandbox sort codes per bank: fictional, not real branches. */
export const SANDBOX_SORT_CODES: Record<ApiBankId, string> = { CB: '999101', YB: '999201' };

function digits(seed: string, count: number): string {
  const hash = createHash('sha256').update(seed).digest();
  let out = '';
  for (let index = 0; out.length < count; index += 1) out += String((hash[index % hash.length] ?? 0) % 10);
  return out;
}

export function customerNumberFor(caseId: string): string {
  return `10${digits(`${caseId}/customer`, 8)}`;
}

/**
 * A joint case's second applicant, new to the bank, is a customer of their own (doc 1 "Account opened": each holder
 * registers for online banking): their number derives from the case id too, apart from the first applicant's.
 */
export function secondCustomerNumberFor(caseId: string): string {
  return `10${digits(`${caseId}/customer/2`, 8)}`;
}

export function openAccounts(record: CaseRecord): CaseRecord {
  const sortCode = record.submission?.sortcode ?? SANDBOX_SORT_CODES[record.bankId];
  const accounts: CompletedAccount[] = record.accounts.map((account, index) => ({
    ...account,
    account_id: account.account_id ?? `ACC-${record.id}-${index + 1}`,
    account_number: account.account_number ?? digits(`${record.id}/account/${index}`, 8),
    sort_code: account.sort_code ?? sortCode,
  }));
  return { ...record, accounts, customerNumber: record.customerNumber ?? customerNumberFor(record.id) };
}
