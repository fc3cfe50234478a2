import type { Feature } from "../../platform/feature";
import { announceBuild } from "./builds.live";
import { registerBuildRoutes } from "./builds.routes";

export const buildsFeature: Feature = {
  name: "builds",
  register(app, ctx) {
    registerBuildRoutes(app, ctx);
    announceBuild(app, ctx);
  },
};
