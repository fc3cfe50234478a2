export {
  allRestrictionIdsHashes,
  GUEST_RESTRICTION_HASH,
  restrictionIdsHash,
  UNRESTRICTED_HASH,
} from "./restriction-hash";
export {
  DEFAULT_MINIMUM_AGE,
  type JurisdictionRuleRow,
  type JurisdictionVerdict,
  minimumAgeIn,
  type RuleBook,
  refusedActions,
  ruleAllows,
  ruleBookOf,
  ruleInForce,
  utcDayOf,
  verdictFor,
} from "./rules";
