import { playerChannel, RESPONSIBLE_PLAY_CHANGED } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { responsiblePlayStatusOf } from "./responsible-play.enforcement.service";

/**
 * Once a change is committed, the outbox relay hands it here and the player's other tabs hear the new
 * status (`responsible_play.changed`) as it stands when relayed, so a late delivery never shows an older one.
 */
export function installLiveResponsiblePlay(app: FastifyInstance, { outbox, clock }: ServerContext) {
  outbox.subscribe(RESPONSIBLE_PLAY_CHANGED, "responsible-play.push", async (event, tx) => {
    const data = await responsiblePlayStatusOf(tx, { playerId: event.aggregateId, now: clock.now() });
    await app.push.publish(playerChannel(event.aggregateId), RESPONSIBLE_PLAY_CHANGED, data);
  });
}
