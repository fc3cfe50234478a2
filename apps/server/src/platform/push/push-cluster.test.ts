import { randomUUID } from "node:crypto";
import { BALANCE_CHANGED, PUSH_CLOSE, PUSH_UNSUBSCRIBE, playerChannel } from "@casino/contracts";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { post } from "../../test-support/auth-client";
import { fundPlayer } from "../../test-support/games";
import { listenForPush, PushTestClient, pushConnectionOf } from "../../test-support/push-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const REDIS_PREFIX = `test-${randomUUID()}:`;

/**
 * Two nodes on one database, each with its own links to Redis as two processes would have: a player's tab
 * hangs on one node while their money moves, or their session ends, on the other.
 */
describe("the push channel across nodes (Redis)", () => {
  let here: TestApp;
  let there: TestApp;
  let hereUrl: string;
  const admin = new Redis(REDIS_URL);
  const clients: PushTestClient[] = [];
  const connect = (url: string) => {
    const client = new PushTestClient(new WebSocket(url));
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    const env = { CAPTCHA: "off", REDIS_URL, REDIS_PREFIX };
    here = await createTestApp({ env });
    there = await createTestApp({ env, nodeBeside: here });
    hereUrl = await listenForPush(here);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await there?.close();
    await here?.close();
    const keys = await admin.keys(`${REDIS_PREFIX}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
  });

  /** A player's tab on `here`, subscribed to their own channel. */
  async function tabHere() {
    const { player, data } = await pushConnectionOf(here);
    const client = connect(`${hereUrl}?token=${data.connectionToken}`);
    await client.next((frame) => "connect" in frame);
    const channel = playerChannel(player.playerId);
    const joined = await client.call({ subscribe: { channel } });
    return { player, data, client, channel, joined };
  }

  it("follows a balance change committed and relayed on the other node", async () => {
    const { player, client } = await tabHere();
    await fundPlayer(there.db, player.playerId, { coins: 7000 });
    await there.relayOutbox();
    const event = await client.next((frame) => frame.event === BALANCE_CHANGED, 5000);
    expect(event.data).toMatchObject({ playerBalance: { coins: 7000 } });
  });

  it("numbers publications of either node in one sequence a returning client recovers from", async () => {
    const { client, channel, joined } = await tabHere();
    const epoch = (joined.result as { epoch: string }).epoch;
    await there.app.push.publish(channel, "test.event", { n: 1 });
    await here.app.push.publish(channel, "test.event", { n: 2 });
    const second = await client.next((frame) => frame.offset === 2, 5000);
    expect(second).toMatchObject({ epoch, data: { n: 2 } });
    await there.app.push.publish(channel, "test.event", { n: 3 });
    const recovery = await client
      .call({ unsubscribe: { channel } })
      .then(() => client.call({ subscribe: { channel, recover: true, offset: 1, epoch } }));
    // What was missed, then the balance as it is now (latest state, published as the tab comes back).
    const { recovered, publications } = recovery.result as {
      recovered: boolean;
      publications: { offset: number; event: string; data: unknown }[];
    };
    expect(recovered).toBe(true);
    expect(publications.map((p) => [p.offset, p.event])).toEqual([
      [2, "test.event"],
      [3, "test.event"],
      [4, BALANCE_CHANGED],
    ]);
  });

  it("closes the tab for good when its session is signed out on the other node, and refuses its token after", async () => {
    const { player, data, client } = await tabHere();
    const response = await post(there, "/rest/logout/", {}, { cookie: player.cookie });
    expect(response.statusCode).toBe(200);
    await there.relayOutbox();
    expect((await client.closed).code).toBe(PUSH_CLOSE.SESSION_ENDED);
    const again = connect(`${hereUrl}?token=${data.connectionToken}`);
    expect((await again.closed).code).toBe(PUSH_CLOSE.SESSION_ENDED);
  });

  it("asks its subscribers to subscribe again when its link to Redis broke, since publications may be lost", async () => {
    const { client, channel } = await tabHere();
    const listeners = String(await admin.call("CLIENT", "LIST", "TYPE", "pubsub"));
    const ids = listeners
      .split("\n")
      .filter((line) => line.includes(`name=${REDIS_PREFIX}push`))
      .map((line) => /id=(\d+)/.exec(line)?.[1]);
    expect(ids.length).toBe(2);
    for (const id of ids) await admin.call("CLIENT", "KILL", "ID", id ?? "");
    const unsubscribed = await client.next((frame) => "unsubscribe" in frame, 5000);
    expect(unsubscribed).toEqual({
      unsubscribe: { channel, code: PUSH_UNSUBSCRIBE.INSUFFICIENT_STATE, reason: "insufficient state" },
    });
  });
});
