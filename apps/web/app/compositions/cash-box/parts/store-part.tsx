import { DepositPage, PresetOfferPage, type PurchaseSelection } from "../../../features/store";
import type { CashRoute } from "../cash-route";

type StoreRoute = Extract<CashRoute, { page: "deposit" | "offer" }>;

/** The store's pages of the cash box: the packages, or the offer a link names. */
export default function StorePart({
  route,
  onBuy,
}: {
  route: StoreRoute;
  onBuy: (selection: PurchaseSelection) => void;
}) {
  if (route.page === "deposit") return <DepositPage onBuy={onBuy} />;
  return (
    <PresetOfferPage
      // Another link's offer starts afresh (its own related packages, nothing chosen yet).
      key={`${route.presetId}/${route.offerType}`}
      presetId={route.presetId}
      offerType={route.offerType}
      isOutsidePromoOffer={route.isOutsidePromoOffer}
      isInviteQualification={route.isInviteQualification}
      onBuy={onBuy}
    />
  );
}
