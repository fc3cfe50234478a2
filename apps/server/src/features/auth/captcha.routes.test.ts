import { CaptchaChallengeSchema } from "@casino/contracts";
import { solveChallenge } from "altcha-lib/v1";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { parseEnv } from "../../platform/env";
import { createOutboxRelay } from "../../platform/outbox";
import { freshEmail, get, inbox, manualClock, PASSWORD, post } from "../../test-support/auth-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const SECRET = "a shared captcha secret of the test nodes";

async function fetchChallenge(app: FastifyInstance) {
  const response = await app.inject({ url: "/rest/captcha/challenge/" });
  expect(response.statusCode).toBe(200);
  return CaptchaChallengeSchema.parse(response.json());
}

/** What the browser widget does: find the number and send the ALTCHA payload, base64 JSON. */
async function solve(app: FastifyInstance) {
  const challenge = await fetchChallenge(app);
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("no solution found");
  const payload = { ...challenge, number: solution.number, took: solution.took };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

const signUpWith = (t: TestApp, captcha: unknown, email = freshEmail()) =>
  post(t, "/rest/auth/signup/", {
    email,
    password: PASSWORD,
    termsAccepted: true,
    birthday: "1990-04-12",
    captcha,
  });

describe("proof-of-work captcha", () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "pow", CAPTCHA_SECRET: SECRET }, clock });
  });
  afterAll(() => t.close());

  it("tells the browser where to fetch challenges", async () => {
    const response = await get(t, "/rest/app/init/");
    expect(response.json().captcha).toEqual({ isEnabled: true, key: null, url: "/rest/captcha/challenge/" });
  });

  it("serves a fresh, signed challenge that caches must not keep", async () => {
    const response = await t.app.inject({ url: "/rest/captcha/challenge/" });
    expect(response.headers["cache-control"]).toBe("no-store");
    const first = CaptchaChallengeSchema.parse(response.json());
    const second = await fetchChallenge(t.app);
    expect(first).toMatchObject({ algorithm: "SHA-256", maxnumber: 50_000 });
    expect(first.salt).toMatch(/expires=\d+/);
    expect(second.challenge).not.toBe(first.challenge);
  });

  it("lets a solved challenge through sign-up", async () => {
    const email = freshEmail();
    const response = await signUpWith(t, await solve(t.app), email);
    expect(response.statusCode).toBe(200);
    expect(response.json().isSignedIn).toBe(true);
  });

  it("accepts a solution once: a replay is refused on the next form", async () => {
    const captcha = await solve(t.app);
    expect((await signUpWith(t, captcha)).statusCode).toBe(200);
    const replay = await post(t, "/rest/auth/password-reset/", { email: freshEmail(), captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe("CAPTCHA_FAILED");
  });

  it("refuses sign-up, password reset and code requests without an answer", async () => {
    const email = freshEmail();
    const answers = await Promise.all([
      signUpWith(t, null, email),
      post(t, "/rest/auth/password-reset/", { email }),
      post(t, "/rest/auth/otp/request/", { email }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe("CAPTCHA_FAILED");
    }
    expect(await inbox(t, email)).toEqual([]);
    expect(await t.db.query("select id from player where email = $1", [email])).toEqual([]);
  });

  it("refuses garbage, a wrong number and a challenge signed with another key", async () => {
    const challenge = await fetchChallenge(t.app);
    const wrongNumber = Buffer.from(JSON.stringify({ ...challenge, number: 50_001 })).toString("base64");
    const forged = await (async () => {
      const { createChallenge } = await import("altcha-lib/v1");
      const own = await createChallenge({ hmacKey: "an attacker's own key 123", maxnumber: 10, number: 3 });
      return Buffer.from(JSON.stringify({ ...own, number: 3 })).toString("base64");
    })();
    for (const captcha of ["not base64 json", wrongNumber, forged]) {
      const response = await signUpWith(t, captcha);
      expect(response.json().error.code).toBe("CAPTCHA_FAILED");
    }
  });

  it("refuses a solution submitted after the challenge expired (10 minutes)", async () => {
    const captcha = await solve(t.app);
    clock.advance(10 * 60 * 1000 + 1000);
    const response = await signUpWith(t, captcha);
    expect(response.json().error.code).toBe("CAPTCHA_FAILED");
  });

  it("remembers used solutions in the database, so another node refuses the replay too", async () => {
    const other = await buildApp({
      env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", CAPTCHA: "pow", CAPTCHA_SECRET: SECRET }),
      db: t.db,
      clock,
      outbox: createOutboxRelay({ db: t.db, clock }),
      build: { id: "test-build", timestamp: 0 },
      withWebApp: false,
    });
    try {
      const captcha = await solve(t.app);
      const onOther = await other.inject({
        method: "POST",
        url: "/rest/auth/signup/",
        headers: { "x-casino-client": "web" },
        payload: {
          email: freshEmail(),
          password: PASSWORD,
          termsAccepted: true,
          birthday: "1990-04-12",
          captcha,
        },
      });
      expect(onOther.statusCode).toBe(200);
      expect((await signUpWith(t, captcha)).json().error.code).toBe("CAPTCHA_FAILED");
    } finally {
      await other.close();
    }
  });
});

describe("captcha off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" } });
  });
  afterAll(() => t.close());

  it("asks for nothing: app start data says so, there is no challenge, sign-up needs no answer", async () => {
    expect((await get(t, "/rest/app/init/")).json().captcha).toEqual({
      isEnabled: false,
      key: null,
      url: null,
    });
    const challenge = await get(t, "/rest/captcha/challenge/");
    expect(challenge.statusCode).toBe(404);
    expect(challenge.json().error.code).toBe("NOT_FOUND");
    expect((await signUpWith(t, undefined)).statusCode).toBe(200);
  });
});

describe("hosted captcha (Turnstile)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CAPTCHA: "turnstile",
        CAPTCHA_SECRET: "turnstile-secret-key-0000",
        CAPTCHA_SITE_KEY: "0x4AAA-site",
      },
    });
  });
  afterAll(() => t.close());

  it("gives the browser the site key and no challenge url", async () => {
    expect((await get(t, "/rest/app/init/")).json().captcha).toEqual({
      isEnabled: true,
      key: "0x4AAA-site",
      url: null,
    });
    expect((await get(t, "/rest/captcha/challenge/")).statusCode).toBe(404);
  });

  it("refuses a sign-up without a token, before asking the provider", async () => {
    const response = await signUpWith(t, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("CAPTCHA_FAILED");
  });
});
