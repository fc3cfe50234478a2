import type { onRequestHookHandler, preHandlerHookHandler, RouteOptions } from "fastify";

interface RouteHooks {
  onRequest: onRequestHookHandler;
  preHandler: preHandlerHookHandler;
}

/**
 * Adds a hook to one route as it is registered (from an `onRoute` hook): it runs for that route only,
 * after the hooks every request passes, so work that only some routes need costs the others nothing
 * (issue #10). A new array each time: Fastify's automatic HEAD route is made from a copy of the GET
 * route's options that shares their arrays, and goes through `onRoute` itself.
 */
export function addRouteHook<K extends keyof RouteHooks>(route: RouteOptions, kind: K, hook: RouteHooks[K]) {
  const existing = route[kind] as RouteHooks[K] | RouteHooks[K][] | undefined;
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<K, RouteHooks[K][]>)[kind] = [...hooks, hook];
}
