import type { EndpointAuth } from "@casino/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../auth/session";
import { hasSecretQueryParam } from "../observability/redaction";
import { isApiPath } from "./ssr";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call a contract endpoint (set by registerEndpoint). */
    auth?: EndpointAuth;
    /** A server-rendered page: personal when rendered for a signed-in player. */
    isPage?: boolean;
  }
}

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Whether the answer may hold someone's data: every endpoint that is not public (player, provider,
 * operator), every API answer to a URL with a secret in its query (a game session's token), and every
 * API answer or page for a request that carries a session cookie, live or not (signing out and expiry
 * are personal too). Images and hashed assets are the same for everyone and keep their own caching.
 */
export function isPersonalAnswer(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  if (config?.auth !== undefined && config.auth !== "public") return true;
  const { url } = request;
  const hasSession = request.session !== null || Boolean(request.cookies?.[SESSION_COOKIE]);
  // Without a session and a query nothing below can hold, and most answers (probes among them) stop here.
  if (!hasSession && !url.includes("?")) return false;
  const isApi = isApiPath(url);
  if (isApi && hasSecretQueryParam(url)) return true;
  return hasSession && (isApi || config?.isPage === true);
}

/**
 * A personal answer must never sit in a shared cache (a CDN, a proxy) nor on disk: it is sent
 * `Cache-Control: private, no-store` whatever its handler chose. Install it after every route's own
 * onSend hooks, so it has the last word.
 */
export function installPersonalAnswers(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isPersonalAnswer(request)) reply.header("cache-control", PRIVATE_NO_STORE);
    done(null, payload);
  });
}
