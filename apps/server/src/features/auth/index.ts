import type { Feature } from "../../platform/feature";
import { registerAuthRoutes } from "./auth.routes";

/** Accounts and sessions: sign-up, sign-in, logout, password reset, email confirmation, one-time codes. */
export const authFeature: Feature = { name: "auth", register: registerAuthRoutes };
