import type { OfferType } from "@casino/contracts";

/**
 * The cash box's deposit routes as hash links (spec §2: `/cash/...` pages open as `#/cash/...` over the
 * page). The store links to them; the cash-box composition reads them.
 */
export const DEPOSIT_HASH = "#/cash/deposit-by-money/";

/** `#/cash/deposit-by-money/{id}/preset/` or `#/cash/deposit-by-money/{presetId}/promoOffer/`. */
export const offerHash = (presetId: number, offerType: OfferType) =>
  `${DEPOSIT_HASH}${presetId}/${offerType}/`;
