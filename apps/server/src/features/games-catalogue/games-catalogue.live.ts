import { GLOBAL_CHANNEL, PLAYER_UPDATE_GROUP_HASH, type PlayerUpdateGroupHashEvent } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { CONTENT_CHANGED } from "../../platform/read-cache";
import { CATALOGUE_TOPIC } from "./games-catalogue.service";

/**
 * An operator's committed catalogue edit reaches every open tab (issue #12): the relay that tells the nodes
 * to forget their cached catalogue also tells the players' tabs to fetch their games again.
 */
export function pushCatalogueChanges(app: FastifyInstance, { outbox }: ServerContext) {
  outbox.subscribe(CONTENT_CHANGED, "games-catalogue.live", async (event) => {
    if ((event.payload as { topic?: unknown }).topic !== CATALOGUE_TOPIC) return;
    const data: PlayerUpdateGroupHashEvent = { reason: "catalogue" };
    await app.push.publish(GLOBAL_CHANNEL, PLAYER_UPDATE_GROUP_HASH, data);
  });
}
