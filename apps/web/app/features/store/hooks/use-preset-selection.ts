import type { OfferType } from "@casino/contracts";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { isOfferOfType, type PurchaseSelection, selectionOf } from "../model/purchase-selection";
import { cashPresetQuery } from "../store-query";

/**
 * The selection of a preset named by a link (`#/cash/failed/{presetId}/{offerType}/{methodId}` after a
 * reload), for the cash box's retry: undefined while it loads, null when there is no such offer for this
 * player (or the link's offer type does not match it) or when no preset is named.
 */
export function usePresetSelection(
  presetId: number | null,
  offerType: OfferType | null,
): PurchaseSelection | null | undefined {
  const query = useQuery({
    ...cashPresetQuery(browserApi, presetId ?? 0),
    enabled: presetId !== null && offerType !== null,
  });
  if (presetId === null || offerType === null) return null;
  if (query.isError) return null;
  if (!query.data) return undefined;
  return isOfferOfType(query.data, offerType) ? selectionOf(query.data) : null;
}
