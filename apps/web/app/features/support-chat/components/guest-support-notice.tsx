import { buttonClassName } from "@casino/ui";
import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import styles from "./support-chat.module.css";

/**
 * What a guest finds in the support chat: a conversation belongs to an account, so they sign in or sign up
 * first (both keep the current query, spec §2). Following either closes the chat.
 */
export function GuestSupportNotice({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <div className={styles.guest}>
      <AppLink to={`/signin/${search}`} className={buttonClassName({ variant: "primary" })} onClick={onLeave}>
        {t("supportChat.guest.signIn")}
      </AppLink>
      <AppLink
        to={`/signup/${search}`}
        className={buttonClassName({ variant: "secondary" })}
        onClick={onLeave}
      >
        {t("supportChat.guest.signUp")}
      </AppLink>
    </div>
  );
}
