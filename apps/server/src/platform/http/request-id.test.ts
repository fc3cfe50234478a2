import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives every request its own id and echoes it as x-request-id", async () => {
    const first = await t.app.inject({ url: "/healthz" });
    const second = await t.app.inject({ url: "/healthz" });
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("keeps the id a proxy or the SSR renderer sent", async () => {
    const response = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "lb-7f3a.2_X" } });
    expect(response.headers["x-request-id"]).toBe("lb-7f3a.2_X");
  });

  it("replaces an id that is too long or could forge log lines", async () => {
    for (const incoming of ["x".repeat(129), "id with spaces", 'evil"}\n{"level":60', "ünïcode"]) {
      const response = await t.app.inject({ url: "/healthz", headers: { "x-request-id": incoming } });
      expect(response.headers["x-request-id"], incoming).toMatch(UUID);
    }
  });

  it("names the same id in an error envelope", async () => {
    const response = await t.app.inject({ url: "/rest/nowhere/", headers: { "x-request-id": "trace-42" } });
    expect(response.headers["x-request-id"]).toBe("trace-42");
    expect(response.json().error.requestId).toBe("trace-42");
  });
});
