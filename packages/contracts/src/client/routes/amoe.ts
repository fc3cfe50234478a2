import type * as endpoints from "../../amoe";
import { route } from "../route";

export const amoeRoute = /* @__PURE__ */ route<typeof endpoints.amoeEndpoint>("amoe", "GET", "/rest/amoe/");
export const requestAmoeCodeRoute = /* @__PURE__ */ route<typeof endpoints.requestAmoeCodeEndpoint>(
  "requestAmoeCode",
  "POST",
  "/rest/amoe/request/",
);
