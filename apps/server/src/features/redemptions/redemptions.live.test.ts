import {
  BALANCE_CHANGED,
  BalanceChangedEventSchema,
  NOTIFICATION_CREATED,
  type PlayerAppInit,
  playerChannel,
  REDEMPTION_UPDATED,
  RedemptionUpdatedEventSchema,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { backofficeHeaders, createTestOperator, type TestOperator } from "../../test-support/operators";
import { listenForPush, PushTestClient } from "../../test-support/push-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { type RedeemingPlayer, redeemBody, redeemCalls, redeemingPlayer } from "./redemptions.test-fixture";

describe("redemptions, live on the player's channel", () => {
  let t: TestApp;
  let pushUrl: string;
  let finance: TestOperator;
  const clients: PushTestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    pushUrl = await listenForPush(t);
    finance = await createTestOperator(t.db, { roleId: "finance" });
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await t.close();
  });

  async function openTab(player: RedeemingPlayer) {
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

  it("a request and its rejection reach the open tab: the request, the balance held and returned, a notification", async () => {
    const player = await redeemingPlayer(t, { winnings: 100 });
    const tab = await openTab(player);
    const { redemption } = (await redeemCalls(t).request(player, redeemBody(60))).json();
    // Nothing leaves before the relay hands the committed events over.
    expect(tab.frames.some((frame) => frame.event === REDEMPTION_UPDATED)).toBe(false);
    await t.relayOutbox();
    const requested = await tab.next((frame) => frame.event === REDEMPTION_UPDATED);
    expect(RedemptionUpdatedEventSchema.parse(requested.data).redemption).toMatchObject({
      id: redemption.id,
      status: "requested",
    });
    const held = await tab.next((frame) => frame.event === BALANCE_CHANGED);
    expect(BalanceChangedEventSchema.parse(held.data).playerBalance.winnings).toBe(40);

    // Only what comes after the rejection counts from here (the tab saw 100.00 winnings before too).
    const mark = tab.frames.length;
    const after = (frame: Record<string, unknown>) => tab.frames.indexOf(frame) >= mark;
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/redemptions/${redemption.id}/reject/`,
      headers: backofficeHeaders(finance),
      payload: { reason: "Bank details do not match the account holder" },
    });
    expect(rejected.statusCode).toBe(200);
    await t.relayOutbox();
    const update = await tab.next(
      (frame) =>
        frame.event === REDEMPTION_UPDATED &&
        RedemptionUpdatedEventSchema.parse(frame.data).redemption.status === "rejected",
    );
    expect(RedemptionUpdatedEventSchema.parse(update.data).redemption.rejectReason).toBe(
      "Bank details do not match the account holder",
    );
    const returned = await tab.next(
      (frame) =>
        after(frame) &&
        frame.event === BALANCE_CHANGED &&
        BalanceChangedEventSchema.parse(frame.data).playerBalance.winnings === 100,
    );
    expect(returned.channel).toBe(playerChannel(player.playerId));
    await tab.next((frame) => after(frame) && frame.event === NOTIFICATION_CREATED);
  });
});
