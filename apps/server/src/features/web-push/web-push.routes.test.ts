import { webPushConfigEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import { makeBrowserKeys } from "../../test-support/local-push-service";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const CLIENT = { "x-casino-client": "test" };
const FCM = "https://fcm.googleapis.com/fcm/send/";

describe("a player's browser subscribing to web push", () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, player?: TestPlayer) =>
    t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { ...CLIENT, ...(player ? { cookie: player.cookie } : {}) },
    });
  const subscribe = (player: TestPlayer | undefined, endpoint: string, keys = makeBrowserKeys().keys) =>
    post("/rest/web-push/subscriptions/", { endpoint, expirationTime: null, keys }, player);
  const remove = (player: TestPlayer | undefined, endpoint: string) =>
    post("/rest/web-push/subscriptions/remove/", { endpoint }, player);
  const config = (player?: TestPlayer) =>
    t.app.inject({ url: "/rest/web-push/config/", headers: player ? { cookie: player.cookie } : {} });
  const codeOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const subscriptionOwners = async (endpoint: string) =>
    (
      await t.db.query<{ player_id: string }>(
        "select player_id from web_push_subscription where endpoint = $1",
        [endpoint],
      )
    ).map((row) => row.player_id);
  const endpointOf = (name: string) => `${FCM}${name}-${Math.random().toString(36).slice(2)}`;

  it("asks a guest to sign in on every web push route", async () => {
    expect(codeOf(await config())).toEqual([401, "UNAUTHENTICATED"]);
    expect(codeOf(await subscribe(undefined, endpointOf("guest")))).toEqual([401, "UNAUTHENTICATED"]);
    expect(codeOf(await remove(undefined, endpointOf("guest")))).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("gives a player the server's VAPID public key and the 7-day refresh", async () => {
    const player = await createTestPlayer(t.db);
    const answer = webPushConfigEndpoint.output.parse((await config(player)).json());
    expect(answer.refreshDays).toBe(7);
    // An uncompressed P-256 point, base64url: 65 bytes starting 0x04.
    const key = Buffer.from(answer.publicKey, "base64url");
    expect([key.length, key[0]]).toEqual([65, 4]);
  });

  it("keeps the VAPID key across a restart on the same database", async () => {
    const player = await createTestPlayer(t.db);
    const before = (await config(player)).json().publicKey;
    const restarted = await createTestApp({ nodeBeside: t, clock });
    try {
      const after = await restarted.app.inject({
        url: "/rest/web-push/config/",
        headers: { cookie: player.cookie },
      });
      expect(after.json().publicKey).toBe(before);
    } finally {
      await restarted.close();
    }
  });

  it("keeps a subscription and refreshes it when the browser sends it again", async () => {
    const player = await createTestPlayer(t.db);
    const endpoint = endpointOf("fresh");
    const first = await subscribe(player, endpoint);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ refreshedAt: clock.now().toISOString() });
    clock.advance(60 * 60 * 1000);
    const again = await subscribe(player, endpoint);
    expect(again.json()).toEqual({ refreshedAt: clock.now().toISOString() });
    expect(await subscriptionOwners(endpoint)).toEqual([player.playerId]);
  });

  it("refuses an endpoint that is not https on a known push service", async () => {
    const player = await createTestPlayer(t.db);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/plain-http",
      "https://push.attacker.example/collect",
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com:8443/fcm/send/other-port",
      "https://user:secret@fcm.googleapis.com/fcm/send/credentials",
      "http://127.0.0.1:9/push/loopback-not-allowed-here",
      "https://notify.windows.com/w/apex-of-a-wildcard",
      "not a url",
    ]) {
      expect(codeOf(await subscribe(player, endpoint)), endpoint).toEqual([
        400,
        "WEB_PUSH_ENDPOINT_NOT_ALLOWED",
      ]);
    }
    const windows = await subscribe(player, "https://wns2-by3p.notify.windows.com/w/?token=abc");
    expect(windows.statusCode).toBe(200);
  });

  it("refuses keys that could not encrypt a message", async () => {
    const player = await createTestPlayer(t.db);
    const good = makeBrowserKeys().keys;
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    for (const keys of [
      { ...good, p256dh: offCurve.toString("base64url") },
      { ...good, p256dh: good.p256dh.slice(0, 40) },
      { ...good, auth: Buffer.alloc(8, 1).toString("base64url") },
    ]) {
      expect(codeOf(await subscribe(player, endpointOf("keys"), keys))).toEqual([
        400,
        "WEB_PUSH_KEYS_INVALID",
      ]);
    }
    const malformed = await post(
      "/rest/web-push/subscriptions/",
      { endpoint: endpointOf("keys"), keys: { p256dh: "not base64url!", auth: 5 } },
      player,
    );
    expect(codeOf(malformed)).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("lets a player remove their own subscription but not another player's", async () => {
    const owner = await createTestPlayer(t.db);
    const other = await createTestPlayer(t.db);
    const endpoint = endpointOf("owned");
    await subscribe(owner, endpoint);
    expect((await remove(other, endpoint)).json()).toEqual({ removed: false });
    expect(await subscriptionOwners(endpoint)).toEqual([owner.playerId]);
    expect((await remove(owner, endpoint)).json()).toEqual({ removed: true });
    expect(await subscriptionOwners(endpoint)).toEqual([]);
    expect((await remove(owner, endpoint)).json()).toEqual({ removed: false });
  });

  it("moves a browser's subscription to the player who signs in there next", async () => {
    const first = await createTestPlayer(t.db);
    const second = await createTestPlayer(t.db);
    const endpoint = endpointOf("shared-browser");
    await subscribe(first, endpoint);
    await subscribe(second, endpoint);
    expect(await subscriptionOwners(endpoint)).toEqual([second.playerId]);
  });

  it("keeps a player's ten most recently refreshed browsers", async () => {
    const player = await createTestPlayer(t.db);
    const endpoints = Array.from({ length: 12 }, (_, index) => endpointOf(`device-${index}`));
    for (const endpoint of endpoints) {
      clock.advance(1000);
      await subscribe(player, endpoint);
    }
    const kept = await t.db.query<{ endpoint: string }>(
      "select endpoint from web_push_subscription where player_id = $1 order by refreshed_at",
      [player.playerId],
    );
    expect(kept.map((row) => row.endpoint)).toEqual(endpoints.slice(2));
  });
});
