import type * as endpoints from "../../game-rounds";
import { route } from "../route";

export const playerRoundsRoute = /* @__PURE__ */ route<typeof endpoints.playerRoundsEndpoint>(
  "playerRounds",
  "GET",
  "/rest/player/rounds/",
);
