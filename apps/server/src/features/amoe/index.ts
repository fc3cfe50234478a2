import type { Feature } from "../../platform/feature";
import { installLiveAmoe } from "./amoe.live";
import { registerAmoeRoutes } from "./amoe.routes";

/**
 * Free entries by mail (issue #13 item 5, decision 042): request codes for players, the letters recorded
 * in the back office and credited from the `amoe` house account once per code, within a cap per period.
 */
export const amoeFeature: Feature = {
  name: "amoe",
  register(app, context) {
    installLiveAmoe(app, context);
    registerAmoeRoutes(app, context);
  },
};
