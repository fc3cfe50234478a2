import type { BackofficeScreen } from "../../lib/screens";
import { createPlayerPage, type PlayerPageSlots } from "./player-page";
import { PlayersPage } from "./players-page";

/** The players module's screens: the search, and each player's page (with other features in its slots). */
export function playerScreens(slots: PlayerPageSlots = {}): readonly BackofficeScreen[] {
  return [
    { path: "players", label: "Players", module: "players", Component: PlayersPage },
    {
      path: "players/:id",
      label: "Player",
      module: "players",
      Component: createPlayerPage(slots),
      isDetail: true,
    },
  ];
}
