import type { Feature } from "../../platform/feature";
import { registerGamesCatalogueBackofficeRoutes } from "./games-catalogue.backoffice.routes";
import { pushCatalogueChanges } from "./games-catalogue.live";
import { registerGamesCatalogueRoutes } from "./games-catalogue.routes";

export const gamesCatalogueFeature: Feature = {
  name: "games-catalogue",
  register(app, ctx) {
    registerGamesCatalogueRoutes(app, ctx);
    registerGamesCatalogueBackofficeRoutes(app, ctx);
    pushCatalogueChanges(app, ctx);
  },
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
