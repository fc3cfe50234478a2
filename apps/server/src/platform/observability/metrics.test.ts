import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";

const METRICS_TOKEN = "a-scrape-token-of-at-least-32-characters";

/** What a scraper without the token sees: exactly what an unknown API path answers. */
async function expectUndiscoverable(t: TestApp, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: "/metrics", headers });
  const unknown = await t.app.inject({ url: "/rest/no-such-metrics-path/" });
  expect(response.statusCode).toBe(404);
  expect(response.headers["content-type"]).toBe(unknown.headers["content-type"]);
  expect(response.json()).toEqual({
    success: false,
    error: {
      code: "ROUTE_NOT_FOUND",
      message: "No route for GET /metrics",
      requestId: response.headers["x-request-id"],
    },
  });
  expect(response.body).not.toContain("http_request_duration_seconds");
}

describe("Prometheus metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it("is served in the Prometheus text format with process metrics to a scraper with the token", async () => {
    const response = await scrape();
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(response.body).toContain("process_cpu_seconds_total");
  });

  it("looks like an unknown path without the token, with a wrong one, or with another scheme", async () => {
    await expectUndiscoverable(t);
    await expectUndiscoverable(t, { authorization: "Bearer not-the-token" });
    await expectUndiscoverable(t, { authorization: `Bearer ${METRICS_TOKEN}x` });
    await expectUndiscoverable(t, { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}` });
    await expectUndiscoverable(t, { authorization: `Basic ${METRICS_TOKEN}` });
    await expectUndiscoverable(t, { authorization: METRICS_TOKEN });
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

describe("Prometheus metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("do not exist, whatever the request carries", async () => {
    await expectUndiscoverable(t);
    await expectUndiscoverable(t, { authorization: "Bearer anything-at-all-anything-at-all-anything" });
  });
});

describe("Prometheus metrics beside the web app", () => {
  let withToken: TestApp;
  let withoutToken: TestApp;
  beforeAll(async () => {
    await ensureWebBuild();
    withToken = await createTestApp({ withWebApp: true, env: { METRICS_TOKEN } });
    withoutToken = await createTestApp({ withWebApp: true });
  }, 240_000);
  afterAll(async () => {
    await withToken.close();
    await withoutToken.close();
  });

  it("answer the same JSON 404, not a page, whether the route is missing or the token is", async () => {
    await expectUndiscoverable(withToken);
    await expectUndiscoverable(withoutToken);
  });
});
