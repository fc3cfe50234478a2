import type { Feature } from "../../platform/feature";
import { registerHomeBackofficeRoutes } from "./home.backoffice.routes";
import { createRecentWinners } from "./home.recent-winners";
import { registerHomePageRoutes } from "./home.routes";

export const homeFeature: Feature = {
  name: "home",
  register(app, ctx) {
    // One winners feed per process, shared by the player's home and the back office's preview.
    const home = { ...ctx, recentWinners: createRecentWinners(ctx) };
    registerHomePageRoutes(app, home);
    registerHomeBackofficeRoutes(app, home);
  },
};
export { bannerArtSource } from "./home.art.service";
