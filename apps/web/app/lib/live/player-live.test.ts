import { GLOBAL_CHANNEL, type Publication, playerChannel } from "@casino/contracts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { PushClient, SubscriptionOptions } from "../push";
import { type LiveFollower, startPlayerLive } from "./player-live";

/** A push client that only records subscriptions, so a test plays the server's publications. */
function fakeClient() {
  const subscriptions = new Map<string, SubscriptionOptions>();
  const client = {
    state: "connected",
    connect() {},
    subscribe(channel: string, options: SubscriptionOptions) {
      subscriptions.set(channel, options);
      return { channel, state: "subscribed", unsubscribe: async () => {} };
    },
    close: vi.fn(),
  } as unknown as PushClient & { close: ReturnType<typeof vi.fn> };
  const publish = (channel: string, event: string, data: unknown) =>
    subscriptions.get(channel)?.onPublication({ channel, event, data, offset: 1, epoch: "e" } as Publication);
  return { client, subscriptions, publish };
}

describe("a signed-in tab's push channel", () => {
  it("opens one socket and one subscription per channel for every follower", () => {
    const fake = fakeClient();
    const connect = vi.fn(() => fake.client);
    const follower: LiveFollower = () => () => {};
    startPlayerLive(new QueryClient(), "p1", [follower, follower], connect);
    expect(connect).toHaveBeenCalledTimes(1);
    expect([...fake.subscriptions.keys()]).toEqual([playerChannel("p1"), GLOBAL_CHANNEL]);
  });

  it("hands each follower the events it asked for, of its channel only", () => {
    const fake = fakeClient();
    const heard: string[] = [];
    const follower: LiveFollower = ({ on, onGlobal }) => {
      on("mine", (data) => heard.push(`own ${JSON.stringify(data)}`));
      onGlobal("everyone", (data) => heard.push(`global ${JSON.stringify(data)}`));
      return () => {};
    };
    startPlayerLive(new QueryClient(), "p1", [follower], () => fake.client);
    fake.publish(playerChannel("p1"), "mine", { n: 1 });
    fake.publish(GLOBAL_CHANNEL, "mine", { n: 2 });
    fake.publish(GLOBAL_CHANNEL, "everyone", { n: 3 });
    fake.publish(playerChannel("p1"), "other", { n: 4 });
    expect(heard).toEqual(['own {"n":1}', 'global {"n":3}']);
  });

  it("tells followers to refetch when either channel could not replay what it missed", () => {
    const fake = fakeClient();
    const refetched = vi.fn();
    startPlayerLive(
      new QueryClient(),
      "p1",
      [({ onRecoveryFailed }) => onRecoveryFailed(refetched)],
      () => fake.client,
    );
    fake.subscriptions.get(GLOBAL_CHANNEL)?.onRecoveryFailed?.();
    fake.subscriptions.get(playerChannel("p1"))?.onRecoveryFailed?.();
    expect(refetched).toHaveBeenCalledTimes(2);
  });

  it("stops every follower and closes the socket on sign-out", () => {
    const fake = fakeClient();
    const stopped = vi.fn();
    const stop = startPlayerLive(new QueryClient(), "p1", [() => stopped], () => fake.client);
    stop();
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(fake.client.close).toHaveBeenCalledTimes(1);
  });
});
