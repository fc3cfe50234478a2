import type { Feature } from "../../platform/feature";
import { registerStaticInfoBackofficeRoutes } from "./static-info.backoffice.routes";
import { registerStaticInfoRoutes } from "./static-info.routes";

export const staticInfoFeature: Feature = {
  name: "static-info",
  register(app, ctx) {
    registerStaticInfoRoutes(app, ctx);
    registerStaticInfoBackofficeRoutes(app, ctx);
  },
};
export { getStaticInfo, STATIC_INFO_TOPIC } from "./static-info.service";
export { supportEmailOf } from "./support-email.service";
