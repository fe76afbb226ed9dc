// Bank details lookup over the seeded sort-code table (doc 1 §7 POST /ref/bank/search): a known branch and a
// pair that passes the modulus check give the bank details; anything else is not found (doc 1 §8: a 404
// marks the details invalid).
import type { BankSearchResponse } from '../../contract/bankSchemas';
import type { Db } from '../db/db';
import { passesModulusCheck } from './bankModulus';

interface BranchRow {
  sort_code: string;
  bank_name: string;
  branch: string;
}

export async function findBankBranch(db: Db, sortCode: string): Promise<BranchRow | undefined> {
  const [row] = await db.query<BranchRow>(
    'SELECT sort_code, bank_name, branch FROM bank_branches WHERE sort_code = $1',
    [sortCode],
  );
  return row;
}

/** The bank details, or undefined for an unknown sort code or a pair that fails the modulus check. */
export async function lookUpBankDetails(
  db: Db,
  sortCode: string,
  accountNumber: string,
): Promise<BankSearchResponse | undefined> {
  if (!passesModulusCheck(sortCode, accountNumber)) return undefined;
  const branch = await findBankBranch(db, sortCode);
  if (!branch) return undefined;
  return {
    bank_name: branch.bank_name,
    branch: branch.branch,
    sort_code: branch.sort_code,
    account_number: accountNumber,
    valid: true,
  };
}
