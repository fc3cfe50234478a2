import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { GameModeSchema } from "./player";

/**
 * `wager.settled` (ARCHITECTURE D23): written to the outbox in the transaction that settles a real-money
 * round; tournaments, quests and the other engagement features consume it. Amounts are minor units of
 * `currency`, as decimal strings.
 */
export const WAGER_SETTLED = "wager.settled";
export const WagerSettledEventSchema = z.object({
  /** Our round id (game_round.id). */
  roundId: z.string(),
  playerId: z.string(),
  gameId: z.number().int(),
  /** The wallet integration that played the round (`house` for the built-in provider). */
  providerSlug: z.string(),
  gameMode: GameModeSchema,
  currency: z.enum(["coins", "entries"]),
  bet: z.string().regex(/^\d+$/),
  win: z.string().regex(/^\d+$/),
  settledAt: z.string(),
});
export type WagerSettledEvent = z.infer<typeof WagerSettledEventSchema>;

const MinorUnits = z.string().regex(/^-?\d+$/);

/** A round as the back office sees it: every wallet call, the outcome and the fairness data. */
export const OperatorRoundSchema = z.object({
  id: z.string(),
  providerSlug: z.string(),
  providerRoundId: z.string(),
  playerId: z.string(),
  gameId: z.number().int(),
  gameSlug: z.string(),
  gameSessionId: z.string(),
  mode: z.enum(["real", "demo"]),
  gameMode: GameModeSchema,
  currency: z.enum(["coins", "entries"]),
  status: z.enum(["open", "settled", "rolled_back"]),
  bet: MinorUnits,
  win: MinorUnits,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  outcome: z.unknown().nullable(),
  /** The server seed stays null until the player rotates it: not even operators see a live seed. */
  fairness: z
    .object({
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
      clientSeed: z.string(),
      nonce: z.number().int(),
    })
    .nullable(),
  transactions: z.array(
    z.object({
      providerTransactionId: z.string(),
      operation: z.enum(["bet", "win", "rollback"]),
      amount: MinorUnits,
      betTransactionId: z.string().nullable(),
      isRolledBack: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export type OperatorRound = z.infer<typeof OperatorRoundSchema>;

export const operatorRoundEndpoint = defineEndpoint({
  id: "operatorRound",
  method: "GET",
  path: "/api/operator/rounds/{id}",
  summary:
    "Look a game round up by our id, with its wallet calls, outcome and fairness data (bearer OPERATOR_API_TOKEN; absent when the token is not configured).",
  tags: ["operator"],
  auth: "operator",
  params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
  output: OperatorRoundSchema,
  errors: ["UNAUTHENTICATED", "NOT_FOUND"],
});
