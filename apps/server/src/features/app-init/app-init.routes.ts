import { appInitEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { guestAppInit, playerAppInit } from "./app-init.service";

export function registerAppInitRoutes(app: FastifyInstance, context: ServerContext) {
  registerEndpoint(app, appInitEndpoint, async (_input, request) =>
    request.session
      ? playerAppInit(request.brand, context, request.session.playerId)
      : guestAppInit(request.brand, context),
  );
}
