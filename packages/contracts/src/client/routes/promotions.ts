import type * as endpoints from "../../promotions";
import { route } from "../route";

export const promotionsPageRoute = /* @__PURE__ */ route<typeof endpoints.promotionsPageEndpoint>(
  "promotionsPage",
  "GET",
  "/rest/page/promotions/",
);
