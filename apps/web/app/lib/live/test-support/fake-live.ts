import type { Publication } from "@casino/contracts";
import { makeQueryClient } from "../../query";
import type { LiveHandler, PlayerLive } from "../player-live";

/** A player's live channels driven by a test: `emit` plays an event of their own channel. */
export function fakeLive(playerId = "p1") {
  const queryClient = makeQueryClient();
  const handlers = new Map<string, LiveHandler>();
  let recoveryFailed = () => {};
  const live: PlayerLive = {
    playerId,
    queryClient,
    on(event, handler) {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    },
    onGlobal: () => () => {},
    onRecoveryFailed(handler) {
      recoveryFailed = handler;
      return () => {};
    },
  };
  const emit = (event: string, data: unknown) =>
    handlers.get(event)?.(data, {
      channel: `player:${playerId}`,
      event,
      data,
      offset: 1,
      epoch: "e",
    } as Publication);
  return { live, queryClient, handlers, emit, failRecovery: () => recoveryFailed() };
}
