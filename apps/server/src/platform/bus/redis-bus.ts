import { Redis } from "ioredis";
import { type Bus, type BusMessage, createLocalFanOut } from "./bus";

export interface RedisBusOptions {
  url: string;
  /** Keeps this deployment's channels apart from others on the same Redis (REDIS_PREFIX). */
  prefix: string;
  onError: (error: unknown) => void;
}

/**
 * Redis pub/sub between nodes: one connection publishes, one listens. When the listening link comes back
 * after a break the subscribers are told to resync, since Redis keeps no history for pub/sub.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<Bus> {
  const local = createLocalFanOut();
  const channelPrefix = `${options.prefix}bus:`;
  const publisher = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: true,
  });
  const listener = new Redis(options.url, { connectTimeout: 2_000, lazyConnect: true });
  publisher.on("error", options.onError);
  listener.on("error", options.onError);
  await Promise.all([publisher.connect(), listener.connect()]);
  await listener.psubscribe(`${channelPrefix}*`);

  let hasBeenReady = true;
  listener.on("close", () => {
    hasBeenReady = false;
  });
  // ioredis re-subscribes by itself on reconnect; what was published during the break is gone.
  listener.on("ready", () => {
    if (hasBeenReady) return;
    hasBeenReady = true;
    local.resync(options.onError);
  });
  listener.on("pmessage", (_pattern: string, channel: string, text: string) => {
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch (error) {
      options.onError(error);
      return;
    }
    local.deliver(channel.slice(channelPrefix.length), message, options.onError);
  });

  return {
    kind: "redis",
    async publish(channel, message) {
      await publisher.publish(`${channelPrefix}${channel}`, JSON.stringify(message));
    },
    subscribe: local.subscribe,
    onResync: local.onResync,
    async close() {
      listener.disconnect();
      publisher.disconnect();
    },
  };
}
