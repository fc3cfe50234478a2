import { listBrandGamesEndpoint, pinBrandGamesEndpoint, updateBrandGameEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { changeBrandGame, listBrandGames, pinBrandGames } from "./brand-games.service";

/** The content module's games per brand: which the brand shows, and which it pins first (issue #11). */
export function registerGamesCatalogueBackofficeRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, listBrandGamesEndpoint, ({ params }) => listBrandGames(ctx, params.brandId));
  registerEndpoint(app, updateBrandGameEndpoint, ({ params, body }, request) =>
    changeBrandGame(ctx, request, params.brandId, params.id, body),
  );
  registerEndpoint(app, pinBrandGamesEndpoint, ({ params, body }, request) =>
    pinBrandGames(ctx, request, params.brandId, body.ids),
  );
}
