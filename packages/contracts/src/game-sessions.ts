import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { GameIdParamsSchema } from "./games-catalogue";
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
  errors: ["GAME_NOT_FOUND", "NO_REAL_FUNDS"],
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
