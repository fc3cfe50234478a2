import { fairnessRotateEndpoint, fairnessStateEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { fairnessState, rotateFairSeed } from "./fairness.service";

export function registerFairnessRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  registerEndpoint(app, fairnessStateEndpoint, async (_input, request) =>
    fairnessState(db, clock, requirePlayer(request)),
  );
  registerEndpoint(app, fairnessRotateEndpoint, async ({ body }, request) =>
    rotateFairSeed(db, clock, requirePlayer(request), body.clientSeed),
  );
}
