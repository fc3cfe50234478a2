import type * as endpoints from "../../app-init";
import { route } from "../route";

export const appInitRoute = /* @__PURE__ */ route<typeof endpoints.appInitEndpoint>(
  "appInit",
  "GET",
  "/rest/app/init/",
);
