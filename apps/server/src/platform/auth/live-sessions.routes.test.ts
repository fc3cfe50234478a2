import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshIp, inbox, linkParam, manualClock, post, signIn, signUp } from "../../test-support/auth-client";
import { countingDatabase } from "../../test-support/counting-database";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { type Bus, createInProcessBus } from "../bus";
import { createLocalFanOut } from "../bus/bus";

const HOUR = 60 * 60 * 1000;
/** The seeded brands' idle rule (`sessionIdleMinutes`). */
const IDLE = 24 * HOUR;

/** A route that tells who the request's session belongs to, on every node. */
function addWhoAmI(app: FastifyInstance) {
  app.get("/rest/test/who/", async (request) => ({ playerId: request.session?.playerId ?? null }));
}

async function whoIs(t: TestApp, cookie: string) {
  const response = await t.app.inject({ url: "/rest/test/who/", headers: { cookie } });
  return (response.json() as { playerId: string | null }).playerId;
}

/** The in-process bus, plus a way to make it report a broken and restored link as Redis would. */
function resyncableBus(): Bus & { resync(): void } {
  const bus = createInProcessBus();
  const local = createLocalFanOut();
  return {
    ...bus,
    onResync: local.onResync,
    resync: () => local.resync(() => {}),
  };
}

describe("a signed-in view reads its session from memory, and a session that ended is never served", () => {
  const clock = manualClock();
  const bus = resyncableBus();
  const counter = { current: null as ReturnType<typeof countingDatabase> | null };
  let here: TestApp;
  let there: TestApp;
  const sessionLookups = () =>
    (counter.current?.rawQueries() ?? []).filter((sql) => /from player_session/.test(sql)).length;

  beforeAll(async () => {
    const env = { CAPTCHA: "off" };
    here = await createTestApp({
      env,
      clock,
      bus,
      extend: addWhoAmI,
      wrapDatabase: (db) => {
        counter.current = countingDatabase(db);
        return counter.current.db;
      },
    });
    there = await createTestApp({ env, clock, bus, extend: addWhoAmI, nodeBeside: here });
  });
  afterAll(async () => {
    await there?.close();
    await here?.close();
  });

  /** A player signed up on one node (a session on the app's clock) whose cookie this node has seen. */
  async function playerSeenHere() {
    const { email, cookie } = await signUp(there);
    const playerId = await whoIs(here, cookie ?? "");
    expect(playerId).toBeTruthy();
    return { email, cookie: cookie ?? "", playerId: playerId as string };
  }

  it("a second view of a player seen lately asks the database for no session", async () => {
    const { cookie, playerId } = await playerSeenHere();
    counter.current?.reset();
    expect(await whoIs(here, cookie)).toBe(playerId);
    expect(await whoIs(here, cookie)).toBe(playerId);
    expect(sessionLookups()).toBe(0);
  });

  it("after signing out, the same cookie is a guest's at once", async () => {
    const { cookie } = await playerSeenHere();
    expect((await post(here, "/rest/logout/", {}, { cookie })).statusCode).toBe(200);
    expect(await whoIs(here, cookie)).toBeNull();
  });

  it("signing in again ends the session the browser came with at once", async () => {
    const { email, cookie: before } = await playerSeenHere();
    const { cookie: after } = await signIn(here, email, undefined, { cookie: before, ip: freshIp() });
    expect(after).not.toBe(before);
    expect(await whoIs(here, before)).toBeNull();
  });

  it("signing out everywhere from another device ends this device's session at once", async () => {
    const { email, cookie: phone } = await playerSeenHere();
    const { cookie: laptop } = await signIn(here, email, undefined, { ip: freshIp() });
    const response = await post(
      here,
      "/rest/account/security/sign-out-everywhere/",
      {},
      { cookie: laptop ?? "" },
    );
    expect(response.statusCode).toBe(200);
    expect(await whoIs(here, phone)).toBeNull();
  });

  it("a password reset ends the sessions this node holds at once", async () => {
    const { email, cookie } = await playerSeenHere();
    expect((await post(here, "/rest/auth/password-reset/", { email })).statusCode).toBe(200);
    const [message] = await inbox(here, email);
    const token = linkParam(message, "token");
    const reset = await post(here, "/rest/auth/password-reset/confirm/", {
      token,
      password: "new pass 9999",
    });
    expect(reset.statusCode).toBe(200);
    expect(await whoIs(here, cookie)).toBeNull();
  });

  it("a sign-out on another node reaches this one through the outbox and the bus", async () => {
    const { cookie } = await playerSeenHere();
    expect((await post(there, "/rest/logout/", {}, { cookie })).statusCode).toBe(200);
    await there.relayOutbox();
    expect(await whoIs(here, cookie)).toBeNull();
  });

  it("a sign-out its own node never announced (it died after the commit) is announced by another's relay", async () => {
    const { cookie } = await playerSeenHere();
    expect((await post(there, "/rest/logout/", {}, { cookie })).statusCode).toBe(200);
    // `there` never runs its relay: the event waits in the outbox for whichever relay comes next.
    await here.relayOutbox();
    expect(await whoIs(here, cookie)).toBeNull();
  });

  it("signing out everywhere on another node ends every session this node holds", async () => {
    const { email, cookie: phone } = await playerSeenHere();
    const { cookie: laptop } = await signIn(there, email, undefined, { ip: freshIp() });
    await post(there, "/rest/account/security/sign-out-everywhere/", {}, { cookie: laptop ?? "" });
    await there.relayOutbox();
    expect(await whoIs(here, phone)).toBeNull();
  });

  it("a session left unused for the idle time is refused, even though this node held it", async () => {
    const { cookie, playerId } = await playerSeenHere();
    clock.advance(IDLE - HOUR);
    expect(await whoIs(here, cookie)).toBe(playerId);
    // The view above touched the session: idle counts from it.
    clock.advance(IDLE - HOUR);
    expect(await whoIs(here, cookie)).toBe(playerId);
    clock.advance(IDLE + 1);
    expect(await whoIs(here, cookie)).toBeNull();
  });

  it("a session another node kept in use is not refused as idle here", async () => {
    const { cookie, playerId } = await playerSeenHere();
    clock.advance(IDLE - HOUR);
    expect(await whoIs(there, cookie)).toBe(playerId);
    clock.advance(2 * HOUR);
    expect(await whoIs(here, cookie)).toBe(playerId);
  });

  it("an account blocked outside the app (an operator's SQL, no event) is refused within a minute", async () => {
    const { cookie, playerId } = await playerSeenHere();
    await here.db.query("update player set account_status = 'BLOCKED' where id = $1", [playerId]);
    // Nothing announced it, so this node's copy still answers (an app that blocks calls endAllSessions)…
    expect(await whoIs(here, cookie)).toBe(playerId);
    // …but only until the copy's bounded trust runs out.
    clock.advance(60_000);
    expect(await whoIs(here, cookie)).toBeNull();
  });

  it("forgets every session when the bus link was broken, since an ending may have been missed", async () => {
    const { cookie } = await playerSeenHere();
    expect(here.app.liveSessions.size).toBeGreaterThan(0);
    bus.resync();
    expect(here.app.liveSessions.size).toBe(0);
    counter.current?.reset();
    await whoIs(here, cookie);
    expect(sessionLookups()).toBe(1);
  });
});

describe("a sign-out on one node reaches another over Redis", () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  let here: TestApp;
  let there: TestApp;
  beforeAll(async () => {
    // Each node opens its own link to Redis, as two processes would; the prefix keeps this run apart.
    const env = { CAPTCHA: "off", REDIS_URL, REDIS_PREFIX: `test-${randomUUID()}:` };
    here = await createTestApp({ env, extend: addWhoAmI });
    there = await createTestApp({ env, extend: addWhoAmI, nodeBeside: here });
  });
  afterAll(async () => {
    await there?.close();
    await here?.close();
  });

  it("the other node stops honouring the cookie", async () => {
    const { cookie } = await signUp(there);
    const playerId = await whoIs(here, cookie ?? "");
    expect(playerId).toBeTruthy();
    expect((await post(there, "/rest/logout/", {}, { cookie: cookie ?? "" })).statusCode).toBe(200);
    await there.relayOutbox();
    await vi.waitFor(async () => expect(await whoIs(here, cookie ?? "")).toBeNull(), { timeout: 5_000 });
  });
});
