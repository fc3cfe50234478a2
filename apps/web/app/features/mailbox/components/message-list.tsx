import type { MailboxMessage } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
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

/** A list of mail, newest first, with working links, under its lead and a refresh button. */
export function MessageList({
  lead,
  messages,
  isFetching,
  isError,
  onRefresh,
}: {
  lead: string;
  messages: readonly MailboxMessage[] | undefined;
  isFetching: boolean;
  isError: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <div className={styles.top}>
        <p className={styles.lead}>{lead}</p>
        <Button variant="secondary" size="sm" onClick={onRefresh} aria-disabled={isFetching}>
          {t("devMailbox.refresh")}
        </Button>
      </div>
      {isError ? <p role="alert">{t("devMailbox.loadFailed")}</p> : null}
      {messages === undefined ? null : messages.length === 0 ? (
        <p role="status">{t("devMailbox.empty")}</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => (
            <Message key={message.id} message={message} locale={locale} />
          ))}
        </ol>
      )}
    </>
  );
}
