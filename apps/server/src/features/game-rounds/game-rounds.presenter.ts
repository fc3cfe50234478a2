import {
  type EndpointOutput,
  type OperatorRound,
  type playerRoundsEndpoint,
  SlotOutcomeSchema,
  toMajorNumber,
} from "@casino/contracts";
import { type WalletRound, walletCurrencyOf } from "../provider-wallet";

/** A round of the wallet with its game's names and its seeds as far as revealed. */
export interface RoundRow extends Omit<WalletRound, "fairSeedId" | "nonce"> {
  gameSlug: string;
  gameTitle: string;
  engineId: string | null;
  fairness: { serverSeedHash: string; serverSeed: string | null; clientSeed: string; nonce: number } | null;
}

type PlayerRound = EndpointOutput<typeof playerRoundsEndpoint>["rounds"][number];

/** A round as its player sees it in the history: amounts in major units of the round's currency. */
export function presentPlayerRound(round: RoundRow): PlayerRound {
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
}

/** A round as the back office sees it: minor units as strings, with every wallet call of it. */
export function presentOperatorRound(
  round: RoundRow,
  transactions: OperatorRound["transactions"],
): OperatorRound {
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
    // The stored JSON is checked against the contract here: a round an external provider played has none.
    outcome: SlotOutcomeSchema.nullable().parse(round.outcome ?? null),
    fairness: round.fairness,
    transactions,
  };
}
