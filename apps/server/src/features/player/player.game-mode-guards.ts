import type { GameMode } from "@casino/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** A check another feature runs before a player's game mode changes; it throws to refuse the switch. */
export type GameModeGuard = (
  request: FastifyRequest,
  input: { playerId: string; gameMode: GameMode },
) => Promise<void>;

// Per app, so test apps in one process keep their own; filled while features register.
const guardsOf = new WeakMap<FastifyInstance, GameModeGuard[]>();

/**
 * Adds a check to the game-mode switch (a slot, decision 026): a feature that may refuse a mode (e.g.
 * geo-restriction refusing SweepStakes where its rules do) plugs in here instead of being imported by
 * the player feature, which it already depends on.
 */
export function guardGameModeSwitch(app: FastifyInstance, guard: GameModeGuard): void {
  guardsOf.set(app, [...(guardsOf.get(app) ?? []), guard]);
}

/** Runs every guard of the app; the first refusal stops the switch. */
export async function runGameModeGuards(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { playerId: string; gameMode: GameMode },
): Promise<void> {
  for (const guard of guardsOf.get(app) ?? []) await guard(request, input);
}
