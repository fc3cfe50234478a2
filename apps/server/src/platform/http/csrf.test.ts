import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CLIENT_HEADER } from "./csrf";

const HOST = "casino.example";

describe("cross-site request forgery protection", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        app.post("/rest/test/change/", async () => ({ changed: true }));
      },
    });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, url = "/rest/test/change/") =>
    t.app.inject({ method: "POST", url, headers: { host: HOST, ...headers } });

  it("refuses a POST sent from another site", async () => {
    const response = await post({ origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: { code: "CSRF_REJECTED" } });
  });

  it("refuses a POST from another site even when it carries the client header", async () => {
    const response = await post({ origin: "https://evil.example", [CLIENT_HEADER]: "web" });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a POST from another port of the same host, or from an opaque origin", async () => {
    expect((await post({ origin: `https://${HOST}:8443` })).statusCode).toBe(403);
    const opaque = await post({ origin: "null" });
    expect(opaque.statusCode).toBe(403);
    expect(opaque.json().error.code).toBe("CSRF_REJECTED");
  });

  it("refuses a POST with neither an Origin nor the client header", async () => {
    const response = await post({});
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: "CSRF_REJECTED",
      message: `Send the ${CLIENT_HEADER} header with this request.`,
    });
  });

  it("lets a POST from our own origin through", async () => {
    const response = await post({ origin: `https://${HOST}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: true });
  });

  it("lets a POST without Origin through when the web client's header is present", async () => {
    const response = await post({ [CLIENT_HEADER]: "web" });
    expect(response.statusCode).toBe(200);
  });

  it("checks other state-changing methods too, before routing", async () => {
    const response = await t.app.inject({
      method: "DELETE",
      url: "/rest/test/change/",
      headers: { host: HOST },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("CSRF_REJECTED");
  });

  it("leaves reads alone, whatever their origin", async () => {
    const response = await t.app.inject({
      url: "/rest/app/init/",
      headers: { host: HOST, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("exempts the signed server-to-server game provider callbacks", async () => {
    const response = await post({}, "/api/provider/builtin/bet");
    expect(response.json().error.code).not.toBe("CSRF_REJECTED");
    expect(response.statusCode).toBe(404);
  });
});
