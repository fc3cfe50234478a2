import type { RedeemStatusReason } from "@casino/contracts";
import { Button, buttonClassName } from "@casino/ui";
import { apiErrorText, FormAlert } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useLocale } from "../../../lib/session";
import { useSwitchToSweepStakes } from "../hooks/use-switch-to-sweepstakes";
import styles from "./redemptions.module.css";

/** Where the verification widget opens (spec §2: the hash containing verify). */
const VERIFY_LINK = "/account#verify";

/**
 * Why the player cannot redeem now, with what they can do about it: switch to SweepStakes mode (spec §5
 * "redeem needs SweepStakes mode"), verify their identity, or nothing for now (redemptions closed by the
 * brand, or not allowed where they are).
 */
export function RedeemUnavailable({ reason }: { reason: RedeemStatusReason }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const switchMode = useSwitchToSweepStakes();
  return (
    <div className={styles.notice} data-reason={reason}>
      <p>{t(`redeem.unavailable.${reason}.title`)}</p>
      <p>{t(`redeem.unavailable.${reason}.text`)}</p>
      {reason === "notSweepStakes" ? (
        <>
          <Button
            onClick={() => {
              if (!switchMode.isPending) switchMode.mutate();
            }}
            aria-disabled={switchMode.isPending || undefined}
          >
            {switchMode.isPending ? t("redeem.switch.pending") : t("redeem.switch.button")}
          </Button>
          <FormAlert>{switchMode.isError ? apiErrorText(t, locale, switchMode.error) : null}</FormAlert>
        </>
      ) : null}
      {reason === "identityNotVerified" ? (
        <AppLink to={VERIFY_LINK} className={buttonClassName()}>
          {t("redeem.verify.link")}
        </AppLink>
      ) : null}
    </div>
  );
}
