// Task addresses (doc 1 "Web task names"): the reason, action or task names the next screen,
// and `wait` is a delay in seconds (default 5).
import type { CaseSubtype, ProductTypeUrlPart } from './schemas';

export interface CaseAddress {
  bankId: string;
  productType: ProductTypeUrlPart;
  subType: CaseSubtype;
  caseId: string;
}

export const DEFAULT_TASK_WAIT_SECONDS = 5;

/** The case address of doc 1 §7: /banks/{bank-id}/cases/csap{product-type}/{case-subtype}/{case-id}. */
export function caseAddress({ bankId, productType, subType, caseId }: CaseAddress): string {
  return `/banks/${encodeURIComponent(bankId)}/cases/csap${productType}/${subType}/${encodeURIComponent(caseId)}`;
}

/** The task address the platform answers with for a case in a given state. */
export function buildTaskUri(address: CaseAddress, caseState: string, waitSeconds = DEFAULT_TASK_WAIT_SECONDS): string {
  return `${caseAddress(address)}/tasks/${caseState}?reason=${encodeURIComponent(caseState)}&wait=${waitSeconds}`;
}

export interface ParsedTask {
  /** The case state or task that names the next screen. */
  task: string;
  waitSeconds: number;
}

/** Reads a task address: `reason`, else `action`, else `task`, else the last path segment. */
export function parseTaskUri(taskUri: string): ParsedTask {
  const url = new URL(taskUri, 'http://task.invalid');
  const fromQuery = url.searchParams.get('reason') ?? url.searchParams.get('action') ?? url.searchParams.get('task');
  const segments = url.pathname.split('/').filter(Boolean);
  const task = (fromQuery ?? segments[segments.length - 1] ?? '').trim();
  const wait = Number(url.searchParams.get('wait'));
  return {
    task,
    waitSeconds: Number.isFinite(wait) && wait >= 0 && url.searchParams.has('wait') ? wait : DEFAULT_TASK_WAIT_SECONDS,
  };
}
