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
        const sessionless = { config: { sessionless: true } };
        app.post("/rest/test/sessionless/", sessionless, async () => ({ changed: true }));
      },
    });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, url = "/rest/test/change/") =>
    t.app.inject({ method: "POST", url, headers: { host: HOST, ...headers } });

  it("refuses a POST sent from another site", async () => {
    const response = await post({ origin: "http://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: { code: "CSRF_REJECTED" } });
  });

  it("refuses a POST from another site even when it carries the client header", async () => {
    const response = await post({ origin: "https://evil.example", [CLIENT_HEADER]: "web" });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a POST from another port or scheme of the same host, or from an opaque origin", async () => {
    expect((await post({ origin: `http://${HOST}:8443` })).statusCode).toBe(403);
    // This server is plain HTTP: an https page of the same host is another origin.
    expect((await post({ origin: `https://${HOST}` })).json().error.code).toBe("CSRF_REJECTED");
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
    const response = await post({ origin: `http://${HOST}` });
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

  it("checks a route that skips the session lookup just the same", async () => {
    const refused = await post({}, "/rest/test/sessionless/");
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, "CSRF_REJECTED"]);
    const crossSite = await post({ origin: "https://evil.example" }, "/rest/test/sessionless/");
    expect(crossSite.statusCode).toBe(403);
    expect((await post({ [CLIENT_HEADER]: "web" }, "/rest/test/sessionless/")).statusCode).toBe(200);
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

describe("cross-site request forgery protection behind a TLS-terminating proxy", () => {
  const PROXY = "10.0.0.2";
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    const extend = (app: TestApp["app"]) => {
      app.post("/rest/test/change/", async () => ({ changed: true }));
    };
    behindProxy = await createTestApp({ env: { TRUST_PROXY: PROXY }, extend });
    direct = await createTestApp({ extend });
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  const post = (t: TestApp, origin: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/rest/test/change/",
      remoteAddress: PROXY,
      headers: { host: HOST, origin, "x-forwarded-proto": "https", ...headers },
    });

  it("takes the scheme the trusted proxy reports, and accepts the https origin", async () => {
    const response = await post(behindProxy, `https://${HOST}`);
    expect(response.statusCode).toBe(200);
    // A default port written out is the same origin.
    expect((await post(behindProxy, `https://${HOST}:443`)).statusCode).toBe(200);
  });

  it("refuses an http origin on the https site, and another port", async () => {
    for (const origin of [`http://${HOST}`, `https://${HOST}:8443`, `http://${HOST}:443`]) {
      const response = await post(behindProxy, origin);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().error.code, origin).toBe("CSRF_REJECTED");
    }
  });

  it("takes the host the trusted proxy reports", async () => {
    const headers = { "x-forwarded-host": "casino.other" };
    expect((await post(behindProxy, "https://casino.other", headers)).statusCode).toBe(200);
    expect((await post(behindProxy, `https://${HOST}`, headers)).statusCode).toBe(403);
  });

  it("ignores X-Forwarded-Proto from a client it does not trust", async () => {
    const response = await post(direct, `https://${HOST}`);
    expect(response.statusCode).toBe(403);
    expect((await post(direct, `http://${HOST}`)).statusCode).toBe(200);
  });

  it("accepts the brand's configured public origin when the proxy's scheme is not trusted", async () => {
    const configured = await createTestApp({
      env: { PUBLIC_ORIGIN: `https://${HOST}` },
      extend: (app) => {
        app.post("/rest/test/change/", async () => ({ changed: true }));
      },
    });
    try {
      expect((await post(configured, `https://${HOST}`)).statusCode).toBe(200);
      expect((await post(configured, `https://${HOST}:8443`)).statusCode).toBe(403);
      expect((await post(configured, "https://evil.example")).statusCode).toBe(403);
    } finally {
      await configured.close();
    }
  });
});
