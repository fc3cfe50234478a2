import type * as endpoints from "../../builds";
import { route } from "../route";

export const buildMetaRoute = /* @__PURE__ */ route<typeof endpoints.buildMetaEndpoint>(
  "buildMeta",
  "GET",
  "/builds/meta/{buildId}.json",
);
export const latestBuildRoute = /* @__PURE__ */ route<typeof endpoints.latestBuildEndpoint>(
  "latestBuild",
  "GET",
  "/builds/latest.json",
);
