import { REWARD_KINDS, type Rewards } from "@casino/contracts";
import { formatCoins } from "@casino/web-kit";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import styles from "./account.module.css";

/** Spec §3 rewards: coins for confirming the email, completing the profile and adding a phone. */
export function RewardsBlock({ rewards }: { rewards: Rewards }) {
  const { t } = useTranslation();
  const { locale } = useSession();
  return (
    <section className={styles.card} aria-labelledby="rewards-title">
      <h2 id="rewards-title" className={styles.cardTitle}>
        {t("account.rewards.title")}
      </h2>
      <ul className={styles.rewards}>
        {REWARD_KINDS.map((kind) => {
          const reward = rewards[kind];
          const status = reward.completed ? "completed" : reward.available ? "available" : "unavailable";
          return (
            <li key={kind} className={styles.reward} data-status={status}>
              <span className={styles.rewardName}>{t(`account.rewards.${kind}`)}</span>
              <span className={styles.rewardCoins}>
                {t("account.rewards.coins", { coins: formatCoins(reward.coins, locale) })}
              </span>
              <span className={styles.rewardStatus}>{t(`account.rewards.status.${status}`)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
