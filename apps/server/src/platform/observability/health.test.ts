import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("health and readiness", () => {
  let t: TestApp;
  let isShuttingDown = false;
  const logLevels = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp({
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
    for (const url of ["/healthz", "/readyz", "/metrics"]) await t.app.inject({ url });
    expect(t.app.log.level).toBe("silent");
    expect(Object.fromEntries(logLevels)).toMatchObject({
      "/healthz": "silent",
      "/readyz": "silent",
      "/metrics": "silent",
    });
  });

  it("stops reporting ready while draining and asks clients to close their connections", async () => {
    isShuttingDown = true;
    try {
      const response = await t.app.inject({ url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: "SERVICE_UNAVAILABLE", message: "The server is shutting down." },
      });
      expect(response.headers.connection).toBe("close");
      expect((await t.app.inject({ url: "/rest/app/init/" })).headers.connection).toBe("close");
    } finally {
      isShuttingDown = false;
    }
    expect((await t.app.inject({ url: "/rest/app/init/" })).headers.connection).not.toBe("close");
  });

  it("reports unavailable once the database is gone, while the process stays alive", async () => {
    await t.db.close();
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      success: false,
      error: { code: "SERVICE_UNAVAILABLE", message: "The database is not reachable." },
    });
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});
