import { GLOBAL_CHANNEL, type Publication, playerChannel, type WsConnectionData } from "@casino/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { browserApi } from "../api";
import { type PushClient, startPushClient } from "../push";
import { PLAYER_QUERY_KEYS, queries } from "../query";

export type LiveHandler = (data: unknown, publication: Publication) => void;

/**
 * What a feature's live follower gets: the events of the player's own channel and of the global channel,
 * each delivered once and in order, and a call when a channel lost events it could not replay (refetch).
 * One socket and one subscription per channel serve every feature of the tab.
 */
export interface PlayerLive {
  readonly playerId: string;
  readonly queryClient: QueryClient;
  /** An event of the player's own channel; answers the function that stops listening. */
  on(event: string, handler: LiveHandler): () => void;
  /** An event of the channel every player hears (reload prompt, catalogue changes). */
  onGlobal(event: string, handler: LiveHandler): () => void;
  /** Either channel missed events it could not replay: the state it carries must be fetched again. */
  onRecoveryFailed(handler: () => void): () => void;
}

/** A feature's part of the live tab: starts listening, answers how to stop. */
export type LiveFollower = (live: PlayerLive) => () => void;

type Listeners = Map<string, Set<LiveHandler>>;

function listen(listeners: Listeners, event: string, handler: LiveHandler) {
  const set = listeners.get(event) ?? new Set<LiveHandler>();
  set.add(handler);
  listeners.set(event, set);
  return () => {
    set.delete(handler);
  };
}

function dispatch(listeners: Listeners, publication: Publication) {
  for (const handler of listeners.get(publication.event) ?? []) handler(publication.data, publication);
}

/** The connection data app init gave this tab, fetched again when its token is about to expire. */
function connectionDataFrom(queryClient: QueryClient) {
  const pick = (data: unknown) =>
    data && typeof data === "object" && "wsConnectionData" in data
      ? (data.wsConnectionData as WsConnectionData | null)
      : null;
  return async (): Promise<WsConnectionData | null> => {
    const known = pick(queryClient.getQueryData(PLAYER_QUERY_KEYS.appInit));
    if (known && known.expires * 1000 > Date.now() + 5000) return known;
    return pick(await queryClient.fetchQuery({ ...queries.appInit(browserApi), staleTime: 0 }));
  };
}

/**
 * Opens the tab's push channel for a signed-in player and starts the given followers on it. Loaded after
 * hydration only (it brings the push client and the contracts' schemas): decisions 022, 025 and 037.
 */
export function startPlayerLive(
  queryClient: QueryClient,
  playerId: string,
  followers: readonly LiveFollower[],
  connect: (getData: () => Promise<WsConnectionData | null>) => PushClient = startPushClient,
): () => void {
  const own: Listeners = new Map();
  const global: Listeners = new Map();
  const recoveryFailed = new Set<() => void>();
  const client = connect(connectionDataFrom(queryClient));
  const live: PlayerLive = {
    playerId,
    queryClient,
    on: (event, handler) => listen(own, event, handler),
    onGlobal: (event, handler) => listen(global, event, handler),
    onRecoveryFailed(handler) {
      recoveryFailed.add(handler);
      return () => recoveryFailed.delete(handler);
    },
  };
  const refetch = () => {
    for (const handler of recoveryFailed) handler();
  };
  const stops = followers.map((follow) => follow(live));
  client.subscribe(playerChannel(playerId), {
    onPublication: (publication) => dispatch(own, publication),
    onRecoveryFailed: refetch,
  });
  client.subscribe(GLOBAL_CHANNEL, {
    onPublication: (publication) => dispatch(global, publication),
    onRecoveryFailed: refetch,
  });
  return () => {
    for (const stop of stops) stop();
    client.close();
  };
}
