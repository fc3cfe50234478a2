import type { Executor } from "@casino/db";
import { type OutboxRelay, writeOutboxEvent } from "../outbox";
import type { ReadCache } from "./read-cache";

/** The outbox topic of a committed change to read-mostly data. */
export const CONTENT_CHANGED = "content.changed";

/**
 * Records, in the transaction that edits read-mostly data, that its topic changed: the relay announces it
 * on the bus after the commit, so no node keeps the old data even if this process dies right after.
 */
export function recordContentChange(tx: Executor, topic: string, now: Date): Promise<void> {
  return writeOutboxEvent(tx, { topic: CONTENT_CHANGED, aggregateId: topic, payload: { topic } }, now);
}

/** Makes the relay turn each recorded change into an announcement to every node. */
export function relayContentChanges(outbox: OutboxRelay, readCache: ReadCache) {
  outbox.subscribe(CONTENT_CHANGED, "read-cache.announce", async (event) => {
    const { topic } = event.payload as { topic?: unknown };
    if (typeof topic === "string") await readCache.announceChange(topic);
  });
}
