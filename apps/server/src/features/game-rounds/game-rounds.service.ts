import type { EndpointOutput, OperatorRound, playerRoundsEndpoint } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { AppError } from "../../platform/errors";
import { revealedSeedsById } from "../fairness";
import { gameNamesById } from "../games-catalogue";
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

/** One round with every wallet call, for the back office. */
export async function operatorRound(
  ctx: GameRoundsContext,
  input: { roundId: string },
): Promise<OperatorRound> {
  const found = await roundById(ctx.db, input);
  const [round] = found ? await withGamesAndSeeds(ctx.db, [found]) : [];
  if (!round) throw new AppError("NOT_FOUND", 404, "No such round.");
  return presentOperatorRound(round, await walletCallsOfRound(ctx.db, { roundId: round.id }));
}
