import { z } from "zod";
import { GAME_MODES } from "./client/game-modes";
import { defineEndpoint } from "./endpoint";

export * from "./client/game-modes";

export const GameModeSchema = z.enum(GAME_MODES);

/** Balances as JSON numbers in major units (entries 12.5); `toMajorNumber` is the only converter. */
export const PlayerBalanceSchema = z.object({
  entries: z.number(),
  winnings: z.number(),
  tourPoints: z.number(),
  coins: z.number(),
});
export type PlayerBalance = z.infer<typeof PlayerBalanceSchema>;

export const GameModeSwitchResultSchema = z.object({ success: z.literal(true), gameMode: GameModeSchema });

export const switchToSweepStakesEndpoint = defineEndpoint({
  id: "switchToSweepStakes",
  auth: "player",
  method: "POST",
  path: "/rest/player/game-mode/switch-to-sweep-stakes/",
  summary: "Play with entries (and win redeemable winnings).",
  tags: ["player"],
  output: GameModeSwitchResultSchema,
  errors: ["UNAUTHENTICATED"],
});

export const switchToTournamentPointsEndpoint = defineEndpoint({
  id: "switchToTournamentPoints",
  auth: "player",
  method: "POST",
  path: "/rest/player/game-mode/switch-to-tournament-points/",
  summary: "Play with coins (and earn tournament points).",
  tags: ["player"],
  output: GameModeSwitchResultSchema,
  errors: ["UNAUTHENTICATED"],
});

export const balanceEndpoint = defineEndpoint({
  id: "playerBalance",
  auth: "player",
  method: "GET",
  path: "/rest/player/balance/",
  summary: "The signed-in player's four balances and game mode, straight from the ledger.",
  tags: ["player"],
  output: z.object({ playerBalance: PlayerBalanceSchema, gameMode: GameModeSchema }),
  errors: ["UNAUTHENTICATED"],
});
