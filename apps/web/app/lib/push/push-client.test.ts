import type { Publication, WsConnectionData } from "@casino/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PushClient } from "./push-client";

/** A WebSocket the test drives: it records what the client sent and plays the server's frames. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 1;
  sent: Record<string, unknown>[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.serverCloses(code);
  }
  serverSays(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverCloses(code: number) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  lastCall(kind: string) {
    return [...this.sent].reverse().find((frame) => kind in frame) as Record<string, never> & { id: number };
  }
}

const data = (token: string): WsConnectionData => ({
  url: "ws://casino.test/connection/websocket",
  connectionToken: token,
  expires: Math.floor(Date.now() / 1000) + 900,
  connections: [],
});
const publication = (offset: number, epoch = "e1"): Publication => ({
  channel: "player:p1",
  event: "balance.changed",
  data: { offset },
  offset,
  epoch,
});

let client: PushClient;
let tokens: string[];
const socket = () => FakeSocket.made.at(-1) as FakeSocket;

async function started(random = () => 0.5) {
  tokens = [];
  let n = 0;
  client = new PushClient({
    getConnectionData: async () => {
      n += 1;
      tokens.push(`t${n}`);
      return data(`t${n}`);
    },
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    random,
  });
  client.start();
  await vi.advanceTimersByTimeAsync(0);
}

function connected() {
  socket().serverSays({ connect: { client: "c", ping: 25, expires: 0 } });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe("the push client", () => {
  it("reconnects after a dropped link, later each time, and never after a terminal code", async () => {
    await started(() => 1);
    connected();
    socket().serverCloses(1006);
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.made).toHaveLength(2);
    socket().serverCloses(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.made).toHaveLength(3);
    for (const code of [3500, 3999, 4500, 4999]) {
      await started();
      socket().serverCloses(code);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(client.state).toBe("closed");
    }
  });

  it("fetches a new token before reconnecting after the server said the token expired", async () => {
    await started();
    socket().serverCloses(3005);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(tokens).toEqual(["t1", "t2"]);
    expect(socket().url).toContain("token=t2");
  });

  it("answers pings and drops a link that hears none for the interval plus ten seconds", async () => {
    await started();
    connected();
    socket().serverSays({ ping: {} });
    expect(socket().sent).toContainEqual({ pong: {} });
    await vi.advanceTimersByTimeAsync(34_999);
    expect(FakeSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it("fails a call that gets no answer in five seconds with `timeout`", async () => {
    await started();
    connected();
    client.subscribe("player:p1", { onPublication: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    const first = socket().lastCall("subscribe");
    expect(first.id).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(5000);
    // After the timeout the client asks again (after a backoff), with a new call id.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(socket().lastCall("subscribe").id).toBeGreaterThan(first.id);
  });

  it("resumes from the last offset after a reconnect and delivers what was missed once, in order", async () => {
    await started();
    connected();
    const seen: number[] = [];
    client.subscribe("player:p1", { onPublication: (p) => seen.push(p.offset) });
    await vi.advanceTimersByTimeAsync(0);
    socket().serverSays({
      id: socket().lastCall("subscribe").id,
      result: { epoch: "e1", offset: 0, recovered: false, publications: [] },
    });
    await vi.advanceTimersByTimeAsync(0);
    socket().serverSays(publication(1));
    socket().serverSays(publication(1));
    socket().serverCloses(1006);
    await vi.advanceTimersByTimeAsync(20_000);
    connected();
    await vi.advanceTimersByTimeAsync(0);
    const again = socket().lastCall("subscribe");
    expect(again.subscribe).toMatchObject({ channel: "player:p1", recover: true, offset: 1, epoch: "e1" });
    socket().serverSays({
      id: again.id,
      result: { epoch: "e1", offset: 3, recovered: true, publications: [publication(2), publication(3)] },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1, 2, 3]);
  });

  it("asks the app to refetch when the channel cannot replay what was missed", async () => {
    await started();
    connected();
    const onRecoveryFailed = vi.fn();
    client.subscribe("player:p1", { onPublication: () => {}, onRecoveryFailed });
    await vi.advanceTimersByTimeAsync(0);
    socket().serverSays({
      id: socket().lastCall("subscribe").id,
      result: { epoch: "e1", offset: 4, recovered: false, publications: [] },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(onRecoveryFailed).not.toHaveBeenCalled();
    socket().serverCloses(3001);
    await vi.advanceTimersByTimeAsync(20_000);
    connected();
    await vi.advanceTimersByTimeAsync(0);
    socket().serverSays({
      id: socket().lastCall("subscribe").id,
      result: { epoch: "e2", offset: 0, recovered: false, publications: [] },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(onRecoveryFailed).toHaveBeenCalledOnce();
  });

  it("subscribes again from its last offset when a publication skips one", async () => {
    await started();
    connected();
    const seen: number[] = [];
    client.subscribe("player:p1", { onPublication: (p) => seen.push(p.offset) });
    await vi.advanceTimersByTimeAsync(0);
    socket().serverSays({
      id: socket().lastCall("subscribe").id,
      result: { epoch: "e1", offset: 0, recovered: false, publications: [] },
    });
    await vi.advanceTimersByTimeAsync(0);
    socket().serverSays(publication(1));
    socket().serverSays(publication(3));
    await vi.advanceTimersByTimeAsync(0);
    socket().serverSays({ id: socket().lastCall("unsubscribe").id, result: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket().lastCall("subscribe").subscribe).toMatchObject({ recover: true, offset: 1 });
    expect(seen).toEqual([1]);
  });

  it("stays unsubscribed after a server unsubscribe below 2500 and resubscribes at 2500 or above", async () => {
    await started();
    connected();
    client.subscribe("player:p1", { onPublication: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    const calls = () => socket().sent.filter((frame) => "subscribe" in frame).length;
    socket().serverSays({ unsubscribe: { channel: "player:p1", code: 2500, reason: "gap" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(2);
    socket().serverSays({ unsubscribe: { channel: "player:p1", code: 2000, reason: "gone" } });
    socket().serverCloses(1006);
    await vi.advanceTimersByTimeAsync(20_000);
    connected();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket().sent.filter((frame) => "subscribe" in frame)).toHaveLength(0);
  });
});
