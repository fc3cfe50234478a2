import type { CashPreset, OfferType } from "@casino/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { DEPOSIT_HASH } from "../model/deposit-hash";
import { isOfferOfType, type PurchaseSelection, selectionOf } from "../model/purchase-selection";
import { reportBuyClick } from "../model/store-events";
import { unavailabilityTexts } from "../model/unavailability";
import { availableSetsQuery, cashPresetQuery } from "../store-query";
import { OfferCard } from "./offer-card";
import { RelatedChoices } from "./related-choices";
import styles from "./store.module.css";

export interface PresetOfferPageProps {
  presetId: number;
  offerType: OfferType;
  /** Opened from a link outside the site (`?outside-promo-offer=true`). */
  isOutsidePromoOffer?: boolean;
  /** The purchase that qualifies the friend who invited the player (`?inviteQualification=true`). */
  isInviteQualification?: boolean;
  onBuy: (selection: PurchaseSelection) => void;
}

/** The related packages of the offer that the player can see, the offer first (spec §3 relatedPresetIds). */
function useChoices(preset: CashPreset | undefined): CashPreset[] {
  const hasRelated = (preset?.relatedPresetIds.length ?? 0) > 0;
  const { data } = useQuery({ ...availableSetsQuery(browserApi), enabled: hasRelated });
  if (!preset) return [];
  if (!hasRelated || !data) return [preset];
  const listed = new Map<number, CashPreset>(
    [...data.packages, ...data.promoOffers].map((offer) => [offer.id, offer]),
  );
  const related = preset.relatedPresetIds.flatMap((id) => {
    const offer = listed.get(id);
    return offer && offer.id !== preset.id ? [offer] : [];
  });
  return [preset, ...related];
}

/**
 * A package or promo offer opened by its link (spec §2 `/cash/deposit-by-money/{id}/preset/` and
 * `/cash/deposit-by-money/{presetId}/promoOffer/`): the offer as the player can buy it now, its related
 * packages to choose from instead, and Buy; or, for an offer that is not theirs, the way to all packages.
 */
export function PresetOfferPage({
  presetId,
  offerType,
  isOutsidePromoOffer = false,
  isInviteQualification = false,
  onBuy,
}: PresetOfferPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error, isError, refetch } = useQuery(cashPresetQuery(browserApi, presetId));
  const preset = data && isOfferOfType(data, offerType) ? data : undefined;
  const choices = useChoices(preset);
  const [chosenId, setChosenId] = useState(presetId);
  const chosen = choices.find((offer) => offer.id === chosenId) ?? preset;

  if (isError && !(error instanceof ApiError && error.code === "PRESET_NOT_FOUND")) {
    return (
      <div className={styles.store} data-part="offer">
        <p role="alert" data-part="alert">
          {t("store.loadFailed")}{" "}
          <button type="button" data-part="link-button" onClick={() => void refetch()}>
            {t("store.retry")}
          </button>
        </p>
      </div>
    );
  }
  if (isError || (data && !preset)) {
    return (
      <div className={styles.store} data-part="offer">
        <p role="alert" data-part="alert">
          {t("store.offer.notFound")}
        </p>
        <a href={DEPOSIT_HASH}>{t("store.offer.allPackages")}</a>
      </div>
    );
  }
  if (!preset || !chosen) {
    return (
      <div className={styles.store} data-part="offer">
        <p role="status" data-part="status">
          {t("store.loading")}
        </p>
      </div>
    );
  }
  const buy = () => {
    const selection = selectionOf(chosen);
    reportBuyClick(selection, offerType);
    onBuy(selection);
  };
  const expiresAt = chosen.kind === "promoOffer" ? chosen.expiresAt : null;
  return (
    <div className={styles.store} data-part="offer">
      {isOutsidePromoOffer ? <p data-part="intro">{t("store.offer.outside")}</p> : null}
      {isInviteQualification ? <p data-part="intro">{t("store.offer.inviteQualification")}</p> : null}
      <OfferCard
        offer={chosen}
        headingLevel={3}
        unavailable={
          chosen.isAvailable
            ? []
            : unavailabilityTexts(t, locale, chosen, chosen.unavailabilityReasons, Date.now())
        }
        note={
          expiresAt
            ? t("store.offer.expiresAt", {
                date: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
                  new Date(expiresAt),
                ),
              })
            : undefined
        }
        onBuy={buy}
      />
      {choices.length > 1 ? (
        <RelatedChoices choices={choices} chosenId={chosen.id} onChoose={setChosenId} />
      ) : null}
    </div>
  );
}
