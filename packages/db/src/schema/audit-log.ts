import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * What operators did (issue #11): every change, and every read of a player's private data. Append-only
 * (a trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained: each row's `hash` covers its fields
 * and the previous row's hash, so `npm run audit:verify` finds any row altered, removed or inserted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    /** 1, 2, 3, … with no gaps: the chain's order. */
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true, precision: 3 }).notNull(),
    operatorId: uuid("operator_id"),
    operatorEmail: text("operator_email").notNull(),
    /** The back-office endpoint's id, e.g. `suspendPlayer`. */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    requestId: text("request_id"),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    index("audit_log_target").on(t.targetType, t.targetId),
    index("audit_log_operator").on(t.operatorId),
    index("audit_log_occurred_at").on(t.occurredAt),
  ],
);
