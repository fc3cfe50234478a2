import type * as endpoints from "../../profile";
import { route } from "../route";

export const profileRoute = /* @__PURE__ */ route<typeof endpoints.profileEndpoint>(
  "playerProfile",
  "GET",
  "/rest/player/profile/",
);
export const profilePageRoute = /* @__PURE__ */ route<typeof endpoints.profilePageEndpoint>(
  "profilePage",
  "GET",
  "/rest/page/profile/",
);
export const profileUpdateRoute = /* @__PURE__ */ route<typeof endpoints.profileUpdateEndpoint>(
  "playerProfileUpdate",
  "POST",
  "/rest/player/profile/",
);
