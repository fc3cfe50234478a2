import type * as endpoints from "../../translations";
import { route } from "../route";

export const translationsRoute = /* @__PURE__ */ route<typeof endpoints.translationsEndpoint>(
  "translations",
  "GET",
  "/api/rest/translations/{locale}",
);
