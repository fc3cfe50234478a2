import type { BundleUnavailabilityReason, PromoOfferBundle } from "@casino/contracts";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { useDelay } from "../hooks/use-delay";
import { type PurchaseSelection, selectionOf } from "../model/purchase-selection";
import { reportBuyClick } from "../model/store-events";
import { unavailabilityTexts } from "../model/unavailability";
import { checkPromoOfferBundle, promoOfferBundlesQuery } from "../store-query";
import { OfferCard } from "./offer-card";

type BundleOffer = PromoOfferBundle["promoOffers"][number];

/** Why an offer of the pack cannot be bought now, before the server is asked again. */
function reasonsOf(offer: BundleOffer): BundleUnavailabilityReason[] {
  if (offer.isBought) return ["alreadyBought"];
  if (!offer.current) return ["notCurrent"];
  return offer.isAvailable ? [] : offer.unavailabilityReasons;
}

function Bundle({
  bundle,
  onBuy,
}: {
  bundle: PromoOfferBundle;
  onBuy: (selection: PurchaseSelection) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const [checking, setChecking] = useState<number | null>(null);
  // What the server said at Buy when the offer turned out not to be for sale any more.
  const [refused, setRefused] = useState<{ id: number; reasons: BundleUnavailabilityReason[] } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const now = Date.now();

  // The pack's order is the server's to enforce: it is asked again right before the checkout opens.
  const buy = async (offer: BundleOffer) => {
    setChecking(offer.id);
    setHasFailed(false);
    try {
      const answer = await checkPromoOfferBundle(browserApi, bundle.id, offer.id);
      if (!answer.available) {
        setRefused({ id: offer.id, reasons: answer.unavailabilityReasons });
        return;
      }
      const selection = selectionOf(offer);
      reportBuyClick(selection, "welcome-pack");
      onBuy(selection);
    } catch {
      setHasFailed(true);
    } finally {
      setChecking(null);
    }
  };

  return (
    <section data-part="section" aria-labelledby={titleId}>
      <h3 id={titleId} data-part="section-title">
        {bundle.title}
      </h3>
      <p data-part="intro">{t("store.welcomePack.intro")}</p>
      {hasFailed ? (
        <p role="alert" data-part="alert">
          {t("store.loadFailed")}
        </p>
      ) : null}
      <ol data-part="steps">
        {bundle.promoOffers.map((offer) => {
          const reasons = refused?.id === offer.id ? refused.reasons : reasonsOf(offer);
          return (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                unavailable={unavailabilityTexts(t, locale, offer, reasons, now)}
                isBusy={checking === offer.id}
                onBuy={() => void buy(offer)}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * The welcome pack (spec §3 promo offer bundle, type welcomePack): its offers in buying order, the
 * current one for sale, the bought ones marked, the later ones waiting their turn. Asked for 2 s after
 * the deposit page opens (spec §9 promo offer calls), so the packages come first.
 */
export function WelcomePack({ onBuy }: { onBuy: (selection: PurchaseSelection) => void }) {
  const isDue = useDelay();
  const { data } = useQuery({ ...promoOfferBundlesQuery(browserApi), enabled: isDue });
  const bundles = data?.bundles.filter((bundle) => !bundle.isCompleted) ?? [];
  if (bundles.length === 0) return null;
  return (
    <>
      {bundles.map((bundle) => (
        <Bundle key={bundle.id} bundle={bundle} onBuy={onBuy} />
      ))}
    </>
  );
}
