import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { type PurchaseDayRow, purchaseTotalsByDay } from "./payments.repo";

export type { PurchaseDayRow };

/**
 * The dashboard's purchase figures (issue #14 item 7): per UTC day and brand, completed purchases (count
 * and cents, by completion) and refunds (count and cents, by the refund's day), from `from` (inclusive) to
 * `to` (exclusive), for one brand or all. Days without either are left out.
 */
export function purchasesByDay(
  executor: Executor,
  range: { from: Date; to: Date; brand?: BrandId | undefined },
) {
  return purchaseTotalsByDay(executor, range);
}
