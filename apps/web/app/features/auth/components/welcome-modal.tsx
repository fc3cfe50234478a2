import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import { formatEntries } from "@casino/web-kit";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { creditsText } from "../model/credits-text";
import { clearWelcomePending, isWelcomePendingFor } from "../model/welcome-pending";
import { welcomeCreditsQuery } from "../welcome-credits-query";

/**
 * The registration-complete moment (spec §2 modals): once a new player's registration is complete, it
 * names what sign-up credited, as the ledger paid it, and what confirming the email still adds. Shown
 * once, in the tab where the player registered.
 */
export function WelcomeModal() {
  const { t } = useTranslation();
  const { brand, locale, player } = useSession();
  const isComplete = player?.Registration.complete === true;
  // Storage exists only in the browser: read after the first render so the server's HTML matches.
  const [isPending, setIsPending] = useState(false);
  useEffect(() => {
    setIsPending(player !== null && isWelcomePendingFor(player.email));
  }, [player]);
  const { data } = useQuery({ ...welcomeCreditsQuery(browserApi), enabled: isPending && isComplete });
  // A one-time-code sign-up proves the address at once: its confirmation credits belong to the welcome.
  const credit = data?.signUp && {
    coins: data.signUp.coins + (data.emailConfirmed?.coins ?? 0),
    entries: data.signUp.entries + (data.emailConfirmed?.entries ?? 0),
  };

  if (!player || !isComplete || !isPending || !credit) return null;
  const close = () => {
    clearWelcomePending();
    setIsPending(false);
  };
  const entriesToCome = player.playerInfo.emailConfirmed ? 0 : brand.bonuses.welcome.entries;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
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
