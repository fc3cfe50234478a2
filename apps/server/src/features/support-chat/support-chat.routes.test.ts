import { randomUUID } from "node:crypto";
import {
  type PlayerAppInit,
  SUPPORT_MESSAGE_MAX,
  supportChatConversationEndpoint,
  supportChatSendEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import {
  bearer,
  CLIENT,
  chatIdentityOf,
  chatTokenOf,
  codeOf,
  movableClock,
  readConversation,
  sendMessage,
} from "./support-chat.test-fixture";

describe("support chat, the player's side", () => {
  let t: TestApp;
  const clock = movableClock();
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { BRAND_HOSTS: "nlc.localhost=nlc" } });
  });
  afterAll(() => t.close());

  const authorize = (player: TestPlayer | null, payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/chat/auth/",
      headers: { ...CLIENT, ...(player ? { cookie: player.cookie } : {}) },
      payload,
    });

  describe("POST /api/chat/auth/", () => {
    it("asks a guest to sign in, before reading what they sent", async () => {
      expect(codeOf(await authorize(null, {}))).toEqual([401, "UNAUTHENTICATED"]);
    });

    it("refuses a body without the login, e-mail and app name", async () => {
      const player = await createTestPlayer(t.db);
      const response = await authorize(player, { login: player.email });
      expect(codeOf(response)).toEqual([400, "VALIDATION_FAILED"]);
    });

    it("refuses another player's login or e-mail, or another site's app name", async () => {
      const player = await createTestPlayer(t.db);
      const other = await createTestPlayer(t.db);
      const identity = chatIdentityOf(player);
      for (const wrong of [
        { ...identity, login: other.email },
        { ...identity, email: other.email },
        { ...identity, appName: "NoLimitCoins" },
      ]) {
        expect(codeOf(await authorize(player, wrong))).toEqual([400, "CHAT_IDENTITY_MISMATCH"]);
      }
    });

    it("gives the signed-in player a chat token for what app init says about them", async () => {
      const player = await createTestPlayer(t.db, { email: `Chat.${randomUUID()}@Example.com` });
      const init = (
        await t.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } })
      ).json() as PlayerAppInit;
      const response = await authorize(player, {
        login: init.login,
        email: init.email,
        appName: init.appName,
      });
      expect(response.statusCode).toBe(200);
      const { token, expires } = response.json() as { token: string; expires: number };
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(expires).toBe(Math.floor(clock.now().getTime() / 1000) + 15 * 60);
    });
  });

  describe("the chat endpoints' bearer token", () => {
    it("is required, before the input is read", async () => {
      const player = await createTestPlayer(t.db);
      const noToken = { ...CLIENT, cookie: player.cookie };
      const read = await t.app.inject({ url: "/api/chat/conversation/", headers: noToken });
      expect(codeOf(read)).toEqual([401, "CHAT_TOKEN_INVALID"]);
      const send = await t.app.inject({
        method: "POST",
        url: "/api/chat/messages/",
        headers: noToken,
        payload: { text: "" },
      });
      expect(codeOf(send)).toEqual([401, "CHAT_TOKEN_INVALID"]);
    });

    it("cannot be forged, nor stood in for by a push token or by a token of another brand's site", async () => {
      const player = await createTestPlayer(t.db);
      const token = await chatTokenOf(t, player);
      const [payload, mac] = token.split(".") as [string, string];
      const forgedGrant = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), sub: randomUUID() }),
      ).toString("base64url");
      const init = (
        await t.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } })
      ).json() as PlayerAppInit;
      for (const wrong of [`${forgedGrant}.${mac}`, init.wsConnectionData.connectionToken, "not-a-token"]) {
        expect(codeOf(await readConversation(t, wrong))).toEqual([401, "CHAT_TOKEN_INVALID"]);
      }
      const elsewhere = await t.app.inject({
        url: "/api/chat/conversation/",
        headers: { ...bearer(token), host: "nlc.localhost" },
      });
      expect(codeOf(elsewhere)).toEqual([401, "CHAT_TOKEN_INVALID"]);
    });

    it("expires after 15 minutes: the page must ask for a new one", async () => {
      const player = await createTestPlayer(t.db);
      const token = await chatTokenOf(t, player);
      expect((await readConversation(t, token)).statusCode).toBe(200);
      clock.advance(15 * 60 * 1000);
      expect(codeOf(await readConversation(t, token))).toEqual([401, "CHAT_TOKEN_EXPIRED"]);
      expect((await readConversation(t, await chatTokenOf(t, player))).statusCode).toBe(200);
    });
  });

  describe("writing to support", () => {
    it("has no conversation before the first message, then one holding it", async () => {
      const player = await createTestPlayer(t.db);
      const token = await chatTokenOf(t, player);
      expect((await readConversation(t, token)).json()).toEqual({ conversation: null });

      const sent = await sendMessage(t, token, "  My deposit has not arrived.  ");
      expect(sent.statusCode).toBe(200);
      const { message, status } = supportChatSendEndpoint.output.parse(sent.json());
      expect(message).toMatchObject({ author: "player", text: "My deposit has not arrived." });
      expect(status).toBe("open");

      const { conversation } = supportChatConversationEndpoint.output.parse(
        (await readConversation(t, token)).json(),
      );
      expect(conversation?.status).toBe("open");
      expect(conversation?.messages).toEqual([message]);
    });

    it("refuses an empty message and one over 2000 characters", async () => {
      const player = await createTestPlayer(t.db);
      const token = await chatTokenOf(t, player);
      for (const text of ["   ", "x".repeat(SUPPORT_MESSAGE_MAX + 1)]) {
        expect(codeOf(await sendMessage(t, token, text))).toEqual([400, "VALIDATION_FAILED"]);
      }
      expect(codeOf(await sendMessage(t, token, "hello", "not an id"))).toEqual([400, "VALIDATION_FAILED"]);
      expect((await sendMessage(t, token, "x".repeat(SUPPORT_MESSAGE_MAX))).statusCode).toBe(200);
    });

    it("stores a retried message once, and pushes it once", async () => {
      const player = await createTestPlayer(t.db);
      const token = await chatTokenOf(t, player);
      const clientMessageId = randomUUID();
      const first = await sendMessage(t, token, "Is anyone there?", clientMessageId);
      const retry = await sendMessage(t, token, "Is anyone there?", clientMessageId);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      const { conversation } = supportChatConversationEndpoint.output.parse(
        (await readConversation(t, token)).json(),
      );
      expect(conversation?.messages).toHaveLength(1);
      const events = await t.db.query<{ n: number }>(
        "select count(*)::int as n from outbox_event where topic = 'support.message' and aggregate_id = $1",
        [player.playerId],
      );
      expect(events[0]?.n).toBe(1);
    });

    it("refuses a flood: more than 30 messages a minute from one player", async () => {
      const player = await createTestPlayer(t.db);
      const token = await chatTokenOf(t, player);
      for (let sent = 0; sent < 30; sent += 1) {
        expect((await sendMessage(t, token, `Message ${sent}`)).statusCode).toBe(200);
      }
      expect(codeOf(await sendMessage(t, token, "One too many"))).toEqual([429, "RATE_LIMITED"]);
      // Another player is not held back by it.
      const other = await createTestPlayer(t.db);
      expect((await sendMessage(t, await chatTokenOf(t, other), "Hello")).statusCode).toBe(200);
    });

    it("keeps each player to their own conversation", async () => {
      const alice = await createTestPlayer(t.db);
      const bob = await createTestPlayer(t.db);
      await sendMessage(t, await chatTokenOf(t, alice), "Alice's private question");
      const bobs = (await readConversation(t, await chatTokenOf(t, bob))).json();
      expect(bobs).toEqual({ conversation: null });
    });
  });
});
