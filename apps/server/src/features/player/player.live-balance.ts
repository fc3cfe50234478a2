import { BALANCE_CHANGED, playerChannel } from "@casino/contracts";
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
export function installLiveBalances(app: FastifyInstance, { db, outbox, bus }: ServerContext) {
  const onError = (error: unknown) => app.log.error({ err: error }, "live balance push failed");
  const local = createLiveBalances({ db, push: app.push, onError });
  const live: LiveBalances = { ...local };
  // Balances are published only while a tab listens, so a tab that was away missed some: before it
  // recovers its channel, the current balances are published (latest-state mode, decision 037).
  const channelPrefix = playerChannel("");
  app.push.onResume(channelPrefix, (channel) => local.publishLatest(channel.slice(channelPrefix.length)));
  // With several nodes the player's tabs may hang on another one: every node hears of the change and the
  // one holding a tab publishes (a map lookup on the others).
  if (bus.kind !== "in-process") {
    bus.subscribe(BALANCE_MOVED_CHANNEL, (message) => {
      if (typeof message.playerId === "string") local.announce(message.playerId);
    });
    live.announce = (playerId) => {
      bus.publish(BALANCE_MOVED_CHANNEL, { playerId }).catch(onError);
    };
  }
  app.decorate("liveBalances", live);
  outbox.subscribe(BALANCE_CHANGED, "player.live-balance", async (event) => live.announce(event.aggregateId));
  app.addHook("onClose", () => local.settled());
}

/** The bus channel on which a node tells every node that a player's balances moved. */
const BALANCE_MOVED_CHANNEL = "player.balance-moved";
