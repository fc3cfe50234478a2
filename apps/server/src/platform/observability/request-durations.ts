import type { Metric } from "prom-client";

const BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

interface Series {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket (not cumulative); the last slot is above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/** The map under `key`, made on first use. */
function inner<K, V>(outer: Map<string, Map<K, V>>, key: string): Map<K, V> {
  let map = outer.get(key);
  if (!map) {
    map = new Map();
    outer.set(key, map);
  }
  return map;
}

/** One line of the scrape as prom-client's registry writes it: `metricName{labels,sharedLabels} value`. */
interface ScrapeLine {
  metricName: string;
  labels: { le?: number | string };
  sharedLabels: Series["labels"];
  value: number;
}

/**
 * The `http_request_duration_seconds` histogram by method, route pattern and status, in the very lines
 * prom-client's Histogram writes. Every request is observed, and prom-client's `observe` checks the
 * labels, builds a hash string and a closure each time, a measurable share of a small answer (issue
 * #10); here an observation is three map lookups and a few additions, and the text is made at scrape.
 */
export class RequestDurations {
  readonly name = "http_request_duration_seconds";
  readonly help = "Duration of HTTP requests by method, route pattern and status code.";
  readonly type = "histogram";
  readonly aggregator = "sum";
  readonly #series = new Map<string, Map<string, Map<number, Series>>>();
  /** The same series in the order they first appeared, which is the order prom-client writes them in. */
  readonly #inOrder: Series[] = [];

  observe(method: string, route: string, status: number, seconds: number): void {
    const byStatus = inner(inner(this.#series, route), method);
    let series = byStatus.get(status);
    if (!series) {
      const counts = new Array<number>(BUCKETS_SECONDS.length + 1).fill(0);
      series = { labels: { method, route, status: String(status) }, counts, sum: 0, count: 0 };
      byStatus.set(status, series);
      this.#inOrder.push(series);
    }
    let bucket = 0;
    while (bucket < BUCKETS_SECONDS.length && seconds > (BUCKETS_SECONDS[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] as number) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What prom-client's registry asks a metric for when it writes the scrape. */
  async get() {
    const values: ScrapeLine[] = [];
    for (const { labels, counts, sum, count } of this.#inOrder) {
      let cumulative = 0;
      BUCKETS_SECONDS.forEach((le, index) => {
        cumulative += counts[index] as number;
        values.push(this.#line("_bucket", { le }, labels, cumulative));
      });
      values.push(this.#line("_bucket", { le: "+Inf" }, labels, count));
      values.push(this.#line("_sum", {}, labels, sum));
      values.push(this.#line("_count", {}, labels, count));
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.#series.clear();
    this.#inOrder.length = 0;
  }

  /**
   * Registers it with a prom-client registry, which only calls `get` (and `reset`); prom-client's types
   * describe its own classes, hence the cast.
   */
  registerIn(registry: { registerMetric(metric: Metric): void }): void {
    registry.registerMetric(this as unknown as Metric);
  }

  #line(suffix: string, labels: ScrapeLine["labels"], sharedLabels: Series["labels"], value: number) {
    return { metricName: `${this.name}${suffix}`, labels, sharedLabels, value };
  }
}
