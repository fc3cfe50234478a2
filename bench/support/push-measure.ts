import { mainThreadCpuMs } from "./main-thread-cpu";
import { pacedSends } from "./paced-sends";
import type { PushClients } from "./push-clients";
import type { PushTarget } from "./push-targets";
import { keepsLimit, type RateSearch, type Step, searchRate } from "./rate-search";
import { type MemorySnapshot, perItemKib, settledMemory } from "./settled-memory";

const STEP_SECONDS = 2;
const WARM_UP_SECONDS = 1;
/** How long a step's last messages may take to arrive before the missing ones count as never. */
const DRAIN_MS = 5_000;
/** After a broken step, how long its backlog may take to clear before the next step starts. */
const SETTLE_MS = 30_000;
/** Then a moment with nothing to do, for the collector and the kernel's socket buffers. */
const PAUSE_AFTER_BROKEN_MS = 1_000;
const SEARCH = { growth: 1.5, refinements: 1, minRate: 500, maxRate: 2_000_000 };
/** Steps run at `compareAt`; the one with the lowest p95 counts (the least disturbed by other work). */
const COMPARE_RUNS = 2;

export interface Measured {
  search: RateSearch;
  /** KiB per connected client, when asked for. */
  memory: ReturnType<typeof perItemKib> | null;
  connectSeconds: number;
  /** The best of the steps run at `compareAt` after the search, when asked for. */
  compared: Step | null;
}

export interface MeasureOptions {
  startRate: number;
  /** Measure this process's memory before and after the clients connect (nothing else may run meanwhile). */
  withMemory?: boolean;
  /** A rate to run COMPARE_RUNS more steps at after the search (0: none), from what the search found. */
  compareAt?: (search: RateSearch) => number;
  /** Runs once every client is connected, before the first step. */
  whileConnected?: () => Promise<void>;
}

/**
 * Connects every client to the target, searches the highest rate it delivers within the limit (see
 * rate-search.ts), disconnects and closes the target, even on failure.
 */
export async function measure(
  clients: PushClients,
  target: PushTarget,
  options: MeasureOptions,
): Promise<Measured> {
  try {
    // Collected either way: the garbage of an earlier round (a closed server's history) is not this one's.
    const settled = await settledMemory();
    const before: MemorySnapshot | null = options.withMemory ? settled : null;
    const connectSeconds = await clients.connect(target.plans);
    const memory = before ? perItemKib(before, await settledMemory(), target.plans.length) : null;
    await options.whileConnected?.();
    // Not counted: the first messages on fresh sockets (and a freshly started server) meet cold code.
    await runStep(clients, target, Math.max(SEARCH.minRate, options.startRate / 2), WARM_UP_SECONDS);
    const search = await searchRate((rate) => runStep(clients, target, rate), {
      ...SEARCH,
      startRate: Math.max(SEARCH.minRate, Math.round(options.startRate)),
    });
    const compareRate = options.compareAt?.(search) ?? 0;
    let compared: Step | null = null;
    for (let run = 0; compareRate > 0 && run < COMPARE_RUNS; run++) {
      const step = await runStep(clients, target, compareRate);
      if (!compared || step.p95Ms < compared.p95Ms) compared = step;
    }
    return { search, memory, connectSeconds, compared };
  } finally {
    // The clients first: a server that closes first would see them as dropped.
    await clients.disconnect().catch(() => {});
    await target.close();
  }
}

let nextStep = 1;

/** One step: messages at `rate` for `seconds`, then what arrived, how late, and the server's CPU. */
async function runStep(
  clients: PushClients,
  target: PushTarget,
  rate: number,
  seconds = STEP_SECONDS,
): Promise<Step> {
  const step = nextStep++;
  const cpuBefore = mainThreadCpuMs();
  const { sent } = await pacedSends(rate, seconds, (n, dueUs) => target.send(n, step, dueUs));
  await clients.awaitStep(step, sent, DRAIN_MS);
  const cpuAfter = mainThreadCpuMs();
  target.check();
  const latencies = await clients.latencies(step, sent);
  // A broken step's backlog (and the garbage it leaves) would slow the next one: let it clear first.
  if (!keepsLimit({ ...latencies, sent })) {
    await clients.awaitStep(step, sent, SETTLE_MS);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_BROKEN_MS));
  }
  const cpuUsPerMessage =
    cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / sent;
  return { rate, sent, seconds: sent / rate, cpuUsPerMessage, ...latencies };
}
