import type { StoreOffer } from "@casino/contracts";
import { Badge, Button, VisuallyHidden } from "@casino/ui";
import { formatCoins, formatEntries } from "@casino/web-kit";
import { type ReactNode, useId } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { formatPrice } from "../model/price";
import { UnavailableBuy } from "./unavailable-buy";

export interface OfferCardProps {
  offer: StoreOffer;
  /** Why the player cannot buy it now (texts of unavailability.ts); empty when they can. */
  unavailable: readonly string[];
  onBuy: () => void;
  /** A Buy on its way (a check before the checkout opens). */
  isBusy?: boolean;
  /** The card's heading level inside the page it is on. */
  headingLevel?: 3 | 4;
  /** A line under the amounts (a won offer's expiry). */
  note?: ReactNode;
}

/**
 * One package or promo offer (spec §3): its marks (badge, best deal, most popular), coins, the free
 * entries with 2 decimals, the price and the usual price struck through, and Buy; an offer the player
 * cannot buy now has a Buy that says why instead.
 */
export function OfferCard({
  offer,
  unavailable,
  onBuy,
  isBusy = false,
  headingLevel = 4,
  note,
}: OfferCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const price = formatPrice(offer.price, locale);
  const buyLabel = t("store.buyFor", { price });
  const hasMarks = offer.badgeLabel || offer.bestDeal || offer.mostPopular;
  return (
    <article
      data-part="card"
      aria-labelledby={titleId}
      data-highlight={offer.bestDeal || offer.mostPopular || undefined}
      data-unavailable={unavailable.length > 0 || undefined}
    >
      {hasMarks ? (
        <p data-part="marks">
          {offer.bestDeal ? <span data-part="mark">{t("store.bestDeal")}</span> : null}
          {offer.mostPopular ? <span data-part="mark">{t("store.mostPopular")}</span> : null}
          {offer.badgeLabel ? <Badge>{offer.badgeLabel}</Badge> : null}
        </p>
      ) : null}
      <Heading id={titleId} data-part="card-title">
        {offer.title}
      </Heading>
      <p data-part="coins">{t("store.coins", { coins: formatCoins(offer.coins, locale) })}</p>
      {offer.entries > 0 ? (
        <p data-part="entries">{t("store.freeEntries", { entries: formatEntries(offer.entries, locale) })}</p>
      ) : null}
      {note ? <p data-part="note">{note}</p> : null}
      <p data-part="prices">
        {offer.usualPrice !== null && offer.usualPrice > offer.price ? (
          <s data-part="usual-price">
            <VisuallyHidden>{t("store.usualPrice")} </VisuallyHidden>
            {formatPrice(offer.usualPrice, locale)}
          </s>
        ) : null}
        <span data-part="price">
          <VisuallyHidden>{t("store.price")} </VisuallyHidden>
          {price}
        </span>
      </p>
      <div data-part="buy">
        {unavailable.length > 0 ? (
          <UnavailableBuy label={buyLabel} reasons={unavailable} />
        ) : (
          <Button
            block
            onClick={isBusy ? undefined : onBuy}
            aria-busy={isBusy || undefined}
            aria-disabled={isBusy || undefined}
          >
            {buyLabel}
          </Button>
        )}
      </div>
    </article>
  );
}
