import { randomBytes } from "node:crypto";
import { HISTORY_SIZE, HISTORY_TTL_SECONDS, type Publication } from "@casino/contracts";
import type { Clock } from "@casino/domain";
import { Redis } from "ioredis";
import { isWholeSince, type PushBroker, type Recovery } from "./push-broker";
import { PUBLISH_BATCH_SCRIPT, RECOVER_SCRIPT } from "./push-redis-scripts";

export interface RedisBrokerOptions {
  url: string;
  /** Keeps this deployment's keys and channels apart from others on the same Redis (REDIS_PREFIX). */
  prefix: string;
  clock: Clock;
  onError(error: unknown): void;
}

/**
 * A channel's offset and epoch outlive its history by far: a client that missed nothing recovers even after
 * a quiet hour, while one that missed what has since expired is told to refetch.
 */
const META_TTL_SECONDS = 24 * 60 * 60;
/** Publications sent in one script call at most (bounds how long Redis runs one script). */
const MAX_BATCH = 200;

type StreamEntry = [id: string, fields: string[]];
interface PushScripts {
  pushPublishBatch(...args: (string | number)[]): Promise<(number | string)[]>;
  pushRecover(...args: (string | number)[]): Promise<[number, string, StreamEntry[]]>;
}
interface Pending {
  channel: string;
  event: string;
  data: unknown;
  resolve(publication: Publication): void;
  reject(error: unknown): void;
}

/**
 * Several nodes share each channel's offsets and history in Redis (push-redis-scripts.ts), and every
 * publication reaches every node over one pub/sub channel, sent by the same script that numbered it, so
 * each node sees a channel's publications in offset order. Publications of one event-loop turn go in one
 * script call, already as the frames clients receive. Pub/sub keeps nothing: after a break of the
 * listening link, `onResync` tells the connections to recover from the streams.
 */
export async function createRedisBroker(options: RedisBrokerOptions): Promise<PushBroker> {
  const keyOf = (kind: "meta" | "stream", channel: string) => `${options.prefix}push:${kind}:${channel}`;
  const fanOutChannel = `${options.prefix}push:publications`;
  const commands = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: true,
  });
  const listener = new Redis(options.url, {
    connectTimeout: 2_000,
    lazyConnect: true,
    // Named, so an operator (or a test) can tell the push listeners among the clients.
    connectionName: `${options.prefix}push-listener`,
  });
  commands.on("error", options.onError);
  listener.on("error", options.onError);
  commands.defineCommand("pushPublishBatch", { lua: PUBLISH_BATCH_SCRIPT });
  commands.defineCommand("pushRecover", { numberOfKeys: 2, lua: RECOVER_SCRIPT });
  const scripts = commands as unknown as PushScripts;
  await Promise.all([commands.connect(), listener.connect()]);
  await listener.subscribe(fanOutChannel);

  const handlers: ((channel: string, frame: string) => void)[] = [];
  const resyncHandlers: (() => void)[] = [];
  listener.on("message", (_channel: string, text: string) => {
    for (const record of text.split("\n")) {
      const tab = record.indexOf("\t");
      const channel = record.slice(0, tab);
      const frame = record.slice(tab + 1);
      for (const handler of handlers) handler(channel, frame);
    }
  });
  let isLinked = true;
  listener.on("close", () => {
    isLinked = false;
  });
  // ioredis subscribes again by itself on reconnect; what was published during the break is in the streams.
  listener.on("ready", () => {
    if (isLinked) return;
    isLinked = true;
    for (const handler of resyncHandlers) handler();
  });

  // A new epoch is needed only when a channel starts: a random prefix per process and a counter per call
  // (the script adds the publication's place in its batch) keep them unique without randomness per publish.
  const epochPrefix = randomBytes(4).toString("base64url");
  let epochCounter = 0;
  let pending: Pending[] = [];
  let isFlushScheduled = false;

  async function sendBatch(batch: Pending[]) {
    const keys = batch.flatMap(({ channel }) => [keyOf("meta", channel), keyOf("stream", channel)]);
    const frames = batch.flatMap(({ channel, event, data }) => [
      channel,
      JSON.stringify({ channel, event, data }).slice(0, -1),
    ]);
    epochCounter += 1;
    try {
      const numbered = await scripts.pushPublishBatch(
        keys.length,
        ...keys,
        `${epochPrefix}${epochCounter.toString(36)}.`,
        META_TTL_SECONDS,
        HISTORY_SIZE,
        HISTORY_TTL_SECONDS,
        options.clock.now().getTime(),
        fanOutChannel,
        ...frames,
      );
      batch.forEach(({ channel, event, data, resolve }, index) => {
        const offset = Number(numbered[2 * index]);
        resolve({ channel, event, data, offset, epoch: String(numbered[2 * index + 1]) });
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
  const flush = () => {
    isFlushScheduled = false;
    const due = pending;
    pending = [];
    for (let start = 0; start < due.length; start += MAX_BATCH)
      void sendBatch(due.slice(start, start + MAX_BATCH));
  };

  // A stream entry holds the publication's frame as clients received it.
  const toPublication = ([, fields]: StreamEntry) => {
    const field = (name: string) => fields[fields.indexOf(name) + 1] ?? "";
    return { at: Number(field("t")), publication: JSON.parse(field("f")) as Publication };
  };

  return {
    kind: "redis",
    publish(channel, event, data) {
      return new Promise<Publication>((resolve, reject) => {
        pending.push({ channel, event, data, resolve, reject });
        if (isFlushScheduled) return;
        isFlushScheduled = true;
        setImmediate(flush);
      });
    },
    async recover(channel, since): Promise<Recovery> {
      const [offset, epoch, entries] = await scripts.pushRecover(
        keyOf("meta", channel),
        keyOf("stream", channel),
        `${epochPrefix}${(++epochCounter).toString(36)}`,
        META_TTL_SECONDS,
        since?.offset ?? -1,
        since?.epoch ?? "",
        HISTORY_SIZE,
      );
      const position = { offset: Number(offset), epoch };
      if (!since || since.epoch !== epoch || since.offset > position.offset) {
        return { recovered: false, publications: [], ...position };
      }
      const oldest = options.clock.now().getTime() - HISTORY_TTL_SECONDS * 1000;
      const kept = entries
        .map(toPublication)
        .filter(({ at, publication }) => at > oldest && publication.offset > since.offset)
        .map(({ publication }) => publication);
      const isWhole = isWholeSince(since, position.offset, kept);
      return { recovered: isWhole, publications: isWhole ? kept : [], ...position };
    },
    onPublication(handler) {
      handlers.push(handler);
    },
    onResync(handler) {
      resyncHandlers.push(handler);
    },
    // Redis expires what is past its time.
    sweep() {},
    async close() {
      listener.disconnect();
      commands.disconnect();
    },
  };
}
