import { randomBytes, randomUUID } from "node:crypto";
import { BRANDS, DEFAULT_LOCALE, type SsrContext } from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler } from "react-router";
import { inProcessTransport } from "../apps/server/src/platform/http/ssr";
import { closing, type RunningServer, startCasinoServer } from "./support/casino-server";
import { compareSides, httpSide, inProcessSide } from "./support/load";
import { type BenchResult, formatThroughput } from "./support/result";
import { importServerBuild } from "./support/web-build";

// Both sides send the same visitor: no cookie (a guest), no Accept-Language (English), this agent.
const USER_AGENT = "casino-bench";

/**
 * The guest home page served over HTTP by the whole server, against React Router rendering the same
 * build in-process with the load context the server would make: the ratio is what the server adds
 * around the render (hooks, headers, CSP nonce, request conversion, streaming the body to a socket).
 */
export async function guestHomeSsr(): Promise<BenchResult[]> {
  const server = await startCasinoServer({ withWebApp: true });
  return closing(server, async () => {
    const host = new URL(server.origin).host;
    const handle = createRequestHandler(await importServerBuild(), "production");
    const renderOnce = async () => {
      const request = new Request(`${server.origin}/`, { headers: { host, "user-agent": USER_AGENT } });
      const response = await handle(request, loadContext(server, host));
      const body = await response.text();
      if (response.status !== 200 || body.length === 0) {
        throw new Error(`in-process / gave ${response.status}`);
      }
    };
    const { subject, baseline, ratio } = await compareSides(
      httpSide(`${server.origin}/`, { "user-agent": USER_AGENT }),
      inProcessSide(renderOnce),
    );

    return [
      {
        name: "guest-home-ssr.server-vs-inprocess",
        value: ratio,
        detail: `${formatThroughput("server", subject)}; ${formatThroughput("in-process", baseline)}`,
      },
    ];
  });
}

/** What `installSsr` builds per request for a guest on the default brand, with fresh ids like it. */
function loadContext(server: RunningServer, host: string): AppLoadContext {
  const requestId = randomUUID();
  // inProcessTransport reads only these fields of the request; the real transport keeps the API calls
  // of the render (request handler, translations, app init) identical on both sides.
  const visitor = { id: requestId, ip: "127.0.0.1", headers: { host, "user-agent": USER_AGENT } };
  return {
    brand: BRANDS[server.env.DEFAULT_BRAND],
    locale: DEFAULT_LOCALE,
    nonce: randomBytes(16).toString("base64url"),
    requestId,
    userAgent: USER_AGENT,
    transport: inProcessTransport(server.app, visitor as unknown as FastifyRequest),
  } satisfies SsrContext;
}
