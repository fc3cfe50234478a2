import type { Feature } from "../../platform/feature";
import { registerSweepstakesRulesBackofficeRoutes } from "./sweepstakes-rules.backoffice.routes";

/**
 * For other features (geo-restriction, sign-up, purchase, redemption, AMOE): what the rules in force allow
 * over the jurisdictions that apply to a person, on the day of the caller's clock.
 */
export {
  jurisdictionsRefusing,
  jurisdictionVerdict,
  minimumAgeFor,
  refusedActionsFor,
  ruleNameOf,
  SWEEPSTAKES_RULES_TOPIC,
} from "./sweepstakes-rules.service";

/** Sweepstakes rules as data (issue #13, decision 041): dated rules per jurisdiction, edited by operators. */
export const sweepstakesRulesFeature: Feature = {
  name: "sweepstakes-rules",
  register: registerSweepstakesRulesBackofficeRoutes,
};
