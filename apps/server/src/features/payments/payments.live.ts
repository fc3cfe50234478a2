import { ORDER_UPDATED, type OrderUpdatedEvent, playerChannel } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { OutboxRelay } from "../../platform/outbox";
import type { PaymentsContext } from "./payments.context";
import { findOrder } from "./payments.repo";
import { presentForPlayer } from "./payments.service";

/**
 * Once an order's change is committed, the outbox relay hands it here and the player's open tabs hear
 * `order.updated` (the cash box shows the outcome without waiting for its next poll). The balance moves by
 * the ledger's own `balance.changed`.
 */
export function installLivePayments(app: FastifyInstance, outbox: OutboxRelay, ctx: PaymentsContext) {
  outbox.subscribe(ORDER_UPDATED, "payments.push", async (event, tx) => {
    const orderId = (event.payload as { orderId?: unknown } | null)?.orderId;
    if (typeof orderId !== "string") return;
    const row = await findOrder(tx, orderId);
    if (!row || row.playerId !== event.aggregateId) return;
    const data: OrderUpdatedEvent = { order: await presentForPlayer(ctx, tx, row) };
    await app.push.publish(playerChannel(row.playerId), ORDER_UPDATED, data);
  });
}
