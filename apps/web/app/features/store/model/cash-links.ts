import type { OfferType } from "@casino/contracts";
import { DEPOSIT_HASH } from "./deposit-hash";

/** `#/cash/deposit-by-money/{id}/preset/` or `#/cash/deposit-by-money/{presetId}/promoOffer/`. */
export const offerHash = (presetId: number, offerType: OfferType) =>
  `${DEPOSIT_HASH}${presetId}/${offerType}/`;
