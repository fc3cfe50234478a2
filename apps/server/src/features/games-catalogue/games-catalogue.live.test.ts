import { GLOBAL_CHANNEL, PLAYER_UPDATE_GROUP_HASH } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { recordContentChange } from "../../platform/read-cache";
import { listenForPush, PushTestClient, pushConnectionOf } from "../../test-support/push-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CATALOGUE_TOPIC } from "./games-catalogue.service";

describe("catalogue edits on the push channel", () => {
  let t: TestApp;
  let client: PushTestClient;
  beforeAll(async () => {
    t = await createTestApp();
    const base = await listenForPush(t);
    const { data } = await pushConnectionOf(t);
    client = new PushTestClient(new WebSocket(`${base}?token=${data.connectionToken}`));
    await client.next((frame) => "connect" in frame);
    await client.call({ subscribe: { channel: GLOBAL_CHANNEL } });
  });
  afterAll(async () => {
    client?.socket.terminate();
    await t?.close();
  });

  it("tells every open tab to fetch its games again once an edit of the catalogue commits", async () => {
    await t.db.transaction((tx) => recordContentChange(tx, CATALOGUE_TOPIC, new Date()));
    await t.relayOutbox();
    const event = await client.next((frame) => frame.event === PLAYER_UPDATE_GROUP_HASH);
    expect(event).toMatchObject({ channel: GLOBAL_CHANNEL, data: { reason: "catalogue" } });
  });

  it("says nothing when other read-mostly content changes", async () => {
    const before = client.frames.filter((frame) => frame.event === PLAYER_UPDATE_GROUP_HASH).length;
    await t.db.transaction((tx) => recordContentChange(tx, "home", new Date()));
    await t.relayOutbox();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.frames.filter((frame) => frame.event === PLAYER_UPDATE_GROUP_HASH)).toHaveLength(before);
  });
});
