import type { EndpointOutput, OperatorRound, playerRoundsEndpoint } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { AppError } from "../../platform/errors";
import { presentOperatorRound, presentPlayerRound } from "./game-rounds.presenter";
import { findRound, listPlayerRounds, listRoundTransactions } from "./game-rounds.repo";

/** What the round services read from: the database, or an open transaction of it. */
export interface GameRoundsContext {
  db: Executor;
}

/** The player's recent real-money rounds, amounts in major units, fairness data as far as revealed. */
export async function playerRounds(
  ctx: GameRoundsContext,
  input: { playerId: string; limit: number; offset: number },
): Promise<EndpointOutput<typeof playerRoundsEndpoint>> {
  const { rounds, total } = await listPlayerRounds(ctx.db, input.playerId, input.limit, input.offset);
  return { total, rounds: rounds.map(presentPlayerRound) };
}

/** One round with every wallet call, for the back office. */
export async function operatorRound(
  ctx: GameRoundsContext,
  input: { roundId: string },
): Promise<OperatorRound> {
  const round = await findRound(ctx.db, input.roundId);
  if (!round) throw new AppError("NOT_FOUND", 404, "No such round.");
  return presentOperatorRound(round, await listRoundTransactions(ctx.db, round.id));
}
