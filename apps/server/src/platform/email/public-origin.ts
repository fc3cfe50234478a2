import type { BrandId } from "@casino/contracts";
import type { FastifyRequest } from "fastify";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin (`https://host:port`) for absolute links in emails, from the request (behind a proxy,
 * `TRUST_PROXY` makes Fastify read X-Forwarded-Proto/Host). A forged Host header must not put an
 * attacker's site in a password reset email (host header poisoning), so when `BRAND_HOSTS` names the
 * deployment's hosts only those (and local hosts) are used; another host gets the brand's first
 * configured host instead. Without `BRAND_HOSTS` nothing can be checked and the request host is used.
 */
export function publicOrigin(
  request: Pick<FastifyRequest, "protocol" | "host" | "hostname">,
  brandId: BrandId,
  brandHosts: ReadonlyMap<string, BrandId>,
): string {
  const hostname = request.hostname.toLowerCase();
  if (brandHosts.size === 0 || brandHosts.has(hostname) || LOCAL_HOSTS.has(hostname)) {
    return `${request.protocol}://${request.host}`;
  }
  const brandHost = [...brandHosts].find(([, brand]) => brand === brandId)?.[0];
  const fallback = brandHost ?? [...brandHosts.keys()][0] ?? "localhost";
  return `${request.protocol}://${fallback}`;
}
