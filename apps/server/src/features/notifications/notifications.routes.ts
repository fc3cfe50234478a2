import {
  listNotificationsEndpoint,
  readAllNotificationsEndpoint,
  readNotificationEndpoint,
  sendPlayerNotificationEndpoint,
  unreadNotificationsEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { sendPlayerNotification } from "./notifications.backoffice.service";
import {
  listNotifications,
  readAllNotifications,
  readNotification,
  unreadNotificationCount,
} from "./notifications.service";

export function registerNotificationsRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  const ctx = { db, clock };
  registerEndpoint(app, listNotificationsEndpoint, ({ query }, request) =>
    listNotifications(ctx, { playerId: requirePlayer(request), ...query }),
  );
  registerEndpoint(app, unreadNotificationsEndpoint, (_input, request) =>
    unreadNotificationCount(ctx, { playerId: requirePlayer(request) }),
  );
  registerEndpoint(app, readNotificationEndpoint, ({ params }, request) =>
    readNotification(ctx, { playerId: requirePlayer(request), id: params.id }),
  );
  registerEndpoint(app, readAllNotificationsEndpoint, (_input, request) =>
    readAllNotifications(ctx, { playerId: requirePlayer(request) }),
  );
  registerEndpoint(app, sendPlayerNotificationEndpoint, ({ params, body }, request) =>
    sendPlayerNotification(ctx, request, params.id, body),
  );
}
