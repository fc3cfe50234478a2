import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { BUILT_PAGES, isLinkAvailable } from "./site-pages";

function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index || entry.path ? [path] : [];
    return [...own, ...routePaths(entry.children ?? [], entry.path ? path : parent)];
  });
}

describe("built pages", () => {
  it("are exactly the pages of the routes table (the 404 route aside)", () => {
    const served = routePaths(routes).filter((path) => path !== "/*");
    expect([...BUILT_PAGES].sort()).toEqual([...served].sort());
  });

  it("lets links lead to built pages, with or without a trailing slash, query or hash", () => {
    for (const url of [
      "/",
      "/lobby/",
      "/library?category=popular-games",
      "/issues/favorites",
      "/page/responsible-play",
      "/account#account-security",
      "/providers/house",
      "/account/responsible-play",
      "/promotions",
      "/how-it-works",
    ]) {
      expect(isLinkAvailable(url), url).toBe(true);
    }
  });

  it("keeps out links to pages of the spec that are not built yet", () => {
    for (const url of ["/tournaments/", "/referral-info", "/vip"]) {
      expect(isLinkAvailable(url), url).toBe(false);
    }
  });

  it("lets links open the cash box (issue #14), by hash or by a /cash/ path", () => {
    expect(isLinkAvailable("/lobby/#/cash/")).toBe(true);
    expect(isLinkAvailable("#/cash/deposit-by-money/")).toBe(true);
    expect(isLinkAvailable("/cash/deposit-by-money/")).toBe(true);
  });

  it("leaves links to other sites alone", () => {
    expect(isLinkAvailable("https://partners.example/")).toBe(true);
    expect(isLinkAvailable("mailto:help@example.com")).toBe(true);
  });
});
