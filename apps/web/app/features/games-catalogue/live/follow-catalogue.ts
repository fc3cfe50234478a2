import { PLAYER_UPDATE_GROUP_HASH } from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";

/** Every query that holds games a player may see. */
const GAMES_QUERY_ROOTS = ["games-catalogue", "games-lookup", "games-preview", "game-filters"];

/**
 * `player.updateGroupHash` (spec §4): what games the player may see changed, for everyone (an operator's
 * catalogue edit, global channel) or for them (their restrictions, own channel). The games are fetched again.
 */
export const followCatalogue: LiveFollower = ({ on, onGlobal, queryClient }) => {
  const refetchGames = () => {
    for (const root of GAMES_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
  };
  const stops = [
    on(PLAYER_UPDATE_GROUP_HASH, refetchGames),
    onGlobal(PLAYER_UPDATE_GROUP_HASH, refetchGames),
  ];
  return () => {
    for (const stop of stops) stop();
  };
};
