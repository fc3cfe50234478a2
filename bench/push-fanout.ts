import { startCasinoServer } from "./support/casino-server";
import { PushClients } from "./support/push-clients";
import { type Measured, measure } from "./support/push-measure";
import { benchPlayers, casinoTarget, rawWsTarget } from "./support/push-targets";
import {
  deliveredPerSecond,
  describeStep,
  describeSteps,
  faster,
  leastCpuUs,
  P99_LIMIT_MS,
  type RateSearch,
} from "./support/rate-search";
import { deleteRedisPrefix, redisTraces, uniqueRedisPrefix } from "./support/redis-prefix";
import type { BenchResult } from "./support/result";

/** The 5,000 local sockets. */
const SOCKETS = 5_000;
/** Where the raw `ws` search starts; every later search starts from what an earlier one found. */
const RAW_START_RATE = 20_000;
/** Far above what the clients' process opens a second, so the connect limit (200) never refuses one. */
const CONNECTS_PER_SECOND = 1_000_000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
/**
 * KiB an idle, subscribed connection keeps on the server's heap. Measured 7.4–7.5 (docs/bench.md), of
 * which `ws` alone (the raw baseline) keeps about 2.8. About twice what it is now: room for a feature's
 * per-connection state, while a request object, a buffer or a history kept per socket would break it.
 */
const IDLE_MEMORY_BUDGET_KIB = 16;

/**
 * The push channel (issue #12 item 7) with 5,000 sockets in a child process (support/push-clients.ts):
 * the messages per second it delivers while 99 % arrive within 200 ms, and the server's CPU per message
 * meanwhile, against a bare `ws` server sending the same frames to the same sockets in the same run; the
 * same in Redis mode; and the memory an idle, subscribed connection holds.
 *
 * Every message goes to ONE player's channel (message n to player n mod 5,000), not one publication on
 * `global` to all 5,000. That is the traffic the channel carries (balances and every player event are
 * per player) and the honest measure of its cost: each delivered message pays the whole publish path
 * (numbering, history, the subscriber lookup, and in Redis mode a script and a pub/sub hop). A broadcast
 * on `global` would pay that path once per 5,000 deliveries and measure little but `ws`'s send loop, and
 * in Redis mode would hide Redis entirely.
 *
 * On a 2-core machine the servers, the clients and Redis share the cores with whatever else runs, so each
 * side is searched in two rounds, alternating (raw, memory, raw, Redis, memory), and keeps its best: the
 * round least disturbed, as support/load.ts does for HTTP.
 */
export async function pushFanout(): Promise<BenchResult[]> {
  const clients = PushClients.start();
  try {
    const players = benchPlayers(SOCKETS);
    const memoryServer = () =>
      startCasinoServer({ withWebApp: false, push: { connectsPerSecond: CONNECTS_PER_SECOND } });
    const best = (search: RateSearch) => deliveredPerSecond(search.best);

    const raw1 = await measure(clients, await rawWsTarget(players), {
      startRate: RAW_START_RATE,
      withMemory: true,
    });
    const memory1 = await measure(clients, casinoTarget(await memoryServer(), players), {
      startRate: best(raw1.search) / 2,
      withMemory: true,
    });
    const raw2 = await measure(clients, await rawWsTarget(players), {
      startRate: best(raw1.search),
    });
    const redis = await measureRedis(clients, players, best(memory1.search));
    const memory2 = await measure(clients, casinoTarget(await memoryServer(), players), {
      startRate: best(memory1.search),
      compareAt: () => redis.measured?.compared?.rate ?? 0,
    });

    const rawBest = faster(raw1.search.best, raw2.search.best);
    const memoryBest = faster(memory1.search.best, memory2.search.best);
    const memory = memory1.memory;
    const rawMemory = raw1.memory;
    const kib = (value: number | undefined) => `${value?.toFixed(1)} KiB`;
    const cpu = {
      push: leastCpuUs(memory1.search, memory2.search),
      raw: leastCpuUs(raw1.search, raw2.search),
    };
    const rateRatio = deliveredPerSecond(memoryBest) / deliveredPerSecond(rawBest);
    const rates = `delivered a second with p99 ≤ ${P99_LIMIT_MS} ms, ${SOCKETS} sockets on a player channel each: push ${describeStep(memoryBest)}, raw ws ${describeStep(rawBest)}; steps: push ${describeSteps(memory1.search)} | ${describeSteps(memory2.search)}; raw ${describeSteps(raw1.search)} | ${describeSteps(raw2.search)}`;
    return [
      // As hello-route (decision 032): the rate a step keeps on a shared 2-core machine says as much about
      // the machine's other work as about the server (the same code gave 0.45–1.69 between runs, see
      // docs/bench.md), so the value is the main thread's CPU per delivered message, counted only in steps
      // that kept the limit: the rate the server would reach with a core to itself, as a ratio. The rates,
      // as the issue words the measure, stay beside it.
      cpu.push && cpu.raw
        ? {
            name: "push-fanout",
            value: cpu.raw / cpu.push,
            detail: `raw ws's main-thread CPU per delivered message ÷ the push channel's, least over the steps that kept p99 ≤ ${P99_LIMIT_MS} ms: ${cpu.raw.toFixed(1)} ÷ ${cpu.push.toFixed(1)} µs; messages ${rates}, ratio ${rateRatio.toFixed(2)}`,
            budget: { atLeast: 0.5, source: "issue #12" },
          }
        : {
            name: "push-fanout",
            value: rateRatio,
            detail: `no per-thread CPU on this system; messages ${rates}`,
            budget: { atLeast: 0.5, source: "issue #12" },
          },
      {
        name: "push-idle-memory-kib",
        value: memory ? memory.heap + memory.external : Number.NaN,
        detail: `V8 heap ${kib(memory?.heap)} + external ${kib(memory?.external)} per idle subscribed connection after GC, RSS ${kib(memory?.rss)}; raw ws: heap ${kib(rawMemory?.heap)}, RSS ${kib(rawMemory?.rss)}; ${SOCKETS} connected in ${memory1.connectSeconds.toFixed(1)} s`,
        budget: { atMost: IDLE_MEMORY_BUDGET_KIB, source: "measured, see docs/bench.md" },
      },
      ...redisRows(redis, memoryBest, memory2),
    ];
  } finally {
    clients.close();
  }
}

interface RedisMode {
  measured: Measured | null;
  /** Why the Redis rows cannot be trusted, when they cannot. */
  problem: string | null;
}

/**
 * Redis mode (REDIS_URL, and REDIS_PREFIX of this run's own, whose keys are removed at the end), one
 * round (two would not fit the run's two minutes; memory mode has two) from a quarter of memory mode's
 * rate; then steps at half the rate the slower mode kept, where neither queues, so the p95 it adds is the
 * hop through Redis and not a queue at saturation. Memory mode's second round runs the same steps. A Redis
 * mode that fails, or whose publications never went through Redis, gives rows that break their budgets
 * with the reason, and leaves the other rows standing.
 */
async function measureRedis(clients: PushClients, players: string[], memoryRate: number): Promise<RedisMode> {
  const prefix = uniqueRedisPrefix("push");
  try {
    const server = await startCasinoServer({
      withWebApp: false,
      env: { REDIS_URL, REDIS_PREFIX: prefix },
      push: { connectsPerSecond: CONNECTS_PER_SECOND },
    });
    let channels: string[] = [];
    const measured = await measure(clients, casinoTarget(server, players), {
      startRate: memoryRate / 4,
      // While the server listens: its pub/sub subscription ends when it closes.
      whileConnected: async () => {
        channels = (await redisTraces(REDIS_URL, prefix, "push")).channels;
      },
      compareAt: (search) => Math.round(Math.min(memoryRate, deliveredPerSecond(search.best)) / 2),
    });
    const { keys } = await redisTraces(REDIS_URL, prefix, "push");
    const isThroughRedis = keys > 0 && channels.length > 0;
    return {
      measured,
      problem: isThroughRedis
        ? null
        : `publications did not go through Redis (${keys} push keys and pub/sub channels [${channels.join(", ")}] under the run's prefix)`,
    };
  } catch (error) {
    return {
      measured: null,
      problem: `Redis mode failed: ${error instanceof Error ? error.message : error}`,
    };
  } finally {
    await deleteRedisPrefix(REDIS_URL, prefix).catch(() => 0);
  }
}

function redisRows(
  redis: RedisMode,
  memoryBest: Measured["search"]["best"],
  memory: Measured,
): BenchResult[] {
  const redisBest = redis.measured?.search.best ?? null;
  const pair = { redis: redis.measured?.compared ?? null, memory: memory.compared };
  const isValid = redis.problem === null;
  return [
    {
      name: "push-redis-vs-memory",
      value: isValid ? deliveredPerSecond(redisBest) / deliveredPerSecond(memoryBest) : Number.NaN,
      detail:
        redis.problem ??
        `redis ${describeStep(redisBest)}, memory ${describeStep(memoryBest)}; steps: redis ${describeSteps(redis.measured?.search)}`,
      budget: { atLeast: 0.7, source: "issue #12" },
    },
    {
      name: "push-redis-added-p95-ms",
      value: isValid && pair.redis && pair.memory ? pair.redis.p95Ms - pair.memory.p95Ms : Number.NaN,
      detail:
        redis.problem ??
        `p95 at ${pair.redis?.rate}/s, half of what the slower mode kept, the lower of 2 steps each: redis ${describeStep(pair.redis)}, memory ${describeStep(pair.memory)}`,
      budget: { atMost: 25, source: "issue #12" },
    },
  ];
}
