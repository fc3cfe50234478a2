import { buttonClassName, Page, pageClassNames } from "@casino/ui";
import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useGamesByIds } from "../hooks/use-catalogue";
import { GamesLoadError, GamesPlaceholder } from "./catalogue-status";
import { GameGrid } from "./game-grid";

/** Translation keys of one list page: its title, the guest's invitation and the empty list's text. */
export interface PlayerGamesTexts {
  title: string;
  guest: string;
  empty: string;
}

/**
 * A page listing a player's own games from their ids (the route passes the favourites' or the last games'):
 * guests are invited to sign up, an empty list points to the library.
 */
export function PlayerGamesPage({
  texts,
  ids,
  isAvailable,
}: {
  texts: PlayerGamesTexts;
  ids: readonly number[];
  /** False for a guest, who has no list of their own. */
  isAvailable: boolean;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { games, isPending, isError, refetch, catalogue } = useGamesByIds(ids);
  return (
    <Page title={t(texts.title)}>
      {!isAvailable ? (
        <div className={pageClassNames.notice}>
          <p>{t(texts.guest)}</p>
          <AppLink to={`/signup/${search}`} className={buttonClassName()}>
            {t("games.favorites.signUp")}
          </AppLink>
        </div>
      ) : isPending ? (
        <GamesPlaceholder count={4} />
      ) : isError && !catalogue ? (
        <GamesLoadError onRetry={refetch} />
      ) : games.length > 0 ? (
        <GameGrid games={games} label={t(texts.title)} />
      ) : (
        <div className={pageClassNames.notice}>
          <p>{t(texts.empty)}</p>
          <AppLink to="/library" className={buttonClassName({ variant: "secondary" })}>
            {t("games.library.browseAll")}
          </AppLink>
        </div>
      )}
    </Page>
  );
}
