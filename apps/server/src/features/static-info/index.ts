import type { Feature } from "../../platform/feature";
import { registerStaticInfoRoutes } from "./static-info.routes";

export const staticInfoFeature: Feature = { name: "static-info", register: registerStaticInfoRoutes };
export { supportEmailOf } from "./support-email.service";
