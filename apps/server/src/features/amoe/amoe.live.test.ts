import {
  AMOE_CREDITED,
  AmoeCreditedEventSchema,
  BALANCE_CHANGED,
  BalanceChangedEventSchema,
  NOTIFICATION_CREATED,
  type PlayerAppInit,
  playerChannel,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { backofficeHeaders, createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { listenForPush, PushTestClient } from "../../test-support/push-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("free entries by mail, live on the player's channel", () => {
  let t: TestApp;
  let pushUrl: string;
  let compliance: TestOperator;
  const clients: PushTestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    pushUrl = await listenForPush(t);
    compliance = await createTestOperator(t.db, { roleId: "compliance" });
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

  it("a recorded letter reaches the player's open tab: the code credited, the new balance, a notification", async () => {
    const player = await createTestPlayer(t.db);
    const tab = await openTab(player);
    const code = (
      await t.app.inject({
        method: "POST",
        url: "/rest/amoe/request/",
        headers: { "x-casino-client": "test", cookie: player.cookie },
      })
    ).json().request.code;
    const recorded = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/amoe/requests/${code}/record/`,
      headers: backofficeHeaders(compliance),
    });
    expect(recorded.statusCode).toBe(200);
    // Nothing leaves before the relay hands the committed events over.
    expect(tab.frames.some((frame) => frame.event === AMOE_CREDITED)).toBe(false);
    await t.relayOutbox();
    const credited = await tab.next((frame) => frame.event === AMOE_CREDITED);
    expect(credited.channel).toBe(playerChannel(player.playerId));
    expect(AmoeCreditedEventSchema.parse(credited.data).request).toMatchObject({
      code,
      status: "credited",
      entries: "5.00",
    });
    const balance = await tab.next((frame) => frame.event === BALANCE_CHANGED);
    expect(BalanceChangedEventSchema.parse(balance.data).playerBalance.entries).toBe(5);
    await tab.next((frame) => frame.event === NOTIFICATION_CREATED);
  });
});
