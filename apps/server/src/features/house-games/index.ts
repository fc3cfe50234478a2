import type { Feature } from "../../platform/feature";
import { registerHouseGamesRoutes } from "./house-games.routes";

/** The built-in provider's slot games: the game page's API, paid through the seamless wallet (D17). */
export const houseGamesFeature: Feature = { name: "house-games", register: registerHouseGamesRoutes };
