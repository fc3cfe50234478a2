export { catalogueQuery, catalogueScope } from "./catalogue-query";
export { GamesLoadError, GamesPlaceholder } from "./components/catalogue-status";
export { FavoritesPage } from "./components/favorites-page";
export { GameCard } from "./components/game-card";
export { GameCarousel } from "./components/game-carousel";
export { GameGrid } from "./components/game-grid";
export { IssuePage } from "./components/issue-page";
export { LastGamesPage } from "./components/last-games-page";
export { LibraryPage } from "./components/library-page";
export { PlayerRows } from "./components/player-rows";
export { ProviderPage } from "./components/provider-page";
export { ProvidersPage } from "./components/providers-page";
export { useCatalogue, useCatalogueGame, useGamesByIds } from "./hooks/use-catalogue";
export { useFavorites } from "./hooks/use-favorites";
export { GAME_PARAM, gameHref, useGameHref } from "./hooks/use-game-href";
export {
  allGames,
  type Catalogue,
  findIssue,
  findProvider,
  gamesOf,
  libraryGames,
} from "./model/catalogue";
