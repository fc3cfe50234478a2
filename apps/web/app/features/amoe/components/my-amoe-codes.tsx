import type { AmoePlayerRequest } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { AMOE_KEY, requestAmoeCode } from "../amoe-query";
import styles from "./amoe-section.module.css";

function formatDate(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
}

function StatusText({ request }: { request: AmoePlayerRequest }) {
  const { t } = useTranslation();
  if (request.status === "credited") return <>{t("amoe.status.credited", { entries: request.entries })}</>;
  if (request.status === "rejected")
    return <>{t("amoe.status.rejected", { reason: request.rejectReason ?? "" })}</>;
  return <>{t("amoe.status.issued")}</>;
}

/** The code to write on the card, with a button that copies it. */
function CurrentCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Without clipboard access the code stays selectable on screen.
      setCopied(false);
    }
  };
  return (
    <div className={styles.current}>
      <p id="amoe-code-label">{t("amoe.code.label")}</p>
      <p className={styles.codeRow}>
        <output className={styles.code} aria-labelledby="amoe-code-label">
          {code}
        </output>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t("amoe.code.copy")}
        </Button>
      </p>
      <p role="status" className={styles.muted}>
        {copied ? t("amoe.code.copied") : ""}
      </p>
    </div>
  );
}

/** A signed-in player's request code and their past ones with what became of each. */
export function MyAmoeCodes({ requests }: { requests: AmoePlayerRequest[] }) {
  const { t, locale } = useTranslation();
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: () => requestAmoeCode(browserApi),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AMOE_KEY }),
  });
  const outstanding = requests.find((request) => request.status === "issued");
  const shown = ask.data?.request ?? outstanding;
  const errorCode = ask.error instanceof ApiError ? ask.error.code : null;
  return (
    <div className={styles.mine}>
      {shown && shown.status === "issued" ? (
        <CurrentCode code={shown.code} />
      ) : (
        <Button onClick={() => ask.mutate()} disabled={ask.isPending}>
          {ask.isPending ? t("amoe.code.asking") : t("amoe.code.get")}
        </Button>
      )}
      {ask.isError ? (
        <p role="alert">
          {errorCode === "JURISDICTION_RESTRICTED"
            ? t("amoe.error.jurisdiction")
            : errorCode === "PLAY_BLOCKED"
              ? t("amoe.error.blocked")
              : t("amoe.error.other")}
        </p>
      ) : null}
      {requests.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t("amoe.history.title")}</h3>
          <ul className={styles.history}>
            {requests.map((request) => (
              <li key={request.code} className={styles.historyItem}>
                <span className={styles.historyCode}>{request.code}</span>
                <span className={styles.muted}>
                  {t("amoe.history.requested", { date: formatDate(request.requestedAt, locale) })}
                </span>
                <span>
                  <StatusText request={request} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
