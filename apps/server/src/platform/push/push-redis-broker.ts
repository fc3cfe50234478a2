import { randomBytes } from "node:crypto";
import { HISTORY_SIZE, HISTORY_TTL_SECONDS, type Publication } from "@casino/contracts";
import type { Clock } from "@casino/domain";
import { Redis } from "ioredis";
import { isWholeSince, type PushBroker, type Recovery } from "./push-broker";

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

// Both scripts start a channel's epoch when its meta is missing (first use, or expired), and drop any
// stream left from before, so offsets restart at 1 under a new epoch and never repeat under an old one.
const START_EPOCH = `
local epoch = redis.call('HGET', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('DEL', KEYS[2])
  redis.call('HSET', KEYS[1], 'e', epoch, 'o', 0)
end`;

/** KEYS: meta, stream. ARGV: new epoch, meta ttl, history size, history ttl, body, now ms, pub/sub channel. */
const PUBLISH_SCRIPT = `${START_EPOCH}
local offset = redis.call('HINCRBY', KEYS[1], 'o', 1)
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[3], offset .. '-1', 'b', ARGV[5], 't', ARGV[6])
redis.call('EXPIRE', KEYS[2], ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('PUBLISH', ARGV[7], '{"o":' .. offset .. ',"e":"' .. epoch .. '","b":' .. ARGV[5] .. '}')
return {offset, epoch}`;

/**
 * KEYS: meta, stream. ARGV: new epoch, meta ttl, since offset (-1: none), since epoch, history size. The
 * stream may keep a few more than the history size (trimmed with ~), but only that many are promised.
 */
const RECOVER_SCRIPT = `${START_EPOCH}
redis.call('EXPIRE', KEYS[1], ARGV[2])
local offset = tonumber(redis.call('HGET', KEYS[1], 'o'))
local since = tonumber(ARGV[3])
local size = tonumber(ARGV[5])
if since < 0 or ARGV[4] ~= epoch or since >= offset or since < offset - size then return {offset, epoch, {}} end
return {offset, epoch, redis.call('XRANGE', KEYS[2], (since + 1) .. '-1', '+', 'COUNT', ARGV[5])}`;

type StreamEntry = [id: string, fields: string[]];
interface PushScripts {
  pushPublish(...args: (string | number)[]): Promise<[number, string]>;
  pushRecover(...args: (string | number)[]): Promise<[number, string, StreamEntry[]]>;
}
interface Body {
  channel: string;
  event: string;
  data: unknown;
}

const newEpoch = () => randomBytes(6).toString("base64url");

/**
 * Several nodes share each channel's offsets and history in Redis (a hash for offset and epoch, a stream
 * for the last HISTORY_SIZE publications), and every publication reaches every node over one pub/sub
 * channel, sent by the same script that numbered it, so each node sees a channel's publications in offset
 * order. Pub/sub keeps nothing: after a break of the listening link, `onResync` tells the connections to
 * recover from the stream.
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
  commands.defineCommand("pushPublish", { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
  commands.defineCommand("pushRecover", { numberOfKeys: 2, lua: RECOVER_SCRIPT });
  const scripts = commands as unknown as PushScripts;
  await Promise.all([commands.connect(), listener.connect()]);
  await listener.subscribe(fanOutChannel);

  const handlers: ((publication: Publication) => void)[] = [];
  const resyncHandlers: (() => void)[] = [];
  listener.on("message", (_channel: string, text: string) => {
    let publication: Publication;
    try {
      const { o, e, b } = JSON.parse(text) as { o: number; e: string; b: Body };
      publication = { channel: b.channel, event: b.event, data: b.data, offset: o, epoch: e };
    } catch (error) {
      options.onError(error);
      return;
    }
    for (const handler of handlers) handler(publication);
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

  // A stream entry's id is `<offset>-1`: the script numbers it.
  const toPublication = (epoch: string, [id, fields]: StreamEntry) => {
    const field = (name: string) => fields[fields.indexOf(name) + 1] ?? "";
    const body = JSON.parse(field("b")) as Body;
    const publication: Publication = { ...body, offset: Number.parseInt(id, 10), epoch };
    return { at: Number(field("t")), publication };
  };

  return {
    kind: "redis",
    async publish(channel, event, data) {
      const [offset, epoch] = await scripts.pushPublish(
        keyOf("meta", channel),
        keyOf("stream", channel),
        newEpoch(),
        META_TTL_SECONDS,
        HISTORY_SIZE,
        HISTORY_TTL_SECONDS,
        JSON.stringify({ channel, event, data } satisfies Body),
        options.clock.now().getTime(),
        fanOutChannel,
      );
      return { channel, event, data, offset, epoch };
    },
    async recover(channel, since): Promise<Recovery> {
      const [offset, epoch, entries] = await scripts.pushRecover(
        keyOf("meta", channel),
        keyOf("stream", channel),
        newEpoch(),
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
        .map((entry) => toPublication(epoch, entry))
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
