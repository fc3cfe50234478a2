import {
  allows,
  BACKOFFICE_API_PREFIX,
  type BackofficeAccess,
  type Endpoint,
  type Permission,
} from "@casino/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";

/** The operator a back-office request is made by, resolved from their session (the operators feature). */
export interface OperatorPrincipal {
  id: string;
  email: string;
  name: string;
  roleId: string;
  permissions: ReadonlySet<Permission>;
  sessionIdHash: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set on back-office routes only, by the operators feature's session hook; never a player. */
    operator: OperatorPrincipal | null;
    /** Set by the audit log when this request appended to it. */
    auditRecorded: boolean;
  }
  interface FastifyContextConfig {
    /** What a back-office endpoint needs (contracts, `defineBackofficeEndpoint`). */
    access?: BackofficeAccess;
    /** The contract endpoint's id, which the audit log records as the action. */
    endpointId?: string;
  }
}

/**
 * Decorates requests with their operator, and refuses at startup a route under `/api/backoffice/` that does
 * not declare what it needs (registered without `defineBackofficeEndpoint`): such a route would be open.
 */
export function installBackofficeAccess(app: FastifyInstance) {
  app.decorateRequest("operator", null);
  app.decorateRequest("auditRecorded", false);
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(BACKOFFICE_API_PREFIX) && route.config?.access === undefined) {
      throw new Error(
        `${route.method} ${route.url}: a back-office route must declare its access (contracts)`,
      );
    }
  });
}

/** 401 without an operator session, 403 without the endpoint's permission: before the input is read. */
export function checkBackofficeAccess(request: FastifyRequest, endpoint: Endpoint) {
  const { access } = endpoint;
  if (access === undefined || access === "signing-in" || access === "anyone") return;
  const { operator } = request;
  if (!operator) throw new AppError("UNAUTHENTICATED", 401, "Sign in to the back office.");
  if (!allows(operator.permissions, access)) {
    throw new AppError("FORBIDDEN", 403, "Your role does not allow this.");
  }
}

/**
 * Every back-office call that changes something is audited (issue #11): a write that answered without
 * appending to the audit log is a defect, refused loudly so its route's test fails. Its change is already
 * committed then, which is why every back-office write has a test.
 */
export function checkAudited(request: FastifyRequest, endpoint: Endpoint) {
  if (endpoint.access === undefined || endpoint.method === "GET") return;
  if (endpoint.access === "signing-in" || endpoint.access === "signed-in" || endpoint.access === "anyone")
    return;
  if (!request.auditRecorded) {
    request.log.error({ endpoint: endpoint.id }, "back-office write answered without an audit entry");
    throw new AppError("INTERNAL_ERROR", 500, "The change was not audited.");
  }
}

/** The operator of a back-office route that needs one (the route layer has already refused a call without). */
export function requireOperator(request: FastifyRequest): OperatorPrincipal {
  if (!request.operator) throw new AppError("UNAUTHENTICATED", 401, "Sign in to the back office.");
  return request.operator;
}
