import {
  IdentityEventSchema,
  PlayerVerificationEventSchema,
  playerChannel,
  startIdentityCheckEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestPlayer, type TestPlayerOptions } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { callbackSecretOf, signCallback } from "./identity-verification.signature";
import { eventually, tempDataDir } from "./identity-verification.test-fixture";

type Answer = { statusCode: number; json(): { error?: { code: string } } };
const codeOf = (response: Answer) => [response.statusCode, response.json().error?.code];
const CALLBACK = "/api/provider/kyc/sandbox/callback/";

describe("the identity check with the sandbox provider", () => {
  let t: TestApp;
  let secret: string;
  let published: { channel: string; event: string; data: unknown }[];
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDataDir() } });
    secret = await callbackSecretOf({}, t.db);
    const publish = t.app.push.publish.bind(t.app.push);
    vi.spyOn(t.app.push, "publish").mockImplementation((channel, event, data) => {
      published.push({ channel, event, data });
      return publish(channel, event, data);
    });
  });
  afterAll(() => t.close());

  const person = (surname: string, extra: TestPlayerOptions = {}) =>
    createTestPlayer(t.db, { name: "Ada", surname, birthday: "1990-04-01", ...extra });
  const start = (cookie: string | null) =>
    t.app.inject({
      method: "POST",
      url: "/rest/identity-verification/check/",
      payload: {},
      headers: { "x-casino-client": "web", ...(cookie ? { cookie } : {}) },
    });
  const checkStatus = async (reference: string) =>
    (
      await t.db.query<{ status: string }>(
        "select status from identity_check where provider_reference = $1",
        [reference],
      )
    )[0]?.status;
  const verificationOf = async (playerId: string) =>
    (
      await t.db.query<{ status: string; duplicate_of: string | null; method: string | null }>(
        "select status, duplicate_of::text, method from identity_verification where player_id = $1",
        [playerId],
      )
    )[0];
  /** Starts a check and waits for the sandbox's report to land. */
  async function runCheck(cookie: string) {
    const response = await start(cookie);
    expect(response.statusCode).toBe(200);
    const { check, session } = startIdentityCheckEndpoint.output.parse(response.json());
    expect(check.status).toBe("started");
    expect(session).toMatchObject({ provider: "sandbox", reference: check.reference, url: null });
    const status = await eventually(
      () => checkStatus(check.reference),
      (s) => s !== "started",
    );
    return { reference: check.reference, status };
  }
  const signed = (body: object, timestamp = Math.floor(Date.parse("2026-11-22T12:00:00Z") / 1000)) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: "POST",
      url: CALLBACK,
      payload: raw,
      headers: {
        "content-type": "application/json",
        "x-timestamp": String(timestamp),
        "x-signature": signCallback(secret, String(timestamp), raw),
      },
    });
  };
  const outboxCount = async (playerId: string) =>
    (
      await t.db.query<{ n: number }>("select count(*)::int as n from outbox_event where aggregate_id = $1", [
        playerId,
      ])
    )[0]?.n;

  it("a guest cannot start a check", async () => {
    expect(codeOf(await start(null))).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("a player without name, surname and birthday is told to fill them in first", async () => {
    const player = await createTestPlayer(t.db, { name: "Ada" });
    expect(codeOf(await start(player.cookie))).toEqual([409, "IDENTITY_CHECK_UNAVAILABLE"]);
  });

  it("refuses a body that is not the empty object (bad input)", async () => {
    const player = await person("Body");
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/identity-verification/check/",
      payload: { provider: "other" },
      headers: { "x-casino-client": "web", cookie: player.cookie },
    });
    expect(codeOf(response)).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("a passing check verifies the player, tells them live and stops offering the check", async () => {
    const player = await person("Lovelace", { birthday: "1815-12-10" });
    published = [];
    expect((await runCheck(player.cookie)).status).toBe("success");
    expect(await verificationOf(player.playerId)).toEqual({
      status: "verified",
      duplicate_of: null,
      method: "sandbox",
    });
    await t.relayOutbox();
    const mine = published.filter((p) => p.channel === playerChannel(player.playerId));
    // Each event has its own topic in the outbox, so their order between topics is not promised.
    expect(mine.map((p) => p.event).sort()).toEqual(["identity.approved", "verification.success"]);
    const dataOf = (event: string) => mine.find((p) => p.event === event)?.data;
    expect(PlayerVerificationEventSchema.parse(dataOf("verification.success")).check.status).toBe("success");
    expect(IdentityEventSchema.parse(dataOf("identity.approved")).verification.status).toBe("verified");
    const profile = (
      await t.app.inject({ url: "/rest/player/profile/", headers: { cookie: player.cookie } })
    ).json();
    expect(profile).toMatchObject({
      documentConfirmStatus: "verified",
      autoVerificationData: { isEnabled: true, isAvailable: false },
    });
    expect(codeOf(await start(player.cookie))).toEqual([409, "IDENTITY_CHECK_UNAVAILABLE"]);
  });

  it("surnames Survey, Scan and Fail reach surveyRequired, needScanDocument and failed", async () => {
    for (const [surname, status, playerStatus] of [
      ["Survey", "surveyRequired", "pending"],
      ["Scan", "needScanDocument", "pending"],
      ["Fail", "failed", "rejected"],
    ] as const) {
      const player = await person(surname);
      published = [];
      expect((await runCheck(player.cookie)).status, surname).toBe(status);
      expect((await verificationOf(player.playerId))?.status, surname).toBe(playerStatus);
      await t.relayOutbox();
      const events = published
        .filter((p) => p.channel === playerChannel(player.playerId))
        .map((p) => p.event);
      expect(events.sort(), surname).toEqual(
        status === "failed" ? ["identity.rejected", "verification.failed"] : [`verification.${status}`],
      );
    }
  });

  it("the same name and birthday already passed on another account is a duplicate", async () => {
    const first = await person("Hopper", { name: "Grace", birthday: "1906-12-09" });
    expect((await runCheck(first.cookie)).status).toBe("success");
    const second = await person(" hopper ", { name: "GRACE", birthday: "1906-12-09" });
    published = [];
    expect((await runCheck(second.cookie)).status).toBe("duplicate");
    expect(await verificationOf(second.playerId)).toEqual({
      status: "rejected",
      duplicate_of: first.playerId,
      method: "sandbox",
    });
    await t.relayOutbox();
    const events = published.filter((p) => p.channel === playerChannel(second.playerId)).map((p) => p.event);
    expect(events.sort()).toEqual(["identity.duplicateCredentials", "verification.duplicate"]);
  });

  it("a forged or stale callback signature is refused and changes nothing", async () => {
    const player = await person("Survey");
    const { reference } = await runCheck(player.cookie);
    const body = JSON.stringify({ eventId: "forged-1", reference, status: "success" });
    const forged = await t.app.inject({
      method: "POST",
      url: CALLBACK,
      payload: body,
      headers: {
        "content-type": "application/json",
        "x-timestamp": "1795348800",
        "x-signature": signCallback("not-the-key-not-the-key-not-the-key", "1795348800", body),
      },
    });
    expect(codeOf(forged)).toEqual([401, "INVALID_SIGNATURE"]);
    const unsigned = await t.app.inject({ method: "POST", url: CALLBACK, payload: JSON.parse(body) });
    expect(codeOf(unsigned)).toEqual([401, "INVALID_SIGNATURE"]);
    const stale = await signed({ eventId: "stale-1", reference, status: "success" }, 1_700_000_000);
    expect(codeOf(stale)).toEqual([401, "SIGNATURE_EXPIRED"]);
    expect(await checkStatus(reference)).toBe("surveyRequired");
    expect((await verificationOf(player.playerId))?.status).toBe("pending");
  });

  it("a replayed callback changes nothing, before and after the check is decided", async () => {
    const player = await person("Survey");
    const { reference } = await runCheck(player.cookie);
    const scan = { eventId: "event-scan", reference, status: "needScanDocument" };
    expect((await signed(scan)).json()).toEqual({ accepted: true });
    const events = await outboxCount(player.playerId);
    expect((await signed(scan)).json()).toEqual({ accepted: true });
    expect(await outboxCount(player.playerId)).toBe(events);
    expect(await checkStatus(reference)).toBe("needScanDocument");

    const pass = { eventId: "event-pass", reference, status: "success" };
    expect((await signed(pass)).statusCode).toBe(200);
    expect((await verificationOf(player.playerId))?.status).toBe("verified");
    const decided = await outboxCount(player.playerId);
    expect((await signed(pass)).json()).toEqual({ accepted: true });
    expect((await signed({ eventId: "late-fail", reference, status: "failed" })).json()).toEqual({
      accepted: true,
    });
    expect(await outboxCount(player.playerId)).toBe(decided);
    expect(await checkStatus(reference)).toBe("success");
    expect((await verificationOf(player.playerId))?.status).toBe("verified");
  });

  it("a signed callback for an unknown check or provider, or with a bad body, is refused", async () => {
    expect(codeOf(await signed({ eventId: "x", reference: "sandbox-nope", status: "success" }))).toEqual([
      404,
      "NOT_FOUND",
    ]);
    expect(codeOf(await signed({ eventId: "x", reference: "r", status: "approved" }))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    const raw = JSON.stringify({ eventId: "x", reference: "r", status: "success" });
    const ts = String(Math.floor(Date.parse("2026-11-22T12:00:00Z") / 1000));
    const other = await t.app.inject({
      method: "POST",
      url: "/api/provider/kyc/acme/callback/",
      payload: raw,
      headers: {
        "content-type": "application/json",
        "x-timestamp": ts,
        "x-signature": signCallback(secret, ts, raw),
      },
    });
    expect(codeOf(other)).toEqual([404, "NOT_FOUND"]);
  });
});

describe("with identity checks off (KYC_PROVIDER=off)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDataDir(), KYC_PROVIDER: "off" } });
  });
  afterAll(() => t.close());

  it("the profile offers no check and starting one is refused", async () => {
    const player = await createTestPlayer(t.db, { name: "Ada", surname: "Byron", birthday: "1990-01-01" });
    const mine = (
      await t.app.inject({ url: "/rest/identity-verification/", headers: { cookie: player.cookie } })
    ).json();
    expect(mine.autoVerificationData).toEqual({
      isEnabled: false,
      isAvailable: false,
      isTest: false,
      showOn: [],
      providers: [],
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/identity-verification/check/",
      payload: {},
      headers: { "x-casino-client": "web", cookie: player.cookie },
    });
    expect(codeOf(response)).toEqual([409, "IDENTITY_CHECK_UNAVAILABLE"]);
  });
});
