import type { GameMode } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { WalletRaw } from "./provider-wallet.raw-rows";

// SQL of game rounds as the wallet reads and closes them (bets and wins add to a round in the wallet's SQL
// functions, decision 018).

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

const ROUND_COLUMNS = `r.id::text, r.provider_round_id, r.status, r.player_id::text, r.game_id,
  r.game_session_id::text, s.mode, r.game_mode`;

type RawRound = WalletRaw<
  "round",
  "id" | "providerRoundId" | "status" | "playerId" | "gameId" | "gameSessionId" | "gameMode"
> &
  WalletRaw<"session", "mode">;

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
  const rows = await tx.query<
    WalletRaw<
      "round",
      "id" | "betTotal" | "winTotal" | "gameId" | "gameMode" | "playerId" | "gameSessionId"
    > &
      WalletRaw<"session", "mode"> & { status: ClosedRound["status"] }
  >(
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
