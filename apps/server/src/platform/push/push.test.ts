import { BALANCE_CHANGED, GLOBAL_CHANNEL, PUSH_CLOSE, PUSH_ERROR, playerChannel } from "@casino/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { fundPlayer } from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import {
  pushConnectionOf as connectionOf,
  listenForPush,
  PushTestClient,
} from "../../test-support/push-client";
import { createTestApp, type TestApp, type TestAppOptions } from "../../test-support/test-app";
import { signPushToken } from "./push-tokens";

let testApp: TestApp | null = null;
const clients: PushTestClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await testApp?.close();
  testApp = null;
});

async function start(options: TestAppOptions = {}) {
  testApp = await createTestApp(options);
  return { app: testApp, base: await listenForPush(testApp) };
}

function connect(url: string) {
  const client = new PushTestClient(new WebSocket(url));
  clients.push(client);
  return client;
}

describe("the push channel", () => {
  it("gives a signed-in player the channel's URL, a connection token and their own and public channels", async () => {
    const { app } = await start();
    const { player, data } = await connectionOf(app);
    expect(data.url).toMatch(/^ws:\/\/.+\/connection\/websocket$/);
    expect(data.connections.map((c) => c.channelName)).toEqual([playerChannel(player.playerId), "global"]);
  });

  it("refuses a missing or forged token for good and an expired one with a code that asks for a new token", async () => {
    const { base } = await start();
    expect((await connect(base).closed).code).toBe(PUSH_CLOSE.INVALID_TOKEN);
    const forged = signPushToken("not-the-server-key", { sub: "someone", exp: 4_000_000_000 });
    expect((await connect(`${base}?token=${forged}`).closed).code).toBe(PUSH_CLOSE.INVALID_TOKEN);
    const { app } = { app: testApp as TestApp };
    const secret =
      (await app.db.query<{ secret: string }>("select secret from push_signing_key"))[0]?.secret ?? "";
    const expired = signPushToken(secret, { sub: "someone", exp: 1 });
    expect((await connect(`${base}?token=${expired}`).closed).code).toBe(PUSH_CLOSE.TOKEN_EXPIRED);
  });

  it("lets a player hear their own channel, with offsets and an epoch, and not another player's", async () => {
    const { app, base } = await start();
    const { player, data } = await connectionOf(app);
    const other = await createTestPlayer(app.db);
    const client = connect(`${base}?token=${data.connectionToken}`);
    await client.next((frame) => "connect" in frame);
    const denied = await client.call({ subscribe: { channel: playerChannel(other.playerId) } });
    expect(denied).toMatchObject({ error: { code: PUSH_ERROR.PERMISSION_DENIED } });
    const own = playerChannel(player.playerId);
    const joined = await client.call({ subscribe: { channel: own, token: data.connections[0]?.token } });
    expect(joined).toMatchObject({ result: { offset: 0, recovered: false, publications: [] } });
    await app.app.push.publish(own, "test.event", { n: 1 });
    const publication = await client.next((frame) => frame.event === "test.event");
    expect(publication).toMatchObject({ channel: own, offset: 1, data: { n: 1 } });
    expect(publication.epoch).toBe((joined.result as { epoch: string }).epoch);
  });

  it("replays exactly what a returning client missed, and says when it cannot", async () => {
    const { app, base } = await start();
    // The global channel: its history holds only what was published (no latest state added on recovery).
    const { data } = await connectionOf(app);
    const channel = GLOBAL_CHANNEL;
    const first = await app.app.push.publish(channel, "test.event", { n: 1 });
    for (let n = 2; n <= 4; n++) await app.app.push.publish(channel, "test.event", { n });
    const client = connect(`${base}?token=${data.connectionToken}`);
    await client.opened;
    const recovered = await client.call({
      subscribe: { channel, recover: true, offset: first.offset, epoch: first.epoch },
    });
    expect(recovered.result).toMatchObject({ recovered: true, offset: first.offset + 3 });
    expect(
      (recovered.result as { publications: { data: unknown }[] }).publications.map((p) => p.data),
    ).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    await client.call({ unsubscribe: { channel } });
    const stale = await client.call({
      subscribe: { channel, recover: true, offset: first.offset, epoch: "another" },
    });
    expect(stale.result).toMatchObject({ recovered: false, publications: [] });
  });

  it("closes a socket that sends what the protocol does not allow", async () => {
    const { app, base } = await start();
    const { data } = await connectionOf(app);
    const client = connect(`${base}?token=${data.connectionToken}`);
    await client.opened;
    client.socket.send("{not json");
    expect((await client.closed).code).toBe(PUSH_CLOSE.BAD_REQUEST);
  });

  it("pings, keeps a client that answers and closes one that stops answering", async () => {
    const { app, base } = await start({ push: { pingIntervalMs: 20, pongGraceMs: 60 } });
    const { data } = await connectionOf(app);
    const answering = connect(`${base}?token=${data.connectionToken}`);
    answering.socket.on("message", (raw) => {
      if ("ping" in JSON.parse(raw.toString())) answering.socket.send(JSON.stringify({ pong: {} }));
    });
    const silent = connect(`${base}?token=${data.connectionToken}`);
    await silent.next((frame) => "ping" in frame);
    expect((await silent.closed).code).toBe(PUSH_CLOSE.NO_PONG);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("turns away connects beyond its limit per second, and closes every socket when the server stops", async () => {
    const { app, base } = await start({ push: { connectsPerSecond: 1 } });
    const { data } = await connectionOf(app);
    const first = connect(`${base}?token=${data.connectionToken}`);
    await first.next((frame) => "connect" in frame);
    const second = connect(`${base}?token=${data.connectionToken}`);
    expect((await second.closed).code).toBe(PUSH_CLOSE.CONNECT_LIMIT);
    await app.close();
    testApp = null;
    expect((await first.closed).code).toBe(PUSH_CLOSE.SHUTDOWN);
  });

  it("pushes the player's new balances to their open tab once a change commits", async () => {
    const { app, base } = await start();
    const { player, data } = await connectionOf(app);
    const own = playerChannel(player.playerId);
    const client = connect(`${base}?token=${data.connectionToken}`);
    await client.opened;
    await client.call({ subscribe: { channel: own } });
    await fundPlayer(app.db, player.playerId, { coins: 5000 });
    await app.relayOutbox();
    await app.app.liveBalances.settled();
    const event = await client.next((frame) => frame.event === BALANCE_CHANGED);
    expect(event.data).toMatchObject({ playerBalance: { coins: 5000 }, gameMode: expect.any(String) });
  });

  it("hands a tab that was away the balances it missed while nobody listened, when it recovers", async () => {
    const { app, base } = await start();
    const { player, data } = await connectionOf(app);
    const own = playerChannel(player.playerId);
    const away = connect(`${base}?token=${data.connectionToken}`);
    await away.opened;
    const joined = await away.call({ subscribe: { channel: own } });
    away.socket.terminate();
    await away.closed;
    await fundPlayer(app.db, player.playerId, { coins: 4200 });
    await app.relayOutbox();
    await app.app.liveBalances.settled();

    const back = connect(`${base}?token=${data.connectionToken}`);
    await back.opened;
    const { offset, epoch } = joined.result as { offset: number; epoch: string };
    const recovered = await back.call({ subscribe: { channel: own, recover: true, offset, epoch } });
    expect(recovered.result).toMatchObject({ recovered: true });
    const publications = (recovered.result as { publications: { event: string; data: unknown }[] })
      .publications;
    expect(publications.at(-1)).toMatchObject({
      event: BALANCE_CHANGED,
      data: { playerBalance: { coins: 4200 } },
    });
  });
});
