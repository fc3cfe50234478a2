import {
  playerChannel,
  REDEMPTION_REQUESTED,
  REDEMPTION_UPDATED,
  type RedemptionUpdatedEvent,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import type { OutboxConsumer } from "../../platform/outbox";
import { presentRedemption } from "./redemptions.presenter";
import { findRedemption } from "./redemptions.repo";

/**
 * Once a request or a step of it is committed, the outbox relay hands it here and the player's open tabs
 * hear `redemption.updated` with the request as it stands (the redeem page refreshes its list). The
 * balance moves by `balance.changed`, which the ledger announces for every posting.
 */
export function installLiveRedemptions(app: FastifyInstance, { outbox }: ServerContext) {
  const push: OutboxConsumer = async (event, tx) => {
    const redemptionId = (event.payload as { redemptionId?: unknown } | null)?.redemptionId;
    if (typeof redemptionId !== "string") return;
    const row = await findRedemption(tx, redemptionId);
    if (!row || row.playerId !== event.aggregateId) return;
    const data: RedemptionUpdatedEvent = { redemption: presentRedemption(row) };
    await app.push.publish(playerChannel(row.playerId), REDEMPTION_UPDATED, data);
  };
  outbox.subscribe(REDEMPTION_REQUESTED, "redemptions.push", push);
  outbox.subscribe(REDEMPTION_UPDATED, "redemptions.push", push);
}
