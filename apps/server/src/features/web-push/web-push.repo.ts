import type { Executor } from "@casino/db";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair, made by whichever node gets there first; every node then reads the same one. */
export async function ensureVapidKeys(db: Executor, candidate: VapidKeys): Promise<VapidKeys> {
  await db.query(
    `insert into web_push_vapid_key (id, public_key, private_key) values (1, $1, $2)
     on conflict (id) do nothing`,
    [candidate.publicKey, candidate.privateKey],
  );
  const rows = await db.query<{ public_key: string; private_key: string }>(
    "select public_key, private_key from web_push_vapid_key where id = 1",
  );
  const row = rows[0];
  if (!row) throw new Error("web_push_vapid_key has no row after insert");
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/**
 * Keeps a browser's subscription for the player, or refreshes it: the endpoint is the browser's, so a
 * second player signing in there takes it over (with the keys the browser sent now).
 */
export async function upsertSubscription(
  tx: Executor,
  input: { playerId: string; endpoint: string; p256dh: string; auth: string; now: Date },
): Promise<void> {
  await tx.query(
    `insert into web_push_subscription (player_id, endpoint, p256dh, auth, created_at, refreshed_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (endpoint) do update
       set player_id = excluded.player_id, p256dh = excluded.p256dh, auth = excluded.auth,
           refreshed_at = excluded.refreshed_at`,
    [input.playerId, input.endpoint, input.p256dh, input.auth, input.now.toISOString()],
  );
}

/** Forgets the player's subscriptions past the `keep` most recently refreshed ones. */
export async function trimSubscriptions(tx: Executor, playerId: string, keep: number): Promise<void> {
  await tx.query(
    `delete from web_push_subscription where id in (
       select id from web_push_subscription where player_id = $1
       order by refreshed_at desc, id desc offset $2
     )`,
    [playerId, keep],
  );
}

/** Deletes the player's subscription with this endpoint; answers whether there was one. */
export async function deleteOwnSubscription(
  executor: Executor,
  playerId: string,
  endpoint: string,
): Promise<boolean> {
  const rows = await executor.query<{ id: string }>(
    "delete from web_push_subscription where player_id = $1 and endpoint = $2 returning id::text",
    [playerId, endpoint],
  );
  return rows.length > 0;
}

/** Deletes a subscription the push service said is gone (404, 410), with its queued messages. */
export async function deleteSubscription(executor: Executor, subscriptionId: string): Promise<void> {
  await executor.query("delete from web_push_subscription where id = $1", [subscriptionId]);
}

/** Whether the player has any subscription: most have none, and then a notification costs one lookup. */
export async function hasSubscriptions(executor: Executor, playerId: string): Promise<boolean> {
  const rows = await executor.query("select 1 from web_push_subscription where player_id = $1 limit 1", [
    playerId,
  ]);
  return rows.length > 0;
}
