import { randomBytes } from "node:crypto";
import { HISTORY_SIZE, HISTORY_TTL_SECONDS, type Publication } from "@casino/contracts";
import type { Clock } from "@casino/domain";
import { isWholeSince, type PushBroker } from "./push-broker";

interface Kept {
  epoch: string;
  offset: number;
  publications: { publication: Publication; at: number }[];
}

/**
 * One process is the whole cluster. Per channel: offsets 1, 2, 3 … without gaps, an epoch chosen when the
 * channel's history starts in this process (so a restart, which loses it, is seen by every client as a new
 * epoch), the last HISTORY_SIZE publications and none older than HISTORY_TTL_SECONDS.
 */
export function createMemoryBroker(clock: Clock): PushBroker {
  const channels = new Map<string, Kept>();
  const handlers: ((channel: string, frame: string) => void)[] = [];
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
    kind: "memory",
    async publish(channel, event, data) {
      const kept = keptOf(channel);
      kept.offset += 1;
      const publication: Publication = { channel, event, data, offset: kept.offset, epoch: kept.epoch };
      const now = clock.now().getTime();
      kept.publications.push({ publication, at: now });
      trim(kept, now);
      const frame = JSON.stringify(publication);
      for (const handler of handlers) handler(channel, frame);
      return publication;
    },
    async recover(channel, since) {
      const kept = keptOf(channel);
      trim(kept, clock.now().getTime());
      const position = { offset: kept.offset, epoch: kept.epoch };
      if (!since || since.epoch !== kept.epoch || since.offset > kept.offset) {
        return { recovered: false, publications: [], ...position };
      }
      const missed = kept.publications
        .map((p) => p.publication)
        .filter((publication) => publication.offset > since.offset);
      const isWhole = isWholeSince(since, kept.offset, missed);
      return { recovered: isWhole, publications: isWhole ? missed : [], ...position };
    },
    onPublication(handler) {
      handlers.push(handler);
    },
    // Nothing to resync: there is no link to lose.
    onResync() {},
    sweep() {
      const now = clock.now().getTime();
      for (const [channel, kept] of channels) {
        trim(kept, now);
        // A channel whose history emptied starts again at a new epoch, which tells late clients to refetch.
        if (kept.publications.length === 0) channels.delete(channel);
      }
    },
    async close() {},
  };
}
