import { randomBytes } from "node:crypto";
import { HISTORY_SIZE, HISTORY_TTL_SECONDS, type Publication } from "@casino/contracts";
import type { Clock } from "@casino/domain";

export interface Recovery {
  recovered: boolean;
  publications: Publication[];
  /** The channel's latest offset (0 before its first publication). */
  offset: number;
  epoch: string;
}

/**
 * Where publications get their offsets and are kept for recovery. In memory on this node now; a Redis
 * streams broker (several nodes) implements the same interface.
 */
export interface PushBroker {
  publish(channel: string, event: string, data: unknown): Publication;
  /** The channel's position, and what came after `since` when `since` is given with the current epoch. */
  recover(channel: string, since: { offset: number; epoch: string } | null): Recovery;
  /** Drops channels with nothing kept and nothing recent (called now and then). */
  sweep(): void;
}

interface Kept {
  epoch: string;
  offset: number;
  publications: { publication: Publication; at: number }[];
}

/**
 * Per channel: offsets 1, 2, 3 … without gaps, an epoch chosen when the channel's history starts in this
 * process (so a restart, which loses it, is seen by every client as a new epoch), the last HISTORY_SIZE
 * publications and none older than HISTORY_TTL_SECONDS.
 */
export function createMemoryBroker(clock: Clock): PushBroker {
  const channels = new Map<string, Kept>();
  const ttlMs = HISTORY_TTL_SECONDS * 1000;

  const keptOf = (channel: string): Kept => {
    let kept = channels.get(channel);
    if (!kept) {
      kept = { epoch: randomBytes(6).toString("base64url"), offset: 0, publications: [] };
      channels.set(channel, kept);
    }
    return kept;
  };
  const trim = (kept: Kept, now: number) => {
    while (kept.publications.length > HISTORY_SIZE) kept.publications.shift();
    while (kept.publications.length > 0 && (kept.publications[0]?.at ?? now) <= now - ttlMs)
      kept.publications.shift();
  };

  return {
    publish(channel, event, data) {
      const kept = keptOf(channel);
      kept.offset += 1;
      const publication: Publication = { channel, event, data, offset: kept.offset, epoch: kept.epoch };
      const now = clock.now().getTime();
      kept.publications.push({ publication, at: now });
      trim(kept, now);
      return publication;
    },
    recover(channel, since) {
      const kept = keptOf(channel);
      trim(kept, clock.now().getTime());
      const position = { offset: kept.offset, epoch: kept.epoch };
      if (!since) return { recovered: false, publications: [], ...position };
      if (since.epoch !== kept.epoch || since.offset > kept.offset) {
        return { recovered: false, publications: [], ...position };
      }
      const missed = kept.publications.filter((p) => p.publication.offset > since.offset);
      // Everything after `since` must still be here: the first kept one follows it directly.
      const isWhole = since.offset === kept.offset || missed[0]?.publication.offset === since.offset + 1;
      return {
        recovered: isWhole,
        publications: isWhole ? missed.map((p) => p.publication) : [],
        ...position,
      };
    },
    sweep() {
      const now = clock.now().getTime();
      for (const [channel, kept] of channels) {
        trim(kept, now);
        // A channel whose history emptied starts again at a new epoch, which tells late clients to refetch.
        if (kept.publications.length === 0) channels.delete(channel);
      }
    },
  };
}
