// Cases in the database. Reading a case applies its due lifecycle steps in a transaction first,
// so what is read is always the case as it stands now.

import type { CaseState } from '../../contract/caseStates';
import type {
  ApiBankId,
  CaseSubtype,
  CompletedAccount,
  Enquiry,
  EnquiryApplicant,
  ProductTypeUrlPart,
  SubmitRequest,
} from '../../contract/schemas';
import type { Db } from '../db/db';
import type { CaseDecision } from '../decision/caseDecision';
import { type AppliedTransition, advanceDue } from '../lifecycle/advanceCase';
import type { CaseTimer, LifecycleTimings } from '../lifecycle/caseTransitions';
import { type DecideCase, decideCase, decideCaseByRules } from '../lifecycle/decision';
import type { CaseRecord } from './caseRecord';
import { joinedEnquiry, splitEnquiry } from './storedEnquiry';

export interface CaseRow {
  id: string;
  bank_id: string;
  product_type: string;
  product_code: string;
  sub_type: string;
  application_type: string;
  joint_link_code: string | null;
  state: string;
  /** The first applicant's entry and the case-level fields; the second applicant's is `second_applicant`. */
  enquiry: Enquiry;
  /** A joint case's second applicant's entry of the enquiry (migration 700, storedEnquiry.ts). */
  second_applicant?: EnquiryApplicant | null;
  submission: SubmitRequest | null;
  accounts: CompletedAccount[];
  customer_number: string | null;
  pending_timer: string | null;
  next_transition_at: Date | string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  submitted_at: Date | string | null;
  state_entered_at: Date | string;
  decision?: CaseDecision | null;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));
const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function fromRow(row: CaseRow): CaseRecord {
  return {
    id: row.id,
    bankId: row.bank_id as ApiBankId,
    productType: row.product_type as ProductTypeUrlPart,
    productCode: row.product_code,
    subType: row.sub_type as CaseSubtype,
    applicationType: row.application_type === 'joint' ? 'joint' : 'sole',
    jointLinkCode: row.joint_link_code,
    state: row.state as CaseState,
    enquiry: joinedEnquiry(row.enquiry, row.second_applicant),
    submission: row.submission,
    accounts: row.accounts,
    customerNumber: row.customer_number,
    pendingTimer: row.pending_timer as CaseTimer | null,
    nextTransitionAt: toDateOrNull(row.next_transition_at),
    version: row.version,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    submittedAt: toDateOrNull(row.submitted_at),
    stateEnteredAt: toDate(row.state_entered_at),
    decision: row.decision ?? null,
  };
}

/**
 * Every column of a case row with its value from the record, once, for the insert and the update: `fixed` columns
 * (the case's address and birth) are written by the insert only; a jsonb column carries its cast.
 */
const CASE_COLUMNS: readonly {
  column: string;
  cast?: 'jsonb';
  fixed?: true;
  value: (record: CaseRecord) => unknown;
}[] = [
  { column: 'id', fixed: true, value: (record) => record.id },
  { column: 'bank_id', fixed: true, value: (record) => record.bankId },
  { column: 'product_type', fixed: true, value: (record) => record.productType },
  { column: 'product_code', value: (record) => record.productCode },
  { column: 'sub_type', fixed: true, value: (record) => record.subType },
  { column: 'application_type', value: (record) => record.applicationType },
  { column: 'joint_link_code', value: (record) => record.jointLinkCode },
  { column: 'state', value: (record) => record.state },
  // the enquiry in its two columns (storedEnquiry.ts): the first applicant's entry and the rest, the second's entry
  { column: 'enquiry', cast: 'jsonb', value: (record) => JSON.stringify(splitEnquiry(record.enquiry).stored) },
  {
    column: 'second_applicant',
    cast: 'jsonb',
    value: (record) => {
      const { second } = splitEnquiry(record.enquiry);
      return second ? JSON.stringify(second) : null;
    },
  },
  {
    column: 'submission',
    cast: 'jsonb',
    value: (record) => (record.submission ? JSON.stringify(record.submission) : null),
  },
  { column: 'accounts', cast: 'jsonb', value: (record) => JSON.stringify(record.accounts) },
  { column: 'customer_number', value: (record) => record.customerNumber },
  { column: 'pending_timer', value: (record) => record.pendingTimer },
  { column: 'next_transition_at', value: (record) => iso(record.nextTransitionAt) },
  { column: 'version', value: (record) => record.version },
  { column: 'created_at', fixed: true, value: (record) => iso(record.createdAt) },
  { column: 'updated_at', value: (record) => iso(record.updatedAt) },
  { column: 'submitted_at', value: (record) => iso(record.submittedAt) },
  { column: 'state_entered_at', value: (record) => iso(record.stateEnteredAt) },
  { column: 'decision', cast: 'jsonb', value: (record) => (record.decision ? JSON.stringify(record.decision) : null) },
];
const placeholder = (index: number, cast?: string) => `$${index + 1}${cast ? `::${cast}` : ''}`;
const INSERT_CASE = `INSERT INTO cases (${CASE_COLUMNS.map((c) => c.column).join(', ')})
  VALUES (${CASE_COLUMNS.map((c, index) => placeholder(index, c.cast)).join(', ')})
  ON CONFLICT DO NOTHING
  RETURNING id`;
const UPDATED_COLUMNS = CASE_COLUMNS.filter((c) => !c.fixed);
const UPDATE_CASE = `UPDATE cases SET ${UPDATED_COLUMNS.map((c, index) => `${c.column} = ${placeholder(index + 1, c.cast)}`).join(', ')}
  WHERE id = $1`;

/** Inserts a new case; answers false when the id or the joint link code is taken (the caller draws another). */
export async function insertCase(db: Db, record: CaseRecord): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    INSERT_CASE,
    CASE_COLUMNS.map((c) => c.value(record)),
  );
  return rows.length === 1;
}

/** Writes every mutable column of a case (inside the caller's transaction). */
export async function saveCase(db: Db, record: CaseRecord): Promise<void> {
  await db.query(UPDATE_CASE, [record.id, ...UPDATED_COLUMNS.map((c) => c.value(record))]);
}

export async function recordTransitions(
  db: Db,
  caseId: string,
  transitions: readonly AppliedTransition[],
): Promise<void> {
  for (const transition of transitions) {
    await db.query(
      'INSERT INTO case_transitions (case_id, from_state, event, to_state, at) VALUES ($1, $2, $3, $4, $5)',
      [caseId, transition.from, transition.event, transition.to, transition.at.toISOString()],
    );
  }
}

/** The case as stored, without advancing it; `forUpdate` locks the row for the transaction. */
export async function selectCase(db: Db, id: string, forUpdate = false): Promise<CaseRecord | undefined> {
  const [row] = await db.query<CaseRow>(`SELECT * FROM cases WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row ? fromRow(row) : undefined;
}

export interface LifecycleContext {
  now: () => Date;
  timings: LifecycleTimings;
  decide?: DecideCase;
  /**
   * Whether the sandbox scenarios act (content/scenarios.ts: the forced decisions, save refusals, questions and switch
   * codes keyed on a last name, a postcode or an old account number). Default true, as sandbox mode is the factory's
   * default; app.ts sets it from its `sandbox` option, so a production platform's lifecycle has it false.
   */
  sandboxScenarios?: boolean;
}

/** Whether this lifecycle's sandbox scenarios act (LifecycleContext.sandboxScenarios). */
export function scenariosAct(lifecycle: Pick<LifecycleContext, 'sandboxScenarios'>): boolean {
  return lifecycle.sandboxScenarios ?? true;
}

export function isDue(record: Pick<CaseRecord, 'pendingTimer' | 'nextTransitionAt'>, now: Date): boolean {
  return Boolean(record.pendingTimer && record.nextTransitionAt && record.nextTransitionAt <= now);
}

/** Inside a transaction: the locked case, with its due steps applied and saved. */
export async function lockCurrentCase(
  tx: Db,
  id: string,
  lifecycle: LifecycleContext,
): Promise<CaseRecord | undefined> {
  const stored = await selectCase(tx, id, true);
  return stored ? advanceLockedCase(tx, stored, lifecycle) : undefined;
}

/** Inside a transaction, a case row already locked: its due steps applied and saved (unchanged when none is due). */
export async function advanceLockedCase(tx: Db, stored: CaseRecord, lifecycle: LifecycleContext): Promise<CaseRecord> {
  const now = lifecycle.now();
  if (!isDue(stored, now)) return stored;
  const decide = lifecycle.decide ?? (scenariosAct(lifecycle) ? decideCase : decideCaseByRules);
  const { record, transitions } = advanceDue(stored, now, lifecycle.timings, decide);
  const saved = { ...record, version: stored.version + 1, updatedAt: now };
  await saveCase(tx, saved);
  await recordTransitions(tx, stored.id, transitions);
  return saved;
}

/** The case as it stands now: due lifecycle steps are applied (and stored) before it is answered. */
export async function loadCurrentCase(
  db: Db,
  id: string,
  lifecycle: LifecycleContext,
): Promise<CaseRecord | undefined> {
  const stored = await selectCase(db, id);
  if (!stored || !isDue(stored, lifecycle.now())) return stored;
  return db.transaction((tx) => lockCurrentCase(tx, id, lifecycle));
}

export async function caseTransitionsOf(db: Db, caseId: string): Promise<AppliedTransition[]> {
  const rows = await db.query<{ from_state: string; event: string; to_state: string; at: Date | string }>(
    'SELECT from_state, event, to_state, at FROM case_transitions WHERE case_id = $1 ORDER BY id',
    [caseId],
  );
  return rows.map((row) => ({
    from: row.from_state as CaseState,
    event: row.event as AppliedTransition['event'],
    to: row.to_state as CaseState,
    at: toDate(row.at),
  }));
}
