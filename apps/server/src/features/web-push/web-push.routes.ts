import {
  webPushConfigEndpoint,
  webPushSubscribeEndpoint,
  webPushUnsubscribeEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import { registerEndpoint } from "../../platform/http/contract-route";
import { subscribe, unsubscribe, type WebPushContext, webPushConfig } from "./web-push.service";

export function registerWebPushRoutes(app: FastifyInstance, ctx: WebPushContext) {
  registerEndpoint(app, webPushConfigEndpoint, (_input, request) => {
    requirePlayer(request);
    return webPushConfig(ctx);
  });
  registerEndpoint(app, webPushSubscribeEndpoint, ({ body }, request) =>
    subscribe(ctx, { playerId: requirePlayer(request), subscription: body }),
  );
  registerEndpoint(app, webPushUnsubscribeEndpoint, ({ body }, request) =>
    unsubscribe(ctx, { playerId: requirePlayer(request), endpoint: body.endpoint }),
  );
}
