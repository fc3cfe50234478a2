import type { Executor } from "@casino/db";

/** A push message taken by one relay, with the subscription it goes to; `attempt` is its claim. */
export interface ClaimedDelivery {
  id: string;
  attempt: number;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
}

/**
 * Queues the message for every subscription of the player, in the caller's transaction (the outbox relay's).
 * A subscription that already has this notification queued is skipped, so a repeated delivery of the same
 * event enqueues nothing twice. Answers how many rows were queued.
 */
export async function enqueueDeliveries(
  tx: Executor,
  input: { playerId: string; notificationId: string; payload: string; now: Date },
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `insert into web_push_delivery (subscription_id, notification_id, payload, created_at, next_attempt_at)
     select id, $2::bigint, $3, $4, $4 from web_push_subscription where player_id = $1
     on conflict (subscription_id, notification_id) do nothing
     returning id::text`,
    [input.playerId, input.notificationId, input.payload, input.now.toISOString()],
  );
  return rows.length;
}

/**
 * Takes up to `limit` due messages for one relay in one statement, as the e-mail relay does (decision 014):
 * SKIP LOCKED lets relays on several nodes claim side by side, moving `next_attempt_at` to the lease's end
 * hides the rows from the others until then, and the claim counts as an attempt.
 */
export async function claimDueDeliveries(
  executor: Executor,
  claim: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<ClaimedDelivery[]> {
  const rows = await executor.query<{
    id: string;
    attempts: number;
    subscription_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    payload: string;
  }>(
    `with due as (
       select id from web_push_delivery
       where next_attempt_at <= $1 and attempts < $4
       order by next_attempt_at, id
       limit $3
       for update skip locked
     )
     update web_push_delivery d set attempts = d.attempts + 1, next_attempt_at = $2
     from due, web_push_subscription s
     where d.id = due.id and s.id = d.subscription_id
     returning d.id::text, d.attempts, d.subscription_id::text, s.endpoint, s.p256dh, s.auth, d.payload`,
    [claim.now.toISOString(), claim.leaseUntil.toISOString(), claim.limit, claim.maxAttempts],
  );
  return rows.map((row) => ({
    id: row.id,
    attempt: row.attempts,
    subscriptionId: row.subscription_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    payload: row.payload,
  }));
}

/** Marks failed the messages whose last attempt never finished (their relay stopped); answers their ids. */
export async function failAbandonedDeliveries(
  executor: Executor,
  now: Date,
  maxAttempts: number,
): Promise<string[]> {
  const rows = await executor.query<{ id: string }>(
    `update web_push_delivery
     set next_attempt_at = null, failed_at = $1,
         error = coalesce(error, 'the relay sending it stopped before it finished')
     where next_attempt_at <= $1 and attempts >= $2
     returning id::text`,
    [now.toISOString(), maxAttempts],
  );
  return rows.map((row) => row.id);
}

/** A send that succeeded is recorded whoever holds the row now. */
export async function markDeliverySent(executor: Executor, id: string, sentAt: Date) {
  await executor.query(
    `update web_push_delivery set sent_at = $2, next_attempt_at = null, failed_at = null, error = null
     where id = $1 and sent_at is null`,
    [id, sentAt.toISOString()],
  );
}

/*
 * A failure is recorded only while its claim is still the row's latest (`attempts = attempt`): a relay whose
 * lease ran out mid-send must not move a row another relay has taken since.
 */

export async function scheduleDeliveryRetry(
  executor: Executor,
  delivery: ClaimedDelivery,
  error: string,
  nextAttemptAt: Date,
) {
  await executor.query(
    `update web_push_delivery set next_attempt_at = $3, error = $4
     where id = $1 and attempts = $2 and sent_at is null`,
    [delivery.id, delivery.attempt, nextAttemptAt.toISOString(), error.slice(0, 1000)],
  );
}

export async function markDeliveryFailed(
  executor: Executor,
  delivery: ClaimedDelivery,
  error: string,
  failedAt: Date,
) {
  await executor.query(
    `update web_push_delivery set next_attempt_at = null, failed_at = $3, error = $4
     where id = $1 and attempts = $2 and sent_at is null`,
    [delivery.id, delivery.attempt, failedAt.toISOString(), error.slice(0, 1000)],
  );
}

/** Drops settled messages (sent or given up on) created before `before`, a bounded batch at a time. */
export async function pruneSettledDeliveries(executor: Executor, before: Date, limit: number) {
  await executor.query(
    `delete from web_push_delivery where id in (
       select id from web_push_delivery where next_attempt_at is null and created_at < $1 limit $2
     )`,
    [before.toISOString(), limit],
  );
}
