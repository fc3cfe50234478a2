import { APP_RELOAD, GLOBAL_CHANNEL } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { listenForPush, PushTestClient, pushConnectionOf } from "../../test-support/push-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("the build on the push channel", () => {
  let t: TestApp;
  let client: PushTestClient;
  beforeAll(async () => {
    t = await createTestApp();
    const base = await listenForPush(t);
    const { data } = await pushConnectionOf(t);
    client = new PushTestClient(new WebSocket(`${base}?token=${data.connectionToken}`));
    await client.next((frame) => "connect" in frame);
  });
  afterAll(async () => {
    client?.socket.terminate();
    await t?.close();
  });

  it("is announced on the global channel when the node starts, so tabs on another build offer a refresh", async () => {
    const joined = await client.call({ subscribe: { channel: GLOBAL_CHANNEL } });
    const { epoch } = joined.result as { epoch: string };
    await client.call({ unsubscribe: { channel: GLOBAL_CHANNEL } });
    const replay = await client.call({
      subscribe: { channel: GLOBAL_CHANNEL, recover: true, offset: 0, epoch },
    });
    const publications = (replay.result as { publications: { event: string; data: unknown }[] }).publications;
    const buildId = (await t.app.inject({ url: "/builds/latest.json" })).json().id;
    expect(publications).toContainEqual(expect.objectContaining({ event: APP_RELOAD, data: { buildId } }));
  });
});
