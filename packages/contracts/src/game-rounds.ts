import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { SlotOutcomeSchema } from "./house-games";
import { PlayCurrencySchema } from "./money";
import { backofficePageQuery, defineBackofficeEndpoint } from "./operators";
import { GameModeSchema } from "./player";
import { text } from "./text";

/**
 * `wager.settled` (ARCHITECTURE D23): written to the outbox in the transaction that settles a real-money
 * round; tournaments, quests and the other engagement features consume it. Amounts are minor units of
 * `currency`, as decimal strings.
 */
export const WAGER_SETTLED = "wager.settled";
export const WagerSettledEventSchema = z.object({
  /** Our round id (game_round.id). */
  roundId: text(),
  playerId: text(),
  gameId: z.number().int(),
  /** The wallet integration that played the round (`house` for the built-in provider). */
  providerSlug: text(),
  gameMode: GameModeSchema,
  currency: PlayCurrencySchema,
  bet: text().regex(/^\d+$/),
  win: text().regex(/^\d+$/),
  settledAt: text(),
});
export type WagerSettledEvent = z.infer<typeof WagerSettledEventSchema>;

const MinorUnits = text().regex(/^-?\d+$/);

/** A round as the back office sees it: every wallet call, the outcome and the fairness data. */
export const OperatorRoundSchema = z.object({
  id: text(),
  providerSlug: text(),
  providerRoundId: text(),
  playerId: text(),
  gameId: z.number().int(),
  gameSlug: text(),
  gameSessionId: text(),
  mode: z.enum(["real", "demo"]),
  gameMode: GameModeSchema,
  currency: PlayCurrencySchema,
  status: z.enum(["open", "settled", "rolled_back"]),
  bet: MinorUnits,
  win: MinorUnits,
  createdAt: text(),
  settledAt: text().nullable(),
  /** What a built-in game's round drew; null for an external provider's round. */
  outcome: SlotOutcomeSchema.nullable(),
  /** The server seed stays null until the player rotates it: not even operators see a live seed. */
  fairness: z
    .object({
      serverSeedHash: text(),
      serverSeed: text().nullable(),
      clientSeed: text(),
      nonce: z.number().int(),
    })
    .nullable(),
  transactions: z.array(
    z.object({
      providerTransactionId: text(),
      operation: z.enum(["bet", "win", "rollback"]),
      amount: MinorUnits,
      betTransactionId: text().nullable(),
      isRolledBack: z.boolean(),
      createdAt: text(),
    }),
  ),
});
export type OperatorRound = z.infer<typeof OperatorRoundSchema>;

export const operatorRoundEndpoint = defineBackofficeEndpoint({
  id: "operatorRound",
  method: "GET",
  path: "/api/backoffice/rounds/{id}/",
  summary:
    "Looks a game round up by our id, with its wallet calls, outcome and fairness data (audited: a read of its player's data).",
  access: "players:read",
  params: z.object({ id: text().regex(/^\d{1,18}$/) }),
  output: OperatorRoundSchema,
  errors: ["NOT_FOUND"],
});

/** A round as its player sees it in the history. Amounts in major units of `currency`. */
export const RoundSummarySchema = z.object({
  id: text(),
  gameId: z.number().int(),
  gameName: text(),
  /** The built-in engine that played it (the verifier's `game`); null for an external provider's game. */
  engineId: text().nullable(),
  currency: PlayCurrencySchema,
  bet: z.number(),
  win: z.number(),
  status: z.enum(["open", "settled", "rolled_back"]),
  createdAt: text(),
  /** Provably fair data, once the seed is revealed (null before). */
  fairness: z
    .object({
      serverSeedHash: text(),
      serverSeed: text().nullable(),
      clientSeed: text(),
      nonce: z.number(),
    })
    .nullable(),
});

export type RoundSummary = z.infer<typeof RoundSummarySchema>;

export const playerRoundsEndpoint = defineEndpoint({
  id: "playerRounds",
  method: "GET",
  path: "/rest/player/rounds/",
  summary: "The signed-in player's recent game rounds, newest first.",
  tags: ["games"],
  auth: "player",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  }),
  output: z.object({ rounds: z.array(RoundSummarySchema), total: z.number().int() }),
});

export const backofficePlayerRoundsEndpoint = defineBackofficeEndpoint({
  id: "backofficePlayerRounds",
  method: "GET",
  path: "/api/backoffice/players/{id}/rounds/",
  summary:
    "A player's real-money game rounds, newest first, with their fairness proof as far as revealed (audited read).",
  access: "players:read",
  params: z.object({ id: text().uuid() }),
  query: z.object(backofficePageQuery),
  output: z.object({ rounds: z.array(RoundSummarySchema), total: z.number().int() }),
  errors: ["NOT_FOUND"],
});
