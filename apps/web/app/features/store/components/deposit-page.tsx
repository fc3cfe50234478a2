import type { PromoOfferPreset, StorePreset } from "@casino/contracts";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { type PurchaseSelection, selectionOf } from "../model/purchase-selection";
import { reportBuyClick } from "../model/store-events";
import { unavailabilityTexts } from "../model/unavailability";
import { availableSetsQuery } from "../store-query";
import { OfferCard } from "./offer-card";
import styles from "./store.module.css";
import { WelcomePack } from "./welcome-pack";

type Offer = StorePreset | PromoOfferPreset;

function OfferList({
  title,
  offers,
  onBuy,
}: {
  title: string;
  offers: readonly Offer[];
  onBuy: (offer: Offer) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const now = Date.now();
  return (
    <section data-part="section" aria-labelledby={titleId}>
      <h3 id={titleId} data-part="section-title">
        {title}
      </h3>
      <ul data-part="grid">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              unavailable={
                offer.isAvailable
                  ? []
                  : unavailabilityTexts(t, locale, offer, offer.unavailabilityReasons, now)
              }
              onBuy={() => onBuy(offer)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The cash box's deposit page (spec §2 `/cash/deposit-by-money/`): the welcome pack while the player has
 * an offer of it left, the promo offers, then the coin packages, as `/rest/available-sets/check/` answers
 * them for this player. Buy hands the choice to the cash box, which opens the checkout.
 */
export function DepositPage({ onBuy }: { onBuy: (selection: PurchaseSelection) => void }) {
  const { t } = useTranslation();
  const { data, isError, refetch } = useQuery(availableSetsQuery(browserApi));
  const buy = (offer: Offer) => {
    const selection = selectionOf(offer);
    reportBuyClick(selection, "deposit");
    onBuy(selection);
  };
  return (
    <div className={styles.store} data-part="page">
      <WelcomePack onBuy={onBuy} />
      {data ? (
        <>
          {data.promoOffers.length > 0 ? (
            <OfferList title={t("store.promoOffers")} offers={data.promoOffers} onBuy={buy} />
          ) : null}
          {data.packages.length > 0 ? (
            <OfferList title={t("store.packages")} offers={data.packages} onBuy={buy} />
          ) : (
            <p data-part="status">{t("store.empty")}</p>
          )}
        </>
      ) : isError ? (
        <p role="alert" data-part="alert">
          {t("store.loadFailed")}{" "}
          <button type="button" data-part="link-button" onClick={() => void refetch()}>
            {t("store.retry")}
          </button>
        </p>
      ) : (
        <p role="status" data-part="status">
          {t("store.loading")}
        </p>
      )}
    </div>
  );
}
