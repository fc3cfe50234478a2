import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { guestLinkTarget } from "../../../lib/guest-guard";
import { AppLink } from "../../../lib/prefetch";
import { useIsGuest } from "../../../lib/session";
import { gameIdOfLink } from "../model/home-content";

type HomeLinkProps = Omit<ComponentProps<"a">, "href"> & {
  link: string;
  gameHref: (gameId: number) => string;
};

/**
 * A link of server content: one that opens a game opens it on this page (or sends a guest to sign-up),
 * guarded actions send guests to sign-up (spec §5), other site paths are router links, and anything
 * else is an ordinary link.
 */
export function HomeLink({ link, gameHref, children, ...props }: HomeLinkProps) {
  const isGuest = useIsGuest();
  const { search } = useLocation();
  const gameId = gameIdOfLink(link);
  const to = gameId !== null ? gameHref(gameId) : guestLinkTarget(link, { isGuest, search });
  if (to.startsWith("/") && !to.startsWith("//")) {
    return (
      <AppLink to={to} preventScrollReset={gameId !== null} {...props}>
        {children}
      </AppLink>
    );
  }
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
