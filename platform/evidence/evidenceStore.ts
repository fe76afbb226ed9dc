// Evidence images stored with their case (table case_evidence).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';

export interface NewEvidence {
  caseId: string;
  context: string;
  capturedAt: Date;
  mimeType: string;
  base64: string;
  sizeBytes: number;
  receivedAt: Date;
}

export interface StoredEvidence {
  id: string;
  caseId: string;
  context: string;
  capturedAt: Date;
  mimeType: string;
  sizeBytes: number;
}

export async function insertEvidence(db: Db, evidence: NewEvidence): Promise<string> {
  const id = `EV-${randomUUID()}`;
  await db.query(
    `INSERT INTO case_evidence (id, case_id, context, captured_at, mime_type, image_base64, size_bytes, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      evidence.caseId,
      evidence.context,
      evidence.capturedAt.toISOString(),
      evidence.mimeType,
      evidence.base64,
      evidence.sizeBytes,
      evidence.receivedAt.toISOString(),
    ],
  );
  return id;
}

export async function evidenceOf(db: Db, caseId: string): Promise<StoredEvidence[]> {
  const rows = await db.query<{
    id: string;
    case_id: string;
    context: string;
    captured_at: Date | string;
    mime_type: string;
    size_bytes: number;
  }>(
    'SELECT id, case_id, context, captured_at, mime_type, size_bytes FROM case_evidence WHERE case_id = $1 ORDER BY received_at, id',
    [caseId],
  );
  return rows.map((row) => ({
    id: row.id,
    caseId: row.case_id,
    context: row.context,
    capturedAt: new Date(row.captured_at),
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
  }));
}
