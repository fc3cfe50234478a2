import { mailboxEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { hasOperatorToken } from "../../platform/auth/operator-token";
import { AppError } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { playerEmail } from "../player";
import { readMailbox } from "./mailbox.service";

/**
 * Registered only in demo mode: on a real deployment the route does not exist at all. Even then the
 * mail holds one-time codes and reset links, so a player reads only their own and an operator everyone's.
 */
export function registerMailboxRoutes(app: FastifyInstance, { env, db }: ServerContext) {
  if (!env.DEMO) return;
  registerEndpoint(app, mailboxEndpoint, async ({ query }, request, reply) => {
    reply.header("cache-control", "private, no-store");
    if (hasOperatorToken(request.headers.authorization, env.OPERATOR_API_TOKEN)) {
      return { messages: await readMailbox({ db }, { brandId: request.brand.id, to: query.to }) };
    }
    if (!request.session) {
      throw new AppError("UNAUTHENTICATED", 401, "Sign in to read your mail, or send the operator token.");
    }
    const own = await playerEmail(db, request.session.playerId);
    if (!own || (query.to !== undefined && query.to !== own)) {
      throw new AppError("FORBIDDEN", 403, "You can read only the mail sent to your own address.");
    }
    return { messages: await readMailbox({ db }, { brandId: request.brand.id, to: own }) };
  });
}
