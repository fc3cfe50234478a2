import type { Feature } from "../../platform/feature";
import { registerLegalPageRoutes } from "./legal-pages.routes";

export const legalPagesFeature: Feature = { name: "legal-pages", register: registerLegalPageRoutes };
