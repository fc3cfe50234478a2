import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { countPlayersByBrand, countSignUpsByDay } from "./player.stats.repo";

/** Accounts per brand that exist at `before` (the dashboard's players total). */
export function playersByBrand(executor: Executor, q: { before: Date; brand?: BrandId | undefined }) {
  return countPlayersByBrand(executor, q);
}

/** Sign-ups per UTC day and brand in [from, to). */
export function signUpsByDay(executor: Executor, q: { from: Date; to: Date; brand?: BrandId | undefined }) {
  return countSignUpsByDay(executor, q);
}
