import type { RedemptionStatus } from "@casino/contracts";

/**
 * A redemption's life (issue #14): requested → held → approved → paid, or rejected by an operator, or
 * cancelled by the player before approval. The amount leaves the winnings balance when it is requested;
 * a reject or a cancel returns it, a payout sends it on. Pure: the server asks here before every change.
 */

export const REDEMPTION_ACTIONS = ["hold", "approve", "pay", "reject", "cancel"] as const;
export type RedemptionAction = (typeof REDEMPTION_ACTIONS)[number];

/** From which statuses each action may be taken, and where it leads. */
const TRANSITIONS: Record<RedemptionAction, { from: readonly RedemptionStatus[]; to: RedemptionStatus }> = {
  // An operator puts a request aside for review (documents, source of funds) before deciding.
  hold: { from: ["requested"], to: "held" },
  approve: { from: ["requested", "held"], to: "approved" },
  // Only an approved request is paid: approval is the decision, payment its execution.
  pay: { from: ["approved"], to: "paid" },
  // An approved request not yet paid can still be stopped (e.g. the payout details turn out wrong).
  reject: { from: ["requested", "held", "approved"], to: "rejected" },
  // The player changes their mind until an operator has approved.
  cancel: { from: ["requested", "held"], to: "cancelled" },
};

/** The status `action` leads to from `from`, or null when the state machine does not allow it. */
export function redemptionTransition(
  from: RedemptionStatus,
  action: RedemptionAction,
): RedemptionStatus | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(from) ? rule.to : null;
}

/** The statuses from which `action` may be taken (for error messages and the back office's buttons). */
export function statusesAllowing(action: RedemptionAction): readonly RedemptionStatus[] {
  return TRANSITIONS[action].from;
}

/** Whether reaching `status` gives the held amount back to the player's winnings. */
export function returnsRedemptionAmount(status: RedemptionStatus): boolean {
  return status === "rejected" || status === "cancelled";
}

/** A final status: nothing can happen to the request any more. */
export function isRedemptionFinal(status: RedemptionStatus): boolean {
  return status === "paid" || status === "rejected" || status === "cancelled";
}
