import type * as endpoints from "../../player";
import { route } from "../route";

export const balanceRoute = /* @__PURE__ */ route<typeof endpoints.balanceEndpoint>(
  "playerBalance",
  "GET",
  "/rest/player/balance/",
);
export const switchToSweepStakesRoute = /* @__PURE__ */ route<typeof endpoints.switchToSweepStakesEndpoint>(
  "switchToSweepStakes",
  "POST",
  "/rest/player/game-mode/switch-to-sweep-stakes/",
);
export const switchToTournamentPointsRoute = /* @__PURE__ */ route<
  typeof endpoints.switchToTournamentPointsEndpoint
>("switchToTournamentPoints", "POST", "/rest/player/game-mode/switch-to-tournament-points/");
