import {
  BRANDS,
  type Brand,
  type BrandId,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
} from "@casino/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** Brand of this request, from the Host header (ARCHITECTURE D14). */
    brand: Brand;
    /** Locale of this request: `locale` cookie, then Accept-Language, then `en` (D16). */
    locale: Locale;
  }
}

export function hostWithoutPort(host: string | undefined): string {
  if (!host) return "";
  const lower = host.toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0] ?? "";
}

export function resolveBrand(
  host: string | undefined,
  brandHosts: ReadonlyMap<string, BrandId>,
  fallback: BrandId,
) {
  return BRANDS[brandHosts.get(hostWithoutPort(host)) ?? fallback] as Brand;
}

/** Picks the first supported language of an Accept-Language header, by its q weights. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { language: tag.split("-")[0]?.toLowerCase() ?? "", weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.language && Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

export function resolveLocale(request: Pick<FastifyRequest, "cookies" | "headers">): Locale {
  // Cookies are parsed by an onRequest hook; an earlier reader (a router error) has none yet.
  const fromCookie = request.cookies?.[LOCALE_COOKIE.name];
  if (fromCookie && isLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
}

const resolvedBrand = Symbol("resolved brand");
const resolvedLocale = Symbol("resolved locale");

type ResolvingRequest = FastifyRequest & { [resolvedBrand]: Brand | null; [resolvedLocale]: Locale | null };

/**
 * `request.brand` and `request.locale`, worked out the first time something asks (then kept): most
 * answers (health checks, the wallet's API, assets) never ask, and a hook on every request costs every
 * request (issue #10).
 */
export const requestContext = fp(
  async (
    app: FastifyInstance,
    options: { brandHosts: ReadonlyMap<string, BrandId>; defaultBrand: BrandId },
  ) => {
    app.decorateRequest(resolvedBrand, null);
    app.decorateRequest(resolvedLocale, null);
    app.decorateRequest("brand", {
      getter(this: FastifyRequest) {
        const request = this as ResolvingRequest;
        request[resolvedBrand] ??= resolveBrand(
          request.headers.host,
          options.brandHosts,
          options.defaultBrand,
        );
        return request[resolvedBrand];
      },
    });
    app.decorateRequest("locale", {
      getter(this: FastifyRequest) {
        const request = this as ResolvingRequest;
        request[resolvedLocale] ??= resolveLocale(request);
        return request[resolvedLocale];
      },
    });
  },
  { name: "request-context", dependencies: ["cookies"] },
);
