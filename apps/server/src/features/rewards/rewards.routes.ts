import { rewardClaimEndpoint, rewardsEndpoint, welcomeCreditsEndpoint } from "@casino/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { claimReward, listRewards, welcomeCredits } from "./rewards.service";

/** What a player was credited: never kept by a shared cache or the browser's back-forward cache. */
const privateAnswer = (reply: FastifyReply) => reply.header("cache-control", "private, no-store");

/** The session alone decides whose rewards are read or claimed. */
export function registerRewardsRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, rewardsEndpoint, (_input, request, reply) => {
    privateAnswer(reply);
    return listRewards(ctx, { playerId: requirePlayer(request) });
  });
  registerEndpoint(app, rewardClaimEndpoint, ({ params }, request, reply) => {
    privateAnswer(reply);
    return claimReward(ctx, { playerId: requirePlayer(request), kind: params.kind });
  });
  registerEndpoint(app, welcomeCreditsEndpoint, (_input, request, reply) => {
    privateAnswer(reply);
    return welcomeCredits(ctx, { playerId: requirePlayer(request) });
  });
}
