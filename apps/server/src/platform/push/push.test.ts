import type { AddressInfo } from "node:net";
import {
  BALANCE_CHANGED,
  type PlayerAppInit,
  PUSH_CHANNEL_PATH,
  PUSH_CLOSE,
  PUSH_ERROR,
  playerChannel,
} from "@casino/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { fundPlayer } from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp, type TestAppOptions } from "../../test-support/test-app";
import { signPushToken } from "./push-tokens";

/** A client of the push channel that records every frame and how the socket closed. */
class Client {
  readonly frames: Record<string, unknown>[] = [];
  closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;
  #nextId = 1;
  constructor(readonly socket: WebSocket) {
    socket.on("message", (raw) => this.frames.push(JSON.parse(raw.toString()) as Record<string, unknown>));
    this.closed = new Promise((resolve) =>
      socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    this.opened = new Promise((resolve, reject) => {
      socket.on("open", () => resolve());
      socket.on("error", reject);
    });
  }
  async next(match: (frame: Record<string, unknown>) => boolean, timeoutMs = 2000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const frame = this.frames.find(match);
      if (frame) return frame;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no such frame; got ${JSON.stringify(this.frames)}`);
  }
  async call(command: Record<string, unknown>) {
    const id = this.#nextId++;
    this.socket.send(JSON.stringify({ id, ...command }));
    return this.next((frame) => frame.id === id);
  }
}

let testApp: TestApp | null = null;
const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await testApp?.close();
  testApp = null;
});

async function start(options: TestAppOptions = {}) {
  testApp = await createTestApp(options);
  await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { app: testApp, base: `ws://127.0.0.1:${port}${PUSH_CHANNEL_PATH}` };
}

function connect(url: string) {
  const client = new Client(new WebSocket(url));
  clients.push(client);
  return client;
}

/** A player's push connection data as app init hands it over. */
async function connectionOf(app: TestApp) {
  const player = await createTestPlayer(app.db);
  const response = await app.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } });
  const init = response.json() as PlayerAppInit;
  return { player, data: init.wsConnectionData };
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
    const { player, data } = await connectionOf(app);
    const own = playerChannel(player.playerId);
    const first = await app.app.push.publish(own, "test.event", { n: 1 });
    for (let n = 2; n <= 4; n++) await app.app.push.publish(own, "test.event", { n });
    const client = connect(`${base}?token=${data.connectionToken}`);
    await client.opened;
    const recovered = await client.call({
      subscribe: { channel: own, recover: true, offset: 1, epoch: first.epoch },
    });
    expect(recovered.result).toMatchObject({ recovered: true, offset: 4 });
    expect(
      (recovered.result as { publications: { data: unknown }[] }).publications.map((p) => p.data),
    ).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    await client.call({ unsubscribe: { channel: own } });
    const stale = await client.call({
      subscribe: { channel: own, recover: true, offset: 1, epoch: "another" },
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
});
