import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { mailboxQuery } from "../mailbox-query";
import type { MailboxAccess } from "../model/mailbox-access";
import styles from "./mailbox-page.module.css";
import { MessageList } from "./message-list";
import { OperatorMailbox } from "./operator-mailbox";

/** A signed-in player's own mail, prefetched by the page's loader. */
function OwnMailbox({ to }: { to: string | null }) {
  const { t } = useTranslation();
  const { data, refetch, isFetching, isError } = useQuery(mailboxQuery(browserApi, to));
  return (
    <MessageList
      lead={t("devMailbox.ownLead")}
      messages={data?.messages}
      isFetching={isFetching}
      isError={isError}
      onRefresh={() => void refetch()}
    />
  );
}

/**
 * `/dev/mailbox` (demo mode only): a player reads the mail sent to their own address; a guest learns how
 * to read mail and may enter the operator token to read every address's.
 */
export function MailboxPage({ access, to }: { access: MailboxAccess; to: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("devMailbox.title")}</h1>
      {access === "own" ? (
        <OwnMailbox to={to} />
      ) : access === "forbidden" ? (
        <p className={styles.lead}>
          {t("devMailbox.forbidden")} <AppLink to="/dev/mailbox">{t("devMailbox.forbiddenLink")}</AppLink>
        </p>
      ) : (
        <OperatorMailbox to={to} />
      )}
    </div>
  );
}
