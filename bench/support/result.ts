/** One printed line: `name: value (detail)`. */
export interface BenchResult {
  name: string;
  /** A ratio to the baseline of the same run, or a size where the name says so. */
  value: number;
  /** The raw numbers behind the value, for a human reading the output. */
  detail: string;
}

export type Benchmark = () => Promise<BenchResult[]>;

export function formatThroughput(label: string, t: { requestsPerSecond: number; meanLatencyMs: number }) {
  return `${label} ${t.requestsPerSecond.toFixed(0)} req/s, mean ${t.meanLatencyMs.toFixed(2)} ms`;
}
