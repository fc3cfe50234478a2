import { PurchaseFailed } from "../../../features/payments";
import { type PurchaseSelection, usePresetSelection } from "../../../features/store";
import type { CashRoute } from "../cash-route";

type FailedRoute = Extract<CashRoute, { page: "failed" }>;

/**
 * The failed page of a purchase (spec §4 failed-complete and decline), whose retry opens the checkout again
 * for the same selection: the one the cash box kept, or, when the page was opened from its link (after a
 * reload), the preset the link names.
 */
export default function FailedPart({
  route,
  kept,
  onRetry,
  onBackToPackages,
}: {
  route: FailedRoute;
  kept: PurchaseSelection | null;
  onRetry: (selection: PurchaseSelection, methodId: string) => void;
  onBackToPackages: () => void;
}) {
  const fetched = usePresetSelection(kept ? null : route.presetId, kept ? null : route.offerType);
  const selection = kept ?? fetched ?? null;
  return (
    <PurchaseFailed
      presetId={route.presetId ?? selection?.presetId ?? null}
      offerType={route.offerType ?? selection?.offerType ?? null}
      methodId={route.methodId}
      onRetry={(methodId) => (selection ? onRetry(selection, methodId) : onBackToPackages())}
      onBackToPackages={onBackToPackages}
    />
  );
}
