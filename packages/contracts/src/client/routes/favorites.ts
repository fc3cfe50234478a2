import type * as endpoints from "../../favorites";
import { route } from "../route";

export const favoriteGameRoute = /* @__PURE__ */ route<typeof endpoints.favoriteGameEndpoint>(
  "favoriteGameToggle",
  "POST",
  "/rest/favorite-game/{id}/",
);
