import { appInitEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { guestAppInit, playerAppInit } from "./app-init.service";
import { installPlayerPageClasses } from "./player-page-classes";

export function registerAppInitRoutes(app: FastifyInstance, context: ServerContext) {
  const pageClasses = installPlayerPageClasses(app, context);
  registerEndpoint(app, appInitEndpoint, async (_input, request) => {
    if (!request.session) return guestAppInit(request.brand, context);
    const { playerId, idHash } = request.session;
    const pushConnection = app.push.connectionData({
      origin: { protocol: request.protocol, host: request.host },
      playerId,
      sessionIdHash: idHash,
      now: context.clock.now(),
    });
    const answer = await playerAppInit(request.brand, context, { id: playerId, pushConnection });
    pageClasses.note(playerId, answer);
    return answer;
  });
}
