import { playerChannel, SUPPORT_CONVERSATION_CHANGED, SUPPORT_MESSAGE_ADDED } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { messageEventOf, statusEventOf } from "./support-chat.events";

/**
 * Live support chat: once a message or a status change is committed, the outbox relay hands it here and
 * it is published on the player's channel. Publishing reaches every node's sockets, so it is never skipped
 * for want of a local subscriber; a repeated delivery carries the same message id, which the client keeps
 * once. (Operators poll their inbox: the back office has no push channel, decision 038.)
 */
export function installLiveSupportChat(app: FastifyInstance, { outbox }: ServerContext) {
  outbox.subscribe(SUPPORT_MESSAGE_ADDED, "support-chat.push", async (event, tx) => {
    const data = await messageEventOf(tx, event.payload);
    if (data) await app.push.publish(playerChannel(event.aggregateId), SUPPORT_MESSAGE_ADDED, data);
  });
  outbox.subscribe(SUPPORT_CONVERSATION_CHANGED, "support-chat.push", async (event, tx) => {
    const data = await statusEventOf(tx, event.payload);
    if (data) await app.push.publish(playerChannel(event.aggregateId), SUPPORT_CONVERSATION_CHANGED, data);
  });
}
