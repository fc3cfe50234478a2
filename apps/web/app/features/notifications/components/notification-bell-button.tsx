import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useUnreadCount } from "../hooks/use-unread-count";
import { BellIcon } from "./bell-icon";
import styles from "./notification-bell.module.css";

/** The panel (its list, its mutations, the dialog library) loads when the bell is first pressed. */
const NotificationPanel = lazy(() =>
  import("./notification-panel").then((module) => ({ default: module.NotificationPanel })),
);

/** More than this shows as "99+" on the badge; the button's name still says the number. */
const BADGE_MAX = 99;

/**
 * The bell of the header's notification centre: its badge counts the unread notifications (kept live by
 * the push channel) and it opens the panel. Its accessible name carries the count ("Notifications, 2
 * unread"), so the badge itself is hidden from screen readers.
 */
export function NotificationBellButton() {
  const { t } = useTranslation();
  const unreadCount = useUnreadCount();
  const [isOpen, setIsOpen] = useState(false);
  // Once opened the panel stays mounted (closed), so it closes with its own focus return.
  const [hasOpened, setHasOpened] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);

  const count = unreadCount ?? 0;
  const name = count > 0 ? t("notifications.openUnread", { count }) : t("notifications.open");
  return (
    <>
      <button
        ref={bellRef}
        type="button"
        className={styles.bell}
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <BellIcon />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <NotificationPanel open={isOpen} onOpenChange={setIsOpen} returnFocusRef={bellRef} />
        </Suspense>
      ) : null}
    </>
  );
}
