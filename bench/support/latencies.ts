/** The q-th quantile of ascending values (nearest rank). */
const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** Median, p99 and mean of latencies in ms, given in ascending order. */
export function latencySummary(sortedMs: readonly number[]) {
  return {
    p50LatencyMs: percentile(sortedMs, 0.5),
    p99LatencyMs: percentile(sortedMs, 0.99),
    meanLatencyMs: sortedMs.reduce((sum, latency) => sum + latency, 0) / sortedMs.length,
  };
}
