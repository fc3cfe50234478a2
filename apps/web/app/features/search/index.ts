export { HeaderSearchLink } from "./components/header-search-link";
export { SearchPage } from "./components/search-page";
export { searchGames } from "./model/search-games";
