export { FavoriteButton, FavoritesScopeProvider } from "./components/favorite-button";
export { type Favorites, useFavorites } from "./hooks/use-favorites";
export { FAVORITES_LIST_TEXTS } from "./model/list-texts";
