import { MaskIcon } from "@casino/ui";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useIsGuest } from "../../../lib/session";
import { useFavoriteState, useFavoriteToggle } from "../hooks/use-favorites";
import styles from "./favorite-button.module.css";

/** What every heart shares: it never changes during a visit, so the page below it never renders for it. */
interface HeartScope {
  label: (name: string) => string;
  toggle: (gameId: number) => void;
}

const FavoritesContext = createContext<HeartScope | null>(null);

function useHeartScope(): HeartScope {
  const { t } = useTranslation();
  const toggle = useFavoriteToggle();
  return useMemo(
    () => ({ label: (name: string) => t("games.favorite.label", { name }), toggle }),
    [t, toggle],
  );
}

/**
 * The heart's words and toggle, taken once for every heart below (issue #10: one translation hook and one
 * mutation per page, not one per game card). Each heart follows its own game's state (decision 031): a
 * context that changed when the player's list arrived would make React hydrate every part of the page
 * below it at once, in one long task.
 */
export function FavoritesScopeProvider({ children }: { children: ReactNode }) {
  const scope = useHeartScope();
  return <FavoritesContext.Provider value={scope}>{children}</FavoritesContext.Provider>;
}

function Heart({ gameId, name, scope }: { gameId: number; name: string; scope: HeartScope }) {
  const isGuest = useIsGuest();
  const state = useFavoriteState(gameId);
  if (isGuest) return null;
  const isKnown = state !== "unknown";
  return (
    <button
      type="button"
      className={styles.favorite}
      aria-pressed={state === "favorite"}
      aria-label={scope.label(name)}
      aria-disabled={isKnown ? undefined : true}
      onClick={() => {
        if (isKnown) scope.toggle(gameId);
      }}
    >
      <MaskIcon src={state === "favorite" ? "/icons/heart-active.svg" : "/icons/heart.svg"} />
    </button>
  );
}

/** A heart outside any `FavoritesScopeProvider`: takes the words and toggle itself. */
function OwnHeart({ gameId, name }: { gameId: number; name: string }) {
  return <Heart gameId={gameId} name={name} scope={useHeartScope()} />;
}

/**
 * The heart a route puts into a game card's action slot: a toggle button, so screen readers hear
 * "pressed" for a favourite. Guests have no favourites and get nothing.
 */
export function FavoriteButton({ gameId, name }: { gameId: number; name: string }) {
  const scope = useContext(FavoritesContext);
  return scope ? (
    <Heart gameId={gameId} name={name} scope={scope} />
  ) : (
    <OwnHeart gameId={gameId} name={name} />
  );
}
