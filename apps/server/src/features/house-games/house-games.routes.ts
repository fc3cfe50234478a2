import { houseGameSessionEndpoint, houseGameSpinEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { houseGameSession, houseSpin } from "./house-games.service";

export function registerHouseGamesRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  // Looked up per call: the player feature decorates the app with live balances, in whichever order.
  const deps = { db, clock, balanceMoved: (playerId: string) => app.liveBalances.announce(playerId) };
  // The game page authenticates with its game session token, not the cookie (it may run on another origin).
  registerEndpoint(app, houseGameSessionEndpoint, ({ query }) => houseGameSession(deps, query));
  registerEndpoint(app, houseGameSpinEndpoint, ({ body }) => houseSpin(deps, body));
}
