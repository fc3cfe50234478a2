import { houseGameSessionEndpoint, houseGameSpinEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { houseGameSession, houseSpin } from "./house-games.service";

export function registerHouseGamesRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  const deps = { db, clock };
  // The game page authenticates with its game session token, not the cookie (it may run on another origin).
  registerEndpoint(app, houseGameSessionEndpoint, ({ query }) => houseGameSession(deps, query));
  registerEndpoint(app, houseGameSpinEndpoint, ({ body }) => houseSpin(deps, body));
}
