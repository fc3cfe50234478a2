import {
  getBackofficeLegalPageEndpoint,
  listLegalPagesEndpoint,
  updateLegalPageEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { changeLegalPage, legalPageToEdit, listLegalPages } from "./legal-pages.backoffice.service";

/** The content module's legal pages (issue #11). */
export function registerLegalPagesBackofficeRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, listLegalPagesEndpoint, ({ params }) => listLegalPages(ctx, params.brandId));
  registerEndpoint(app, getBackofficeLegalPageEndpoint, ({ params }) => legalPageToEdit(ctx, params));
  registerEndpoint(app, updateLegalPageEndpoint, ({ params, body }, request) =>
    changeLegalPage(ctx, request, params, body),
  );
}
