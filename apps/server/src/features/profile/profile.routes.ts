import { profileEndpoint, profilePageEndpoint, profileUpdateEndpoint } from "@casino/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { getProfile, getProfilePage, updatePlayerProfile } from "./profile.service";

/** Personal data: never kept by a shared cache or the browser's back-forward cache. */
const privateAnswer = (reply: FastifyReply) => reply.header("cache-control", "private, no-store");

/** There is no player id in these paths: the session alone decides whose profile is read or changed. */
export function registerProfileRoutes(app: FastifyInstance, { db, clock, env }: ServerContext) {
  registerEndpoint(app, profilePageEndpoint, (_input, request, reply) => {
    privateAnswer(reply);
    return getProfilePage({ db, env }, { playerId: requirePlayer(request) });
  });
  registerEndpoint(app, profileEndpoint, (_input, request, reply) => {
    privateAnswer(reply);
    return getProfile({ db, env }, { playerId: requirePlayer(request) });
  });
  registerEndpoint(app, profileUpdateEndpoint, ({ body }, request, reply) => {
    privateAnswer(reply);
    return updatePlayerProfile({ db, clock, env }, { playerId: requirePlayer(request), update: body });
  });
}
