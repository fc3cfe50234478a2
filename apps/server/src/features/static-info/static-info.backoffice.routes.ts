import {
  createMenuItemEndpoint,
  listMenuItemsEndpoint,
  reorderMenuItemsEndpoint,
  updateMenuItemEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { changeMenuItem, createMenuItem, listMenuItems, reorderMenuItems } from "./menu-items.service";

/** The content module's menus and tap bar (issue #11). */
export function registerStaticInfoBackofficeRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, listMenuItemsEndpoint, ({ params }) => listMenuItems(ctx, params.brandId));
  registerEndpoint(app, createMenuItemEndpoint, ({ params, body }, request) =>
    createMenuItem(ctx, request, params.brandId, body),
  );
  registerEndpoint(app, updateMenuItemEndpoint, ({ params, body }, request) =>
    changeMenuItem(ctx, request, params.brandId, params.id, body),
  );
  registerEndpoint(app, reorderMenuItemsEndpoint, ({ params, body }, request) =>
    reorderMenuItems(ctx, request, params.brandId, body),
  );
}
