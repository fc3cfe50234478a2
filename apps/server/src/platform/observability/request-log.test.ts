import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("request log", () => {
  const lines: Array<Record<string, unknown>> = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: "info" },
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
      extend: (app: FastifyInstance) => {
        app.get("/test/logs-its-own-line", async (request) => {
          request.log.info({ step: "inside" }, "handler says hello");
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

  it("writes one line per request: its id, method, URL, status and time", async () => {
    const response = await t.app.inject({ url: "/rest/app/init/?from=test" });
    const [line, ...more] = linesOf(String(response.headers["x-request-id"]));
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/rest/app/init/?from=test" },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe("number");
  });

  it("writes no line for a probe answered well: a balancer's probes every few seconds log at warn at most", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(linesOf(String(response.headers["x-request-id"]))).toEqual([]);
  });

  it("gives a handler's own lines the request id", async () => {
    const response = await t.app.inject({ url: "/test/logs-its-own-line" });
    const own = linesOf(String(response.headers["x-request-id"]));
    expect(own.map((line) => line.msg)).toEqual(["handler says hello", "request completed"]);
    expect(own[0]).toMatchObject({ step: "inside" });
  });

  it("logs a refused request once, with its status", async () => {
    const response = await t.app.inject({ url: "/rest/no-such-route/" });
    expect(response.statusCode).toBe(404);
    const own = linesOf(String(response.headers["x-request-id"]));
    expect(own.at(-1)).toMatchObject({ msg: "request completed", res: { statusCode: 404 } });
  });
});
