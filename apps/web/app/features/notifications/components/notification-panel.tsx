import { Button, IconButton } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useNotifications } from "../hooks/use-notifications";
import { NotificationItem } from "./notification-item";
import styles from "./notification-panel.module.css";

interface NotificationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: focus goes back to it when the panel closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The notification centre's panel: a dialog, so focus stays inside while it is open, Escape and a click
 * outside close it, and focus returns to the bell. Lists the player's notifications newest first, marks
 * them read one by one or all at once, and loads older ones on request.
 */
export function NotificationPanel({ open, onOpenChange, returnFocusRef }: NotificationPanelProps) {
  const { t } = useTranslation();
  const { list, notifications, hasOlder, loadOlder, isLoadingOlder, markRead, markAllRead, isMarkingAll } =
    useNotifications();
  const hasUnread = notifications.some((notification) => !notification.isRead);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t("notifications.title")}</Dialog.Title>
            <Button
              variant="ghost"
              size="sm"
              disabled={!hasUnread || isMarkingAll}
              onClick={() => markAllRead()}
            >
              {t("notifications.markAllRead")}
            </Button>
            <Dialog.Close asChild>
              <IconButton icon="/icons/close.svg" label={t("notifications.close")} className={styles.close} />
            </Dialog.Close>
          </div>
          {list.isPending ? (
            <p className={styles.note} role="status">
              {t("notifications.loading")}
            </p>
          ) : list.isError && notifications.length === 0 ? (
            <div className={styles.note} role="alert">
              <p>{t("notifications.failed")}</p>
              <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                {t("notifications.retry")}
              </Button>
            </div>
          ) : notifications.length === 0 ? (
            <p className={styles.note}>{t("notifications.empty")}</p>
          ) : (
            <ul className={styles.list} aria-label={t("notifications.title")}>
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onRead={markRead}
                  onFollow={() => onOpenChange(false)}
                />
              ))}
            </ul>
          )}
          {hasOlder ? (
            <Button
              variant="secondary"
              size="sm"
              className={styles.more}
              disabled={isLoadingOlder}
              onClick={loadOlder}
            >
              {t("notifications.more")}
            </Button>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
