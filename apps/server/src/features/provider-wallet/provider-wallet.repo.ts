import type { BrandId, GameMode } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { TransactionColumns, WalletRaw } from "./provider-wallet.raw-rows";

/** A game session as the wallet sees it; `isLive` is false once it expired. */
export interface WalletSession {
  id: string;
  playerId: string;
  gameId: number;
  providerSlug: string;
  mode: "real" | "demo";
  gameMode: GameMode;
  demoBalance: bigint | null;
  isLive: boolean;
  isPlayerActive: boolean;
  /** The player's brand: its limits apply to the session's bets. */
  brandId: BrandId;
}

/**
 * Finds the provider's session by token hash and, while it is live, slides its expiry (idle timeout, never
 * past the absolute limit). An expired session is answered, not revived. The row lock orders the calls of
 * one session, so a session's calls never race each other.
 */
export async function touchSession(
  tx: Executor,
  q: { tokenHash: string; providerSlug: string; now: Date; idleMs: number; maxMs: number },
): Promise<WalletSession | null> {
  const rows = await tx.query<
    WalletRaw<
      "session",
      "id" | "playerId" | "gameId" | "providerSlug" | "mode" | "gameMode" | "demoBalance"
    > & { is_live: boolean; is_player_active: boolean; brand_id: BrandId }
  >(
    `update game_session s set expires_at = case when s.expires_at > $3::timestamptz
       then least($3::timestamptz + $4 * interval '1 millisecond', s.created_at + $5 * interval '1 millisecond')
       else s.expires_at end
     from player p
     where s.token_hash = $1 and s.provider_slug = $2 and p.id = s.player_id
     returning s.id::text, s.player_id::text, s.game_id, s.provider_slug, s.mode, s.game_mode,
       s.demo_balance::text, s.expires_at > $3::timestamptz as is_live, p.account_status = 'ACTIVE' as is_player_active,
       p.brand_id`,
    [q.tokenHash, q.providerSlug, q.now.toISOString(), q.idleMs, q.maxMs],
  );
  const row = rows[0];
  // Every launch names its player; a session without one cannot be played.
  if (!row?.player_id) return null;
  return {
    id: row.id,
    playerId: row.player_id,
    gameId: row.game_id,
    providerSlug: row.provider_slug,
    mode: row.mode,
    gameMode: row.game_mode,
    demoBalance: row.demo_balance === null ? null : BigInt(row.demo_balance),
    isLive: row.is_live,
    isPlayerActive: row.is_player_active,
    brandId: row.brand_id,
  };
}

export interface WalletRow {
  id: string;
  operation: TransactionColumns["operation"];
  amount: bigint;
  fingerprint: string;
  isTombstone: boolean;
  isRolledBack: boolean;
  response: unknown;
  /** The round the transaction moved, once answered (null for a tombstone). */
  roundId: string | null;
}

/**
 * Claims a provider transaction id for this request. Null when the id is taken: a concurrent copy waits
 * here on the unique index until the first commits (then sees its row) or rolls back (then claims it).
 */
export async function claimTransaction(
  tx: Executor,
  row: {
    providerSlug: string;
    providerTransactionId: string;
    operation: "bet" | "win" | "rollback";
    betTransactionId: string | null;
    amount: bigint;
    fingerprint: string;
    now: Date;
  },
): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into wallet_transaction
       (provider_slug, provider_transaction_id, operation, bet_transaction_id, amount, fingerprint, response, created_at)
     values ($1, $2, $3, $4, $5, $6, '{}'::jsonb, $7)
     on conflict (provider_slug, provider_transaction_id) do nothing
     returning id::text`,
    [
      row.providerSlug,
      row.providerTransactionId,
      row.operation,
      row.betTransactionId,
      row.amount.toString(),
      row.fingerprint,
      row.now.toISOString(),
    ],
  );
  return rows[0]?.id ?? null;
}

const TRANSACTION_COLUMNS = `id::text, operation, amount::text, fingerprint, is_tombstone, is_rolled_back,
  response, round_id::text`;

type RawTransaction = WalletRaw<
  "transaction",
  "id" | "operation" | "amount" | "fingerprint" | "isTombstone" | "isRolledBack" | "response" | "roundId"
>;

async function selectTransaction(
  tx: Executor,
  q: { providerSlug: string; providerTransactionId: string; isLocked: boolean },
): Promise<WalletRow | null> {
  const rows = await tx.query<RawTransaction>(
    `select ${TRANSACTION_COLUMNS} from wallet_transaction
     where provider_slug = $1 and provider_transaction_id = $2${q.isLocked ? " for update" : ""}`,
    [q.providerSlug, q.providerTransactionId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    operation: row.operation,
    amount: BigInt(row.amount),
    fingerprint: row.fingerprint,
    isTombstone: row.is_tombstone,
    isRolledBack: row.is_rolled_back,
    response: row.response,
    roundId: row.round_id,
  };
}

/** A provider's transaction by its id, as stored. */
export const findTransaction = (tx: Executor, providerSlug: string, providerTransactionId: string) =>
  selectTransaction(tx, { providerSlug, providerTransactionId, isLocked: false });

/** The same, locked until the call's transaction ends: a win and a rollback of one bet never interleave. */
export const lockTransaction = (tx: Executor, providerSlug: string, providerTransactionId: string) =>
  selectTransaction(tx, { providerSlug, providerTransactionId, isLocked: true });

/** Stores the answer of a claimed transaction, so a replay gets exactly the first result. */
export async function completeTransaction(
  tx: Executor,
  id: string,
  roundId: string | null,
  response: object,
) {
  await tx.query("update wallet_transaction set round_id = $2, response = $3 where id = $1", [
    id,
    roundId,
    JSON.stringify(response),
  ]);
}

/** Remembers that a bet we never saw was rolled back, so the bet is refused if it arrives late. */
export async function insertTombstone(
  tx: Executor,
  row: { providerSlug: string; betTransactionId: string; amount: bigint; now: Date },
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `insert into wallet_transaction
       (provider_slug, provider_transaction_id, operation, amount, fingerprint, is_tombstone, is_rolled_back, response, created_at)
     values ($1, $2, 'bet', $3, 'tombstone', true, true, '{}'::jsonb, $4)
     on conflict (provider_slug, provider_transaction_id) do nothing
     returning id::text`,
    [row.providerSlug, row.betTransactionId, row.amount.toString(), row.now.toISOString()],
  );
  return rows.length > 0;
}

export async function markRolledBack(tx: Executor, walletTransactionId: string) {
  await tx.query("update wallet_transaction set is_rolled_back = true where id = $1", [walletTransactionId]);
}

export async function hasWinForBet(tx: Executor, providerSlug: string, betTransactionId: string) {
  const rows = await tx.query<{ found: boolean }>(
    `select exists (select 1 from wallet_transaction
       where provider_slug = $1 and bet_transaction_id = $2 and operation = 'win') as found`,
    [providerSlug, betTransactionId],
  );
  return rows[0]?.found === true;
}
