import type {
  backofficePlayerRoundsEndpoint,
  EndpointOutput,
  OperatorRound,
  playerRoundsEndpoint,
} from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { auditActorOf, recordAudit } from "../audit-log";
import { revealedSeedsById } from "../fairness";
import { gameNamesById } from "../games-catalogue";
import { playerStateOf } from "../player";
import { playerRealRounds, roundById, type WalletRound, walletCallsOfRound } from "../provider-wallet";
import { presentOperatorRound, presentPlayerRound, type RoundRow } from "./game-rounds.presenter";

/** What the round services read from: the database, or an open transaction of it. */
export interface GameRoundsContext {
  db: Executor;
}

/** The wallet's rounds with their games (from the catalogue) and seeds (from fairness), in two reads. */
async function withGamesAndSeeds(db: Executor, rounds: WalletRound[]): Promise<RoundRow[]> {
  const [games, seeds] = await Promise.all([
    gameNamesById(db, { gameIds: rounds.map((round) => round.gameId) }),
    revealedSeedsById(db, { seedIds: rounds.flatMap((round) => round.fairSeedId ?? []) }),
  ]);
  return rounds.flatMap(({ fairSeedId, nonce, ...round }) => {
    const game = games.get(round.gameId);
    if (!game) return [];
    const seed = fairSeedId === null ? undefined : seeds.get(fairSeedId);
    return [
      {
        ...round,
        gameSlug: game.slug,
        gameTitle: game.title,
        engineId: game.engineId,
        fairness:
          seed && nonce !== null
            ? {
                serverSeedHash: seed.serverSeedHash,
                serverSeed: seed.revealedSeed,
                clientSeed: seed.clientSeed,
                nonce,
              }
            : null,
      },
    ];
  });
}

/** The player's recent real-money rounds, amounts in major units, fairness data as far as revealed. */
export async function playerRounds(
  ctx: GameRoundsContext,
  input: { playerId: string; limit: number; offset: number },
): Promise<EndpointOutput<typeof playerRoundsEndpoint>> {
  const { rounds, total } = await playerRealRounds(ctx.db, input);
  return { total, rounds: (await withGamesAndSeeds(ctx.db, rounds)).map(presentPlayerRound) };
}

/** What the back office's round reads run on: they are audited, so they write too. */
export interface BackofficeRoundsContext {
  db: Database;
  clock: Clock;
}

/** One round with every wallet call, for the back office; audited as a read of its player's data. */
export async function operatorRound(
  ctx: BackofficeRoundsContext,
  request: FastifyRequest,
  input: { roundId: string },
): Promise<OperatorRound> {
  return ctx.db.transaction(async (tx) => {
    const found = await roundById(tx, input);
    const [round] = found ? await withGamesAndSeeds(tx, [found]) : [];
    if (!round) throw new AppError("NOT_FOUND", 404, "No such round.");
    const answer = presentOperatorRound(round, await walletCallsOfRound(tx, { roundId: round.id }));
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "player", targetId: round.playerId, after: { read: "round", roundId: round.id } },
      ctx.clock.now(),
    );
    return answer;
  });
}

/** A player's real-money rounds for the back office, a page at a time; audited as a read. */
export async function backofficePlayerRounds(
  ctx: BackofficeRoundsContext,
  request: FastifyRequest,
  input: { playerId: string; page: number; pageSize: number },
): Promise<EndpointOutput<typeof backofficePlayerRoundsEndpoint>> {
  return ctx.db.transaction(async (tx) => {
    if (!(await playerStateOf(tx, input.playerId))) {
      throw new AppError("NOT_FOUND", 404, "There is no such player.");
    }
    const answer = await playerRounds(
      { db: tx },
      { playerId: input.playerId, limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
    );
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "player", targetId: input.playerId, after: { read: "rounds", page: input.page } },
      ctx.clock.now(),
    );
    return answer;
  });
}
