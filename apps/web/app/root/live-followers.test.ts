import {
  APP_RELOAD,
  BALANCE_CHANGED,
  GLOBAL_CHANNEL,
  PLAYER_UPDATE_GROUP_HASH,
  type Publication,
  playerChannel,
} from "@casino/contracts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { LATEST_BUILD_QUERY_KEY } from "../features/builds/use-build-check";
import { startPlayerLive } from "../lib/live/player-live";
import type { PushClient, SubscriptionOptions } from "../lib/push";
import { PLAYER_QUERY_KEYS } from "../lib/query";
import { LIVE_FOLLOWERS } from "./live-followers";

/** The app's followers on a fake socket: what a player would see change after each event. */
function liveTab() {
  const subscriptions = new Map<string, SubscriptionOptions>();
  const client = {
    connect() {},
    close() {},
    subscribe(channel: string, options: SubscriptionOptions) {
      subscriptions.set(channel, options);
      return { channel, state: "subscribed", unsubscribe: async () => {} };
    },
  } as unknown as PushClient;
  const queryClient = new QueryClient();
  startPlayerLive(queryClient, "p1", LIVE_FOLLOWERS, () => client);
  let offset = 0;
  const publish = (channel: string, event: string, data: unknown) => {
    offset += 1;
    subscriptions.get(channel)?.onPublication({ channel, event, data, offset, epoch: "e" } as Publication);
  };
  return { queryClient, publish };
}

describe("the app's live followers", () => {
  it("put a pushed balance where the header reads it", () => {
    const { queryClient, publish } = liveTab();
    const event = {
      playerBalance: { coins: 10, entries: 2, winnings: 0, tourPoints: 0 },
      gameMode: "SweepStakes",
    };
    publish(playerChannel("p1"), BALANCE_CHANGED, event);
    expect(queryClient.getQueryData(PLAYER_QUERY_KEYS.balance)).toMatchObject({ gameMode: "SweepStakes" });
  });

  it("remember a newer build announced on the global channel, for the refresh prompt", () => {
    const { queryClient, publish } = liveTab();
    publish(GLOBAL_CHANNEL, APP_RELOAD, { buildId: "next-build" });
    expect(queryClient.getQueryData(LATEST_BUILD_QUERY_KEY)).toBe("next-build");
  });

  it("make the games and the home rows stale when what the player may see changed", () => {
    const { queryClient, publish } = liveTab();
    queryClient.setQueryData(["games-catalogue", "player", "en"], { games: [] });
    queryClient.setQueryData(["home-page", "en", false], { rows: [] });
    publish(GLOBAL_CHANNEL, PLAYER_UPDATE_GROUP_HASH, { reason: "catalogue" });
    expect(queryClient.getQueryState(["games-catalogue", "player", "en"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["home-page", "en", false])?.isInvalidated).toBe(true);
  });
});
