// The second applicant of a joint case and the invitations sent to them (doc 1 §4 "Joint"; doc 3 "Joint pages": "The
// second person joins with the link code or by invitation sent by email and text"; issue 12).
import { SECOND_APPLICANT } from '../auth/caseTokens';
import type { CaseRecord } from '../cases/caseRecord';
import type { Db } from '../db/db';
import { secondCustomerNumberFor } from '../lifecycle/accountOpening';

/** The applicant who created the case is 0 (auth/caseTokens.ts FIRST_APPLICANT); the one who joins is 1. */
export { SECOND_APPLICANT };

export interface SecondApplicant {
  caseId: string;
  customerNumber: string | null;
  linkedAt: Date;
  /** When the second applicant submitted their part (null while they are still filling it in). */
  completedAt: Date | null;
}

interface SecondApplicantRow {
  case_id: string;
  customer_number: string | null;
  linked_at: Date | string;
  completed_at: Date | string | null;
}

const fromRow = (row: SecondApplicantRow): SecondApplicant => ({
  caseId: row.case_id,
  customerNumber: row.customer_number,
  linkedAt: new Date(row.linked_at),
  completedAt: row.completed_at === null ? null : new Date(row.completed_at),
});

export async function secondApplicantOf(db: Db, caseId: string): Promise<SecondApplicant | undefined> {
  const [row] = await db.query<SecondApplicantRow>(
    `SELECT ja.case_id, ja.customer_number, ja.linked_at, c.second_completed_at AS completed_at
     FROM joint_applicants ja JOIN cases c ON c.id = ja.case_id WHERE ja.case_id = $1`,
    [caseId],
  );
  return row ? fromRow(row) : undefined;
}

/** Links the second applicant: false when one is linked already (one INSERT, so two racing with one code: one wins). */
export async function linkSecondApplicant(db: Db, caseId: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ case_id: string }>(
    `INSERT INTO joint_applicants (case_id, applicant_index, linked_at) VALUES ($1, $2, $3)
     ON CONFLICT (case_id) DO NOTHING RETURNING case_id`,
    [caseId, SECOND_APPLICANT, now.toISOString()],
  );
  return rows.length === 1;
}

/**
 * An existing customer who joined logs in: their login then speaks for the case (auth/caseAccess.ts) and lists it in
 * their portal. False when another customer is recorded already (the second applicant is one person).
 */
export async function recordSecondCustomer(db: Db, caseId: string, customerNumber: string): Promise<boolean> {
  const rows = await db.query<{ case_id: string }>(
    `UPDATE joint_applicants SET customer_number = $2
     WHERE case_id = $1 AND (customer_number IS NULL OR customer_number = $2) RETURNING case_id`,
    [caseId, customerNumber],
  );
  return rows.length === 1;
}

/** The second applicant submitted their part: kept on the case row (jointMigrations.ts 401). */
export async function markSecondCompleted(db: Db, caseId: string, now: Date): Promise<void> {
  await db.query('UPDATE cases SET second_completed_at = $2 WHERE id = $1', [caseId, now.toISOString()]);
}

/** The case ids a customer joined as the second applicant (their portal lists them too). */
export async function casesJoinedBy(db: Db, customerNumber: string): Promise<string[]> {
  const rows = await db.query<{ case_id: string }>('SELECT case_id FROM joint_applicants WHERE customer_number = $1', [
    customerNumber,
  ]);
  return rows.map((row) => row.case_id);
}

export type InvitationChannel = 'email' | 'sms';

export interface JointInvitation {
  channel: InvitationChannel;
  address: string;
  link: string;
  sentAt: Date;
}

/**
 * Records an invitation and delivers it: in the sandbox the message lands in the outbox (sandbox_outbox, kind
 * `joint_invitation`, recipient the case id), read at GET /sandbox/outbox/invitations/{caseId}.
 */
export async function recordInvitation(
  db: Db,
  input: { caseId: string; channel: InvitationChannel; address: string; link: string; now: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO joint_invitations (case_id, channel, address, link, sent_at) VALUES ($1, $2, $3, $4, $5)',
    [input.caseId, input.channel, input.address, input.link, input.now.toISOString()],
  );
  await db.query(
    `INSERT INTO sandbox_outbox (channel, recipient, kind, body, created_at) VALUES ($1, $2, 'joint_invitation', $3, $4)`,
    [input.channel, input.caseId, input.link, input.now.toISOString()],
  );
}

export async function invitationsOf(db: Db, caseId: string): Promise<JointInvitation[]> {
  const rows = await db.query<{ channel: InvitationChannel; address: string; link: string; sent_at: Date | string }>(
    'SELECT channel, address, link, sent_at FROM joint_invitations WHERE case_id = $1 ORDER BY id',
    [caseId],
  );
  return rows.map((row) => ({
    channel: row.channel,
    address: row.address,
    link: row.link,
    sentAt: new Date(row.sent_at),
  }));
}

/**
 * The customer number of the applicant a token speaks for, once the accounts are open (null before): the first
 * applicant's is the case's; a joint case's second applicant has their own, the one recorded when an existing customer
 * joined, else one of their own (lifecycle/accountOpening.ts), recorded here so that their login, once they have
 * registered, speaks for the case as the second applicant.
 */
export async function customerNumberOfApplicant(
  db: Db,
  record: Pick<CaseRecord, 'id' | 'customerNumber'>,
  applicantIndex: number,
): Promise<string | null> {
  if (applicantIndex !== SECOND_APPLICANT || record.customerNumber === null) return record.customerNumber;
  const recorded = (await secondApplicantOf(db, record.id))?.customerNumber;
  if (recorded) return recorded;
  const own = secondCustomerNumberFor(record.id);
  await recordSecondCustomer(db, record.id, own);
  return (await secondApplicantOf(db, record.id))?.customerNumber ?? own;
}
