import type * as endpoints from "../../game-sessions";
import { route } from "../route";

export const demoGameRoute = /* @__PURE__ */ route<typeof endpoints.demoGameEndpoint>(
  "demoGame",
  "POST",
  "/rest/game/{id}/demo/",
);
export const playGameRoute = /* @__PURE__ */ route<typeof endpoints.playGameEndpoint>(
  "playGame",
  "POST",
  "/rest/game/{id}/play/",
);
