import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { RequestDurations } from "./request-durations";

describe("request durations", () => {
  it("scrape exactly as prom-client's own histogram with the same buckets and observations", async () => {
    const reference = new Registry();
    const histogram = new Histogram({
      name: "http_request_duration_seconds",
      help: "Duration of HTTP requests by method, route pattern and status code.",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [reference],
    });
    const ours = new Registry();
    const durations = new RequestDurations();
    durations.registerIn(ours);
    const observations: [string, string, number, number][] = [
      ["GET", "/healthz", 200, 0.0004],
      ["GET", "/healthz", 200, 0.005],
      ["GET", "/healthz", 200, 0.0051],
      ["GET", "/healthz", 503, 7.5],
      ["POST", "/rest/auth/signin/", 401, 0.25],
      ["GET", "unmatched", 404, 0.0123],
      ["GET", "/healthz", 200, 1],
      ["POST", "/rest/auth/signin/", 200, 2.6],
    ];
    for (const [method, route, status, seconds] of observations) {
      histogram.observe({ method, route, status: String(status) }, seconds);
      durations.observe(method, route, status, seconds);
    }
    const scraped = await ours.metrics();
    expect(scraped).toBe(await reference.metrics());
    expect(scraped).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz",status="200"} 2',
    );
  });

  it("start empty again when reset", async () => {
    const registry = new Registry();
    const durations = new RequestDurations();
    durations.registerIn(registry);
    durations.observe("GET", "/healthz", 200, 0.001);
    durations.reset();
    expect(await registry.metrics()).not.toContain("_count");
  });
});
