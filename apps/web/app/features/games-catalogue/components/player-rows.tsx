import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import { useGamesByIds } from "../hooks/use-catalogue";
import { useFavorites } from "../hooks/use-favorites";
import { GameCarousel } from "./game-carousel";

/** The lobby's own rows: the games the player played last and their favourites, when there are any. */
export function PlayerRows() {
  const { t } = useTranslation();
  const { player } = useSession();
  const favorites = useFavorites();
  const last = useGamesByIds(player?.lastGames ?? []);
  const favorite = useGamesByIds(favorites.ids);
  if (!player) return null;
  return (
    <>
      <GameCarousel
        title={t("games.lastGames.title")}
        games={last.games}
        rowsPerSlide={1}
        seeAllHref="/issues/last-games"
      />
      <GameCarousel
        title={t("games.favorites.title")}
        games={favorite.games}
        rowsPerSlide={1}
        seeAllHref="/issues/favorites"
      />
    </>
  );
}
