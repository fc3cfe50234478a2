import type { QueryClient } from "@tanstack/react-query";
import { refreshPlayerData } from "../../../lib/query";

/**
 * Query key prefixes of the lists a completed purchase changes: the store's packages and offers (their
 * availability counts purchases) and the promotions page (some promotions need deposits). By prefix, so
 * the payments feature never imports those features (decision 016).
 */
const LISTS_A_PURCHASE_CHANGES = [["store"], ["promotions-page"]] as const;

/**
 * Spec §4 "complete → update balance and lists, increment deposit count": every balance on screen (app
 * init and the ledger balance), app init's `depositsCount`/`hasDeposits`, and the lists above.
 */
export async function refreshAfterPurchase(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshPlayerData(queryClient),
    ...LISTS_A_PURCHASE_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
