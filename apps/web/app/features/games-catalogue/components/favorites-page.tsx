import { useFavorites } from "../hooks/use-favorites";
import { PlayerGamesPage } from "./player-games-page";

const TEXTS = {
  title: "games.favorites.title",
  guest: "games.favorites.guest",
  empty: "games.favorites.empty",
};

/** `/issues/favorites` (spec §2): the player's favourite games; guests are invited to sign up. */
export function FavoritesPage() {
  const favorites = useFavorites();
  return (
    <PlayerGamesPage
      headingId="favorites-title"
      texts={TEXTS}
      ids={favorites.ids}
      isAvailable={favorites.isAvailable}
    />
  );
}
