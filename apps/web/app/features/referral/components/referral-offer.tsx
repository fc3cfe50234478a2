import { formatCoins, formatEntries } from "@casino/web-kit";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readReferralCodes, referralCodesFromQuery } from "../../../lib/cookies";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { useInviteCheck } from "../hooks/use-invite-check";
import styles from "./referral-offer.module.css";

/** On the sign-up page: what the friend who was invited gets for joining, once the code is confirmed. */
export function ReferralOffer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  // Cookies are read after hydration, so the server render and the first browser render agree.
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    setCode(referralCodesFromQuery(search).invitedBy ?? readReferralCodes().invitedBy);
  }, [search]);
  const { offer } = useInviteCheck(code);
  if (!offer) return null;
  const rewards = {
    coins: formatCoins(offer.rewards.coins, locale),
    entries: formatEntries(offer.rewards.entries, locale),
  };
  return (
    <p className={styles.offer} role="status">
      {offer.inviterName
        ? t("referral.offer.named", { name: offer.inviterName, ...rewards })
        : t("referral.offer.anonymous", rewards)}
    </p>
  );
}
