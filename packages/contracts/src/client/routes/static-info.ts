import type * as endpoints from "../../static-info";
import { route } from "../route";

export const staticInfoRoute = /* @__PURE__ */ route<typeof endpoints.staticInfoEndpoint>(
  "staticInfo",
  "GET",
  "/api/rest/static-info/",
);
