import type { Notification } from "@casino/contracts";
import { Button, VisuallyHidden } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import styles from "./notification-panel.module.css";

const formats = new Map<string, Intl.DateTimeFormat>();
function formatWhen(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/**
 * One notification of the panel: its category, title, text and time. An unread one says so (to screen
 * readers in words) and can be marked read; one with a link leads there, which reads it too.
 */
export function NotificationItem({
  notification,
  onRead,
  onFollow,
}: {
  notification: Notification;
  onRead: (id: string) => void;
  /** The link was followed: the panel closes. */
  onFollow: () => void;
}) {
  const { t, locale } = useTranslation();
  const { id, title, link, isRead } = notification;
  return (
    <li className={styles.item} data-unread={!isRead || undefined}>
      <p>
        <span>{t(`notifications.category.${notification.category}`)}</span>
        <time dateTime={notification.createdAt}>{formatWhen(notification.createdAt, locale)}</time>
      </p>
      <h3>
        {isRead ? null : <VisuallyHidden>{`${t("notifications.unread")}: `}</VisuallyHidden>}
        {link ? (
          <AppLink
            to={link}
            onClick={() => {
              if (!isRead) onRead(id);
              onFollow();
            }}
          >
            {title}
          </AppLink>
        ) : (
          title
        )}
      </h3>
      <p>{notification.body}</p>
      {isRead ? null : (
        <Button
          variant="ghost"
          size="sm"
          // Named after its notification among the many on the list; the visible words start the name.
          aria-label={`${t("notifications.markRead")}: ${title}`}
          onClick={() => onRead(id)}
        >
          {t("notifications.markRead")}
        </Button>
      )}
    </li>
  );
}
