import { describe, expect, it } from "vitest";
import { guestLinkTarget, isGuestGuarded, playerActionSearch } from "./guest-guard";

describe("guest guard", () => {
  it("guards tournaments, promotions and search, with their subpages", () => {
    for (const url of ["/tournaments/", "/tournaments", "/promotions", "/promotions/weekly?x=1", "/search"]) {
      expect(isGuestGuarded(url)).toBe(true);
    }
    for (const url of ["/", "/page/terms", "/tournamentsx", "https://x.example/promotions", "//promotions"]) {
      expect(isGuestGuarded(url)).toBe(false);
    }
  });

  it("sends guests to sign-up with the current query and lets players through", () => {
    expect(guestLinkTarget("/tournaments/", { isGuest: true, search: "?utm_source=mail" })).toBe(
      "/signup/?utm_source=mail",
    );
    expect(guestLinkTarget("/tournaments/", { isGuest: false, search: "?utm_source=mail" })).toBe(
      "/tournaments/",
    );
    expect(guestLinkTarget("/page/terms", { isGuest: true, search: "" })).toBe("/page/terms");
  });

  it("keeps only the offer-link queries that follow a guest through sign-up", () => {
    expect(playerActionSearch("?utm_source=mail&promoOffer=spring-boost&promoOfferSet=lucky-coin")).toBe(
      "?promoOffer=spring-boost&promoOfferSet=lucky-coin",
    );
    expect(playerActionSearch("?utm_source=mail")).toBe("");
  });
});
