import type { MailboxMessage } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { mailboxQuery } from "../mailbox-query";
import { linkify } from "../model/linkify";
import styles from "./mailbox-page.module.css";

function MessageText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {linkify(text).map((part, index) =>
        part.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <a key={index} href={part.href}>
            {part.href}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function Message({ message, locale }: { message: MailboxMessage; locale: string }) {
  const { t } = useTranslation();
  const sentAt = new Date(message.createdAt);
  return (
    <li className={styles.message}>
      <article aria-labelledby={`mail-${message.id}`}>
        <h2 id={`mail-${message.id}`} className={styles.subject}>
          {message.subject}
        </h2>
        <p className={styles.meta}>
          {t("devMailbox.to", { to: message.to })} ·{" "}
          <time dateTime={message.createdAt}>
            {Number.isNaN(sentAt.getTime())
              ? message.createdAt
              : sentAt.toLocaleString(locale, { dateStyle: "medium", timeStyle: "medium" })}
          </time>{" "}
          · <span className={styles.kind}>{message.kind}</span>
        </p>
        <MessageText text={message.text} />
      </article>
    </li>
  );
}

/** `/dev/mailbox`: every email the outbox provider has stored, newest first, with working links. */
export function MailboxPage({ to }: { to: string | null }) {
  const { t } = useTranslation();
  const { locale } = useSession();
  const { data, refetch, isFetching } = useQuery(mailboxQuery(browserApi, to));
  const messages = data?.messages ?? [];
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t("devMailbox.title")}</h1>
        <Button variant="secondary" size="sm" onClick={() => void refetch()} aria-disabled={isFetching}>
          {t("devMailbox.refresh")}
        </Button>
      </div>
      <p className={styles.lead}>{to ? t("devMailbox.leadTo", { to }) : t("devMailbox.lead")}</p>
      {messages.length === 0 ? (
        <p role="status">{t("devMailbox.empty")}</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => (
            <Message key={message.id} message={message} locale={locale} />
          ))}
        </ol>
      )}
    </div>
  );
}
