import type { AuditEntry } from "@casino/contracts";
import type { ChainedRow } from "./audit-chain";

/** A stored row as the back office shows it: every field, and its hash (the previous one is implied). */
export function presentAuditRow(row: ChainedRow): AuditEntry {
  return {
    seq: row.seq,
    occurredAt: row.occurredAt.toISOString(),
    operatorId: row.operatorId,
    operatorEmail: row.operatorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    requestId: row.requestId,
    hash: row.hash,
  };
}
