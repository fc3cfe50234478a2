import type { Publication } from "@casino/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionOptions } from "./channel-subscription";
import { FakeSocket, type Harness, publication, startedClient } from "./test-support/fake-socket";

let harness: Harness | null = null;
let seen: number[];
let onClientRecoveryFailed: ReturnType<typeof vi.fn<(channel: string) => void>>;
const collect = (p: Publication) => seen.push(p.offset);
/** The message of the Error the handler got first (undefined when it got no Error). */
const firstError = (handler: ReturnType<typeof vi.fn>) => {
  const error: unknown = handler.mock.calls[0]?.[0];
  return error instanceof Error ? error.message : undefined;
};

/** A connected client (backoff 500 ms: no jitter) subscribed to player:p1 at offset `offset`. */
async function subscribed(options: Partial<SubscriptionOptions> = {}, offset = 0) {
  onClientRecoveryFailed = vi.fn<(channel: string) => void>();
  harness = await startedClient({ random: () => 0, onRecoveryFailed: onClientRecoveryFailed });
  harness.socket().sayConnected();
  const subscription = harness.client.subscribe("player:p1", { onPublication: collect, ...options });
  await vi.advanceTimersByTimeAsync(0);
  harness.socket().answerSubscribe({ offset, recovered: false });
  await vi.advanceTimersByTimeAsync(0);
  return { h: harness, subscription };
}

async function reconnected(h: Harness) {
  h.socket().hangUp(1006);
  await vi.advanceTimersByTimeAsync(500);
  h.socket().sayConnected();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  seen = [];
});
afterEach(() => {
  harness?.client.close();
  harness = null;
  vi.useRealTimers();
});

describe("push subscriptions", () => {
  it("subscribes with the channel's token from the connection data, or the one it was given", async () => {
    const { h } = await subscribed();
    expect(h.socket().lastSubscribe().subscribe).toEqual({
      channel: "player:p1",
      token: "channel-token-of-t1",
    });
    h.client.subscribe("global", { token: "own", onPublication: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.socket().lastSubscribe().subscribe).toEqual({ channel: "global", token: "own" });
  });

  it("fails a subscribe with no answer with `timeout` after 5 s, and tries again after a backoff", async () => {
    harness = await startedClient({ random: () => 0 });
    const h = harness;
    h.socket().sayConnected();
    const onError = vi.fn();
    const subscription = h.client.subscribe("player:p1", { onPublication: collect, onError });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onError).toHaveBeenCalledOnce();
    expect(firstError(onError)).toBe("timeout");
    expect(subscription.state).toBe("pending");
    await vi.advanceTimersByTimeAsync(499);
    expect(h.socket().sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // A late answer may have subscribed the channel after all: clear it before asking again.
    expect(h.socket().unsubscribes()).toHaveLength(1);
    h.socket().answerLastUnsubscribe();
    await vi.advanceTimersByTimeAsync(0);
    const [first, second] = h.socket().subscribes();
    expect(second?.id).toBeGreaterThan(first?.id ?? Number.POSITIVE_INFINITY);
    h.socket().answerSubscribe({ offset: 0, recovered: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(subscription.state).toBe("subscribed");
  });

  it("after a reconnect, recovers from its last offset and delivers what was missed once, in order", async () => {
    const { h } = await subscribed();
    h.socket().say(publication(1));
    h.socket().say(publication(2));
    await reconnected(h);
    expect(h.socket().lastSubscribe().subscribe).toEqual({
      channel: "player:p1",
      token: "channel-token-of-t1",
      recover: true,
      offset: 2,
      epoch: "e1",
    });
    h.socket().answerSubscribe({
      offset: 5,
      recovered: true,
      publications: [2, 3, 4, 5].map((offset) => publication(offset)),
    });
    await vi.advanceTimersByTimeAsync(0);
    h.socket().say(publication(5));
    h.socket().say(publication(6));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("holds publications that arrive while a recovery is awaited, then delivers them after it", async () => {
    const { h } = await subscribed();
    h.socket().say(publication(1));
    await reconnected(h);
    h.socket().say(publication(3));
    h.socket().say(publication(4));
    expect(seen).toEqual([1]);
    h.socket().answerSubscribe({
      offset: 3,
      recovered: true,
      publications: [publication(2), publication(3)],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it("asks the app to refetch when what was missed cannot be recovered", async () => {
    const onRecoveryFailed = vi.fn();
    const { h } = await subscribed({ onRecoveryFailed }, 4);
    expect(onRecoveryFailed).not.toHaveBeenCalled();
    await reconnected(h);
    expect(h.socket().lastSubscribe().subscribe).toMatchObject({ recover: true, offset: 4, epoch: "e1" });
    h.socket().answerSubscribe({ epoch: "e2", offset: 1, recovered: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(onRecoveryFailed).toHaveBeenCalledOnce();
    expect(h.log).toHaveBeenCalledWith("push recovery failed", { channel: "player:p1" });
    // From the new epoch on, delivery carries on from the channel's position.
    h.socket().say(publication(2, "e2"));
    expect(seen).toEqual([2]);
  });

  it("tells the client-wide handler which channel could not be recovered", async () => {
    const { h } = await subscribed();
    h.socket().say(publication(1));
    await reconnected(h);
    h.socket().answerSubscribe({ epoch: "e1", offset: 400, recovered: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(onClientRecoveryFailed).toHaveBeenCalledExactlyOnceWith("player:p1");
  });

  it("recovers a gap in offsets instead of delivering out of order", async () => {
    const { h } = await subscribed();
    h.socket().say(publication(1));
    h.socket().say(publication(3));
    expect(seen).toEqual([1]);
    expect(h.socket().unsubscribes()).toHaveLength(1);
    h.socket().say(publication(4));
    h.socket().answerLastUnsubscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.socket().lastSubscribe().subscribe).toMatchObject({ recover: true, offset: 1, epoch: "e1" });
    h.socket().answerSubscribe({
      offset: 4,
      recovered: true,
      publications: [2, 3, 4].map((o) => publication(o)),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it("treats a publication of another epoch as a gap", async () => {
    const { h } = await subscribed();
    h.socket().say(publication(1));
    h.socket().say(publication(2, "e9"));
    expect(seen).toEqual([1]);
    expect(h.socket().unsubscribes()).toHaveLength(1);
  });

  it("drops duplicates", async () => {
    const { h } = await subscribed();
    for (const offset of [1, 1, 2, 1, 2]) h.socket().say(publication(offset));
    expect(seen).toEqual([1, 2]);
    expect(h.socket().subscribes()).toHaveLength(1);
    expect(h.socket().unsubscribes()).toHaveLength(0);
  });

  it("does not deliver a publication that breaks the protocol", async () => {
    const { h } = await subscribed();
    h.socket().say({ ...publication(1), offset: 0 });
    h.socket().say({ ...publication(1), epoch: undefined });
    expect(seen).toEqual([]);
  });

  it("ends the subscription when the server unsubscribes it with a code below 2500", async () => {
    const onUnsubscribed = vi.fn();
    const { h, subscription } = await subscribed({ onUnsubscribed });
    h.socket().say({ unsubscribe: { channel: "player:p1", code: 2499, reason: "gone" } });
    expect(subscription.state).toBe("ended");
    expect(onUnsubscribed).toHaveBeenCalledWith(2499, "gone");
    h.socket().say(publication(1));
    await reconnected(h);
    expect(h.socket().subscribes()).toHaveLength(0);
    expect(seen).toEqual([]);
  });

  it("subscribes again, recovering, when the server unsubscribes it with 2500 or above", async () => {
    const { h, subscription } = await subscribed();
    h.socket().say(publication(1));
    h.socket().say({ unsubscribe: { channel: "player:p1", code: 2500, reason: "insufficient state" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.socket().unsubscribes()).toHaveLength(0);
    expect(h.socket().subscribes()).toHaveLength(2);
    expect(h.socket().lastSubscribe().subscribe).toMatchObject({ recover: true, offset: 1, epoch: "e1" });
    h.socket().answerSubscribe({ offset: 2, recovered: true, publications: [publication(2)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1, 2]);
    expect(subscription.state).toBe("subscribed");
  });

  it("gives up on a channel the server refuses, and retries one it failed to serve", async () => {
    harness = await startedClient({ random: () => 0 });
    const h = harness;
    h.socket().sayConnected();
    const onError = vi.fn();
    const refused = h.client.subscribe("player:p2", { onPublication: collect, onError });
    const failed = h.client.subscribe("global", { onPublication: collect });
    await vi.advanceTimersByTimeAsync(0);
    const [toRefuse, toFail] = h.socket().subscribes();
    h.socket().say({ id: toRefuse?.id, error: { code: 103, message: "permission denied" } });
    h.socket().say({ id: toFail?.id, error: { code: 100, message: "internal" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.state).toBe("ended");
    expect(firstError(onError)).toBe("permission denied");
    expect(failed.state).toBe("pending");
    await vi.advanceTimersByTimeAsync(500);
    h.socket().answerLastUnsubscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(
      h
        .socket()
        .subscribes()
        .map((call) => call.subscribe.channel),
    ).toEqual(["player:p2", "global", "global"]);
  });

  it("stops delivering at unsubscribe(), tells the server, and fails with `timeout` if it does not answer", async () => {
    const { h, subscription } = await subscribed();
    const outcome = subscription.unsubscribe().then(
      () => "confirmed",
      (error: Error) => error.message,
    );
    expect(subscription.state).toBe("ended");
    expect(h.socket().unsubscribes()).toEqual([
      expect.objectContaining({ unsubscribe: { channel: "player:p1" } }),
    ]);
    h.socket().say(publication(1));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toBe("timeout");
    expect(seen).toEqual([]);
  });

  it("allows one subscription per channel", async () => {
    const { h } = await subscribed();
    expect(() => h.client.subscribe("player:p1", { onPublication: () => {} })).toThrow(/already subscribed/);
  });
});
