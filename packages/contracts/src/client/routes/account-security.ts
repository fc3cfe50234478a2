import type * as endpoints from "../../account-security";
import { route } from "../route";

export const accountSecurityRoute = /* @__PURE__ */ route<typeof endpoints.accountSecurityEndpoint>(
  "accountSecurity",
  "GET",
  "/rest/account/security/",
);
export const codeSignInRoute = /* @__PURE__ */ route<typeof endpoints.codeSignInEndpoint>(
  "codeSignIn",
  "POST",
  "/rest/account/security/code-sign-in/",
);
export const signOutEverywhereRoute = /* @__PURE__ */ route<typeof endpoints.signOutEverywhereEndpoint>(
  "signOutEverywhere",
  "POST",
  "/rest/account/security/sign-out-everywhere/",
);
