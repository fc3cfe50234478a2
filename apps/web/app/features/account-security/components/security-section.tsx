import { Button, cardClassNames, Section } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useIsGuest } from "../../../lib/session";
import { accountSecurityQuery } from "../account-security-query";
import { CodeSignInSwitch } from "./code-sign-in-switch";
import styles from "./security-section.module.css";
import { SignOutEverywhere } from "./sign-out-everywhere";

/**
 * The account page's "Security" section: signed-in devices, code sign-in, and signing out everywhere.
 * Its id makes `/account#account-security` a link to it.
 */
export function SecuritySection() {
  const { t } = useTranslation();
  const isGuest = useIsGuest();
  // Once signed out the page is about to go: it does not ask for settings the server would refuse.
  const { data, isError, refetch, isFetching } = useQuery({
    ...accountSecurityQuery(browserApi),
    enabled: !isGuest,
  });
  return (
    <Section
      id="account-security"
      title={t("accountSecurity.title")}
      className={cardClassNames.card}
      titleClassName={cardClassNames.title}
    >
      {data ? (
        <>
          <p className={styles.devices}>{t("accountSecurity.devices", { count: data.activeSessions })}</p>
          <CodeSignInSwitch security={data} />
          <SignOutEverywhere />
        </>
      ) : isError ? (
        <div className={styles.row}>
          <p role="alert">{t("accountSecurity.loadFailed")}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()} aria-disabled={isFetching}>
            {t("accountSecurity.retry")}
          </Button>
        </div>
      ) : (
        <p role="status">{t("accountSecurity.loading")}</p>
      )}
    </Section>
  );
}
