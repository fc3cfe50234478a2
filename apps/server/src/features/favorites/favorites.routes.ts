import { favoriteGameEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { toggleFavoriteGame } from "./favorites.service";

export function registerFavoritesRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, favoriteGameEndpoint, async ({ params }, request) =>
    toggleFavoriteGame(ctx, { playerId: requirePlayer(request), gameId: params.id }),
  );
}
