import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectionData, FakeSocket, type Harness, startedClient } from "./test-support/fake-socket";

let harness: Harness | null = null;
const start = async (options: Parameters<typeof startedClient>[0] = {}) => {
  harness = await startedClient(options);
  return harness;
};
const sockets = () => FakeSocket.made.length;

/** Hangs up the latest socket and checks the next one opens after exactly `delay` ms. */
async function expectReconnectAfter(h: Harness, code: number, delay: number) {
  const before = sockets();
  h.socket().hangUp(code);
  await vi.advanceTimersByTimeAsync(delay - 1);
  expect(sockets()).toBe(before);
  await vi.advanceTimersByTimeAsync(1);
  expect(sockets()).toBe(before + 1);
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => {
  harness?.client.close();
  harness = null;
  vi.useRealTimers();
});

describe("the push client's link", () => {
  it("connects to the channel's URL with the connection token, escaped", async () => {
    await start({ getConnectionData: async () => connectionData("a+b/c=&d") });
    expect(FakeSocket.made.map((socket) => socket.url)).toEqual([
      "wss://casino.test/connection/websocket?token=a%2Bb%2Fc%3D%26d",
    ]);
  });

  it("reconnects after a dropped link, waiting longer each time, up to 20 s", async () => {
    const h = await start({ random: () => 1 });
    for (const delay of [500, 1000, 2000, 4000, 8000, 16000, 20000, 20000]) {
      await expectReconnectAfter(h, 1006, delay);
    }
  });

  it("never waits less than 500 ms, however the jitter falls", async () => {
    const h = await start({ random: () => 0 });
    for (let attempt = 0; attempt < 4; attempt += 1) await expectReconnectAfter(h, 3001, 500);
  });

  it("waits the shortest time again once a link came up", async () => {
    const h = await start({ random: () => 1 });
    await expectReconnectAfter(h, 1006, 500);
    await expectReconnectAfter(h, 1006, 1000);
    h.socket().sayConnected();
    await expectReconnectAfter(h, 1006, 500);
  });

  it.each([3500, 3503, 3999, 4500, 4999])("never reconnects after the terminal code %i", async (code) => {
    const h = await start();
    h.socket().sayConnected();
    h.socket().hangUp(code);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets()).toBe(1);
    expect(h.client.state).toBe("closed");
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([1006, 3001, 3004, 3499, 4000, 4499])("reconnects after code %i", async (code) => {
    const h = await start({ random: () => 0 });
    h.socket().sayConnected();
    await expectReconnectAfter(h, code, 500);
    expect(h.client.state).toBe("connecting");
  });

  it("fetches new connection data before reconnecting after the token expired (3005), not otherwise", async () => {
    const h = await start({ random: () => 0 });
    h.socket().sayConnected();
    await expectReconnectAfter(h, 1006, 500);
    expect(h.tokens).toEqual(["t1"]);
    expect(h.socket().url).toContain("token=t1");
    await expectReconnectAfter(h, 3005, 500);
    expect(h.tokens).toEqual(["t1", "t2"]);
    expect(h.socket().url).toContain("token=t2");
  });

  it("fetches new connection data before reconnecting once the token it holds has expired", async () => {
    let now = Date.now();
    const h = await start({ random: () => 0, now: () => now });
    h.socket().sayConnected();
    now += 901_000;
    await expectReconnectAfter(h, 1006, 500);
    expect(h.tokens).toEqual(["t1", "t2"]);
  });

  it("answers every ping with a pong", async () => {
    const h = await start();
    h.socket().sayConnected();
    expect(h.socket().sent).toEqual([]);
    h.socket().say({ ping: {} });
    h.socket().say({ ping: {} });
    expect(h.socket().sent).toEqual([{ pong: {} }, { pong: {} }]);
  });

  it("drops a link that hears no ping for the interval plus 10 s, and reconnects", async () => {
    const h = await start({ random: () => 0 });
    const first = h.socket();
    first.sayConnected(25);
    await vi.advanceTimersByTimeAsync(20_000);
    first.say({ ping: {} });
    await vi.advanceTimersByTimeAsync(34_999);
    expect(first.closedByClient).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(first.closedByClient?.code).toBe(4000);
    // The browser has not reported the dead socket closed; the client does not wait for it.
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets()).toBe(2);
    expect(h.client.state).toBe("connecting");
  });

  it("drops a link whose connect frame never comes", async () => {
    const h = await start({ random: () => 0 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.socket().closedByClient).toBeNull();
    await vi.advanceTimersByTimeAsync(1 + 500);
    expect(sockets()).toBe(2);
  });

  it("stops for good on close(): no reconnect, no timers, pending calls fail", async () => {
    const h = await start();
    h.socket().sayConnected();
    const onError = vi.fn();
    h.client.subscribe("player:p1", { onPublication: () => {}, onError });
    await vi.advanceTimersByTimeAsync(0);
    h.client.close();
    expect(h.client.state).toBe("closed");
    expect(h.socket().closedByClient?.code).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
    h.socket().hangUp(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets()).toBe(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it("stops when nobody is signed in any more", async () => {
    const h = await start({ getConnectionData: async () => null });
    expect(h.client.state).toBe("closed");
    expect(sockets()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("tries again after a backoff when the connection data cannot be fetched", async () => {
    const getConnectionData = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(connectionData("t9"));
    const h = await start({ getConnectionData, random: () => 0 });
    expect(sockets()).toBe(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(h.socket().url).toContain("token=t9");
  });

  it("ignores and logs a frame that breaks the protocol, and keeps working", async () => {
    const h = await start();
    h.socket().sayConnected();
    h.socket().onmessage?.({ data: "not json" });
    h.socket().say({ hello: "there" });
    h.socket().say({ ping: "soon" });
    expect(h.log.mock.calls.filter(([message]) => message === "push frame ignored")).toHaveLength(3);
    expect(h.socket().sent).toEqual([]);
    h.socket().say({ ping: {} });
    expect(h.socket().sent).toEqual([{ pong: {} }]);
  });
});
