import type { Executor } from "@casino/db";

/** Playthrough batches and counted wagers (issue #14, decision 047): hand-written SQL, one statement each. */

export interface BatchRow {
  id: bigint;
  kind: string;
  amount: bigint;
  required: bigint;
  wagered: bigint;
  createdAt: Date;
}

type BatchRaw = {
  id: string;
  kind: string;
  amount: string;
  required: string;
  wagered: string;
  created_at: Date | string;
};

const toBatch = (row: BatchRaw): BatchRow => ({
  id: BigInt(row.id),
  kind: row.kind,
  amount: BigInt(row.amount),
  required: BigInt(row.required),
  wagered: BigInt(row.wagered),
  createdAt: new Date(row.created_at),
});

const BATCH_COLUMNS = "id::text, kind, amount::text, required::text, wagered::text, created_at";

/** Opens a batch for the credit posted as `transactionId`, stamped with that transaction's time. */
export async function insertBatch(
  tx: Executor,
  batch: { playerId: string; transactionId: bigint; kind: string; amount: bigint; required: bigint },
): Promise<void> {
  await tx.query(
    `insert into playthrough_batch (player_id, transaction_id, kind, amount, required, created_at)
     select $1, t.id, $3, $4::bigint, $5::bigint, t.created_at from ledger_transaction t where t.id = $2::bigint`,
    [
      batch.playerId,
      batch.transactionId.toString(),
      batch.kind,
      batch.amount.toString(),
      batch.required.toString(),
    ],
  );
}

/**
 * Closes the batch the transaction posted under `originalKey` opened (its credit was reversed, so there
 * is nothing left to play through), stamped with the reversal's time. Nothing when it opened none.
 */
export async function closeBatchOfKey(tx: Executor, originalKey: string, reversalId: bigint): Promise<void> {
  await tx.query(
    `update playthrough_batch b set completed_at = r.created_at
     from ledger_transaction t, ledger_transaction r
     where t.idempotency_key = $1 and b.transaction_id = t.id and r.id = $2::bigint and b.completed_at is null`,
    [originalKey, reversalId.toString()],
  );
}

/** Claims a settled round for playthrough; false when it was counted before (a replayed event). */
export async function claimWager(
  tx: Executor,
  wager: { roundId: string; playerId: string; amount: bigint; now: Date },
): Promise<boolean> {
  const rows = await tx.query<{ round_id: string }>(
    `insert into playthrough_wager (round_id, player_id, amount, counted_at) values ($1, $2, $3::bigint, $4)
     on conflict (round_id) do nothing returning round_id`,
    [wager.roundId, wager.playerId, wager.amount.toString(), wager.now.toISOString()],
  );
  return rows.length > 0;
}

/** The player's open batches, oldest first; locked for the caller's transaction when `lock` is set. */
export async function openBatches(executor: Executor, playerId: string, lock = false): Promise<BatchRow[]> {
  const rows = await executor.query<BatchRaw>(
    `select ${BATCH_COLUMNS} from playthrough_batch
     where player_id = $1 and completed_at is null order by id${lock ? " for update" : ""}`,
    [playerId],
  );
  return rows.map(toBatch);
}

/** Adds each fill to its batch, completing those it fills up. */
export async function addFills(
  tx: Executor,
  fills: readonly { id: bigint; amount: bigint; isCompleted: boolean }[],
  now: Date,
): Promise<void> {
  if (fills.length === 0) return;
  await tx.query(
    `update playthrough_batch b
     set wagered = b.wagered + f.amount, completed_at = case when f.done then $4::timestamptz else null end
     from unnest($1::bigint[], $2::bigint[], $3::boolean[]) as f(id, amount, done)
     where b.id = f.id`,
    [
      fills.map((fill) => fill.id.toString()),
      fills.map((fill) => fill.amount.toString()),
      fills.map((fill) => fill.isCompleted),
      now.toISOString(),
    ],
  );
}

/** What is still to be played through over the player's open batches. */
export async function outstandingOf(executor: Executor, playerId: string): Promise<bigint> {
  const rows = await executor.query<{ outstanding: string }>(
    `select coalesce(sum(required - wagered), 0)::text as outstanding from playthrough_batch
     where player_id = $1 and completed_at is null`,
    [playerId],
  );
  return BigInt(rows[0]?.outstanding ?? "0");
}

/**
 * The player's winnings balance; with `lock`, its row is locked for the caller's transaction, so two
 * decisions on the same winnings (two redemptions) are taken one after the other.
 */
export async function winningsOf(executor: Executor, playerId: string, lock = false): Promise<bigint> {
  const rows = await executor.query<{ balance: string }>(
    `select balance::text from ledger_account where player_id = $1 and currency = 'winnings'${
      lock ? " for update" : ""
    }`,
    [playerId],
  );
  return BigInt(rows[0]?.balance ?? "0");
}
