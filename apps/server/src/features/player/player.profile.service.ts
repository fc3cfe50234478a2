import type { Executor } from "@casino/db";
import {
  findProfile,
  lockProfile,
  type ProfileRow,
  type ProfileWrite,
  updateProfile,
} from "./player.profile.repo";

// The player's profile columns, for the profile feature: player alone queries the player table (decision 017).

export type PlayerProfile = ProfileRow;
export type PlayerProfileWrite = ProfileWrite & { playerId: string };

/** A player's profile, or null when there is no such player. */
export function readPlayerProfile(
  executor: Executor,
  input: { playerId: string },
): Promise<PlayerProfile | null> {
  return findProfile(executor, input.playerId);
}

/** The same, locked until the caller's transaction ends so two profile updates never interleave. */
export function lockPlayerProfile(tx: Executor, input: { playerId: string }): Promise<PlayerProfile | null> {
  return lockProfile(tx, input.playerId);
}

/** Stores changed profile values inside the caller's transaction. */
export function writePlayerProfile(tx: Executor, input: PlayerProfileWrite): Promise<void> {
  const { playerId, ...write } = input;
  return updateProfile(tx, playerId, write);
}
