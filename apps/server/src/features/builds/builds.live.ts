import { APP_RELOAD, type AppReloadEvent, GLOBAL_CHANNEL } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";

/**
 * A node that starts tells every open tab which build it runs (issue #12, the app reload prompt): a tab on
 * another build offers a refresh. A tab that was away while this was said finds out when its recovery of
 * the global channel fails (a restarted node starts a new epoch) and asks for the build itself.
 */
export function announceBuild(app: FastifyInstance, { build }: ServerContext) {
  app.addHook("onReady", async () => {
    const data: AppReloadEvent = { buildId: build.id };
    try {
      await app.push.publish(GLOBAL_CHANNEL, APP_RELOAD, data);
    } catch (error) {
      // Not worth a failed start: tabs also check the build hourly.
      app.log.warn({ err: error }, "could not announce the build on the push channel");
    }
  });
}
