import { BALANCE_CHANGED, type BalanceChangedEvent, playerChannel } from "@casino/contracts";
import type { Database } from "@casino/db";
import { balancesOf } from "../ledger";
import { findPlayerSummary } from "./player.repo";
import { presentBalance } from "./player.service";

/** What the publisher needs of the push channel (platform/push). */
export interface BalancePush {
  hasLocalSubscribers(channel: string): boolean;
  publish(channel: string, event: string, data: unknown): Promise<unknown>;
}

export interface LiveBalances {
  /** A committed change moved this player's balances or mode: push the new view to their open tabs. */
  announce(playerId: string): void;
  /** Publishes the player's current balances whoever listens (a tab coming back); resolves once published. */
  publishLatest(playerId: string): Promise<void>;
  /** Resolves once every announced snapshot has been read and published (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Pushes `balance.changed` to the player's channel after their balances changed. Only a player with a tab
 * listening on this node costs anything (one read of their balances and mode); the rest cost a map lookup,
 * so the wallet's hot path can announce every bet. A player's snapshots are read one after another, and
 * announcements that arrive while one is waiting share it, so the newest state is always published last.
 */
export function createLiveBalances(options: {
  db: Database;
  push: BalancePush;
  onError: (error: unknown) => void;
}): LiveBalances {
  const queued = new Set<string>();
  const chains = new Map<string, Promise<void>>();

  async function publishSnapshot(playerId: string) {
    // Taken off the queue before the read, so a change committed during the read queues another one.
    queued.delete(playerId);
    const event = await options.db.transaction(async (tx): Promise<BalanceChangedEvent | null> => {
      const player = await findPlayerSummary(tx, playerId);
      if (!player) return null;
      return { playerBalance: presentBalance(await balancesOf(tx, playerId)), gameMode: player.gameMode };
    });
    if (event) await options.push.publish(playerChannel(playerId), BALANCE_CHANGED, event);
  }

  const enqueue = (playerId: string): Promise<void> => {
    queued.add(playerId);
    const previous = chains.get(playerId) ?? Promise.resolve();
    const next = previous
      .then(() => publishSnapshot(playerId))
      .catch(options.onError)
      .finally(() => {
        if (chains.get(playerId) === next) chains.delete(playerId);
      });
    chains.set(playerId, next);
    return next;
  };

  return {
    announce(playerId) {
      if (queued.has(playerId) || !options.push.hasLocalSubscribers(playerChannel(playerId))) return;
      void enqueue(playerId);
    },
    publishLatest(playerId) {
      // A snapshot already waiting to be read will be read after this moment: it is the latest.
      return queued.has(playerId) ? (chains.get(playerId) ?? enqueue(playerId)) : enqueue(playerId);
    },
    async settled() {
      while (chains.size > 0) await Promise.all(chains.values());
    },
  };
}
