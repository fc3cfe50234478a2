import type { Executor, RawRow, schema } from "@casino/db";

export interface OutboxEventInput {
  /** `resource.past_tense`, e.g. `wager.settled`. */
  topic: string;
  /** Whose event it is (a player id). */
  aggregateId: string;
  payload: object;
}

export interface OutboxRow {
  id: string;
  topic: string;
  aggregateId: string;
  payload: unknown;
  createdAt: Date;
  attempts: number;
}

/**
 * Writes an event in the caller's transaction: it exists exactly when the change it reports commits.
 * Without `now` (a caller with no clock, e.g. the ledger) it is stamped with the transaction's start.
 */
export async function insertOutboxEvent(tx: Executor, event: OutboxEventInput, now?: Date): Promise<void> {
  await tx.query(
    `insert into outbox_event (topic, aggregate_id, payload, created_at)
     values ($1, $2, $3, coalesce($4::timestamptz, now()))`,
    [event.topic, event.aggregateId, JSON.stringify(event.payload), now?.toISOString() ?? null],
  );
}

/**
 * Locks the oldest undelivered events of the given topics for this transaction. SKIP LOCKED lets several
 * relays (one per node) work side by side, each on rows the others have not taken.
 */
export async function claimOutboxEvents(
  tx: Executor,
  topics: readonly string[],
  limit: number,
  maxAttempts: number,
): Promise<OutboxRow[]> {
  const rows = await tx.query<
    RawRow<
      Pick<
        typeof schema.outboxEvent.$inferSelect,
        "id" | "topic" | "aggregateId" | "payload" | "createdAt" | "attempts"
      >
    >
  >(
    `select id::text, topic, aggregate_id, payload, created_at, attempts from outbox_event
     where published_at is null and topic = any($1::text[]) and attempts < $3
     order by id limit $2
     for update skip locked`,
    [topics, limit, maxAttempts],
  );
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic,
    aggregateId: row.aggregate_id,
    payload: row.payload,
    createdAt: new Date(row.created_at),
    attempts: row.attempts,
  }));
}

export async function markOutboxEventsPublished(tx: Executor, ids: readonly string[], now: Date) {
  if (ids.length === 0) return;
  await tx.query("update outbox_event set published_at = $2 where id = any($1::bigint[])", [
    ids,
    now.toISOString(),
  ]);
}

export async function recordOutboxFailures(tx: Executor, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.query("update outbox_event set attempts = attempts + 1 where id = any($1::bigint[])", [ids]);
}

/** Runs `work` so that a failure undoes only its own writes, not the relay's transaction. */
export async function withSavepoint(tx: Executor, work: () => Promise<void>): Promise<void> {
  await tx.query("savepoint outbox_delivery");
  try {
    await work();
    await tx.query("release savepoint outbox_delivery");
  } catch (error) {
    await tx.query("rollback to savepoint outbox_delivery");
    throw error;
  }
}
