import autocannon from "autocannon";
import { mainThreadCpuMs } from "./main-thread-cpu";

/** Same shape for every measurement so the two sides of a ratio are measured alike. */
export const LOAD = { connections: 10, warmUpSeconds: 1, roundSeconds: 2.5, rounds: 3 } as const;

export interface Throughput {
  requestsPerSecond: number;
  meanLatencyMs: number;
  /** CPU of this process's main thread per request, in µs, where it can be read (servers in process). */
  cpuUsPerRequest?: number;
}

/** Puts load on one side of a comparison for `seconds` and reports what it sustained. */
export type Side = (seconds: number) => Promise<Throughput>;

/** How a comparison is run: a warm-up of each side, then alternating rounds. */
export interface LoadShape {
  warmUpSeconds: number;
  roundSeconds: number;
  rounds: number;
}

/**
 * Measures two sides in alternating rounds after a warm-up of each, keeping each side's best round.
 * Alternating cancels drift (JIT, a growing database, other work on the machine) that would favour
 * whichever side ran second; the best round is the one least disturbed by that other work. Every round
 * is answered too, in order.
 */
export async function compareSides<S extends Throughput, B extends Throughput>(
  subject: (seconds: number) => Promise<S>,
  baseline: (seconds: number) => Promise<B>,
  shape: LoadShape = LOAD,
) {
  await subject(shape.warmUpSeconds);
  await baseline(shape.warmUpSeconds);
  const rounds = { subject: [] as S[], baseline: [] as B[] };
  for (let round = 0; round < shape.rounds; round++) {
    rounds.subject.push(await subject(shape.roundSeconds));
    rounds.baseline.push(await baseline(shape.roundSeconds));
  }
  const best = { subject: rounds.subject.reduce(faster), baseline: rounds.baseline.reduce(faster) };
  const cpu = { subject: leastCpu(rounds.subject), baseline: leastCpu(rounds.baseline) };
  return {
    ...best,
    rounds,
    ratio: best.subject.requestsPerSecond / best.baseline.requestsPerSecond,
    /** The baseline's CPU per request over the subject's, each side's least: null when not measured. */
    cpuRatio: cpu.subject && cpu.baseline ? cpu.baseline / cpu.subject : null,
  };
}

function leastCpu(rounds: Throughput[]): number | null {
  const measured = rounds.flatMap((round) => (round.cpuUsPerRequest ? [round.cpuUsPerRequest] : []));
  return measured.length === rounds.length ? Math.min(...measured) : null;
}

function faster<T extends Throughput>(a: T, b: T) {
  return b.requestsPerSecond > a.requestsPerSecond ? b : a;
}

/**
 * Load over HTTP with autocannon. It runs in a worker thread (`workers: 1`) so the client does not
 * share the server's event loop. Any failure throws: a fast 500 would otherwise look like a fast page.
 */
export function httpSide(url: string, headers: Record<string, string> = {}): Side {
  return async (seconds) => {
    const cpuBefore = mainThreadCpuMs();
    const result = await autocannon({
      url,
      headers,
      connections: LOAD.connections,
      workers: 1,
      duration: seconds,
    });
    const failures = result.errors + result.timeouts + result.non2xx;
    if (failures > 0 || result.requests.total === 0) {
      throw new Error(`${url}: ${failures} failed of ${result.requests.total} requests`);
    }
    const cpuAfter = mainThreadCpuMs();
    return {
      requestsPerSecond: result.requests.total / result.duration,
      meanLatencyMs: result.latency.average,
      ...(cpuBefore !== null && cpuAfter !== null
        ? { cpuUsPerRequest: ((cpuAfter - cpuBefore) * 1000) / result.requests.total }
        : {}),
    };
  };
}

/** The in-process twin of {@link httpSide}: `connections` concurrent loops call `once` back to back. */
export function inProcessSide(once: () => Promise<void>): Side {
  return async (seconds) => {
    const started = performance.now();
    const deadline = started + seconds * 1000;
    let count = 0;
    let busyMs = 0;
    const loop = async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await once();
        busyMs += performance.now() - t0;
        count += 1;
      }
    };
    await Promise.all(Array.from({ length: LOAD.connections }, loop));
    const elapsedSeconds = (performance.now() - started) / 1000;
    return { requestsPerSecond: count / elapsedSeconds, meanLatencyMs: busyMs / count };
  };
}
