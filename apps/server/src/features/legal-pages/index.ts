import type { Feature } from "../../platform/feature";
import { registerLegalPagesBackofficeRoutes } from "./legal-pages.backoffice.routes";
import { registerLegalPageRoutes } from "./legal-pages.routes";
import { registerTermsRoutes } from "./terms.routes";

export const legalPagesFeature: Feature = {
  name: "legal-pages",
  register(app, ctx) {
    registerLegalPageRoutes(app, ctx);
    registerLegalPagesBackofficeRoutes(app, ctx);
    registerTermsRoutes(app, ctx);
  },
};

export { recordCurrentTermsAcceptance } from "./terms.service";
