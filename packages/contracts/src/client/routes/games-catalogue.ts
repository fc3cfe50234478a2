import type * as endpoints from "../../games-catalogue";
import { route } from "../route";

export const cachedGamesRoute = /* @__PURE__ */ route<typeof endpoints.cachedGamesEndpoint>(
  "cachedGames",
  "GET",
  "/api/rest/games/get-cached-games",
);
export const cachedGamesLookupRoute = /* @__PURE__ */ route<typeof endpoints.cachedGamesLookupEndpoint>(
  "cachedGamesLookup",
  "POST",
  "/api/rest/games/cached-games",
);
export const gameFiltersRoute = /* @__PURE__ */ route<typeof endpoints.gameFiltersEndpoint>(
  "gameFilters",
  "GET",
  "/rest/get-game-filters/",
);
export const gamesRoute = /* @__PURE__ */ route<typeof endpoints.gamesEndpoint>(
  "games",
  "GET",
  "/api/rest/games",
);
