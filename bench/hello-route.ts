import Fastify from "fastify";
import { closing, listenLocally, startCasinoServer } from "./support/casino-server";
import { compareSides, httpSide, type Throughput } from "./support/load";
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
    const { subject, baseline, ratio, cpuRatio } = await closing(server, () =>
      compareSides(httpSide(`${server.origin}/healthz`), httpSide(`${bareOrigin}/healthz`)),
    );
    const throughput = `${formatThroughput("app", subject)}; ${formatThroughput("bare", baseline)}`;
    // Both servers run on this process's main thread and share it one at a time, so the throughput the
    // app would reach alone is bare's times the ratio of their CPU per request; req/s measured on a busy
    // machine says as much about the machine (decision 032).
    return [
      cpuRatio === null
        ? {
            name: "hello-route.app-vs-bare",
            value: ratio,
            detail: `req/s ratio: no per-thread CPU on this system; ${throughput}`,
            budget: { atLeast: 0.85, source: "issue #10" },
          }
        : {
            name: "hello-route.app-vs-bare",
            value: cpuRatio,
            detail: `bare's main-thread CPU per request ÷ the app's, least round each: ${cpuUs(baseline)} ÷ ${cpuUs(subject)}; req/s ratio ${ratio.toFixed(2)}: ${throughput}`,
            budget: { atLeast: 0.85, source: "issue #10" },
          },
    ];
  });
}

const cpuUs = (side: Throughput) => `${side.cpuUsPerRequest?.toFixed(1)} µs`;
