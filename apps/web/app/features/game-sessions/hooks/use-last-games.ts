import { useSession } from "../../../lib/session";

/** The games the player opened last (app init's `lastGames`, newest first); guests have none. */
export function useLastGames(): { ids: readonly number[]; isAvailable: boolean } {
  const { player } = useSession();
  return { ids: player?.lastGames ?? [], isAvailable: player !== null };
}
