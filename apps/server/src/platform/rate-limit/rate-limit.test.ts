import { randomBytes } from "node:crypto";
import { signInEndpoint } from "@casino/contracts";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { limitRate } from ".";

/** The machine's Redis (scripts/test.mjs checks it is up); each run uses its own key prefix. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const signIn = (t: TestApp, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/rest/auth/signin/",
    headers: { "x-casino-client": "web" },
    remoteAddress: ip,
    payload: { email: "nobody@example.com", password: "whatever 1" },
  });

describe("rate limits shared through Redis (two nodes)", () => {
  const prefix = `casino-test:${randomBytes(6).toString("hex")}:`;
  let nodes: TestApp[];
  beforeAll(async () => {
    const env = { CAPTCHA: "off", REDIS_URL, REDIS_PREFIX: prefix };
    nodes = [await createTestApp({ env }), await createTestApp({ env })];
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("counts one IP's sign-ins across nodes: the sixth of a minute is refused wherever it lands", async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const statuses: number[] = [];
    for (const node of [a, b, a, b, a]) statuses.push((await signIn(node, "198.51.100.7")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await signIn(b, "198.51.100.7");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe("RATE_LIMITED");
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn(a, "198.51.100.8")).statusCode).toBe(401);
  });
});

describe("rate limits of the auth endpoints, per IP and minute", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" } });
  });
  afterAll(() => t.close());

  const cases: [string, string, Record<string, unknown>, number, string][] = [
    ["sign-up", "/rest/auth/signup/", { email: "x", password: "y" }, 3, "192.0.2.1"],
    ["password reset", "/rest/auth/password-reset/", { email: "x" }, 3, "192.0.2.2"],
    ["one-time code request", "/rest/auth/otp/request/", { email: "x" }, 3, "192.0.2.3"],
    ["email confirmation", "/rest/auth/email-confirm/", { token: "x" }, 10, "192.0.2.4"],
    ["password reset confirmation", "/rest/auth/password-reset/confirm/", { token: "x" }, 10, "192.0.2.5"],
    ["one-time code check", "/rest/auth/otp/verify/", { email: "x" }, 10, "192.0.2.6"],
  ];

  it.each(cases)("limits %s to its budget (bad input counts too)", async (_name, url, payload, max, ip) => {
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { "x-casino-client": "web" },
        remoteAddress: ip,
        payload,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 400)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});

describe("the confirmation endpoints share one budget", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" } });
  });
  afterAll(() => t.close());

  it("so guessing tokens on one and codes on another gains nothing", async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { "x-casino-client": "web" },
        remoteAddress: "192.0.2.77",
        payload,
      });
    for (let i = 0; i < 10; i++) await post("/rest/auth/email-confirm/", { token: "x" });
    expect((await post("/rest/auth/otp/verify/", { email: "x" })).statusCode).toBe(429);
  });
});

describe("limits are attached to their routes as they register", () => {
  it("so a limit set after its route is refused instead of silently never applying", async () => {
    let failure: unknown;
    const t = await createTestApp({
      extend(app) {
        try {
          limitRate(app, signInEndpoint, { name: "too-late", max: 1, windowMs: 60_000 });
        } catch (error) {
          failure = error;
        }
      },
    });
    await t.close();
    expect(String(failure)).toMatch(/before registering POST \/rest\/auth\/signin\//);
  });
});
