import { type Executor, schema } from "@casino/db";
import { eq } from "drizzle-orm";

const { sandboxPayment, sandboxWebhook } = schema;

// The sandbox provider's own books (decision 045): it stands in for a processor's systems, so only its
// folder reads and writes these tables, and it tells the payments feature what happened by webhooks.

export type SandboxPaymentRow = typeof sandboxPayment.$inferSelect;
export type SandboxPaymentStatus = SandboxPaymentRow["status"];

/** Stores a new payment; the one already opened for this merchant reference when there is one. */
export async function insertOrFindPayment(
  executor: Executor,
  row: Omit<SandboxPaymentRow, "declineCode" | "cardLast4" | "status">,
): Promise<SandboxPaymentRow> {
  const [created] = await executor.orm
    .insert(sandboxPayment)
    .values({ ...row, status: "requires_payment" })
    .onConflictDoNothing({ target: sandboxPayment.merchantReference })
    .returning();
  if (created) return created;
  const [existing] = await executor.orm
    .select()
    .from(sandboxPayment)
    .where(eq(sandboxPayment.merchantReference, row.merchantReference));
  if (!existing) throw new Error(`sandbox payment of ${row.merchantReference} vanished`);
  return existing;
}

export async function findPayment(executor: Executor, id: string): Promise<SandboxPaymentRow | null> {
  const [row] = await executor.orm.select().from(sandboxPayment).where(eq(sandboxPayment.id, id));
  return row ?? null;
}

/** The payment, locked until the transaction ends: two submits of one form take turns. */
export async function lockPayment(tx: Executor, id: string): Promise<SandboxPaymentRow | null> {
  const [row] = await tx.orm.select().from(sandboxPayment).where(eq(sandboxPayment.id, id)).for("update");
  return row ?? null;
}

export async function updatePayment(
  tx: Executor,
  id: string,
  change: {
    status: SandboxPaymentStatus;
    declineCode?: string | null;
    cardLast4?: string | null;
    updatedAt: Date;
  },
): Promise<SandboxPaymentRow> {
  const [row] = await tx.orm.update(sandboxPayment).set(change).where(eq(sandboxPayment.id, id)).returning();
  if (!row) throw new Error(`sandbox payment ${id} is missing`);
  return row;
}

/** Queues a webhook, due at once. */
export async function insertWebhook(
  tx: Executor,
  row: { id: string; paymentId: string; type: string; body: string; createdAt: Date },
) {
  await tx.orm.insert(sandboxWebhook).values({ ...row, nextAttemptAt: row.createdAt });
}

export interface ClaimedWebhook {
  id: string;
  body: string;
  /** This claim's attempt, 1-based. */
  attempt: number;
}

/**
 * Takes up to `limit` due webhooks in one statement, as the e-mail relay takes its e-mails (decision 014):
 * SKIP LOCKED lets several nodes claim side by side, moving `next_attempt_at` to the lease's end hides a
 * claimed webhook from the others until then, and the claim counts as an attempt.
 */
export async function claimDueWebhooks(
  executor: Executor,
  claim: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<ClaimedWebhook[]> {
  const rows = await executor.query<{ id: string; body: string; attempts: number }>(
    `with due as (
       select id from sandbox_webhook
       where delivered_at is null and next_attempt_at <= $1 and attempts < $4
       order by next_attempt_at, created_at, id
       limit $3
       for update skip locked
     )
     update sandbox_webhook w set attempts = w.attempts + 1, next_attempt_at = $2
     from due where w.id = due.id
     returning w.id, w.body, w.attempts`,
    [claim.now.toISOString(), claim.leaseUntil.toISOString(), claim.limit, claim.maxAttempts],
  );
  return rows.map((row) => ({ id: row.id, body: row.body, attempt: row.attempts }));
}

export async function markWebhookDelivered(executor: Executor, id: string, at: Date) {
  await executor.query("update sandbox_webhook set delivered_at = $2, last_error = null where id = $1", [
    id,
    at.toISOString(),
  ]);
}

/** A failed attempt is recorded only while its claim is the latest (a relay whose lease ran out must not). */
export async function scheduleWebhookRetry(
  executor: Executor,
  webhook: ClaimedWebhook,
  error: string,
  nextAttemptAt: Date,
) {
  await executor.query(
    `update sandbox_webhook set next_attempt_at = $3, last_error = $4
     where id = $1 and attempts = $2 and delivered_at is null`,
    [webhook.id, webhook.attempt, nextAttemptAt.toISOString(), error.slice(0, 500)],
  );
}
