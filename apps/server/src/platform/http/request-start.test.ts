import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { securityHeaders } from "./security-headers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the headers every answer starts with", () => {
  let t: TestApp;
  let isShuttingDown = false;
  // Production, so HSTS is among them: every header of the set, on every kind of answer.
  const expected = Object.entries(securityHeaders({ isProduction: true }).everyResponse);
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: "production", PUBLIC_ORIGIN: "https://casino.example" },
      isShuttingDown: () => isShuttingDown,
      extend(app) {
        app.post("/rest/test/change/", async () => ({ changed: true }));
      },
    });
  });
  afterAll(() => t.close());

  const expectStartHeaders = (headers: Record<string, unknown>, what: string) => {
    expect(headers["x-request-id"], what).toMatch(UUID);
    for (const [name, value] of expected) expect(headers[name], `${name} on ${what}`).toBe(value);
  };

  it("are on probes, which skip the session and compression hooks", async () => {
    for (const url of ["/healthz", "/readyz"]) {
      const response = await t.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(response.statusCode, url).toBe(200);
      expectStartHeaders(response.headers, url);
    }
    expect(expected.map(([name]) => name)).toContain("strict-transport-security");
  });

  it("are on API answers, unknown routes and refused writes", async () => {
    const answers = {
      "an API answer": await t.app.inject({ url: "/rest/app/init/" }),
      "an unknown route": await t.app.inject({ url: "/rest/no-such-route/" }),
      "a write without the client header": await t.app.inject({ method: "POST", url: "/rest/test/change/" }),
      "a signed provider call without its signature": await t.app.inject({
        method: "POST",
        url: "/api/provider/builtin/bet/",
        payload: {},
      }),
    };
    expect(answers["a write without the client header"].json().error.code).toBe("CSRF_REJECTED");
    expect(answers["a signed provider call without its signature"].statusCode).toBe(401);
    for (const [what, response] of Object.entries(answers)) expectStartHeaders(response.headers, what);
  });

  it("are on a draining node's refusals too", async () => {
    isShuttingDown = true;
    try {
      const response = await t.app.inject({ url: "/rest/app/init/" });
      expect(response.statusCode).toBe(503);
      expectStartHeaders(response.headers, "a draining refusal");
    } finally {
      isShuttingDown = false;
    }
  });
});
