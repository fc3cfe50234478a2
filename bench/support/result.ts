/**
 * A limit a result must keep: `atLeast` for ratios and rates (higher is better), `atMost` for sizes,
 * latencies and seconds (lower is better). The source says where the number comes from (an issue's goal).
 */
export type Budget = { atLeast: number; source: string } | { atMost: number; source: string };

/** One printed line: `name: value (detail)`, with its budget beside it when it has one. */
export interface BenchResult {
  name: string;
  /** A ratio to the baseline of the same run, or a size where the name says so. */
  value: number;
  /** The raw numbers behind the value, for a human reading the output. */
  detail: string;
  /** When set, `npm run bench` fails if the value breaks it. */
  budget?: Budget;
}

export type Benchmark = () => Promise<BenchResult[]>;

export function formatThroughput(label: string, t: { requestsPerSecond: number; meanLatencyMs: number }) {
  return `${label} ${t.requestsPerSecond.toFixed(0)} req/s, mean ${t.meanLatencyMs.toFixed(2)} ms`;
}

/** Whether a value keeps its budget (a result without one always does). */
export function keepsBudget(result: Pick<BenchResult, "value" | "budget">): boolean {
  const { budget, value } = result;
  if (!budget) return true;
  if (!Number.isFinite(value)) return false;
  return "atLeast" in budget ? value >= budget.atLeast : value <= budget.atMost;
}

/** `≥ 0.85` or `≤ 150`, for the printed line. */
export function describeBudget(budget: Budget): string {
  return "atLeast" in budget ? `≥ ${budget.atLeast}` : `≤ ${budget.atMost}`;
}

/** The line printed for a result: value, budget verdict, then the raw numbers. */
export function formatResult(result: BenchResult): string {
  const verdict = result.budget
    ? ` [budget ${describeBudget(result.budget)}: ${keepsBudget(result) ? "ok" : "BROKEN"}, ${result.budget.source}]`
    : "";
  return `${result.name}: ${result.value.toFixed(3)}${verdict} (${result.detail})`;
}
