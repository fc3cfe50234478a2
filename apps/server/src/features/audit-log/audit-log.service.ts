import type { Database, Executor } from "@casino/db";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { auditRowHash, type ChainedRow, firstBreak, GENESIS_HASH } from "./audit-chain";
import { auditRowsAfter, insertAuditRow, lockChainHead } from "./audit-log.repo";

/** Who acted, from where, through which back-office endpoint: taken from the request by `auditActorOf`. */
export interface AuditActor {
  operatorId: string;
  operatorEmail: string;
  action: string;
  ip: string | null;
  requestId: string;
  /** Tells the route layer this request was audited (it refuses a back-office write that was not). */
  noteRecorded(): void;
}

export interface AuditEntry {
  targetType: string;
  targetId: string | null;
  /** The state before the change (null for a read or a creation). */
  before?: unknown;
  /** The state after it, or for a read what was read. */
  after?: unknown;
}

/**
 * The operator behind a back-office request; only back-office routes have one. `as` names the operator
 * of a sign-in step, made before there is a session.
 */
export function auditActorOf(request: FastifyRequest, as?: { id: string; email: string }): AuditActor {
  const operator = as ?? request.operator;
  const action = request.routeOptions.config.endpointId;
  if (!operator || !action) throw new AppError("UNAUTHENTICATED", 401, "Sign in to the back office.");
  return {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action,
    ip: request.ip ?? null,
    requestId: String(request.id),
    noteRecorded: () => {
      request.auditRecorded = true;
    },
  };
}

/**
 * Appends one entry to the audit chain in the caller's transaction, so the entry exists exactly when the
 * change it records does. Appends take turns (an advisory lock until the transaction ends).
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry, now: Date) {
  const head = await lockChainHead(tx);
  const prevHash = head?.hash ?? GENESIS_HASH;
  const fields = {
    seq: (head?.seq ?? 0) + 1,
    occurredAt: new Date(now.getTime()),
    operatorId: actor.operatorId,
    operatorEmail: actor.operatorEmail,
    action: actor.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    // Through JSON and back, so the hash covers exactly what jsonb stores (no undefined, no Date objects).
    before: toJson(entry.before),
    after: toJson(entry.after),
    ip: actor.ip,
    requestId: actor.requestId,
  };
  const row: ChainedRow = { ...fields, prevHash, hash: auditRowHash(prevHash, fields) };
  await insertAuditRow(tx, row);
  actor.noteRecorded();
}

const toJson = (value: unknown): unknown =>
  value === undefined
    ? null
    : JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? v.toString() : v)));

const PAGE = 1000;

/** Walks the whole chain in order: how many rows, and the first broken link if any (`npm run audit:verify`). */
export async function verifyAuditChain(db: Database) {
  let checked = 0;
  let last = { seq: 0, hash: GENESIS_HASH };
  for (;;) {
    const rows = await auditRowsAfter(db, last.seq, PAGE);
    if (rows.length === 0) return { rows: checked, broken: null };
    const broken = firstBreak(rows, last);
    // Rows checked: those that linked, up to the broken one.
    if (broken) return { rows: checked + rows.findIndex((row) => row.seq === broken.seq), broken };
    checked += rows.length;
    const tail = rows[rows.length - 1] as ChainedRow;
    last = { seq: tail.seq, hash: tail.hash };
  }
}
