import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { PlayCurrencySchema } from "./money";
import { GameModeSchema } from "./player";
import { text } from "./text";

/**
 * The built-in provider's game API (ARCHITECTURE D17): the game page in the iframe talks to it with the
 * game session token of its launch URL (`/games/<slug>/?token=…`). Amounts are integer minor units of
 * `currency` (coins: whole coins; entries: hundredths), like the seamless wallet's.
 */
const Token = text().min(16).max(256);

/** The engines the built-in provider ships (their maths are in the domain package's `house-games`). */
export const SlotGameIdSchema = z.enum(["classic-3-reel", "video-5x3", "hold-and-win"]);

/** Thousandths of the stake, as every multiplier of an outcome is. */
const Thousandths = z.number().int().nonnegative();

const SlotWinSchema = z.object({
  /** `line`: a payline; `scatter`: symbols anywhere; `coins`/`jackpot`: the hold-and-win feature. */
  kind: z.enum(["line", "scatter", "coins", "jackpot"]),
  /** Index into the game's paylines (0-based), for line wins. */
  line: z.number().int().nonnegative().optional(),
  symbol: text(),
  count: z.number().int().nonnegative(),
  multiplier: Thousandths,
});

const SlotCoinSchema = z.object({
  reel: z.number().int().nonnegative(),
  row: z.number().int().nonnegative(),
  value: Thousandths,
  jackpot: z.enum(["mini", "minor", "major"]).optional(),
});

/** One spin of the reels: reel stops, the symbols shown (`grid[reel][row]`, row 0 on top) and the wins. */
const slotStep = {
  stops: z.array(z.number().int().nonnegative()),
  grid: z.array(z.array(text())),
  wins: z.array(SlotWinSchema),
  freeSpinsAwarded: z.number().int().positive().optional(),
  coins: z.array(SlotCoinSchema).optional(),
};

/**
 * The whole round a spin played, as the engine produced it and the game page animates it: the base spin,
 * every free spin, the hold-and-win respins, and the total in thousandths of the stake.
 */
export const SlotOutcomeSchema = z.object({
  ...slotStep,
  gameId: SlotGameIdSchema,
  engineVersion: text(),
  freeSpins: z
    .array(
      z.object({ ...slotStep, index: z.number().int().positive(), multiplier: z.number().int().positive() }),
    )
    .optional(),
  holdAndWin: z
    .object({
      respins: z.array(
        z.object({ landed: z.array(SlotCoinSchema), respinsLeft: z.number().int().nonnegative() }),
      ),
      coins: z.array(SlotCoinSchema),
      wins: z.array(SlotWinSchema),
    })
    .optional(),
  totalMultiplier: Thousandths,
  isWin: z.boolean(),
  isCapped: z.boolean(),
});
export type SlotOutcomeAnswer = z.infer<typeof SlotOutcomeSchema>;

export const HouseGameSessionSchema = z.object({
  success: z.literal(true),
  gameId: z.number().int(),
  slug: text(),
  title: text(),
  /** The slot engine (`classic-3-reel`, `video-5x3`, `hold-and-win`): its rules and paytable are in the domain package. */
  engineId: SlotGameIdSchema,
  mode: z.enum(["real", "demo"]),
  gameMode: GameModeSchema,
  currency: PlayCurrencySchema,
  /** Playable balance in minor units: coins, entries + winnings, or the demo play money. */
  balance: z.number().int(),
  /** The stakes the game offers, ascending, in minor units. */
  stakeLevels: z.array(z.number().int().positive()),
  /** The player's provably fair commitment: the next spin uses this seed pair and nonce. */
  fairness: z.object({ serverSeedHash: text(), clientSeed: text(), nextNonce: z.number().int() }),
  expiresAt: text(),
});
export type HouseGameSession = z.infer<typeof HouseGameSessionSchema>;

export const HouseSpinResultSchema = z.object({
  success: z.literal(true),
  /** Our id of the round (the player's history and the operator lookup use it). */
  roundId: text(),
  mode: z.enum(["real", "demo"]),
  gameMode: GameModeSchema,
  currency: PlayCurrencySchema,
  stake: z.number().int(),
  win: z.number().int(),
  /** Playable balance after the round, minor units. */
  balance: z.number().int(),
  outcome: SlotOutcomeSchema,
  /** What the round was drawn from; the server seed itself is revealed when the player rotates it. */
  fairness: z.object({ serverSeedHash: text(), clientSeed: text(), nonce: z.number().int() }),
});
export type HouseSpinResult = z.infer<typeof HouseSpinResultSchema>;

export const houseGameSessionEndpoint = defineEndpoint({
  id: "houseGameSession",
  method: "GET",
  path: "/games/api/session",
  summary: "The built-in provider's game session: game, balance, stakes and the fairness commitment.",
  tags: ["built-in games"],
  query: z.object({ token: Token }),
  output: HouseGameSessionSchema,
  errors: ["TOKEN_INVALID", "SESSION_EXPIRED", "GAME_NOT_FOUND"],
});

export const houseGameSpinEndpoint = defineEndpoint({
  id: "houseGameSpin",
  method: "POST",
  path: "/games/api/spin",
  summary:
    "Plays one round of a built-in slot: the bet, the win and the end of the round go through the seamless wallet; the outcome comes from the player's provably fair seeds and never depends on the stake.",
  tags: ["built-in games"],
  body: z.object({ token: Token, stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  output: HouseSpinResultSchema,
  errors: ["TOKEN_INVALID", "SESSION_EXPIRED", "INSUFFICIENT_FUNDS", "STAKE_NOT_ALLOWED", "GAME_NOT_FOUND"],
});
