import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redirectForPage } from "./url-rules";

const guest = { isGuest: true };
const player = { isGuest: false };

describe("page URL rules", () => {
  describe("the aa parameter", () => {
    it("is removed by a full redirect to the same path, keeping the other query", () => {
      expect(redirectForPage("/promotions/?aa=1&category=popular", player)).toEqual({
        location: "/promotions/?category=popular",
        isExternal: true,
      });
    });

    it("sends the root to the lobby", () => {
      expect(redirectForPage("/?aa=xyz&refcode=ABC", guest)).toEqual({
        location: "/lobby/?refcode=ABC",
        isExternal: true,
      });
      expect(redirectForPage("/?aa", player)).toEqual({ location: "/lobby/", isExternal: true });
    });

    it("is removed first, even on a register or cash path", () => {
      expect(redirectForPage("/register/?aa=1", guest)).toEqual({ location: "/register/", isExternal: true });
      expect(redirectForPage("/cash/redeem/?aa=1", player)).toEqual({
        location: "/cash/redeem/",
        isExternal: true,
      });
    });
  });

  describe("register paths", () => {
    it("send guests to sign-up, keeping the query", () => {
      expect(redirectForPage("/register/?invited_by=friend&trafficSource=ads", guest)).toEqual({
        location: "/signup/?invited_by=friend&trafficSource=ads",
        isExternal: false,
      });
      expect(redirectForPage("/promo/register-now", guest)).toEqual({
        location: "/signup/",
        isExternal: false,
      });
    });

    it("leave signed-in players where they are", () => {
      expect(redirectForPage("/register/?invited_by=friend", player)).toBeNull();
    });

    it("do not catch the registration-complete page", () => {
      expect(redirectForPage("/registration-complete/", guest)).toBeNull();
    });
  });

  describe("cash paths", () => {
    it("open the cash box as a hash route on the home page", () => {
      expect(redirectForPage("/cash/deposit-by-money/", player)).toEqual({
        location: "/#/cash/deposit-by-money/",
        isExternal: false,
      });
    });

    it("keep the page before /cash/ and put the query before the hash", () => {
      expect(redirectForPage("/x/cash/y/", player)).toEqual({ location: "/x/#/cash/y/", isExternal: false });
      expect(redirectForPage("/lobby/cash/redeem/?game=slots", guest)).toEqual({
        location: "/lobby/?game=slots#/cash/redeem/",
        isExternal: false,
      });
    });

    it("leave the cash iframe page alone", () => {
      expect(redirectForPage("/cashIframe", player)).toBeNull();
    });
  });

  it("let ordinary pages render as asked", () => {
    for (const page of ["/", "/lobby/", "/promotions/?category=new", "/issues/favorites", "/page/terms"]) {
      expect(redirectForPage(page, guest)).toBeNull();
      expect(redirectForPage(page, player)).toBeNull();
    }
  });

  it("never redirect to another site, however the path is dressed up", () => {
    for (const page of [
      "/.//evil.com/?aa=1",
      "/x/..//evil.com/?aa=1",
      "//evil.com/x?aa=1",
      "/.//evil.com/cash/y/",
    ]) {
      const location = redirectForPage(page, guest)?.location ?? "";
      expect(location.startsWith("/")).toBe(true);
      expect(location.startsWith("//")).toBe(false);
    }
  });

  it("answer a malformed page with no redirect instead of an error", () => {
    expect(redirectForPage("//", guest)).toBeNull();
    expect(redirectForPage("http://[::1", guest)).toBeNull();
    expect(redirectForPage("//?aa=1", guest)).toEqual({ location: "/lobby/", isExternal: true });
  });

  it("always redirect to a path on this site", () => {
    const segment = fc.constantFrom(
      "",
      ".",
      "..",
      "evil.com",
      "cash",
      "register",
      "x",
      "%2e",
      "\\",
      "\t",
      "?aa",
    );
    const page = fc
      .tuple(fc.array(segment, { maxLength: 6 }), fc.boolean())
      .map(([parts, hasAa]) => `/${parts.join("/")}${hasAa ? "?aa=1" : ""}`);
    fc.assert(
      fc.property(page, fc.boolean(), (p, isGuest) => {
        const location = redirectForPage(p, { isGuest })?.location;
        if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])/);
      }),
    );
  });
});
