import type { RewardKind, RewardStatus } from "@casino/contracts";
import { Button, buttonClassName } from "@casino/ui";
import { formatCoins } from "@casino/web-kit";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import styles from "./rewards.module.css";

/** The day a reward was credited; UTC so the server render and the browser agree. */
function creditDate(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}

/**
 * One reward: what it gives, and its real state. Received: what was credited and when. Ready: the claim
 * button. Still to do: what to do, with `action`, the control that does it.
 */
export function RewardCard({
  kind,
  reward,
  action,
  onClaim,
  isClaiming,
}: {
  kind: RewardKind;
  reward: RewardStatus;
  action: ReactNode;
  onClaim: () => void;
  isClaiming: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const coins = formatCoins(reward.coins, locale);
  const state = reward.completed ? "completed" : reward.available ? "available" : "todo";
  return (
    <li className={styles.reward} data-state={state}>
      <h3 className={styles.name}>{t(`rewards.${kind}.title`)}</h3>
      <span className={styles.coins}>{t("rewards.coins", { coins })}</span>
      {reward.completed && reward.creditedAt ? (
        <p className={styles.state}>
          {t("rewards.received", { coins, date: creditDate(reward.creditedAt, locale) })}
        </p>
      ) : reward.available ? (
        <>
          <p className={styles.state}>{t("rewards.ready")}</p>
          <div className={styles.action}>
            <Button size="sm" onClick={onClaim} aria-disabled={isClaiming}>
              {t("rewards.claim", { coins })}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.state}>{t(`rewards.${kind}.todo`)}</p>
          <div className={styles.action}>{action}</div>
        </>
      )}
    </li>
  );
}

/** A link that looks like the reward actions' buttons: to the form where the step is done. */
export function RewardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={buttonClassName({ variant: "secondary", size: "sm" })} href={href}>
      {children}
    </a>
  );
}
