import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import { formatEntries } from "@casino/web-kit";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { creditsText } from "../model/credits-text";

/** What sign-up credited and what confirming the email adds, in the registration-complete dialog. */
export default function WelcomeDialog({
  credit,
  onClose,
}: {
  credit: { coins: number; entries: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { brand, locale, player } = useSession();
  if (!player) return null;
  const entriesToCome = player.playerInfo.emailConfirmed ? 0 : brand.bonuses.welcome.entries;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={panel.overlay} />
        <Dialog.Content className={panel.panel}>
          <Dialog.Title className={panel.title}>{t("auth.welcome.title")}</Dialog.Title>
          <Dialog.Description className={panel.text}>
            {t("auth.welcome.credited", { brand: brand.name, credits: creditsText(t, locale, credit) })}
          </Dialog.Description>
          {entriesToCome > 0 ? (
            <p className={panel.text}>
              {t("auth.welcome.next", { entries: formatEntries(entriesToCome, locale) })}
            </p>
          ) : null}
          <div className={panel.actions}>
            <Dialog.Close asChild>
              <Button>{t("auth.welcome.start")}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
