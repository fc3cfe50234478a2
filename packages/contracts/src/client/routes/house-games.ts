import type * as endpoints from "../../house-games";
import { route } from "../route";

export const houseGameSessionRoute = /* @__PURE__ */ route<typeof endpoints.houseGameSessionEndpoint>(
  "houseGameSession",
  "GET",
  "/games/api/session",
);
export const houseGameSpinRoute = /* @__PURE__ */ route<typeof endpoints.houseGameSpinEndpoint>(
  "houseGameSpin",
  "POST",
  "/games/api/spin",
);
