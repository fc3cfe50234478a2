import type { GameMode } from "@casino/contracts";
import type { Executor } from "@casino/db";

export interface RoundRow {
  id: string;
  providerSlug: string;
  providerRoundId: string;
  playerId: string;
  gameId: number;
  gameSlug: string;
  gameTitle: string;
  engineId: string | null;
  gameSessionId: string;
  mode: "real" | "demo";
  gameMode: GameMode;
  status: "open" | "settled" | "rolled_back";
  betTotal: bigint;
  winTotal: bigint;
  createdAt: Date;
  settledAt: Date | null;
  outcome: unknown;
  fairness: { serverSeedHash: string; serverSeed: string | null; clientSeed: string; nonce: number } | null;
}

type Raw = {
  id: string;
  provider_slug: string;
  provider_round_id: string;
  player_id: string;
  game_id: number;
  game_slug: string;
  game_title: string;
  engine_id: string | null;
  game_session_id: string;
  mode: "real" | "demo";
  game_mode: GameMode;
  status: RoundRow["status"];
  bet_total: string;
  win_total: string;
  created_at: Date | string;
  settled_at: Date | string | null;
  outcome: unknown;
  server_seed_hash: string | null;
  revealed_seed: string | null;
  client_seed: string | null;
  nonce: number | null;
};

// The server seed is selected only once revealed: a live seed never leaves the database through here.
const SELECT = `select r.id::text, r.provider_slug, r.provider_round_id, r.player_id::text, r.game_id,
    g.slug as game_slug, g.title as game_title, g.engine_id, r.game_session_id::text, s.mode, r.game_mode, r.status,
    r.bet_total::text, r.win_total::text, r.created_at, r.settled_at, r.outcome,
    f.server_seed_hash, case when f.revealed_at is not null then f.server_seed end as revealed_seed,
    f.client_seed, r.nonce
  from game_round r
  join game_session s on s.id = r.game_session_id
  join game g on g.id = r.game_id
  left join fair_seed f on f.id = r.fair_seed_id`;

function toRound(row: Raw): RoundRow {
  return {
    id: row.id,
    providerSlug: row.provider_slug,
    providerRoundId: row.provider_round_id,
    playerId: row.player_id,
    gameId: row.game_id,
    gameSlug: row.game_slug,
    gameTitle: row.game_title,
    engineId: row.engine_id,
    gameSessionId: row.game_session_id,
    mode: row.mode,
    gameMode: row.game_mode,
    status: row.status,
    betTotal: BigInt(row.bet_total),
    winTotal: BigInt(row.win_total),
    createdAt: new Date(row.created_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
    outcome: row.outcome,
    fairness:
      row.server_seed_hash !== null && row.client_seed !== null && row.nonce !== null
        ? {
            serverSeedHash: row.server_seed_hash,
            serverSeed: row.revealed_seed,
            clientSeed: row.client_seed,
            nonce: row.nonce,
          }
        : null,
  };
}

/** A player's real-money rounds, newest first (demo play is not history). */
export async function listPlayerRounds(executor: Executor, playerId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    executor.query<Raw>(
      `${SELECT} where r.player_id = $1 and s.mode = 'real' order by r.created_at desc, r.id desc limit $2 offset $3`,
      [playerId, limit, offset],
    ),
    executor.query<{ total: string }>(
      `select count(*)::text as total from game_round r join game_session s on s.id = r.game_session_id
       where r.player_id = $1 and s.mode = 'real'`,
      [playerId],
    ),
  ]);
  return { rounds: rows.map(toRound), total: Number(count[0]?.total ?? 0) };
}

export async function findRound(executor: Executor, id: string): Promise<RoundRow | null> {
  const rows = await executor.query<Raw>(`${SELECT} where r.id = $1`, [id]);
  return rows[0] ? toRound(rows[0]) : null;
}

export async function listRoundTransactions(executor: Executor, roundId: string) {
  const rows = await executor.query<{
    provider_transaction_id: string;
    operation: "bet" | "win" | "rollback";
    amount: string;
    bet_transaction_id: string | null;
    is_rolled_back: boolean;
    created_at: Date | string;
  }>(
    `select provider_transaction_id, operation, amount::text, bet_transaction_id, is_rolled_back, created_at
     from wallet_transaction where round_id = $1 order by id`,
    [roundId],
  );
  return rows.map((row) => ({
    providerTransactionId: row.provider_transaction_id,
    operation: row.operation,
    amount: row.amount,
    betTransactionId: row.bet_transaction_id,
    isRolledBack: row.is_rolled_back,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
