import type { Feature } from "../../platform/feature";
import { registerAccountSecurityRoutes } from "./account-security.routes";

/** The account's security settings: sign-in by code, devices signed in, sign out everywhere. */
export const accountSecurityFeature: Feature = {
  name: "account-security",
  register: registerAccountSecurityRoutes,
};
