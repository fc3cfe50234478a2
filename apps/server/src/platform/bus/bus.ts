/** A message on the bus: plain JSON, so every transport (memory, Redis) carries it the same way. */
export type BusMessage = Record<string, unknown>;

export type BusHandler = (message: BusMessage) => void;

/**
 * Fan-out to every node of the server (ARCHITECTURE D9, D25): what one node publishes, each node's
 * subscribers receive, the publisher's own included. Delivery is at most once: a node that loses its
 * link cannot know what it missed, so it is told through `onResync` and must treat all it derived from
 * messages as stale.
 */
export interface Bus {
  readonly kind: "in-process" | "redis";
  publish(channel: string, message: BusMessage): Promise<void>;
  subscribe(channel: string, handler: BusHandler): void;
  /** Called after this node's link came back from a break: messages may have been lost meanwhile. */
  onResync(handler: () => void): void;
  close(): Promise<void>;
}

/** Subscribers by channel, and the resync listeners: the local half every transport shares. */
export function createLocalFanOut() {
  const handlers = new Map<string, BusHandler[]>();
  const resyncHandlers: (() => void)[] = [];
  return {
    subscribe(channel: string, handler: BusHandler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    onResync(handler: () => void) {
      resyncHandlers.push(handler);
    },
    channels: () => [...handlers.keys()],
    deliver(channel: string, message: BusMessage, onError: (error: unknown) => void) {
      for (const handler of handlers.get(channel) ?? []) {
        // One failing subscriber must not keep the message from the others.
        try {
          handler(message);
        } catch (error) {
          onError(error);
        }
      }
    },
    resync(onError: (error: unknown) => void) {
      for (const handler of resyncHandlers) {
        try {
          handler();
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}

/** One process is the whole cluster (the embedded database allows no other): a message is delivered here. */
export function createInProcessBus(onError: (error: unknown) => void = () => {}): Bus {
  const local = createLocalFanOut();
  return {
    kind: "in-process",
    async publish(channel, message) {
      // A copy, as Redis would deliver one: a subscriber never shares an object with the publisher.
      const copy = JSON.parse(JSON.stringify(message)) as BusMessage;
      queueMicrotask(() => local.deliver(channel, copy, onError));
    },
    subscribe: local.subscribe,
    onResync: local.onResync,
    async close() {},
  };
}
