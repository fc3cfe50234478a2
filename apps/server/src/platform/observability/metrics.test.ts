import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("Prometheus metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it("is served in the Prometheus text format with process metrics", async () => {
    const response = await scrape();
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(response.body).toContain("process_cpu_seconds_total");
  });

  it("counts requests by method, route pattern and status", async () => {
    await t.app.inject({ url: "/rest/page/info/terms/" });
    await t.app.inject({ url: "/rest/page/info/no-such-page/" });
    const { body } = await scrape();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/rest\/page\/info\/:name\/",status="200"\} [1-9]/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/rest\/page\/info\/:name\/",status="404"\} [1-9]/,
    );
  });

  it("never turns a raw URL into a label, so unknown paths cannot flood the series", async () => {
    await t.app.inject({ url: "/rest/probe-8f2c1a/?id=77" });
    const { body } = await scrape();
    expect(body).not.toContain("probe-8f2c1a");
    expect(body).toMatch(/route="unmatched",status="404"/);
  });
});
