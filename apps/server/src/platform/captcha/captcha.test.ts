import { describe, expect, it } from "vitest";
import { createTurnstileCaptcha, type SiteVerify } from "./turnstile-captcha";

function fakeProvider(validTokens: string[]) {
  const calls: Parameters<SiteVerify>[0][] = [];
  const used = new Set<string>();
  const siteVerify: SiteVerify = async (request) => {
    calls.push(request);
    // Like Cloudflare: a token is valid once.
    const ok = validTokens.includes(request.response) && !used.has(request.response);
    used.add(request.response);
    return { success: ok };
  };
  return { siteVerify, calls };
}

describe("Turnstile captcha", () => {
  it("asks the provider with the secret, the token and the visitor's IP", async () => {
    const provider = fakeProvider(["good-token"]);
    const captcha = createTurnstileCaptcha({ secret: "s3cret", siteVerify: provider.siteVerify });
    expect(await captcha.verify("good-token", "203.0.113.9")).toBe(true);
    expect(provider.calls).toEqual([{ secret: "s3cret", response: "good-token", remoteIp: "203.0.113.9" }]);
  });

  it("refuses what the provider refuses, including a replayed token", async () => {
    const provider = fakeProvider(["good-token"]);
    const captcha = createTurnstileCaptcha({ secret: "s3cret", siteVerify: provider.siteVerify });
    expect(await captcha.verify("bad-token", "203.0.113.9")).toBe(false);
    expect(await captcha.verify("good-token", "203.0.113.9")).toBe(true);
    expect(await captcha.verify("good-token", "203.0.113.9")).toBe(false);
  });

  it("refuses a missing or oversized token without calling the provider", async () => {
    const provider = fakeProvider([]);
    const captcha = createTurnstileCaptcha({ secret: "s3cret", siteVerify: provider.siteVerify });
    expect(await captcha.verify(null, "203.0.113.9")).toBe(false);
    expect(await captcha.verify("x".repeat(3000), "203.0.113.9")).toBe(false);
    expect(provider.calls).toHaveLength(0);
  });

  it("fails closed when the provider cannot be reached", async () => {
    const captcha = createTurnstileCaptcha({
      secret: "s3cret",
      siteVerify: async () => {
        throw new Error("network down");
      },
    });
    expect(await captcha.verify("good-token", "203.0.113.9")).toBe(false);
  });
});
