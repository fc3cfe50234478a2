import { Redis } from "ioredis";

/** A key prefix no other run shares (REDIS_PREFIX), so a run's keys can be found and removed. */
export const uniqueRedisPrefix = (name: string) => `bench-${name}-${process.pid}-${Date.now()}:`;

/** What a server left in Redis under a prefix: keys whose name has `part`, and pub/sub channels listened to. */
export async function redisTraces(url: string, prefix: string, part: string) {
  return withRedis(url, async (redis) => {
    const keys = await scanKeys(redis, `${prefix}*${part}*`);
    const channels = (await redis.pubsub("CHANNELS", `${prefix}*${part}*`)) as string[];
    return { keys: keys.length, channels };
  });
}

/** Deletes every key under the prefix (SCAN, then DEL in batches); how many there were. */
export async function deleteRedisPrefix(url: string, prefix: string): Promise<number> {
  return withRedis(url, async (redis) => {
    const keys = await scanKeys(redis, `${prefix}*`);
    for (let index = 0; index < keys.length; index += 500) await redis.del(...keys.slice(index, index + 500));
    return keys.length;
  });
}

async function scanKeys(redis: Redis, pattern: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== "0");
  return keys;
}

async function withRedis<T>(url: string, use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  try {
    await redis.connect();
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}
