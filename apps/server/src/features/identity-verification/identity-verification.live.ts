import {
  IDENTITY_EVENTS,
  IdentityEventSchema,
  PlayerVerificationEventSchema,
  playerChannel,
  VERIFICATION_EVENTS,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";

/**
 * Live verification: once a decision commits, the outbox relay hands its event here and it is published on
 * the player's channel, checked against its contract schema. The event carries the state it was written
 * with, so a late delivery never claims more than was decided then; a tab with no connection reads the
 * status when it next opens the widget.
 */
export function installLiveIdentityVerification(app: FastifyInstance, { outbox }: ServerContext) {
  const relay = (events: readonly string[], schema: { parse(data: unknown): unknown }) => {
    for (const event of events) {
      outbox.subscribe(event, "identity-verification.push", async ({ aggregateId, payload }) => {
        await app.push.publish(playerChannel(aggregateId), event, schema.parse(payload));
      });
    }
  };
  relay(IDENTITY_EVENTS, IdentityEventSchema);
  relay(VERIFICATION_EVENTS, PlayerVerificationEventSchema);
}
