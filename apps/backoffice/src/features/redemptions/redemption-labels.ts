import type { RedemptionRecord, RedemptionStatus } from "@casino/contracts/redemptions";
import { formatMajor } from "../../lib/money";

/** A redemption's status as operators say it. */
export const REDEMPTION_STATUS_NAMES: Record<RedemptionStatus, string> = {
  requested: "Requested",
  held: "On hold",
  approved: "Approved, to pay",
  paid: "Paid",
  rejected: "Rejected",
  cancelled: "Cancelled by the player",
};

/** "25.00 in winnings": the amount as the confirmations name it. */
export const winningsText = (amount: string) => `${formatMajor(amount)} in winnings`;

/** The masked bank account: "Pat Doe, routing 011000015, account ••••6789". */
export const payoutText = ({ payoutDetails }: Pick<RedemptionRecord, "payoutDetails">) =>
  `${payoutDetails.accountHolder}, routing ${payoutDetails.routingNumber}, account ••••${payoutDetails.accountLast4}`;
