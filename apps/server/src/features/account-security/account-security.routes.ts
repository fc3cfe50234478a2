import { accountSecurityEndpoint, codeSignInEndpoint, signOutEverywhereEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { endSession, requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { accountSecurity, signOutEverywhere, updateCodeSignIn } from "./account-security.service";

export function registerAccountSecurityRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  const deps = { db, clock, sessionEndings: app.sessionEndings };
  registerEndpoint(app, accountSecurityEndpoint, (_input, request) =>
    accountSecurity(deps, request.brand, requirePlayer(request)),
  );
  registerEndpoint(app, codeSignInEndpoint, ({ body }, request) =>
    updateCodeSignIn(deps, request.brand, requirePlayer(request), body.isEnabled),
  );
  registerEndpoint(app, signOutEverywhereEndpoint, async (_input, request, reply) => {
    await signOutEverywhere(deps, requirePlayer(request));
    await endSession(db, clock, request, reply);
    return { success: true as const };
  });
}
