import {
  type PlayerAppInit,
  playerChannel,
  SUPPORT_CONVERSATION_CHANGED,
  SUPPORT_MESSAGE_ADDED,
  SupportConversationEventSchema,
  SupportMessageEventSchema,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { backofficeHeaders, createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { listenForPush, PushTestClient } from "../../test-support/push-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { chatTokenOf, sendMessage } from "./support-chat.test-fixture";

describe("support chat, live on the player's channel", () => {
  let t: TestApp;
  let pushUrl: string;
  let support: TestOperator;
  const clients: PushTestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    pushUrl = await listenForPush(t);
    support = await createTestOperator(t.db, { roleId: "support" });
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await t.close();
  });

  /** One of the player's tabs: connected and subscribed to their own channel, keeping every frame. */
  async function openTab(player: TestPlayer) {
    const init = (
      await t.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } })
    ).json() as PlayerAppInit;
    const { connectionToken, connections } = init.wsConnectionData;
    const client = new PushTestClient(new WebSocket(`${pushUrl}?token=${connectionToken}`));
    clients.push(client);
    await client.next((frame) => "connect" in frame);
    const channel = playerChannel(player.playerId);
    const token = connections.find((connection) => connection.channelName === channel)?.token;
    const answer = await client.call({ subscribe: { channel, token } });
    expect(answer).toHaveProperty("result");
    return client;
  }

  it("an operator's reply reaches the player's open tab once committed, and so does their own message", async () => {
    const player = await createTestPlayer(t.db);
    const tab = await openTab(player);
    const sent = await sendMessage(t, await chatTokenOf(t, player), "Is the lucky wheel broken?");
    const conversationId = (
      await t.app.inject({
        url: "/api/backoffice/support/conversations/",
        headers: backofficeHeaders(support),
      })
    )
      .json()
      .conversations.find((item: { player: { id: string } }) => item.player.id === player.playerId).id;

    await t.relayOutbox();
    const own = await tab.next((frame) => frame.event === SUPPORT_MESSAGE_ADDED);
    expect(SupportMessageEventSchema.parse(own.data)).toEqual({
      conversationId,
      message: sent.json().message,
      status: "open",
    });

    const replied = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/support/conversations/${conversationId}/reply/`,
      headers: backofficeHeaders(support),
      payload: { text: "It spins again now.", clientMessageId: "reply-0001" },
    });
    expect(replied.statusCode).toBe(200);
    // Nothing leaves before the relay hands the committed event over.
    const isReply = (frame: Record<string, unknown>) =>
      frame.event === SUPPORT_MESSAGE_ADDED &&
      SupportMessageEventSchema.parse(frame.data).message.author === "operator";
    expect(tab.frames.some(isReply)).toBe(false);
    await t.relayOutbox();
    const reply = await tab.next(isReply);
    expect(reply.channel).toBe(playerChannel(player.playerId));
    expect(SupportMessageEventSchema.parse(reply.data)).toMatchObject({
      conversationId,
      message: { author: "operator", text: "It spins again now.", clientMessageId: null },
      status: "assigned",
    });
    const taken = await tab.next((frame) => frame.event === SUPPORT_CONVERSATION_CHANGED);
    expect(SupportConversationEventSchema.parse(taken.data)).toEqual({ conversationId, status: "assigned" });

    await t.app.inject({
      method: "POST",
      url: `/api/backoffice/support/conversations/${conversationId}/close/`,
      headers: backofficeHeaders(support),
    });
    await t.relayOutbox();
    const closed = await tab.next(
      (frame) =>
        frame.event === SUPPORT_CONVERSATION_CHANGED &&
        (frame.data as { status: string }).status === "closed",
    );
    expect(closed.data).toEqual({ conversationId, status: "closed" });
  });
});
