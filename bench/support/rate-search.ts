import type { StepLatencies } from "./push-clients";

/** The issue's bar: a rate counts only while 99 % of its messages arrive within this many ms. */
export const P99_LIMIT_MS = 200;

export interface Step extends StepLatencies {
  /** Messages per second asked for. */
  rate: number;
  sent: number;
  seconds: number;
  /**
   * CPU of this process's main thread (the server's) per message sent, in µs, from the first send to the
   * last arrival: null where Linux's per-thread accounting is missing. Idle time between messages costs
   * none, so it compares two sides at different rates too.
   */
  cpuUsPerMessage: number | null;
}

export interface RateSearch {
  /** The fastest step that kept the limit, null if none did. */
  best: Step | null;
  steps: Step[];
}

/** Every message arrived and 99 % within the limit. */
export const keepsLimit = (step: Pick<Step, "received" | "sent" | "p99Ms">) =>
  step.received === step.sent && step.p99Ms <= P99_LIMIT_MS;

/** Messages delivered per second in a step that kept the limit (all of them, over the step's time). */
export const deliveredPerSecond = (step: Step | null) => (step ? step.received / step.seconds : 0);

/**
 * The highest rate that keeps {@link P99_LIMIT_MS}: up by `growth` from `startRate` until a step breaks it
 * (or down by halves while the first ones do), then `refinements` bisections (geometric) between the best
 * step kept and the lowest broken one. With growth 1.5 and 1 refinement the answer is within about 22 %,
 * with 2 about 11 %.
 */
export async function searchRate(
  runStep: (rate: number) => Promise<Step>,
  options: { startRate: number; growth: number; refinements: number; maxRate: number; minRate: number },
): Promise<RateSearch> {
  const steps: Step[] = [];
  let best: Step | null = null;
  let lowestBroken: Step | null = null;
  let rate = options.startRate;
  let refinements = 0;
  for (;;) {
    const step = await runStep(Math.round(rate));
    steps.push(step);
    if (keepsLimit(step)) {
      if (!best || step.rate > best.rate) best = step;
    } else if (!lowestBroken || step.rate < lowestBroken.rate) lowestBroken = step;

    if (best && lowestBroken) {
      if (refinements++ >= options.refinements) break;
      rate = Math.sqrt(best.rate * lowestBroken.rate);
    } else if (best) {
      if (best.rate >= options.maxRate) break;
      rate = Math.min(options.maxRate, best.rate * options.growth);
    } else {
      if (rate <= options.minRate) break;
      rate = Math.max(options.minRate, rate / 2);
    }
  }
  return { best, steps };
}

/** The faster of two searches' best steps (each side is measured in two rounds; see push-fanout.ts). */
export const faster = (a: Step | null, b: Step | null) =>
  deliveredPerSecond(b) > deliveredPerSecond(a) ? b : a;

/**
 * The least main-thread CPU per message over the steps that kept the limit, in µs: the server's own cost
 * of a message, which the machine's other work moves far less than the rate a step keeps.
 */
export function leastCpuUs(...searches: RateSearch[]): number | null {
  const cpu = searches.flatMap((search) =>
    search.steps.flatMap((step) =>
      keepsLimit(step) && step.cpuUsPerMessage !== null ? [step.cpuUsPerMessage] : [],
    ),
  );
  return cpu.length > 0 ? Math.min(...cpu) : null;
}

/** `12,345/s (p95 5.1 ms, p99 67.1 ms, 14.2 µs CPU a message)` for the printed detail. */
export function describeStep(step: Step | null): string {
  if (!step) return "no rate kept the limit";
  const cpu = step.cpuUsPerMessage === null ? "" : `, ${step.cpuUsPerMessage.toFixed(1)} µs CPU a message`;
  return `${Math.round(deliveredPerSecond(step)).toLocaleString("en")}/s (p95 ${step.p95Ms.toFixed(1)} ms, p99 ${step.p99Ms.toFixed(1)} ms${cpu})`;
}

/** `20000 ok, 30000 p99 412 ms, …`: every step of a search, for the printed detail. */
export function describeSteps(search: RateSearch | undefined): string {
  return (search?.steps ?? [])
    .map((step) => `${step.rate} ${keepsLimit(step) ? "ok" : `p99 ${step.p99Ms.toFixed(0)} ms`}`)
    .join(", ");
}
