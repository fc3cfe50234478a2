export {
  accountLast4,
  type RedeemAmountRefusal,
  type RedeemConditions,
  redeemAmountRefusal,
  redeemClosedReason,
} from "./eligibility";
export {
  isRedemptionFinal,
  REDEMPTION_ACTIONS,
  type RedemptionAction,
  redemptionTransition,
  returnsRedemptionAmount,
  statusesAllowing,
} from "./state-machine";
