import type { PlayCurrency } from "@casino/contracts";
import { useTranslation } from "../../../lib/i18n";
import { GetCoinsLink } from "./get-coins-link";
import { NoticeDialog } from "./notice-dialog";

export type GameNotice = "insufficient-funds" | "max-bet";

/**
 * The modals a running game opens through its messages: insufficient funds (a bet the balance cannot
 * pay) and the max-bet limit. They open over the game, which keeps running underneath.
 */
export function GameNotices({
  notice,
  currency,
  onClose,
  returnFocus,
}: {
  notice: GameNotice | null;
  currency: PlayCurrency;
  onClose: () => void;
  /** Back into the game when a notice closes. */
  returnFocus: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NoticeDialog
        open={notice === "insufficient-funds"}
        title={t("game.insufficientFunds.title", { currency: t(`balance.currency.${currency}`) })}
        text={t("game.insufficientFunds.text")}
        closeLabel={t("game.keepPlaying")}
        onClose={onClose}
        returnFocus={returnFocus}
      >
        <GetCoinsLink />
      </NoticeDialog>
      <NoticeDialog
        open={notice === "max-bet"}
        title={t("game.maxBet.title")}
        text={t("game.maxBet.text")}
        closeLabel={t("game.keepPlaying")}
        onClose={onClose}
        returnFocus={returnFocus}
      />
    </>
  );
}
