import type { Feature } from "../../platform/feature";
import { installOperatorSessions } from "./operator-sessions";
import { registerOperatorRoutes } from "./operators.routes";

export { ensureFirstAdmin } from "./first-admin";
export { OPERATOR_SESSION_COOKIE } from "./operator-sessions";
export { totpCode } from "./second-factor";

/**
 * Operators of the back office (issue #11): their accounts, sign-in with a second factor, sessions, roles
 * and permissions. Registered before every other feature, so each back-office route gets its operator.
 */
export const operatorsFeature: Feature = {
  name: "operators",
  register(app, context) {
    app.decorate("secureOperatorCookies", context.env.NODE_ENV === "production");
    installOperatorSessions(app, context);
    registerOperatorRoutes(app, context);
  },
};
