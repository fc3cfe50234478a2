import type * as endpoints from "../../legal-pages";
import { route } from "../route";

export const termsStatusRoute = /* @__PURE__ */ route<typeof endpoints.termsStatusEndpoint>(
  "termsStatus",
  "GET",
  "/rest/terms/status/",
);
export const acceptTermsRoute = /* @__PURE__ */ route<typeof endpoints.acceptTermsEndpoint>(
  "acceptTerms",
  "POST",
  "/rest/terms/accept/",
);
export const legalPageRoute = /* @__PURE__ */ route<typeof endpoints.legalPageEndpoint>(
  "legalPage",
  "GET",
  "/rest/page/info/{name}/",
);
