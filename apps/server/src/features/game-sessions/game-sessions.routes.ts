import {
  demoGameEndpoint,
  houseGameSessionEndpoint,
  houseGameSpinEndpoint,
  playGameEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { launchGame } from "./game-sessions.service";
import { houseGameSession, houseSpin } from "./house-game.service";

export function registerGameSessionRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  const deps = { db, clock };
  registerEndpoint(app, playGameEndpoint, ({ params }, request) =>
    launchGame(deps, requirePlayer(request), params.id, "real"),
  );
  registerEndpoint(app, demoGameEndpoint, ({ params }, request) =>
    launchGame(deps, requirePlayer(request), params.id, "demo"),
  );
  // The game page authenticates with its game session token, not the cookie (it may run on another origin).
  registerEndpoint(app, houseGameSessionEndpoint, ({ query }) => houseGameSession(deps, query.token));
  registerEndpoint(app, houseGameSpinEndpoint, ({ body }) => houseSpin(deps, body.token, body.stake));
}
