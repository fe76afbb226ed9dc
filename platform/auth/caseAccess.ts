// The case a letter-code or call-validation call names, at its case address (doc 1 §7: bank, case type
// and subtype in the path must be the stored case's; otherwise 404 case_not_found, as the case calls do).

import { CASE_ID_FORMAT } from '../cases/caseIds';
import type { CaseRecord } from '../cases/caseRecord';
import { selectCase } from '../cases/caseStore';
import type { Db } from '../db/db';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { productTypeOf } from '../http/routeParams';

export interface CaseAddressParams {
  bankId: string;
  caseType: string;
  subType: string;
  caseId: string;
}

export async function caseAtAddress(db: Db, params: CaseAddressParams): Promise<CaseRecord> {
  const record = CASE_ID_FORMAT.test(params.caseId) ? await selectCase(db, params.caseId) : undefined;
  const typeMatches = params.caseType === 'csap' || productTypeOf(params.caseType) === record?.productType;
  if (!record || record.bankId !== params.bankId || record.subType !== params.subType || !typeMatches) {
    throw new ApiError(404, ERROR_CODES.caseNotFound, 'There is no case with this id at this address');
  }
  return record;
}
