import type { Redemption } from "@casino/contracts";
import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import { formatEntries } from "@casino/web-kit";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { refreshPlayerData } from "../../../lib/query";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { cancelRedemption, REDEMPTIONS_KEY } from "../redemptions-query";
import styles from "./redemptions.module.css";

const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));

function RequestItem({
  request,
  onCancel,
}: {
  request: Redemption;
  onCancel: (request: Redemption) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = formatEntries(request.amount, locale);
  return (
    <li data-testid="redemption">
      <strong>{t("redeem.requests.amount", { amount })}</strong>
      <span data-status={request.status}>{t(`redeem.status.${request.status}`)}</span>
      <span className={styles.muted}>
        {t("redeem.requests.detail", {
          date: formatDate(request.createdAt, locale),
          last4: request.accountLast4,
        })}
      </span>
      {request.rejectReason ? (
        <span>{t("redeem.requests.rejectReason", { reason: request.rejectReason })}</span>
      ) : null}
      {request.payoutReference ? (
        <span className={styles.muted}>
          {t("redeem.requests.reference", { reference: request.payoutReference })}
        </span>
      ) : null}
      {request.isCancellable ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onCancel(request)}
          aria-label={t("redeem.requests.cancelLabel", { amount })}
        >
          {t("redeem.requests.cancel")}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The player's latest requests with what became of each; one still requested or held can be cancelled,
 * after a confirmation (the amount then returns to their winnings).
 */
export function RedemptionList({ requests }: { requests: readonly Redemption[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Redemption | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancel = useMutation({
    mutationFn: (id: string) => cancelRedemption(browserApi, id),
    onSuccess: ({ redemption }) => {
      showToast(t("redeem.requests.cancelled", { amount: formatEntries(redemption.amount, locale) }), {
        type: "success",
      });
      void queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY });
      void refreshPlayerData(queryClient);
    },
    onError: (error) => {
      showToast(
        apiErrorText(t, locale, error, { REDEMPTION_STATE_CONFLICT: "redeem.requests.cannotCancel" }),
        {
          type: "error",
        },
      );
      void queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY });
    },
    onSettled: () => setTarget(null),
  });

  if (requests.length === 0) return <p className={styles.muted}>{t("redeem.requests.none")}</p>;
  return (
    <>
      <ul className={styles.requests}>
        {requests.map((request) => (
          <RequestItem key={request.id} request={request} onCancel={setTarget} />
        ))}
      </ul>
      <Dialog.Root
        open={target !== null}
        onOpenChange={(open) => {
          // While the server works the question stays: its answer decides what the list shows.
          if (!open && !cancel.isPending) setTarget(null);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className={panel.overlay} />
          <Dialog.Content
            className={panel.panel}
            onOpenAutoFocus={(event) => {
              // The safe choice takes focus: Enter on a dialog that just opened must not cancel anything.
              event.preventDefault();
              keepRef.current?.focus();
            }}
          >
            <Dialog.Title className={panel.title}>{t("redeem.cancel.title")}</Dialog.Title>
            <Dialog.Description className={panel.text}>
              {target ? t("redeem.cancel.text", { amount: formatEntries(target.amount, locale) }) : null}
            </Dialog.Description>
            <div className={panel.actions}>
              <Button
                onClick={() => {
                  if (target && !cancel.isPending) cancel.mutate(target.id);
                }}
                aria-disabled={cancel.isPending || undefined}
              >
                {cancel.isPending ? t("redeem.cancel.pending") : t("redeem.cancel.confirm")}
              </Button>
              <Dialog.Close asChild>
                <Button ref={keepRef} variant="secondary" aria-disabled={cancel.isPending || undefined}>
                  {t("redeem.cancel.keep")}
                </Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
