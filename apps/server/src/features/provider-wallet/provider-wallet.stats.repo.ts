import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";

/**
 * The back-office dashboard's play figures (issue #11), summed in SQL from real-money rounds: one row per
 * UTC day, brand and game mode. A round counts on the day it started, with its stake and win so far;
 * rolled-back rounds do not count. The brand is the player's: this aggregate reads `player.brand_id` in the
 * same query (decision 036) rather than moving one row per player and day out of the database.
 */
export async function sumRoundsByDay(
  executor: Executor,
  q: { from: Date; to: Date; brand?: BrandId | undefined },
) {
  const rows = await executor.query<{
    day: string;
    brand_id: BrandId;
    game_mode: "TournamentPoints" | "SweepStakes";
    rounds: string;
    active_players: string;
    stake: string;
    win: string;
  }>(
    `select to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, p.brand_id, r.game_mode,
       count(*)::text as rounds, count(distinct r.player_id)::text as active_players,
       sum(r.bet_total)::text as stake, sum(r.win_total)::text as win
     from game_round r
     join game_session s on s.id = r.game_session_id
     join player p on p.id = r.player_id
     where s.mode = 'real' and r.status <> 'rolled_back'
       and r.created_at >= $1 and r.created_at < $2 and ($3::text is null or p.brand_id = $3)
     group by 1, 2, 3 order by 1, 2, 3`,
    [q.from.toISOString(), q.to.toISOString(), q.brand ?? null],
  );
  return rows.map((row) => ({
    day: row.day,
    brand: row.brand_id,
    gameMode: row.game_mode,
    rounds: Number(row.rounds),
    activePlayers: Number(row.active_players),
    stake: BigInt(row.stake),
    win: BigInt(row.win),
  }));
}

/**
 * Distinct players with a real round in [from, to), per game mode and in all (`gameMode` null): not sums
 * of the days, since a player plays on many.
 */
export async function countActivePlayers(
  executor: Executor,
  q: { from: Date; to: Date; brand?: BrandId | undefined },
) {
  const rows = await executor.query<{
    game_mode: "TournamentPoints" | "SweepStakes" | null;
    players: string;
  }>(
    `select r.game_mode, count(distinct r.player_id)::text as players
     from game_round r
     join game_session s on s.id = r.game_session_id
     join player p on p.id = r.player_id
     where s.mode = 'real' and r.status <> 'rolled_back'
       and r.created_at >= $1 and r.created_at < $2 and ($3::text is null or p.brand_id = $3)
     group by grouping sets ((r.game_mode), ())`,
    [q.from.toISOString(), q.to.toISOString(), q.brand ?? null],
  );
  return rows.map((row) => ({ gameMode: row.game_mode, players: Number(row.players) }));
}
