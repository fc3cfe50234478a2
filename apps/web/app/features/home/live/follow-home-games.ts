import { PLAYER_UPDATE_GROUP_HASH } from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";
import { HOME_PAGE_QUERY_ROOT } from "../home-query";

/** The home page's rows hold games too: fetched again when what the player may see changed. */
export const followHomeGames: LiveFollower = ({ on, onGlobal, queryClient }) => {
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: [HOME_PAGE_QUERY_ROOT] });
  };
  const stops = [on(PLAYER_UPDATE_GROUP_HASH, refetch), onGlobal(PLAYER_UPDATE_GROUP_HASH, refetch)];
  return () => {
    for (const stop of stops) stop();
  };
};
