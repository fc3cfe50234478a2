import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { GameIdParamsSchema } from "./games-catalogue";

export const favoriteGameEndpoint = defineEndpoint({
  id: "favoriteGameToggle",
  method: "POST",
  path: "/rest/favorite-game/{id}/",
  summary: "Adds the game to the player's favourites, or removes it when it is there (toggle).",
  tags: ["games"],
  auth: "player",
  params: GameIdParamsSchema,
  output: z.object({
    success: z.literal(true),
    isFavorite: z.boolean(),
    favoriteGames: z.array(z.number().int()),
  }),
  errors: ["GAME_NOT_FOUND"],
});
