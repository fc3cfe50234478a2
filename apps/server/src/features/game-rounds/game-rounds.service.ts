import { type OperatorRound, toMajorNumber } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { AppError } from "../../platform/errors";
import { walletCurrencyOf } from "../provider-wallet";
import { findRound, listPlayerRounds, listRoundTransactions } from "./game-rounds.repo";

/** The player's recent real-money rounds, amounts in major units, fairness data as far as revealed. */
export async function playerRounds(executor: Executor, playerId: string, limit: number, offset: number) {
  const { rounds, total } = await listPlayerRounds(executor, playerId, limit, offset);
  return {
    total,
    rounds: rounds.map((round) => {
      const currency = walletCurrencyOf(round.gameMode);
      return {
        id: round.id,
        gameId: round.gameId,
        gameName: round.gameTitle,
        engineId: round.engineId,
        currency,
        bet: toMajorNumber(round.betTotal, currency),
        win: toMajorNumber(round.winTotal, currency),
        status: round.status,
        createdAt: round.createdAt.toISOString(),
        fairness: round.fairness,
      };
    }),
  };
}

/** One round with every wallet call, for the back office. */
export async function operatorRound(executor: Executor, id: string): Promise<OperatorRound> {
  const round = await findRound(executor, id);
  if (!round) throw new AppError("NOT_FOUND", 404, "No such round.");
  return {
    id: round.id,
    providerSlug: round.providerSlug,
    providerRoundId: round.providerRoundId,
    playerId: round.playerId,
    gameId: round.gameId,
    gameSlug: round.gameSlug,
    gameSessionId: round.gameSessionId,
    mode: round.mode,
    gameMode: round.gameMode,
    currency: walletCurrencyOf(round.gameMode),
    status: round.status,
    bet: round.betTotal.toString(),
    win: round.winTotal.toString(),
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
    outcome: round.outcome ?? null,
    fairness: round.fairness,
    transactions: await listRoundTransactions(executor, round.id),
  };
}
