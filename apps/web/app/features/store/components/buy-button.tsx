import { buttonClassName } from "@casino/ui";
import { analytics } from "../../../lib/analytics";
import { useTranslation } from "../../../lib/i18n";
import { useIsGuest } from "../../../lib/session";
import { DEPOSIT_HASH } from "../model/deposit-hash";

/**
 * The header's Buy (spec §2), for signed-in players: a link to the cash box's deposit page, which opens
 * over the page (`#/cash/deposit-by-money/`). A plain hash link, so it weighs almost nothing on the first
 * load and works the moment it is painted; the cash box reads the hash once it has loaded.
 */
export function BuyButton() {
  const { t } = useTranslation();
  const isGuest = useIsGuest();
  if (isGuest) return null;
  return (
    <a
      href={DEPOSIT_HASH}
      className={buttonClassName({ size: "sm" })}
      onClick={() => analytics.emit("click_button", { button: "header-buy" })}
    >
      {t("store.buy")}
    </a>
  );
}
