import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { browserApi } from "../../../lib/api";
import { useAppInitFact } from "../../../lib/session";
import { unreadCountQuery } from "../notifications-query";

/**
 * The signed-in player's unread notifications, for the bell's badge: null until known. Asked only once app
 * init says who is signed in (a page kept for players draws the bell before that).
 */
export function useUnreadCount(): number | null {
  const isPlayer = useAppInitFact(useCallback((appInit) => appInit !== undefined && !appInit.isGuest, []));
  const { data } = useQuery({ ...unreadCountQuery(browserApi), enabled: isPlayer });
  return isPlayer && data ? data.unreadCount : null;
}
