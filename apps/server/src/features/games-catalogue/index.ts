import type { Feature } from "../../platform/feature";
import { registerGamesCatalogueRoutes } from "./games-catalogue.routes";

export const gamesCatalogueFeature: Feature = {
  name: "games-catalogue",
  register: registerGamesCatalogueRoutes,
};
export {
  activeGameIdsAmong,
  collectionGameIds,
  collectionTitles,
  type EngineGame,
  engineGame,
  engineOfGameSlug,
  gameArtSource,
  gameIsActive,
  gameNamesById,
  type LaunchableGame,
  launchableGame,
  providerName,
} from "./games-catalogue.lookup.service";
export { CATALOGUE_TOPIC } from "./games-catalogue.service";
