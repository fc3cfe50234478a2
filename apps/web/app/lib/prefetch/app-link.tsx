import { shouldPrefetchLinks } from "@casino/web-kit";
import { type ComponentProps, useState } from "react";
import { Link, PrefetchPageLinks } from "react-router";
import { currentConnection } from "./connection";
import { routePreloads } from "./route-preloads";

type AppLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "to"> & { to: string };

/**
 * A router link that preloads its route's code and data when the visitor shows intent (hover, focus,
 * touch), unless the connection asks to save data or is 2G, and within the page's preload budget.
 */
export function AppLink({ to, onMouseEnter, onFocus, onTouchStart, ...props }: AppLinkProps) {
  const [shouldPreload, setShouldPreload] = useState(false);
  const intent = () => {
    if (shouldPreload || !shouldPrefetchLinks(currentConnection())) return;
    const path = to.split("#")[0] ?? to;
    if (routePreloads.admit(path)) setShouldPreload(true);
  };
  return (
    <>
      <Link
        to={to}
        prefetch="none"
        onMouseEnter={(event) => {
          intent();
          onMouseEnter?.(event);
        }}
        onFocus={(event) => {
          intent();
          onFocus?.(event);
        }}
        onTouchStart={(event) => {
          intent();
          onTouchStart?.(event);
        }}
        {...props}
      />
      {shouldPreload && <PrefetchPageLinks page={to} />}
    </>
  );
}
