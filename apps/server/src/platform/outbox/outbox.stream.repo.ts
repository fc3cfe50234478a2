import type { Executor } from "@casino/db";
import type { OutboxRow } from "./outbox.repo";

/** Where a consumer stands: after the event (txid, id); `failures` at the next one. */
export interface Checkpoint {
  lastTxid: string;
  lastEventId: string;
  failures: number;
}

export async function ensureCheckpoint(executor: Executor, consumer: string): Promise<void> {
  await executor.query("insert into outbox_checkpoint (consumer) values ($1) on conflict do nothing", [
    consumer,
  ]);
}

/**
 * The consumer's checkpoint, locked until the transaction ends; null while another node's transaction
 * holds it (SKIP LOCKED: that node is working this consumer, this one moves on).
 */
export async function lockCheckpoint(tx: Executor, consumer: string): Promise<Checkpoint | null> {
  const [row] = await tx.query<{ last_txid: string; last_event_id: string; failures: number }>(
    `select last_txid::text, last_event_id::text, failures from outbox_checkpoint
     where consumer = $1 for update skip locked`,
    [consumer],
  );
  return row ? { lastTxid: row.last_txid, lastEventId: row.last_event_id, failures: row.failures } : null;
}

export interface StreamRow extends OutboxRow {
  txid: string;
}

/**
 * The next events of `topics` after the checkpoint, in (txid, id) order, from transactions older than every
 * one still running: those are all committed (or gone), so nothing can later appear before them.
 */
export async function readEventsAfter(
  tx: Executor,
  topics: readonly string[],
  after: Checkpoint,
  limit: number,
): Promise<StreamRow[]> {
  const rows = await tx.query<{
    id: string;
    topic: string;
    aggregate_id: string;
    payload: unknown;
    created_at: string | Date;
    attempts: number;
    txid: string;
  }>(
    `select id::text, topic, aggregate_id, payload, created_at, attempts, txid::text from outbox_event
     where topic = any($1::text[])
       and (txid, id) > ($2::xid8, $3::bigint)
       and txid < pg_snapshot_xmin(pg_current_snapshot())
     order by txid, id
     limit $4`,
    [topics, after.lastTxid, after.lastEventId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic,
    aggregateId: row.aggregate_id,
    payload: row.payload,
    createdAt: new Date(row.created_at),
    attempts: row.attempts,
    txid: row.txid,
  }));
}

export async function saveCheckpoint(
  tx: Executor,
  consumer: string,
  at: { txid: string; eventId: string; failures: number; now: Date },
): Promise<void> {
  await tx.query(
    `update outbox_checkpoint set last_txid = $2::xid8, last_event_id = $3::bigint, failures = $4, updated_at = $5
     where consumer = $1`,
    [consumer, at.txid, at.eventId, at.failures, at.now.toISOString()],
  );
}

/** Moves a consumer back to just before event `eventId` (0: the start), waiting for a node working it. */
export async function rewindCheckpoint(tx: Executor, consumer: string, eventId: string, now: Date) {
  await tx.query(
    `update outbox_checkpoint c set
       last_txid = coalesce((select e.txid from outbox_event e where e.id = $2::bigint), '0'::xid8),
       last_event_id = case when $2::bigint = 0 then 0 else $2::bigint - 1 end,
       failures = 0, updated_at = $3
     where consumer = $1`,
    [consumer, eventId, now.toISOString()],
  );
}

/** How far behind each consumer is: events of its topics after its checkpoint, and the oldest one's time. */
export async function lagOf(
  executor: Executor,
  consumer: string,
  topics: readonly string[],
): Promise<{ events: number; oldestAt: Date | null; failures: number }> {
  const [row] = await executor.query<{ events: number; oldest_at: string | Date | null; failures: number }>(
    `select count(e.id)::int as events, min(e.created_at) as oldest_at, c.failures
     from outbox_checkpoint c
     left join outbox_event e on e.topic = any($2::text[]) and (e.txid, e.id) > (c.last_txid, c.last_event_id)
     where c.consumer = $1
     group by c.failures`,
    [consumer, topics],
  );
  return {
    events: row?.events ?? 0,
    oldestAt: row?.oldest_at ? new Date(row.oldest_at) : null,
    failures: row?.failures ?? 0,
  };
}
