import { mailboxEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { readMailbox } from "./mailbox.service";

/**
 * Registered only when DEV_MAILBOX is on (the embedded demo by default): it shows every email with its
 * links, so on a real deployment the route must not exist at all.
 */
export function registerMailboxRoutes(app: FastifyInstance, { env, db }: ServerContext) {
  if (!env.DEMO) return;
  registerEndpoint(app, mailboxEndpoint, async ({ query }, request, reply) => {
    reply.header("cache-control", "no-store");
    return { messages: await readMailbox(db, request.brand.id, query.to) };
  });
}
