import { logoutRoute } from "@casino/contracts/client";
import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useAfterSignOut } from "../../../lib/session";
import { formatDuration } from "../model/format";
import { realityCheckStatusQuery } from "../responsible-play-query";

const formatNet = (net: number, currency: "coins" | "entries") =>
  `${net > 0 ? "+" : ""}${currency === "coins" ? net.toLocaleString("en-US") : net.toFixed(2)}`;

/**
 * The reality-check notification: how long this session has lasted and its net result, with Continue
 * (the next check is one interval later) or Sign out. Protected: only its buttons close it.
 */
export function RealityCheckModal({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const afterSignOut = useAfterSignOut();
  const continueRef = useRef<HTMLButtonElement>(null);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const { data, isError } = useQuery(realityCheckStatusQuery(browserApi));
  const signOut = async () => {
    setIsSigningOut(true);
    try {
      await browserApi.call(logoutRoute);
      await afterSignOut();
    } finally {
      setIsSigningOut(false);
    }
  };
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={panel.overlay} />
        <Dialog.Content
          className={panel.panel}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            continueRef.current?.focus();
          }}
        >
          <Dialog.Title className={panel.title}>{t("responsiblePlay.modal.title")}</Dialog.Title>
          <Dialog.Description className={panel.text}>
            {data
              ? t("responsiblePlay.modal.session", { duration: formatDuration(data.sessionSeconds) })
              : isError
                ? t("responsiblePlay.modal.unavailable")
                : t("responsiblePlay.modal.loading")}
          </Dialog.Description>
          {data ? (
            <ul className={panel.text} aria-label={t("responsiblePlay.modal.netLabel")}>
              {data.netResults.length === 0 ? (
                <li>{t("responsiblePlay.modal.noPlay")}</li>
              ) : (
                data.netResults.map((result) => (
                  <li key={result.currency}>
                    {t(`responsiblePlay.modal.net.${result.currency}`, {
                      amount: formatNet(result.net, result.currency),
                    })}
                  </li>
                ))
              )}
            </ul>
          ) : null}
          <div className={panel.actions}>
            <Button ref={continueRef} onClick={onContinue}>
              {t("responsiblePlay.modal.continue")}
            </Button>
            <Button variant="secondary" onClick={() => void signOut()} aria-busy={isSigningOut || undefined}>
              {t("responsiblePlay.modal.signOut")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
