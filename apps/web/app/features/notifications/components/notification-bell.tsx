import { lazy, Suspense, useEffect, useState } from "react";
import { useIsGuest } from "../../../lib/session";
import styles from "./notification-bell.module.css";

/**
 * The bell, its badge's query and its styles load apart from the page: a guest's first page (held to a
 * budget, issue #10) carries none of it.
 */
const NotificationBellButton = lazy(() =>
  import("./notification-bell-button").then((module) => ({ default: module.NotificationBellButton })),
);

/**
 * The header's notification centre (spec §2), for signed-in players only. The server and the hydrating
 * page draw only the bell's place, and the bell comes after hydration (as the push channel does, decision
 * 037): a lazy part inside the server HTML, or a store read that differs once the page runs, makes React
 * hydrate the page in another order, and the home page's rows were then seen not to match their HTML.
 */
export function NotificationBell() {
  const isGuest = useIsGuest();
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);
  if (isGuest) return null;
  const place = <span className={styles.placeholder} />;
  if (!hasMounted) return place;
  return (
    <Suspense fallback={place}>
      <NotificationBellButton />
    </Suspense>
  );
}
