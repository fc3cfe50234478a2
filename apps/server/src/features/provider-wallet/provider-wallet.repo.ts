import type { BrandId, Currency, GameMode } from "@casino/contracts";
import type { Executor } from "@casino/db";

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
  const rows = await tx.query<{
    id: string;
    player_id: string;
    game_id: number;
    provider_slug: string;
    mode: "real" | "demo";
    game_mode: GameMode;
    demo_balance: string | null;
    is_live: boolean;
    is_player_active: boolean;
    brand_id: BrandId;
  }>(
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
  if (!row) return null;
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
  operation: "bet" | "win" | "rollback";
  amount: bigint;
  fingerprint: string;
  isTombstone: boolean;
  isRolledBack: boolean;
  response: unknown;
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

export async function findTransaction(
  tx: Executor,
  providerSlug: string,
  providerTransactionId: string,
): Promise<WalletRow | null> {
  const rows = await tx.query<{
    id: string;
    operation: WalletRow["operation"];
    amount: string;
    fingerprint: string;
    is_tombstone: boolean;
    is_rolled_back: boolean;
    response: unknown;
  }>(
    `select id::text, operation, amount::text, fingerprint, is_tombstone, is_rolled_back, response
     from wallet_transaction where provider_slug = $1 and provider_transaction_id = $2`,
    [providerSlug, providerTransactionId],
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
  };
}

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

/** A round's money side: whose it is and which session (real or demo, which game mode) it plays in. */
export interface RoundRef {
  id: string;
  providerRoundId: string;
  status: "open" | "settled" | "rolled_back";
  playerId: string;
  gameId: number;
  gameSessionId: string;
  mode: "real" | "demo";
  gameMode: GameMode;
}

/** The bet a win or rollback refers to, locked so a win and a rollback of one bet never interleave. */
export async function lockBet(tx: Executor, providerSlug: string, betTransactionId: string) {
  const rows = await tx.query<{
    id: string;
    operation: WalletRow["operation"];
    amount: string;
    is_tombstone: boolean;
    is_rolled_back: boolean;
    round_id: string | null;
  }>(
    `select id::text, operation, amount::text, is_tombstone, is_rolled_back, round_id::text
     from wallet_transaction where provider_slug = $1 and provider_transaction_id = $2
     for update`,
    [providerSlug, betTransactionId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    operation: row.operation,
    amount: BigInt(row.amount),
    isTombstone: row.is_tombstone,
    isRolledBack: row.is_rolled_back,
    roundId: row.round_id,
  };
}

const ROUND_COLUMNS = `r.id::text, r.provider_round_id, r.status, r.player_id::text, r.game_id,
  r.game_session_id::text, s.mode, r.game_mode`;

type RawRound = {
  id: string;
  provider_round_id: string;
  status: RoundRef["status"];
  player_id: string;
  game_id: number;
  game_session_id: string;
  mode: "real" | "demo";
  game_mode: GameMode;
};

const toRound = (row: RawRound): RoundRef => ({
  id: row.id,
  providerRoundId: row.provider_round_id,
  status: row.status,
  playerId: row.player_id,
  gameId: row.game_id,
  gameSessionId: row.game_session_id,
  mode: row.mode,
  gameMode: row.game_mode,
});

export async function findRoundById(tx: Executor, id: string): Promise<RoundRef | null> {
  const rows = await tx.query<RawRound>(
    `select ${ROUND_COLUMNS} from game_round r join game_session s on s.id = r.game_session_id where r.id = $1`,
    [id],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

export async function findRoundByProviderId(
  tx: Executor,
  providerSlug: string,
  providerRoundId: string,
): Promise<RoundRef | null> {
  const rows = await tx.query<RawRound>(
    `select ${ROUND_COLUMNS} from game_round r join game_session s on s.id = r.game_session_id
     where r.provider_slug = $1 and r.provider_round_id = $2`,
    [providerSlug, providerRoundId],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

/**
 * Adds a bet to its round, opening the round on its first bet. A round belongs to the session that opened
 * it and takes bets only while open: null when it is closed or another session's.
 */
export async function addBetToRound(
  tx: Executor,
  row: {
    providerSlug: string;
    providerRoundId: string;
    session: WalletSession;
    amount: bigint;
    now: Date;
    outcome: object | null;
    fairSeedId: number | null;
    nonce: number | null;
  },
): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into game_round (provider_slug, provider_round_id, game_session_id, player_id, game_id, game_mode,
       bet_total, created_at, outcome, fair_seed_id, nonce)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (provider_slug, provider_round_id) do update set bet_total = game_round.bet_total + excluded.bet_total
       where game_round.status = 'open' and game_round.game_session_id = excluded.game_session_id
     returning id::text`,
    [
      row.providerSlug,
      row.providerRoundId,
      row.session.id,
      row.session.playerId,
      row.session.gameId,
      row.session.gameMode,
      row.amount.toString(),
      row.now.toISOString(),
      row.outcome === null ? null : JSON.stringify(row.outcome),
      row.fairSeedId,
      row.nonce,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Adds to an open round's win or bet total (a negative bet delta is a rollback); false once it closed. */
export async function addToOpenRound(
  tx: Executor,
  roundId: string,
  delta: { bet: bigint; win: bigint },
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update game_round set bet_total = bet_total + $2, win_total = win_total + $3
     where id = $1 and status = 'open' returning id::text`,
    [roundId, delta.bet.toString(), delta.win.toString()],
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

export interface ClosedRound {
  id: string;
  status: "settled" | "rolled_back";
  betTotal: bigint;
  winTotal: bigint;
  gameId: number;
  gameMode: GameMode;
  mode: "real" | "demo";
  playerId: string;
  gameSessionId: string;
  settledAt: Date;
}

/**
 * Closes an open round of the player: `rolled_back` when every bet of it was rolled back and nothing was
 * won, `settled` otherwise. Null when there is no such open round.
 */
export async function closeRound(
  tx: Executor,
  q: { providerSlug: string; providerRoundId: string; playerId: string; now: Date },
): Promise<ClosedRound | null> {
  const rows = await tx.query<{
    id: string;
    status: "settled" | "rolled_back";
    bet_total: string;
    win_total: string;
    game_id: number;
    game_mode: GameMode;
    mode: "real" | "demo";
    player_id: string;
    game_session_id: string;
  }>(
    `update game_round r set settled_at = $4,
       status = case when r.win_total = 0
         and exists (select 1 from wallet_transaction w where w.round_id = r.id and w.operation = 'bet')
         and not exists (select 1 from wallet_transaction w
                         where w.round_id = r.id and w.operation = 'bet' and not w.is_rolled_back)
         then 'rolled_back' else 'settled' end
     from game_session s
     where r.provider_slug = $1 and r.provider_round_id = $2 and r.player_id = $3 and r.status = 'open'
       and s.id = r.game_session_id
     returning r.id::text, r.status, r.bet_total::text, r.win_total::text, r.game_id, r.game_mode, s.mode,
       r.player_id::text, r.game_session_id::text`,
    [q.providerSlug, q.providerRoundId, q.playerId, q.now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    betTotal: BigInt(row.bet_total),
    winTotal: BigInt(row.win_total),
    gameId: row.game_id,
    gameMode: row.game_mode,
    mode: row.mode,
    playerId: row.player_id,
    gameSessionId: row.game_session_id,
    settledAt: q.now,
  };
}

/** The sum of a player's balances in the given currencies (the wallet's playable balance). */
export async function sumBalances(tx: Executor, playerId: string, currencies: readonly Currency[]) {
  const rows = await tx.query<{ total: string }>(
    `select coalesce(sum(balance), 0)::text as total from ledger_account
     where player_id = $1 and currency = any($2::text[])`,
    [playerId, currencies],
  );
  return BigInt(rows[0]?.total ?? "0");
}

/** Locks a player's balance rows (in id order, as the ledger does) and reads them. */
export async function lockBalances(tx: Executor, playerId: string, currencies: readonly Currency[]) {
  const rows = await tx.query<{ currency: Currency; balance: string }>(
    `select currency, balance::text from ledger_account
     where player_id = $1 and currency = any($2::text[]) order by id for update`,
    [playerId, currencies],
  );
  return new Map(rows.map((row) => [row.currency, BigInt(row.balance)]));
}

/** Moves a demo session's play money; null when a debit would take it below zero. */
export async function addToDemoBalance(
  tx: Executor,
  sessionId: string,
  delta: bigint,
): Promise<bigint | null> {
  const rows = await tx.query<{ balance: string }>(
    `update game_session set demo_balance = demo_balance + $2
     where id = $1 and demo_balance + $2 >= 0 returning demo_balance::text as balance`,
    [sessionId, delta.toString()],
  );
  return rows[0] ? BigInt(rows[0].balance) : null;
}

export async function demoBalanceOf(tx: Executor, sessionId: string): Promise<bigint> {
  const rows = await tx.query<{ balance: string | null }>(
    "select demo_balance::text as balance from game_session where id = $1",
    [sessionId],
  );
  return BigInt(rows[0]?.balance ?? "0");
}
