import {
  createJurisdictionRuleEndpoint,
  deleteJurisdictionRuleEndpoint,
  listJurisdictionRulesEndpoint,
  updateJurisdictionRuleEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import {
  createJurisdictionRule,
  deleteJurisdictionRule,
  listJurisdictionRules,
  updateJurisdictionRule,
} from "./sweepstakes-rules.backoffice.service";

/** The compliance module's jurisdiction rules (issue #13). */
export function registerSweepstakesRulesBackofficeRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, listJurisdictionRulesEndpoint, () => listJurisdictionRules(ctx));
  registerEndpoint(app, createJurisdictionRuleEndpoint, ({ body }, request) =>
    createJurisdictionRule(ctx, request, body),
  );
  registerEndpoint(app, updateJurisdictionRuleEndpoint, ({ params, body }, request) =>
    updateJurisdictionRule(ctx, request, params.id, body),
  );
  registerEndpoint(app, deleteJurisdictionRuleEndpoint, ({ params }, request) =>
    deleteJurisdictionRule(ctx, request, params.id),
  );
}
