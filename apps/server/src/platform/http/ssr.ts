import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { Brand, PlayerPageClass, SsrContext, Transport, TransportRequest } from "@casino/contracts";
import type { Clock } from "@casino/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { SESSION_COOKIE } from "../auth/session";
import { AppError } from "../errors";
import { loadScriptsAfterFirstPaintStream } from "./after-first-paint";
import { cookiesBesideSession, guestPageKey, keepablePage, playerPageKey, sendKeptPage } from "./kept-page";
import { createKeptPages } from "./kept-pages";
import { type PageRender, renderingPage } from "./page-render";
import { documentCsp, newNonce, SERVICE_WORKER_CSP, type SecurityHeaders } from "./security-headers";

/**
 * Prefixes that belong to the API: an unknown path there is a JSON 404, never an HTML page. Under
 * `/games/` only the built-in provider's game API is; `/games/{slug}/` is the game page the web app renders.
 */
const API_PREFIXES = ["/rest/", "/api/", "/builds/", "/games/api/"];

/** Single paths that are not pages either; `/metrics` must look the same whether or not it exists. */
const API_PATHS = new Set(["/metrics"]);

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix)) || API_PATHS.has(url.split("?")[0] ?? "");
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, String(value));
  }
  const url = `${request.protocol}://${request.headers.host ?? "localhost"}${request.url}`;
  return new Request(url, { method: request.method, headers });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  const body = loadScriptsAfterFirstPaintStream(response.body);
  return reply.send(Readable.fromWeb(body as import("node:stream/web").ReadableStream));
}

/**
 * An in-process transport: the SSR's API calls go through Fastify's inject with the visitor's headers.
 * A GET asked twice by one page (the root's and the lobby's app init) is served once: GETs change nothing,
 * and one page shows one moment. Each caller parses its own copy of the answer. `withoutSession` leaves
 * the session cookie out: the render of a page kept for a class of players (decision 024) then cannot
 * read one player's data, whatever its loaders ask for.
 */
export function inProcessTransport(
  app: FastifyInstance,
  request: FastifyRequest,
  { withoutSession = false } = {},
): Transport {
  const cookie = withoutSession
    ? cookiesBesideSession(request)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join("; ")
    : request.headers.cookie;
  const forwarded = {
    host: request.headers.host ?? "localhost",
    ...(cookie ? { cookie } : {}),
    ...(request.headers["accept-language"] ? { "accept-language": request.headers["accept-language"] } : {}),
    ...(request.headers["user-agent"] ? { "user-agent": request.headers["user-agent"] } : {}),
    "x-request-id": request.id,
  };
  const answeredGets = new Map<string, Promise<{ statusCode: number; body: string }>>();
  const send = ({ method, url, body, headers }: TransportRequest) =>
    app.inject({
      method,
      url,
      headers: {
        ...forwarded,
        ...headers,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      remoteAddress: request.ip,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return async (call) => {
    let answer: Promise<{ statusCode: number; body: string }>;
    if (call.method === "GET") {
      const key = `${call.url}\n${JSON.stringify(call.headers ?? {})}`;
      answer = answeredGets.get(key) ?? send(call);
      answeredGets.set(key, answer);
    } else {
      answer = send(call);
    }
    const { statusCode, body } = await answer;
    let json: unknown = null;
    try {
      json = body ? JSON.parse(body) : null;
    } catch {
      json = null;
    }
    return { status: statusCode, json };
  };
}

/** What a route module of the build may declare in its `handle`. */
interface PageHandle {
  /** The page looks the same to every player of a class: rendered once per class and kept (decision 024). */
  keptForPlayers?: boolean;
}

/**
 * The paths of pages that declare `handle.keptForPlayers`, with and without the trailing slash (React Router
 * matches both). Only routes without parameters can be kept this way.
 */
export function pathsKeptForPlayers(build: Pick<ServerBuild, "routes">): Set<string> {
  const paths = new Set<string>();
  const routes = build.routes;
  for (const route of Object.values(routes)) {
    if (!route || (route.module.handle as PageHandle | undefined)?.keptForPlayers !== true) continue;
    const segments: string[] = [];
    for (let at: typeof route | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
      if (at.path) segments.unshift(at.path);
    }
    const path = `/${segments.join("/")}`.replace(/\/+/g, "/");
    if (path.includes(":") || path.includes("*")) continue;
    paths.add(path);
    paths.add(path.endsWith("/") ? path.slice(0, -1) || "/" : `${path}/`);
  }
  return paths;
}

/**
 * Serves the React Router build: hashed assets from `client/` with long caching, and every other GET
 * rendered on the server with an {@link SsrContext}.
 */
export async function installSsr(
  app: FastifyInstance,
  options: {
    buildDir: string;
    securityHeaders: SecurityHeaders;
    clock: Clock;
    /** The class of a signed-in player's pages (decision 024); null when the player is gone. */
    playerPageClassOf: (brand: Brand, playerId: string) => Promise<PlayerPageClass | null>;
  },
) {
  const buildDir = options.buildDir;
  const root = resolve(buildDir);
  const serverEntry = join(root, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No web build at ${root}. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const keptPages = createKeptPages(app.readCache);
  const keptForPlayers = pathsKeptForPlayers(build);

  // The web push service worker (apps/web/public/sw.js), served at the root so its scope is the whole site.
  const serviceWorkerFile = join(root, "client", "sw.js");
  await app.register(fastifyStatic, {
    root: join(root, "client"),
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` beside each text asset (vite.config.ts): sent as they are, no
    // compression at request time; the on-the-fly compressor leaves an encoded answer alone.
    preCompressed: true,
    setHeaders(assetReply, path) {
      // `path` is the file sent: the worker itself or its .br or .gz copy.
      if (path === serviceWorkerFile || path.startsWith(`${serviceWorkerFile}.`)) {
        // The browser checks the worker for updates itself; a cached copy would only delay a fix.
        assetReply.header("cache-control", "no-cache");
        assetReply.header("content-security-policy", SERVICE_WORKER_CSP);
        return;
      }
      const isHashed = path.startsWith(join(root, "client", "assets"));
      assetReply.header(
        "cache-control",
        isHashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  /** The key under which the request's page is shared, and the player class it is rendered for; else null. */
  const sharedPageOf = async (
    request: FastifyRequest,
  ): Promise<{ key: string; playerClass?: PlayerPageClass } | null> => {
    const guestKey = guestPageKey(request);
    if (guestKey !== null) return { key: guestKey };
    const pathname = request.url.split("?")[0] ?? "";
    if (request.method !== "GET" || !request.session || !keptForPlayers.has(pathname)) return null;
    const playerClass = await options.playerPageClassOf(request.brand, request.session.playerId);
    return playerClass ? { key: playerPageKey(request, playerClass), playerClass } : null;
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    config: { isPage: true },
    handler: async (request, reply) => {
      if (isApiPath(request.url)) {
        throw new AppError(
          "ROUTE_NOT_FOUND",
          404,
          `No route for ${request.method} ${request.url.split("?")[0]}`,
        );
      }
      reply.headers(options.securityHeaders.documentOnly);
      const origin = { protocol: request.protocol, host: request.host };
      const now = options.clock.now().getTime();
      // A guest's document is the same for every guest with the same brand, locale, device, cookies and
      // URL: rendered once, then sent as kept until what it shows changes (decision 023). Some signed-in
      // pages are the same for every player of a class, their own data loaded by the browser (decision 024).
      const shared = await sharedPageOf(request);
      const kept = shared && keptPages.lookup(shared.key, now);
      if (kept) return sendKeptPage(reply, kept, origin);

      const nonce = newNonce();
      const context: SsrContext = {
        brand: request.brand,
        locale: request.locale,
        nonce,
        requestId: request.id,
        userAgent: request.headers["user-agent"] ?? "",
        transport: inProcessTransport(app, request, { withoutSession: shared?.playerClass !== undefined }),
        ...(shared?.playerClass ? { playerPageClass: shared.playerClass } : {}),
      };
      const page: PageRender = {
        sessionCookie: request.cookies[SESSION_COOKIE],
        session: request.session,
        ...(shared ? { dependsOn: new Set<string>() } : {}),
      };
      const mark = keptPages.mark();
      const response = await renderingPage(page, () => handle(toWebRequest(request), context as never));
      if (shared && page.dependsOn) {
        const keepable = await keepablePage(response, page.dependsOn, now);
        if (keepable) {
          // A render that read more of the request than the key holds is sent, not shared.
          if (!page.isPersonal) keptPages.keep(shared.key, mark, keepable);
          return sendKeptPage(reply, keepable, origin);
        }
      }
      reply.header("content-security-policy", documentCsp({ nonce }, origin));
      return sendWebResponse(reply, response);
    },
  });
}
