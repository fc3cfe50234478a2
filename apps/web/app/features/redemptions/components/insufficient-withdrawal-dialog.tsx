import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import { formatEntries } from "@casino/web-kit";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import type { Shortfall } from "../model/shortfall";

/**
 * The insufficient-withdrawal modal (spec §2, §8): the player asked for more than the redeemable part of
 * their winnings. It says how much they can redeem now and what unlocks the rest, and offers to redeem
 * exactly that when it reaches the minimum.
 */
export function InsufficientWithdrawalDialog({
  shortfall,
  outstandingPlaythrough,
  canRedeemAll,
  onRedeemAll,
  onClose,
}: {
  shortfall: Shortfall | null;
  outstandingPlaythrough: number;
  /** The redeemable part reaches the minimum, so "redeem what I can" is a request the server accepts. */
  canRedeemAll: boolean;
  onRedeemAll: (amount: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = (value: number) => formatEntries(value, locale);
  return (
    <Dialog.Root open={shortfall !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={panel.overlay} />
        <Dialog.Content className={panel.panel}>
          <Dialog.Title className={panel.title}>{t("redeem.insufficient.title")}</Dialog.Title>
          {shortfall ? (
            <Dialog.Description className={panel.text}>
              {t("redeem.insufficient.text", {
                requested: amount(shortfall.requested),
                redeemable: amount(shortfall.redeemable),
                winnings: amount(shortfall.winnings),
              })}{" "}
              {outstandingPlaythrough > 0
                ? t("redeem.playthrough", { entries: amount(outstandingPlaythrough) })
                : null}
            </Dialog.Description>
          ) : null}
          <div className={panel.actions}>
            {shortfall && canRedeemAll ? (
              <Button onClick={() => onRedeemAll(shortfall.redeemable)}>
                {t("redeem.insufficient.redeemAll", { amount: amount(shortfall.redeemable) })}
              </Button>
            ) : null}
            <Dialog.Close asChild>
              <Button variant="secondary">{t("redeem.insufficient.close")}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
