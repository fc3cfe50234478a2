import Fastify from "fastify";
import { closing, listenLocally, startCasinoServer } from "./support/casino-server";
import { compareSides, httpSide } from "./support/load";
import { type BenchResult, formatThroughput } from "./support/result";

/**
 * What the whole server stack (hooks, cookies, brand and locale, helmet, CSRF, metrics, every
 * feature's routes) costs on its cheapest route, against Fastify with nothing but that route.
 */
export async function helloRoute(): Promise<BenchResult[]> {
  const bare = Fastify();
  // The same body as the app's /healthz, so only the stack around it differs.
  bare.get("/healthz", async () => ({ status: "ok" }));
  return closing(bare, async () => {
    const bareOrigin = await listenLocally(bare);
    const server = await startCasinoServer({ withWebApp: false });
    const { subject, baseline, ratio } = await closing(server, () =>
      compareSides(httpSide(`${server.origin}/healthz`), httpSide(`${bareOrigin}/healthz`)),
    );
    return [
      {
        name: "hello-route.app-vs-bare",
        value: ratio,
        detail: `${formatThroughput("app", subject)}; ${formatThroughput("bare", baseline)}`,
        budget: { atLeast: 0.85, source: "issue #10" },
      },
    ];
  });
}
