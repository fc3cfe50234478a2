import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";

const METRICS_TOKEN = "metrics-token-of-the-health-tests-0123456789";

describe("health and readiness", () => {
  let t: TestApp;
  let isShuttingDown = false;
  const logLevels = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_TOKEN },
      isShuttingDown: () => isShuttingDown,
      extend(app) {
        app.addHook("onResponse", async (request) => {
          logLevels.set(request.url, request.log.level);
        });
      },
    });
  });
  afterAll(() => t.close());

  it("reports the process alive", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("reports ready while the database answers", async () => {
    const response = await t.app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", database: t.db.kind });
  });

  it("keeps probes and scrapes no louder than the configured log level", async () => {
    for (const url of ["/healthz", "/readyz"]) await t.app.inject({ url });
    await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(t.app.log.level).toBe("silent");
    expect(Object.fromEntries(logLevels)).toMatchObject({
      "/healthz": "silent",
      "/readyz": "silent",
      "/metrics": "silent",
    });
  });

  it("while draining, answers every new request 503 with Retry-After, and asks clients to close", async () => {
    isShuttingDown = true;
    try {
      for (const url of ["/readyz", "/rest/app/init/", "/rest/no-such-route/"]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json(), url).toEqual({
          success: false,
          error: {
            code: "SERVICE_UNAVAILABLE",
            message: "The server is shutting down.",
            requestId: response.headers["x-request-id"],
          },
        });
        expect(response.headers["retry-after"], url).toBe("2");
        expect(response.headers.connection, url).toBe("close");
      }
      const post = await t.app.inject({
        method: "POST",
        url: "/rest/auth/signin/",
        headers: { "x-casino-client": "web" },
        payload: { email: "a@example.com", password: "whatever it is" },
      });
      expect([post.statusCode, post.json().error.code]).toEqual([503, "SERVICE_UNAVAILABLE"]);
      const alive = await t.app.inject({ url: "/healthz" });
      expect([alive.statusCode, alive.headers.connection]).toEqual([200, "close"]);
    } finally {
      isShuttingDown = false;
    }
    const after = await t.app.inject({ url: "/rest/app/init/" });
    expect([after.statusCode, after.headers.connection]).not.toContain("close");
    expect(after.statusCode).toBe(200);
  });

  it("reports unavailable once the database is gone, while the process stays alive", async () => {
    await t.db.close();
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      success: false,
      error: { code: "SERVICE_UNAVAILABLE", message: "The database is not reachable." },
    });
    expect(ready.headers["retry-after"]).toBe("5");
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });

  it("answers a player's request 503 with Retry-After, not 500, while the database is gone", async () => {
    // Still closed by the previous test: the session lookup is the first thing that needs the database.
    const response = await t.app.inject({ url: "/rest/app/init/", headers: { cookie: "sid=some-session" } });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: "SERVICE_UNAVAILABLE",
        message: "The database is not reachable.",
        requestId: response.headers["x-request-id"],
      },
    });
  });
});

describe("draining while a page renders", () => {
  let t: TestApp;
  let isShuttingDown = false;
  const innerStatuses: number[] = [];
  beforeAll(async () => {
    await ensureWebBuild();
    t = await createTestApp({
      withWebApp: true,
      isShuttingDown: () => isShuttingDown,
      extend(app) {
        app.addHook("onRequest", async (request) => {
          // The signal arrives just after the page request got in, before it asks the API for its data.
          if (request.url === "/page/terms") isShuttingDown = true;
        });
        app.addHook("onResponse", async (request, reply) => {
          if (request.url.startsWith("/rest/") || request.url.startsWith("/api/"))
            innerStatuses.push(reply.statusCode);
        });
      },
    });
  }, 240_000);
  afterAll(() => t.close());

  it("finishes the page: its own API calls are served, a new visitor's are not", async () => {
    const page = await t.app.inject({ url: "/page/terms" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(innerStatuses.length).toBeGreaterThan(0);
    expect(innerStatuses.every((status) => status < 500)).toBe(true);
    const next = await t.app.inject({ url: "/page/terms" });
    expect([next.statusCode, next.headers["retry-after"]]).toEqual([503, "2"]);
  });
});
