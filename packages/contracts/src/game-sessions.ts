import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { GameIdParamsSchema } from "./games-catalogue";
import { PlayCurrencySchema } from "./money";
import { GameModeSchema } from "./player";
import { text } from "./text";

/** What a launch gives the game modal: the iframe URL and the game session's token. */
export const GameLaunchSchema = z.object({
  success: z.literal(true),
  gameId: z.number().int(),
  mode: z.enum(["real", "demo"]),
  gameMode: GameModeSchema,
  url: text(),
  sessionToken: text(),
});
export type GameLaunch = z.infer<typeof GameLaunchSchema>;

export const playGameEndpoint = defineEndpoint({
  id: "playGame",
  method: "POST",
  path: "/rest/game/{id}/play/",
  summary:
    "Launch a game for real play in the player's game mode (POST: it opens a game session). NO_REAL_FUNDS means the demo-mode offer applies.",
  tags: ["games"],
  auth: "player",
  params: GameIdParamsSchema,
  output: GameLaunchSchema,
  errors: ["GAME_NOT_FOUND", "NO_REAL_FUNDS", "PLAY_BLOCKED", "JURISDICTION_RESTRICTED"],
});

export const demoGameEndpoint = defineEndpoint({
  id: "demoGame",
  method: "POST",
  path: "/rest/game/{id}/demo/",
  summary: "Launch a game in demo mode: play money kept on the game session, never the ledger.",
  tags: ["games"],
  auth: "player",
  params: GameIdParamsSchema,
  output: GameLaunchSchema,
  errors: ["GAME_NOT_FOUND"],
});

/** A safe, non-negative integer amount of minor units. */
const MessageAmount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * What a game page in the game iframe tells the page around it (the game modal) with `postMessage`; the
 * host ignores anything else, and anything not from the game's origin and frame.
 *
 * - `casino:balance` when the game starts and after every settled spin: the playable balance in minor units
 *   of `currency` (coins: whole coins; entries: hundredths, entries and winnings together), as the game
 *   API answered it, with the session's `mode` and, after a spin, the round's id, stake and win. The host
 *   reloads the header balance from the ledger after real-money spins; the numbers are for display only.
 * - `casino:insufficient-funds` when a bet cannot be paid: the host offers coins (insufficient funds modal).
 * - `casino:max-bet` when the wallet refuses a stake above the maximum bet (MAX_BET_EXCEEDED): the max-bet
 *   limit modal.
 * - `casino:close` when the player closes the game from inside it (its close button, or an Escape key
 *   press the game did not use itself: key presses inside the iframe never reach the host page).
 */
export const GameMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("casino:balance"),
    balance: MessageAmount,
    currency: PlayCurrencySchema,
    /** Demo play moves play money on the game session, never the player's balance. */
    mode: z.enum(["real", "demo"]).optional(),
    /** Present after a spin: the round that was settled, its stake and its win. */
    roundId: text().max(128).optional(),
    stake: MessageAmount.optional(),
    win: MessageAmount.optional(),
  }),
  z.object({ type: z.literal("casino:insufficient-funds") }),
  z.object({ type: z.literal("casino:max-bet") }),
  z.object({ type: z.literal("casino:close") }),
]);
export type GameMessage = z.infer<typeof GameMessageSchema>;
export type GameBalanceMessage = Extract<GameMessage, { type: "casino:balance" }>;
export type GameMessageType = GameMessage["type"];
