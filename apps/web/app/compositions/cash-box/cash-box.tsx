import { lazy, type ReactNode, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PurchaseSelection } from "../../features/store";
import { useTranslation } from "../../lib/i18n";
import { CashBoxDialog } from "./cash-box-dialog";
import { type CashRoute, cashHashOf, cashRouteOf, DEPOSIT_HASH } from "./cash-route";
import { type CheckoutOutcome, hashAfterCheckout } from "./checkout-outcome";

// Each page's code loads when the cash box first shows it.
const StorePart = lazy(() => import("./parts/store-part"));
const CheckoutPart = lazy(() => import("./parts/checkout-part"));
const SuccessPart = lazy(() => import("./parts/success-part"));
const FailedPart = lazy(() => import("./parts/failed-part"));
const RedeemPart = lazy(() => import("./parts/redeem-part"));

/** A checkout in progress, shown over the page it was opened on while the hash stays that page's. */
interface CheckoutState {
  selection: PurchaseSelection;
  /** The payment method to start with (a retry with the method a decline named). */
  methodId: string | undefined;
  /** The hash the checkout was opened on: another hash (back, a link) leaves the checkout. */
  openedOn: string;
  /** The page the player bought from, where a cancelled checkout returns. */
  returnTo: string;
}

const TITLE_KEYS: Record<CashRoute["page"] | "checkout", string> = {
  deposit: "cashBox.title.deposit",
  offer: "cashBox.title.offer",
  checkout: "cashBox.title.checkout",
  success: "cashBox.title.success",
  failed: "cashBox.title.failed",
  redeem: "cashBox.title.redeem",
};

/**
 * The cash box (spec §2, §4): opens over the page whenever the URL's hash contains `cash`, shows the page
 * of its hash route, and joins the store (what to buy), payments (checkout, success, failure) and
 * redemptions. A Buy opens the checkout; its outcome becomes a hash navigation (checkout-outcome.ts).
 * The last selection is kept so a failed purchase can be retried with another method. Closing takes the
 * hash off the URL.
 */
export default function CashBox() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [checkout, setCheckout] = useState<CheckoutState | null>(null);
  const [lastSelection, setLastSelection] = useState<PurchaseSelection | null>(null);
  const [lastOrigin, setLastOrigin] = useState<string>(DEPOSIT_HASH);

  const route = cashRouteOf(location.hash, location.search);
  const page = { pathname: location.pathname, search: location.search };
  const go = (hash: string) => void navigate({ ...page, hash }, { preventScrollReset: true });
  const close = () => {
    setCheckout(null);
    void navigate(page, { replace: true, preventScrollReset: true });
  };

  const openCheckout = (selection: PurchaseSelection, methodId: string | undefined, returnTo: string) => {
    setLastSelection(selection);
    setCheckout({ selection, methodId, openedOn: location.hash, returnTo });
  };
  const buy = (selection: PurchaseSelection) => {
    setLastOrigin(location.hash);
    openCheckout(selection, undefined, location.hash);
  };
  const onOutcome = (outcome: CheckoutOutcome) => {
    const returnTo = checkout?.returnTo;
    setCheckout(null);
    const next = hashAfterCheckout(outcome) ?? returnTo;
    if (next && next !== location.hash) go(next);
  };

  // Another hash (back, a link, the header's Buy) leaves the checkout for good.
  if (checkout !== null && checkout.openedOn !== location.hash) setCheckout(null);
  const isCheckoutShown = checkout !== null && checkout.openedOn === location.hash;
  let body: ReactNode = null;
  if (isCheckoutShown) {
    body = <CheckoutPart selection={checkout.selection} methodId={checkout.methodId} onOutcome={onOutcome} />;
  } else if (route?.page === "deposit" || route?.page === "offer") {
    body = <StorePart route={route} onBuy={buy} />;
  } else if (route?.page === "success") {
    body = <SuccessPart orderId={route.orderId} onContinue={close} />;
  } else if (route?.page === "failed") {
    const kept =
      lastSelection &&
      (route.presetId === null ||
        (lastSelection.presetId === route.presetId && lastSelection.offerType === route.offerType))
        ? lastSelection
        : null;
    body = (
      <FailedPart
        route={route}
        kept={kept}
        onRetry={(selection, methodId) => openCheckout(selection, methodId, lastOrigin)}
        onBackToPackages={() => go(cashHashOf({ page: "deposit" }))}
      />
    );
  } else if (route?.page === "redeem") {
    body = <RedeemPart onClose={close} />;
  }

  const titleKey = TITLE_KEYS[isCheckoutShown ? "checkout" : (route?.page ?? "deposit")];
  return (
    <CashBoxDialog isOpen={route !== null} title={t(titleKey)} onClose={close}>
      <Suspense
        fallback={
          <p role="status" data-part="status">
            {t("cashBox.loading")}
          </p>
        }
      >
        {body}
      </Suspense>
    </CashBoxDialog>
  );
}
