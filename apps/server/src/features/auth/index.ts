import type { Feature } from "../../platform/feature";
import { registerAuthRoutes } from "./auth.routes";

/** Accounts and sessions: sign-up, sign-in, logout, password reset, email confirmation, one-time codes. */
export const authFeature: Feature = { name: "auth", register: registerAuthRoutes };
/** For the account's security settings: how a player signs in, and turning code sign-in on or off. */
export { setCodeSignIn, signInMethodsOf } from "./code-sign-in.service";
