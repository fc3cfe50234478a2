import type * as endpoints from "../../fairness";
import { route } from "../route";

export const fairnessRotateRoute = /* @__PURE__ */ route<typeof endpoints.fairnessRotateEndpoint>(
  "fairnessRotate",
  "POST",
  "/rest/fairness/rotate/",
);
export const fairnessStateRoute = /* @__PURE__ */ route<typeof endpoints.fairnessStateEndpoint>(
  "fairnessState",
  "GET",
  "/rest/fairness/",
);
