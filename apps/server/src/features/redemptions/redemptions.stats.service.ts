import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { sumRedemptionsByDay } from "./redemptions.repo";

/**
 * For the back-office dashboard: per UTC day and brand in [from, to), the redemptions requested that day
 * (count, amount) and those paid that day (count, amount), amounts in winnings minor units.
 */
export function redemptionsByDay(
  executor: Executor,
  q: { from: Date; to: Date; brand?: BrandId | undefined },
) {
  return sumRedemptionsByDay(executor, q);
}
