import { readAllNotificationsRoute, readNotificationRoute } from "@casino/contracts/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { storeRead } from "../model/notifications-cache";
import { loadOlderNotifications, notificationsListQuery } from "../notifications-list-query";

/** The panel's list, loading older notifications, and marking them read: one, or all. */
export function useNotifications() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery(notificationsListQuery(browserApi, queryClient));
  const onError = (error: unknown) =>
    showToast(t("notifications.actionFailed"), {
      type: "error",
      description: apiErrorText(t, locale, error),
    });
  const older = useMutation({ mutationFn: () => loadOlderNotifications(browserApi, queryClient), onError });
  const readOne = useMutation({
    mutationFn: (id: string) => browserApi.call(readNotificationRoute, { params: { id } }),
    onSuccess: ({ notification, unreadCount }) => storeRead(queryClient, notification.id, unreadCount),
    onError,
  });
  const readAll = useMutation({
    mutationFn: () => browserApi.call(readAllNotificationsRoute),
    onSuccess: ({ unreadCount }) => storeRead(queryClient, null, unreadCount),
    onError,
  });
  return {
    list,
    notifications: list.data?.notifications ?? [],
    hasOlder: Boolean(list.data?.nextCursor),
    loadOlder: () => older.mutate(),
    isLoadingOlder: older.isPending,
    markRead: (id: string) => readOne.mutate(id),
    markAllRead: () => readAll.mutate(),
    isMarkingAll: readAll.isPending,
  };
}
