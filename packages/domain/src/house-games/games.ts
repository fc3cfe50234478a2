import { classic3Reel } from "./classic-3-reel/classic-3-reel";
import { type FairnessSeeds, FairRandomSource } from "./fair";
import { holdAndWin } from "./hold-and-win/hold-and-win";
import { payoutFor } from "./multiplier";
import type { SlotGame, SlotGameId, SlotOutcome } from "./types";
import { video5x3 } from "./video-5x3/video-5x3";

/** Every slot engine of the built-in provider, by id. */
export const SLOT_GAMES: Readonly<Record<SlotGameId, SlotGame>> = {
  "classic-3-reel": classic3Reel,
  "video-5x3": video5x3,
  "hold-and-win": holdAndWin,
};

export const SLOT_GAME_IDS = Object.keys(SLOT_GAMES) as SlotGameId[];

/** Whether a string names one of the slot engines. */
export function isSlotGameId(id: string): id is SlotGameId {
  return Object.hasOwn(SLOT_GAMES, id);
}

/** The engine of a game id. */
export function getSlotGame(id: SlotGameId): SlotGame {
  const game = SLOT_GAMES[id];
  if (!game) throw new RangeError(`Unknown slot game "${id}"`);
  return game;
}

/**
 * Plays one live round from its provably fair seeds (the server's secret seed, the player's client seed
 * and the round's nonce). Throws RangeError on an unknown game or invalid seeds.
 */
export function playSpin(gameId: SlotGameId, seeds: FairnessSeeds): SlotOutcome {
  return getSlotGame(gameId).play(new FairRandomSource(seeds));
}

/**
 * Recomputes a past round from its revealed seeds: by construction the very computation `playSpin` made,
 * so the result equals the stored outcome exactly (compare `engineVersion` too: maths never change
 * under one version).
 */
export function replaySpin(gameId: SlotGameId, seeds: FairnessSeeds): SlotOutcome {
  return playSpin(gameId, seeds);
}

/**
 * A live round and what it pays for a stake in minor units: the outcome never depends on the stake, the
 * payout is stake × totalMultiplier / 1000 rounded down. The one call the wallet needs per round.
 */
export function settleSpin(
  gameId: SlotGameId,
  seeds: FairnessSeeds,
  stake: bigint,
): { outcome: SlotOutcome; payout: bigint } {
  const outcome = playSpin(gameId, seeds);
  return { outcome, payout: payoutFor(stake, outcome.totalMultiplier) };
}
