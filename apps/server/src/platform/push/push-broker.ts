import type { Publication } from "@casino/contracts";

export interface Recovery {
  recovered: boolean;
  publications: Publication[];
  /** The channel's latest offset (0 before its first publication). */
  offset: number;
  epoch: string;
}

/**
 * Where publications get their offsets, are kept for recovery and reach every node: in memory for one
 * process (push-memory-broker.ts), Redis streams and pub/sub for several (push-redis-broker.ts).
 */
export interface PushBroker {
  readonly kind: "memory" | "redis";
  /** Numbers the event in its channel, keeps it and hands it to every node's `onPublication`, this one's too. */
  publish(channel: string, event: string, data: unknown): Promise<Publication>;
  /** The channel's position, and what came after `since` when `since` is given with the current epoch. */
  recover(channel: string, since: { offset: number; epoch: string } | null): Promise<Recovery>;
  /**
   * Every publication of any node, in offset order per channel, as the frame clients receive (serialised
   * once, however many sockets it goes to).
   */
  onPublication(handler: (channel: string, frame: string) => void): void;
  /** The link to the other nodes came back from a break: publications may have been missed meanwhile. */
  onResync(handler: () => void): void;
  /** Drops what is kept past its time (called now and then). */
  sweep(): void;
  close(): Promise<void>;
}

/**
 * Whether the publications after `since` are all in `kept` (ordered by offset, newer than `since` only):
 * the first kept one must follow `since` directly, or nothing at all was published since.
 */
export function isWholeSince(
  since: { offset: number },
  latestOffset: number,
  kept: readonly Publication[],
): boolean {
  return since.offset === latestOffset || kept[0]?.offset === since.offset + 1;
}
