import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";
import { documentCsp, RESOURCE_CSP } from "./security-headers";

const SITE = { protocol: "https", host: "casino.example" };

const directives = (csp: string) =>
  new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe("page content security policy", () => {
  it("lets scripts run only from our origin or with this page's nonce", () => {
    const csp = directives(documentCsp({ nonce: "abc123" }, SITE));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(documentCsp({ nonce: "abc123" }, SITE)).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("lets a page connect only to its own origin and its push channel there", () => {
    expect(directives(documentCsp({ nonce: "n" }, SITE)).get("connect-src")).toEqual([
      "'self'",
      "wss://casino.example/connection/websocket",
    ]);
    const local = directives(documentCsp({ nonce: "n" }, { protocol: "http", host: "127.0.0.1:3000" }));
    expect(local.get("connect-src")).toEqual(["'self'", "ws://127.0.0.1:3000/connection/websocket"]);
    const ipv6 = directives(documentCsp({ nonce: "n" }, { protocol: "http", host: "[::1]:3000" }));
    expect(ipv6.get("connect-src")).toEqual(["'self'", "ws://[::1]:3000/connection/websocket"]);
  });

  it("never lets a strange Host header add a source to the policy", () => {
    for (const host of ["evil.example wss:", "a.example; script-src *", "a.example/x", "*"]) {
      const csp = documentCsp({ nonce: "n" }, { protocol: "https", host });
      expect(directives(csp).get("connect-src"), host).toEqual(["'self'"]);
      expect(csp, host).not.toContain("*");
    }
  });
});

describe("security headers of API answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lock JSON down: no content type sniffing, nothing loads, no framing", async () => {
    for (const url of ["/rest/app/init/", "/rest/no-such-route/", "/healthz"]) {
      const response = await t.app.inject({ url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["content-security-policy"], url).toBe(RESOURCE_CSP);
      expect(response.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
      // Document-only headers stay off JSON, so every API answer is short.
      expect(response.headers["cross-origin-opener-policy"], url).toBeUndefined();
      expect(response.headers["x-xss-protection"], url).toBeUndefined();
    }
  });

  it("do not send HSTS outside production", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers of rendered pages in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    await ensureWebBuild();
    t = await createTestApp({
      withWebApp: true,
      env: { NODE_ENV: "production", PUBLIC_ORIGIN: "https://casino.example" },
    });
  }, 240_000);
  afterAll(() => t.close());

  it("send a signed-in page a CSP whose nonce every script of the page carries", async () => {
    const player = await createTestPlayer(t.db);
    const response = await t.app.inject({
      url: "/page/terms",
      headers: { host: "casino.example", cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(response.headers["content-security-policy"]);
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9_-]{16,})'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(directives(csp).get("connect-src")).toEqual([
      "'self'",
      "ws://casino.example/connection/websocket",
    ]);
    expect(csp).not.toMatch(/(^|\s)wss?:(\s|;|$)/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // Isolation and legacy browser switches: on documents, where they mean something.
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["origin-agent-cluster"]).toBe("?1");
    expect(response.headers["x-permitted-cross-domain-policies"]).toBe("none");
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("use a new nonce for every signed-in page", async () => {
    const player = await createTestPlayer(t.db);
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        String(
          (await t.app.inject({ url: "/", headers: { cookie: player.cookie } })).headers[
            "content-security-policy"
          ],
        ),
      )?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
  });

  it("allow a guest page's own inline scripts by hash and no other inline script", async () => {
    const response = await t.app.inject({ url: "/page/terms", headers: { host: "casino.example" } });
    expect(response.statusCode).toBe(200);
    const scriptSources = directives(String(response.headers["content-security-policy"])).get("script-src");
    expect(scriptSources?.[0]).toBe("'self'");
    expect(scriptSources?.join(" ")).not.toMatch(/nonce|unsafe/);
    const inline = [...response.body.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    const allowed = new Set(scriptSources);
    for (const [, text = ""] of inline) {
      expect(allowed).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
    expect(allowed.size).toBe(new Set(inline.map(([, text]) => text)).size + 1);
  });

  it("tell browsers to use HTTPS only", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
  });
});
