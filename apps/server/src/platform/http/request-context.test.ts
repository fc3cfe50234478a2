import type { BrandId } from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { hostWithoutPort, localeFromAcceptLanguage, resolveBrand, resolveLocale } from "./request-context";

const request = (cookies: Record<string, string>, headers: Record<string, string> = {}) =>
  ({ cookies, headers }) as unknown as Pick<FastifyRequest, "cookies" | "headers">;

describe("brand of a request", () => {
  const hosts = new Map<string, BrandId>([
    ["nlc.localhost", "nlc"],
    ["[::1]", "tao"],
  ]);

  it("reads the host without its port, in lower case", () => {
    expect(hostWithoutPort("NLC.Localhost:3000")).toBe("nlc.localhost");
    expect(hostWithoutPort("nlc.localhost")).toBe("nlc.localhost");
    expect(hostWithoutPort("[::1]:3000")).toBe("[::1]");
    expect(hostWithoutPort(undefined)).toBe("");
  });

  it("picks the brand configured for the host, else the default", () => {
    expect(resolveBrand("nlc.localhost:3000", hosts, "funrize").id).toBe("nlc");
    expect(resolveBrand("[::1]:8080", hosts, "funrize").id).toBe("tao");
    expect(resolveBrand("other.example", hosts, "stormrush").id).toBe("stormrush");
    expect(resolveBrand(undefined, hosts, "funrize")).toMatchObject({ id: "funrize", name: "FunRize" });
  });
});

describe("locale of a request", () => {
  it("takes the best-weighted language the casino speaks", () => {
    expect(localeFromAcceptLanguage("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(localeFromAcceptLanguage("en;q=0.5, es;q=0.9")).toBe("es");
    expect(localeFromAcceptLanguage("fr-FR, de;q=0.9, es;q=0.2, en;q=0.1")).toBe("es");
    expect(localeFromAcceptLanguage("EN-us")).toBe("en");
  });

  it("keeps header order between equal weights", () => {
    expect(localeFromAcceptLanguage("es, en")).toBe("es");
    expect(localeFromAcceptLanguage("en;q=0.7, es;q=0.7")).toBe("en");
  });

  it("ignores refused and malformed weights", () => {
    expect(localeFromAcceptLanguage("es;q=0, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("es;q=abc, en;q=0.3")).toBe("en");
    expect(localeFromAcceptLanguage("es;q=0")).toBeNull();
  });

  it("has no answer when the browser wants only languages the casino does not speak", () => {
    expect(localeFromAcceptLanguage("fr, de;q=0.5")).toBeNull();
    expect(localeFromAcceptLanguage("*")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it("lets the locale cookie win over the browser's languages", () => {
    expect(resolveLocale(request({ locale: "en" }, { "accept-language": "es" }))).toBe("en");
    expect(resolveLocale(request({ locale: "es" }, { "accept-language": "en" }))).toBe("es");
  });

  it("falls back to the browser, then to English, when the cookie is missing or unknown", () => {
    expect(resolveLocale(request({ locale: "fr" }, { "accept-language": "es-MX" }))).toBe("es");
    expect(resolveLocale(request({}, { "accept-language": "es-MX" }))).toBe("es");
    expect(resolveLocale(request({ locale: "fr" }))).toBe("en");
    expect(resolveLocale(request({}, { "accept-language": "de" }))).toBe("en");
  });
});
