import { demoGameEndpoint, playGameEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { launchGame } from "./game-sessions.service";

export function registerGameSessionRoutes(app: FastifyInstance, { db, clock, readCache }: ServerContext) {
  const deps = { db, clock, readCache };
  registerEndpoint(app, playGameEndpoint, ({ params }, request) =>
    launchGame(deps, { playerId: requirePlayer(request), gameId: params.id, mode: "real", request }),
  );
  registerEndpoint(app, demoGameEndpoint, ({ params }, request) =>
    launchGame(deps, { playerId: requirePlayer(request), gameId: params.id, mode: "demo", request }),
  );
}
