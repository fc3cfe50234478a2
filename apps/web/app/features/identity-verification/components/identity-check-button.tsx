import { startIdentityCheckRoute } from "@casino/contracts/client";
import { Button } from "@casino/ui";
import { useState } from "react";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import styles from "./identity-verification.module.css";

/** Starts the provider's identity check; its result comes later on the push channel. */
export function IdentityCheckButton({ isTest }: { isTest: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [state, setState] = useState<"idle" | "starting" | "started">("idle");
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    if (state === "starting") return;
    setState("starting");
    setError(null);
    try {
      await browserApi.call(startIdentityCheckRoute, { body: {} });
      setState("started");
    } catch (failure) {
      setError(
        apiErrorText(t, locale, failure, { IDENTITY_CHECK_UNAVAILABLE: "identity.check.unavailable" }),
      );
      setState("idle");
    }
  };
  return (
    <section className={styles.block} aria-labelledby="identity-check-title">
      <h3 id="identity-check-title" className={styles.blockTitle}>
        {t("identity.check.title")}
      </h3>
      <p className={styles.muted}>{isTest ? t("identity.check.sandboxLead") : t("identity.check.lead")}</p>
      {state === "started" ? (
        <p role="status">{t("identity.check.started")}</p>
      ) : (
        <Button onClick={() => void start()} aria-disabled={state === "starting"}>
          {t("identity.check.start")}
        </Button>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
