import type { Executor } from "@casino/db";
import type { ChainedRow } from "./audit-chain";

/** Any fixed number: the lock that makes appends to the chain take turns. */
const CHAIN_LOCK = 7_117_001;

type AuditRowRaw = {
  seq: string;
  occurred_at: Date | string;
  operator_id: string | null;
  operator_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  request_id: string | null;
  prev_hash: string;
  hash: string;
};

/** Ordered and filtered by `a.seq`, the bigint: a bare `seq` would name the text output column. */
const COLUMNS = `a.seq::text as seq, occurred_at, operator_id::text, operator_email, action, target_type, target_id,
  before, after, ip, request_id, prev_hash, hash`;

function toRow(raw: AuditRowRaw): ChainedRow {
  return {
    seq: Number(raw.seq),
    occurredAt: new Date(raw.occurred_at),
    operatorId: raw.operator_id,
    operatorEmail: raw.operator_email,
    action: raw.action,
    targetType: raw.target_type,
    targetId: raw.target_id,
    before: raw.before,
    after: raw.after,
    ip: raw.ip,
    requestId: raw.request_id,
    prevHash: raw.prev_hash,
    hash: raw.hash,
  };
}

/**
 * Takes the chain's turn for the rest of the transaction and answers its last link. The lock is taken
 * before the read, so a concurrent append waits and then reads this one's row (READ COMMITTED takes a new
 * snapshot per statement): the chain never forks.
 */
export async function lockChainHead(tx: Executor): Promise<{ seq: number; hash: string } | null> {
  await tx.query("select pg_advisory_xact_lock($1)", [CHAIN_LOCK]);
  const [head] = await tx.query<{ seq: string; hash: string }>(
    "select a.seq::text as seq, a.hash from audit_log a order by a.seq desc limit 1",
  );
  return head ? { seq: Number(head.seq), hash: head.hash } : null;
}

export async function insertAuditRow(tx: Executor, row: ChainedRow): Promise<void> {
  await tx.query(
    `insert into audit_log (seq, occurred_at, operator_id, operator_email, action, target_type, target_id,
       before, after, ip, request_id, prev_hash, hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      row.seq,
      row.occurredAt.toISOString(),
      row.operatorId,
      row.operatorEmail,
      row.action,
      row.targetType,
      row.targetId,
      row.before === undefined ? null : JSON.stringify(row.before),
      row.after === undefined ? null : JSON.stringify(row.after),
      row.ip,
      row.requestId,
      row.prevHash,
      row.hash,
    ],
  );
}

/** Rows after `afterSeq` in chain order, `limit` at a time: how the verifier walks the whole log. */
export async function auditRowsAfter(executor: Executor, afterSeq: number, limit: number) {
  const rows = await executor.query<AuditRowRaw>(
    `select ${COLUMNS} from audit_log a where a.seq > $1 order by a.seq limit $2`,
    [afterSeq, limit],
  );
  return rows.map(toRow);
}

export interface AuditSearch {
  operatorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Newest first, filtered; `beforeSeq` pages back through the log. */
export async function searchAuditRows(
  executor: Executor,
  search: AuditSearch,
  page: { beforeSeq?: number | undefined; limit: number },
) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace("?", `$${params.length}`));
  };
  if (search.operatorId) add("operator_id = ?", search.operatorId);
  if (search.action) add("action = ?", search.action);
  if (search.targetType) add("target_type = ?", search.targetType);
  if (search.targetId) add("target_id = ?", search.targetId);
  if (search.from) add("occurred_at >= ?", search.from.toISOString());
  if (search.to) add("occurred_at < ?", search.to.toISOString());
  if (page.beforeSeq !== undefined) add("a.seq < ?", page.beforeSeq);
  params.push(page.limit);
  const rows = await executor.query<AuditRowRaw>(
    `select ${COLUMNS} from audit_log a ${where.length ? `where ${where.join(" and ")}` : ""}
     order by a.seq desc limit $${params.length}`,
    params,
  );
  return rows.map(toRow);
}
