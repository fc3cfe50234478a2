import type { TermsStatus } from "@casino/contracts";
import { acceptTermsRoute } from "@casino/contracts/client";
import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { Trans, useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { termsStatusQueryKey } from "../terms-status-query";

/** The effective date as the player's language writes a day (no time, no time zone shift). */
const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * The terms dialog (spec §2): protected (no backdrop or Escape close), it shows when the terms took effect,
 * links to them and records "I accept". Terms published again while it was open (TERMS_VERSION_OUTDATED)
 * reload the status, so the dialog asks about the new version.
 */
export default function TermsDialog({ playerId, status }: { playerId: string; status: TermsStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [isAccepting, setIsAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    if (isAccepting) return;
    setIsAccepting(true);
    setError(null);
    try {
      const { data } = await browserApi.call(acceptTermsRoute, { body: { version: status.version } });
      queryClient.setQueryData(termsStatusQueryKey(playerId), data);
    } catch (failure) {
      setError(apiErrorText(t, locale, failure, { TERMS_VERSION_OUTDATED: "terms.dialog.outdated" }));
      if (failure instanceof ApiError && failure.code === "TERMS_VERSION_OUTDATED") {
        await queryClient.invalidateQueries({ queryKey: termsStatusQueryKey(playerId) });
      }
    } finally {
      setIsAccepting(false);
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
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className={panel.title}>{t("terms.dialog.title")}</Dialog.Title>
          <Dialog.Description className={panel.text}>
            {t("terms.dialog.text", { date: formatDay(status.version, locale) })}
          </Dialog.Description>
          <p className={panel.text}>
            <Trans
              i18nKey="terms.dialog.read"
              components={{
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside.
                terms: <a href={status.link} target="_blank" rel="noopener" />,
              }}
            />
          </p>
          {error ? (
            <p role="alert" className={panel.text}>
              {error}
            </p>
          ) : null}
          <div className={panel.actions}>
            <Button onClick={() => void accept()} aria-disabled={isAccepting}>
              {t("terms.dialog.accept")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
