// The bodies of the case calls (doc 1 §7), built from a stored case.
import type {
  CaptureTaskResponse,
  CaseResponse,
  CompletedTaskResponse,
  NextTaskResponse,
  SubmitResponse,
} from '../../contract/schemas';
import { buildTaskUri, type CaseAddress } from '../../contract/taskUri';
import { waitSecondsFor } from '../lifecycle/advanceCase';
import type { CaseRecord } from './caseRecord';

export function addressOf(record: Pick<CaseRecord, 'bankId' | 'productType' | 'subType' | 'id'>): CaseAddress {
  return { bankId: record.bankId, productType: record.productType, subType: record.subType, caseId: record.id };
}

/** The task the case is at: its state names the next screen (doc 1 "Case state to screen map"). */
export function taskUriOf(
  record: Pick<CaseRecord, 'bankId' | 'productType' | 'subType' | 'id' | 'state' | 'nextTransitionAt'>,
  now: Date,
): string {
  return buildTaskUri(addressOf(record), record.state, waitSecondsFor(record, now));
}

export function caseResponse(record: CaseRecord, now: Date): CaseResponse {
  return {
    reference_id: record.id,
    task_uri: taskUriOf(record, now),
    application_type: record.applicationType,
    ...(record.jointLinkCode ? { joint_link_code: record.jointLinkCode } : {}),
    ...(record.enquiry.tu_application_id ? { tu_application_id: record.enquiry.tu_application_id } : {}),
  };
}

export function submitResponse(record: CaseRecord, now: Date): SubmitResponse {
  return { reference_id: record.id, task_uri: taskUriOf(record, now) };
}

export function captureTaskResponse(record: CaseRecord, now: Date): CaptureTaskResponse {
  return {
    reference_id: record.id,
    state: record.state,
    task_uri: taskUriOf(record, now),
    application_type: record.applicationType,
    enquiry: record.enquiry,
  };
}

export function nextTaskResponse(record: CaseRecord, now: Date): NextTaskResponse {
  return { task_uri: taskUriOf(record, now) };
}

export function completedTaskResponse(record: CaseRecord): CompletedTaskResponse {
  return { reference_id: record.id, customer_number: record.customerNumber, accounts: record.accounts };
}
