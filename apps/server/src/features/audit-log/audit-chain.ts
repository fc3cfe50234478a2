import { createHash } from "node:crypto";
import stringify from "safe-stable-stringify";

/** The hash the first row of the chain links to. */
export const GENESIS_HASH = "0".repeat(64);

/** The fields of one audit row that its hash covers: every column but the hashes themselves. */
export interface AuditFields {
  seq: number;
  occurredAt: Date;
  operatorId: string | null;
  operatorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  requestId: string | null;
}

/**
 * sha256 of the previous row's hash and this row's fields as canonical JSON (keys sorted at every depth,
 * so the key order jsonb hands back does not matter). Changing any field of any row, removing a row or
 * inserting one breaks the link of the row after it.
 */
export function auditRowHash(prevHash: string, fields: AuditFields): string {
  // Named one by one, never spread: a stored row also carries `prevHash` and `hash`, which a spread would
  // fold into the hash it is checked against (so no stored row could ever verify).
  const canonical = stringify({
    seq: fields.seq,
    occurredAt: fields.occurredAt.toISOString(),
    operatorId: fields.operatorId,
    operatorEmail: fields.operatorEmail,
    action: fields.action,
    targetType: fields.targetType,
    targetId: fields.targetId,
    before: fields.before ?? null,
    after: fields.after ?? null,
    ip: fields.ip,
    requestId: fields.requestId,
  });
  return createHash("sha256").update(`${prevHash}\n${canonical}`).digest("hex");
}

export interface ChainedRow extends AuditFields {
  prevHash: string;
  hash: string;
}

/** The first row where the chain breaks, with why; null when every row links to the one before. */
export function firstBreak(
  rows: Iterable<ChainedRow>,
  start: { seq: number; hash: string } = { seq: 0, hash: GENESIS_HASH },
): { seq: number; problem: string } | null {
  let expected = start;
  for (const row of rows) {
    if (row.seq !== expected.seq + 1) {
      return { seq: row.seq, problem: `expected row ${expected.seq + 1} next, found ${row.seq}` };
    }
    if (row.prevHash !== expected.hash) {
      return { seq: row.seq, problem: "does not link to the row before it" };
    }
    if (auditRowHash(row.prevHash, row) !== row.hash) {
      return { seq: row.seq, problem: "its fields do not match its hash (altered)" };
    }
    expected = { seq: row.seq, hash: row.hash };
  }
  return null;
}
