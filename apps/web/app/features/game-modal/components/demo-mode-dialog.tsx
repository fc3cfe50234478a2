import type { PlayCurrency } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { GetCoinsLink } from "./get-coins-link";
import { NoticeDialog } from "./notice-dialog";

/**
 * Spec §6 demo-mode modal: the player has nothing to play with in their mode, so the game offers demo
 * play (play money on the game session, never the balance) or getting coins. Closing it closes the game.
 */
export function DemoModeDialog({
  gameName,
  currency,
  hasDemo,
  onPlayDemo,
  onClose,
  returnFocus,
}: {
  gameName: string | undefined;
  currency: PlayCurrency;
  hasDemo: boolean;
  onPlayDemo: () => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const currencyName = t(`balance.currency.${currency}`);
  return (
    <NoticeDialog
      open
      title={t("game.demoMode.title", { currency: currencyName })}
      text={
        hasDemo
          ? t("game.demoMode.text", { game: gameName ?? t("game.untitled") })
          : t("game.demoMode.noDemo")
      }
      closeLabel={t("game.close")}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      {hasDemo ? <Button onClick={onPlayDemo}>{t("game.demoMode.play")}</Button> : null}
      <GetCoinsLink />
    </NoticeDialog>
  );
}
