import type * as endpoints from "../../home";
import { route } from "../route";

export const homePageRoute = /* @__PURE__ */ route<typeof endpoints.homePageEndpoint>(
  "homePage",
  "GET",
  "/rest/page/home/",
);
