import type { FastifyInstance } from "fastify";

export interface RegisteredRoute {
  method: string;
  /** Fastify's syntax: `:name` for a parameter. */
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u;

/**
 * Every route the app serves, read from Fastify's route tree (`printRoutes`): Fastify has no listing API,
 * and an `onRoute` hook added by a test would come after the features have registered theirs.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods] = match;
    const depth = [...indent].length / 4;
    prefixes.length = depth;
    const url = (prefixes[depth - 1] ?? "") + segment;
    prefixes[depth] = url;
    for (const method of methods?.split(",") ?? []) routes.push({ method: method.trim(), url });
  }
  if (routes.length === 0) throw new Error("printRoutes gave no routes: has its format changed?");
  return routes;
}
