import type * as endpoints from "../../request-handle";
import { route } from "../route";

export const requestHandleRoute = /* @__PURE__ */ route<typeof endpoints.requestHandleEndpoint>(
  "requestHandle",
  "GET",
  "/rest/request/handle/",
);
