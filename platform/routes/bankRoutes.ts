// Bank details lookup (doc 1 §7 "Reference and documents": POST /ref/bank/search with account_number,
// sort_code, authenticated). Valid: 200 with the bank details; unknown sort code or a failed modulus check:
// 404 `bank_details_not_found`, which the client reads as invalid details (doc 1 §8).
import type { FastifyPluginAsync } from 'fastify';
import { BANK_DETAILS_NOT_FOUND, BankSearchRequest } from '../../contract/bankSchemas';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { lookUpBankDetails } from '../reference/bankStore';

export interface BankRoutesOptions {
  db: Db;
}

export const bankRoutes: FastifyPluginAsync<BankRoutesOptions> = async (app, { db }) => {
  app.post<{ Body: BankSearchRequest }>(
    '/ref/bank/search',
    { schema: { body: BankSearchRequest } },
    async (request) => {
      const { sort_code: sortCode, account_number: accountNumber } = request.body;
      const details = await lookUpBankDetails(db, sortCode, accountNumber);
      if (!details) {
        // the message never repeats the numbers: they are personal data
        throw new ApiError(404, BANK_DETAILS_NOT_FOUND, 'No bank account matches this sort code and account number');
      }
      return details;
    },
  );
};
