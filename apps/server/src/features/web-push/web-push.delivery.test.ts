import { createPublicKey, verify } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import {
  type BrowserKeys,
  decryptPush,
  type LocalPushService,
  makeBrowserKeys,
  startLocalPushService,
} from "../../test-support/local-push-service";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { notifyPlayer } from "../notifications";
import { enqueueNotificationPush } from "./web-push.service";

/**
 * Issue #12, item 5: a notification reaches the player's browser through its push service. Browser vendors'
 * services are not reachable here, so the push service is a local RFC 8030 endpoint on 127.0.0.1, allowed
 * over plain http through WEB_PUSH_HOSTS alone; the browser is a key pair made as a browser makes it.
 */
describe("web push delivery to a player's browser", () => {
  const clock = manualClock();
  let t: TestApp;
  let service: LocalPushService;
  let publicKey: string;
  beforeAll(async () => {
    service = await startLocalPushService();
    t = await createTestApp({
      clock,
      env: {
        WEB_PUSH_HOSTS: "fcm.googleapis.com,http://127.0.0.1",
        WEB_PUSH_SUBJECT: "mailto:ops@casino.test",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  let browsers = 0;
  async function subscribedBrowser(player: TestPlayer): Promise<BrowserKeys & { endpoint: string }> {
    browsers += 1;
    const browser = makeBrowserKeys();
    const endpoint = `${service.origin}/push/browser-${browsers}`;
    const answer = await t.app.inject({
      method: "POST",
      url: "/rest/web-push/subscriptions/",
      headers: { cookie: player.cookie, "x-casino-client": "test" },
      payload: { endpoint, expirationTime: null, keys: browser.keys },
    });
    expect(answer.statusCode).toBe(200);
    publicKey ??= (
      await t.app.inject({ url: "/rest/web-push/config/", headers: { cookie: player.cookie } })
    ).json().publicKey;
    return { ...browser, endpoint };
  }

  /** A notification stored and committed as any feature does it, then the outbox and push relays run. */
  async function notifyAndRelay(player: TestPlayer, title: string) {
    await t.db.transaction((tx) =>
      notifyPlayer(tx, {
        playerId: player.playerId,
        category: "rewards",
        title,
        body: `${title}: ten free spins are in your account.`,
        link: "/promotions",
        now: clock.now(),
      }),
    );
    await t.relayOutbox();
    return t.app.webPush.relay.runOnce();
  }

  const deliveryRows = (endpoint: string) =>
    t.db.query<{ attempts: number; next_attempt_at: Date | string | null; sent_at: unknown }>(
      `select d.attempts, d.next_attempt_at, d.sent_at from web_push_delivery d
       join web_push_subscription s on s.id = d.subscription_id where s.endpoint = $1 order by d.id`,
      [endpoint],
    );

  it("POSTs the notification, encrypted for the browser and signed with the server's VAPID key", async () => {
    const player = await createTestPlayer(t.db);
    const browser = await subscribedBrowser(player);
    const before = service.received.length;
    expect(await notifyAndRelay(player, "Free spins")).toBe(1);

    expect(service.received.length).toBe(before + 1);
    const push = service.received.at(-1);
    if (!push) throw new Error("nothing reached the push service");
    expect(push.path).toBe(new URL(browser.endpoint).pathname);
    expect(push.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push.headers["content-encoding"]).toBe("aes128gcm");

    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
    if (!match) throw new Error(`not a VAPID authorization: ${push.headers.authorization}`);
    const [, jwt = "", key = ""] = match;
    expect(key).toBe(publicKey);
    const claims = verifiedJwtClaims(jwt, publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe("mailto:ops@casino.test");
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    expect(JSON.parse(decryptPush(push.body, browser))).toEqual({
      title: "Free spins",
      body: "Free spins: ten free spins are in your account.",
      link: "/promotions",
      notificationId: expect.stringMatching(/^\d+$/),
      category: "rewards",
    });
  });

  it("reaches every browser of the player and no other player's", async () => {
    const player = await createTestPlayer(t.db);
    const someoneElse = await createTestPlayer(t.db);
    const phone = await subscribedBrowser(player);
    const laptop = await subscribedBrowser(player);
    const theirs = await subscribedBrowser(someoneElse);
    const before = service.received.length;
    expect(await notifyAndRelay(player, "Two devices")).toBe(2);
    const paths = service.received.slice(before).map((push) => push.path);
    expect(paths.sort()).toEqual([phone, laptop].map((b) => new URL(b.endpoint).pathname).sort());
    expect(paths).not.toContain(new URL(theirs.endpoint).pathname);
  });

  it("sends nothing for a player without a subscribed browser", async () => {
    const player = await createTestPlayer(t.db);
    const before = service.received.length;
    expect(await notifyAndRelay(player, "Nobody listening")).toBe(0);
    expect(service.received.length).toBe(before);
  });

  it("forgets a subscription the push service says is gone (410)", async () => {
    const player = await createTestPlayer(t.db);
    const browser = await subscribedBrowser(player);
    service.answerWith(410);
    try {
      expect(await notifyAndRelay(player, "Unsubscribed meanwhile")).toBe(1);
    } finally {
      service.answerWith();
    }
    const left = await t.db.query("select 1 from web_push_subscription where endpoint = $1", [
      browser.endpoint,
    ]);
    expect(left).toEqual([]);
    const before = service.received.length;
    expect(await notifyAndRelay(player, "After the 410")).toBe(0);
    expect(service.received.length).toBe(before);
  });

  it("queues a notification once per browser however often its event is delivered", async () => {
    const player = await createTestPlayer(t.db);
    const browser = await subscribedBrowser(player);
    const enqueue = () =>
      t.db.transaction((tx) =>
        enqueueNotificationPush(tx, {
          playerId: player.playerId,
          notificationId: "424242",
          now: clock.now(),
          readNotification: async () => ({
            notification: {
              id: "424242",
              category: "system",
              title: "Once",
              body: "Only once",
              createdAt: clock.now().toISOString(),
              isRead: false,
            },
            unreadCount: 1,
          }),
        }),
      );
    expect(await enqueue()).toBe(1);
    expect(await enqueue()).toBe(0);
    expect(await deliveryRows(browser.endpoint)).toHaveLength(1);
    expect(await t.app.webPush.relay.runOnce()).toBe(1);
  });

  it("gives up at once on an answer no retry can change (413)", async () => {
    const player = await createTestPlayer(t.db);
    const browser = await subscribedBrowser(player);
    service.answerWith(413);
    try {
      expect(await notifyAndRelay(player, "Too large")).toBe(1);
    } finally {
      service.answerWith();
    }
    const [row] = await t.db.query<{ failed_at: unknown; next_attempt_at: unknown; error: string }>(
      `select d.failed_at, d.next_attempt_at, d.error from web_push_delivery d
       join web_push_subscription s on s.id = d.subscription_id where s.endpoint = $1`,
      [browser.endpoint],
    );
    expect(row?.failed_at).not.toBeNull();
    expect(row?.next_attempt_at).toBeNull();
    expect(row?.error).toMatch(/413/);
  });

  it("retries a message the push service failed (500) later instead of losing it", async () => {
    const player = await createTestPlayer(t.db);
    const browser = await subscribedBrowser(player);
    service.answerWith(500);
    try {
      expect(await notifyAndRelay(player, "Retried")).toBe(1);
    } finally {
      service.answerWith();
    }
    const [failed] = await deliveryRows(browser.endpoint);
    expect(failed?.attempts).toBe(1);
    expect(new Date(String(failed?.next_attempt_at)).getTime()).toBeGreaterThan(clock.now().getTime());
    // Not before its backoff (between 7.5 and 15 seconds after the first failure)…
    expect(await t.app.webPush.relay.runOnce()).toBe(0);
    clock.advance(15_000);
    // …then sent, and the browser gets the message it would have lost.
    const before = service.received.length;
    expect(await t.app.webPush.relay.runOnce()).toBe(1);
    expect(service.received.length).toBe(before + 1);
    const body = JSON.parse(decryptPush(service.received.at(-1)?.body ?? Buffer.alloc(0), browser));
    expect(body.title).toBe("Retried");
    const [sent] = await deliveryRows(browser.endpoint);
    expect(sent).toMatchObject({ attempts: 2, next_attempt_at: null });
    expect(sent?.sent_at).not.toBeNull();
  });
});

/** The claims of an ES256 JWT whose signature verifies with the raw P-256 public key (base64url). */
function verifiedJwtClaims(jwt: string, rawPublicKey: string): { aud: string; sub: string; exp: number } {
  const [header = "", payload = "", signature = ""] = jwt.split(".");
  expect(JSON.parse(Buffer.from(header, "base64url").toString())).toMatchObject({ alg: "ES256" });
  const point = Buffer.from(rawPublicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const isValid = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(isValid).toBe(true);
  return JSON.parse(Buffer.from(payload, "base64url").toString());
}
