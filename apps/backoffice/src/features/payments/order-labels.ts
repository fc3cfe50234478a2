import type { PurchaseOrderStatus } from "@casino/contracts/payments";

/** An order's status as operators say it. */
export const ORDER_STATUS_NAMES: Record<PurchaseOrderStatus, string> = {
  created: "Created",
  pending: "Pending",
  completed: "Completed",
  failed: "Failed",
  declined: "Declined",
  refunded: "Refunded",
};

export { formatUtcInstant as formatInstant } from "../../lib/dates";

export const coinsText = (coins: number) => coins.toLocaleString("en-US", { maximumFractionDigits: 0 });
export const entriesText = (entries: number) =>
  entries.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
