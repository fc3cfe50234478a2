import {
  BALANCE_CHANGED,
  BalanceChangedEventSchema,
  NOTIFICATION_CREATED,
  ORDER_UPDATED,
  OrderUpdatedEventSchema,
  type PlayerAppInit,
  playerChannel,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { listenForPush, PushTestClient } from "../../test-support/push-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CARDS, createTestPreset, payByCard, startPurchase } from "./payments.test-fixture";

describe("purchases, live on the player's channel", () => {
  let t: TestApp;
  let pushUrl: string;
  let presetId: number;
  const clients: PushTestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    pushUrl = await listenForPush(t);
    presetId = await createTestPreset(t.db, { priceCents: 999n, coins: 1_000n, entries: 250n });
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await t.close();
  });

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
    expect(await client.call({ subscribe: { channel, token } })).toHaveProperty("result");
    return client;
  }

  it("a completed purchase reaches the open tab: the order, the new balance in the header, a notification", async () => {
    const player = await createTestPlayer(t.db);
    const tab = await openTab(player);
    const { order, checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.success);
    await t.app.payments.webhooks.runOnce();
    // Nothing leaves before the relay hands the committed events over.
    expect(tab.frames.some((frame) => frame.event === ORDER_UPDATED)).toBe(false);
    await t.relayOutbox();
    const updated = await tab.next((frame) => frame.event === ORDER_UPDATED);
    expect(OrderUpdatedEventSchema.parse(updated.data).order).toMatchObject({
      id: order.id,
      status: "completed",
      depositsCount: 1,
    });
    const balance = await tab.next((frame) => frame.event === BALANCE_CHANGED);
    expect(BalanceChangedEventSchema.parse(balance.data).playerBalance).toMatchObject({
      coins: 1_000,
      entries: 2.5,
    });
    await tab.next((frame) => frame.event === NOTIFICATION_CREATED);
  });

  it("a declined payment reaches the open tab with the method to try next", async () => {
    const player = await createTestPlayer(t.db);
    const tab = await openTab(player);
    const { checkoutUrl } = await startPurchase(t, player, { presetId });
    await payByCard(t, checkoutUrl, CARDS.declined);
    await t.app.payments.webhooks.runOnce();
    await t.relayOutbox();
    const updated = await tab.next((frame) => frame.event === ORDER_UPDATED);
    expect(OrderUpdatedEventSchema.parse(updated.data).order).toMatchObject({
      status: "declined",
      tryNextMethod: "bank",
    });
  });
});
