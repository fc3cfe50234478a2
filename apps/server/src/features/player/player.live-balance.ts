import { BALANCE_CHANGED } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { createLiveBalances, type LiveBalances } from "./player.live-balance.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Pushes a player's new balances to their open tabs (player.live-balance.service.ts). */
    liveBalances: LiveBalances;
  }
}

/**
 * Live balances (issue #12): every ledger transaction written through the ledger's service reports the
 * players it moved in the outbox (`balance.changed`), and the wallet's SQL path reports its calls after
 * their group commits (provider-wallet.call.ts); both end in `announce`.
 */
export function installLiveBalances(app: FastifyInstance, { db, outbox }: ServerContext) {
  const live = createLiveBalances({
    db,
    push: app.push,
    onError: (error) => app.log.error({ err: error }, "live balance push failed"),
  });
  app.decorate("liveBalances", live);
  outbox.subscribe(BALANCE_CHANGED, "player.live-balance", async (event) => live.announce(event.aggregateId));
  app.addHook("onClose", () => live.settled());
}
