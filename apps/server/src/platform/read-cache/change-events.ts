import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
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

/** What an edit of read-mostly data needs: its database and clock, this node's cache and the relay. */
export interface ContentEditing {
  db: Database;
  clock: Clock;
  readCache: ReadCache;
  outbox: OutboxRelay;
}

/**
 * Runs an edit of read-mostly data (an operator's) in one transaction that also records the change of
 * `topic`, so every node hears of it through the outbox relay. After the commit this node forgets its copy
 * at once (the editor's next read shows the edit) and the relay is woken rather than left to its next poll.
 */
export async function editContent<T>(
  ctx: ContentEditing,
  topic: string,
  edit: (tx: Executor, now: Date) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const answer = await edit(tx, now);
    await recordContentChange(tx, topic, now);
    return answer;
  });
  ctx.readCache.forget(topic);
  ctx.outbox.wake();
  return result;
}
