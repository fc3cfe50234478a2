export { catalogueQuery, catalogueScope } from "./catalogue-query";
export { GamesLoadError, GamesPlaceholder } from "./components/catalogue-status";
export { GameCard, GameTile, useGameCardTexts } from "./components/game-card";
export { GameCardActionSlot } from "./components/game-card-action";
export { GameCarousel } from "./components/game-carousel";
export { GameGrid } from "./components/game-grid";
export { GameRow } from "./components/game-row";
export { IssuePage } from "./components/issue-page";
export { LibraryPage } from "./components/library-page";
export { PlayerGamesPage } from "./components/player-games-page";
export { ProviderPage } from "./components/provider-page";
export { ProvidersPage } from "./components/providers-page";
export { useCatalogue, useCatalogueGame, useGamePool, useGamesByIds } from "./hooks/use-catalogue";
export { GAME_PARAM, gameHref, useGameHref } from "./hooks/use-game-href";
/** Its live follower (root/live-followers.ts, loaded after hydration). */
export { followCatalogue } from "./live/follow-catalogue";
export {
  allGames,
  type Catalogue,
  findIssue,
  findProvider,
  gamesOf,
  libraryGames,
} from "./model/catalogue";
export { PREVIEW_COLUMNS, rowPreviewIds } from "./model/row-preview";
