import type { CashPreset } from "@casino/contracts";
import { formatCoins, formatEntries } from "@casino/web-kit";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { formatPrice } from "../model/price";
import { reportPackageChange } from "../model/store-events";

/**
 * The offer and its related packages (spec §3 relatedPresetIds) as one choice: a radio group, so the
 * arrow keys move between them; the card above shows the chosen one with its Buy.
 */
export function RelatedChoices({
  choices,
  chosenId,
  onChoose,
}: {
  choices: readonly CashPreset[];
  chosenId: number;
  onChoose: (presetId: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = useId();
  return (
    <fieldset data-part="choices">
      <legend data-part="legend">{t("store.offer.choose")}</legend>
      {choices.map((offer) => (
        <label key={offer.id} data-part="choice">
          <input
            type="radio"
            name={name}
            value={offer.id}
            checked={offer.id === chosenId}
            onChange={() => {
              reportPackageChange(offer.id);
              onChoose(offer.id);
            }}
          />
          <span data-part="choice-text">
            <span>
              {t("store.coins", { coins: formatCoins(offer.coins, locale) })}
              {offer.entries > 0
                ? ` ${t("store.freeEntries", { entries: formatEntries(offer.entries, locale) })}`
                : ""}
            </span>
            <strong>{formatPrice(offer.price, locale)}</strong>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
