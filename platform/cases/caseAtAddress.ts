// The case address check every case-id call makes (doc 1 §7 case address): the bank, type and subtype
// in the path must be the stored case's, else 404 `case_not_found`. For call families outside
// routes/caseRoutes.ts (offers, evidence); caseRoutes.ts has the same rule inline.
import { ApiError, ERROR_CODES } from '../http/apiError';
import { type CaseParams, productTypeOf } from '../http/routeParams';
import type { CaseRecord } from './caseRecord';

export function caseNotFound(_caseId: string): ApiError {
  // the case id sent is not repeated back (issue 10: refusals never echo input)
  return new ApiError(404, ERROR_CODES.caseNotFound, 'There is no case with this id at this address');
}

export function isAtAddress(
  record: Pick<CaseRecord, 'bankId' | 'subType' | 'productType'>,
  params: CaseParams,
): boolean {
  const typeMatches = params.caseType === 'csap' || productTypeOf(params.caseType) === record.productType;
  return record.bankId === params.bankId && record.subType === params.subType && typeMatches;
}

export function caseAtAddress(record: CaseRecord | undefined, params: CaseParams): CaseRecord {
  if (!record || !isAtAddress(record, params)) throw caseNotFound(params.caseId);
  return record;
}
