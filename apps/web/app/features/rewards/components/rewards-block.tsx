import { REWARD_KINDS } from "@casino/contracts/client";
import { Section } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useClaimReward } from "../hooks/use-claim-reward";
import { rewardsQuery } from "../rewards-query";
import { RewardCard, RewardLink } from "./reward-card";
import styles from "./rewards.module.css";

/**
 * Spec §3 rewards on the account page. The page that shows it says where each step is done: the control
 * that sends the confirmation link again, and the address of the profile form (for the profile and the
 * phone). A reward the brand does not give is left out.
 */
export function RewardsBlock({
  confirmEmailAction,
  profileFormHref,
}: {
  confirmEmailAction: ReactNode;
  profileFormHref: string;
}) {
  const { t } = useTranslation();
  const { data: rewards } = useQuery(rewardsQuery(browserApi));
  const { claim, claiming } = useClaimReward();
  if (!rewards) return null;
  const actions = {
    email: confirmEmailAction,
    profile: <RewardLink href={profileFormHref}>{t("rewards.profile.action")}</RewardLink>,
    phone: <RewardLink href={profileFormHref}>{t("rewards.phone.action")}</RewardLink>,
  };
  const offered = REWARD_KINDS.filter((kind) => rewards[kind].completed || rewards[kind].coins > 0);
  if (offered.length === 0) return null;
  return (
    <Section title={t("rewards.title")} className={styles.block} titleClassName={styles.title}>
      <ul className={styles.list}>
        {offered.map((kind) => (
          <RewardCard
            key={kind}
            kind={kind}
            reward={rewards[kind]}
            action={actions[kind]}
            onClaim={() => claim(kind)}
            isClaiming={claiming === kind}
          />
        ))}
      </ul>
    </Section>
  );
}
