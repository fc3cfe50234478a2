import type { Feature } from "../../platform/feature";
import { registerFavoritesRoutes } from "./favorites.routes";

export { loadFavoriteGameIds } from "./favorites.service";

export const favoritesFeature: Feature = { name: "favorites", register: registerFavoritesRoutes };
