import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allCookieIds,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_ENABLED_COOKIE,
  COOKIE_DEFINITIONS,
  type CookieDefinitions,
  consentValue,
  decodeEnabled,
  encodeEnabled,
  isConsentGiven,
} from "./cookie-consent";

const defs: CookieDefinitions = {
  necessary: [{ id: "session" }, { id: "csrf" }],
  optional: [{ id: "analytics" }, { id: "marketing" }],
};

describe("cookie consent", () => {
  it("stores consent and the enabled list under the two cookie names", () => {
    expect(COOKIE_CONSENT_COOKIE).toBe("cookie_consent");
    expect(COOKIE_CONSENT_ENABLED_COOKIE).toBe("cookie_consent_enabled");
  });

  it("lists necessary cookies before optional ones", () => {
    expect(allCookieIds(defs)).toEqual(["session", "csrf", "analytics", "marketing"]);
  });

  it("ships the site's own cookies, with kebab-case ids", () => {
    expect(allCookieIds()).toEqual(["session", "locale", "cookie-consent", "csrf", "analytics", "marketing"]);
    expect(COOKIE_DEFINITIONS.optional.map(({ id }) => id)).toEqual(["analytics", "marketing"]);
    for (const id of allCookieIds()) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("records consent as every cookie id run together", () => {
    expect(consentValue(defs)).toBe("sessioncsrfanalyticsmarketing");
  });

  it("counts consent as given only for the exact current list", () => {
    expect(isConsentGiven("sessioncsrfanalyticsmarketing", defs)).toBe(true);
    expect(isConsentGiven(consentValue(), COOKIE_DEFINITIONS)).toBe(true);
  });

  it("asks again when a cookie has been added since the visitor consented", () => {
    const before = consentValue(defs);
    const after: CookieDefinitions = { ...defs, optional: [...defs.optional, { id: "personalisation" }] };
    expect(isConsentGiven(before, after)).toBe(false);
  });

  it("does not count a missing, empty or reordered value as consent", () => {
    expect(isConsentGiven(undefined, defs)).toBe(false);
    expect(isConsentGiven(null, defs)).toBe(false);
    expect(isConsentGiven("", defs)).toBe(false);
    expect(isConsentGiven("true", defs)).toBe(false);
    expect(isConsentGiven("csrfsessionanalyticsmarketing", defs)).toBe(false);
  });

  it("always keeps necessary cookies enabled, even when the visitor allows nothing", () => {
    expect(encodeEnabled([], defs)).toBe("session~csrf");
    expect(decodeEnabled("", defs)).toEqual(["session", "csrf"]);
    expect(decodeEnabled(undefined, defs)).toEqual(["session", "csrf"]);
  });

  it("joins enabled ids with a tilde in a stable order", () => {
    expect(encodeEnabled(["marketing", "analytics"], defs)).toBe("session~csrf~analytics~marketing");
    expect(encodeEnabled(["marketing", "marketing", "session"], defs)).toBe("session~csrf~marketing");
  });

  it("reads back what was allowed and forgets cookies that no longer exist", () => {
    expect(decodeEnabled("session~csrf~marketing", defs)).toEqual(["session", "csrf", "marketing"]);
    expect(decodeEnabled("session~retired-tracker~analytics", defs)).toEqual([
      "session",
      "csrf",
      "analytics",
    ]);
  });

  it("what is encoded decodes to the same choice", () => {
    const optionalIds = defs.optional.map(({ id }) => id);
    fc.assert(
      fc.property(fc.subarray(optionalIds), (chosen) => {
        const decoded = decodeEnabled(encodeEnabled(chosen, defs), defs);
        expect(decoded.filter((id) => optionalIds.includes(id)).sort()).toEqual([...chosen].sort());
        expect(decoded.slice(0, 2)).toEqual(["session", "csrf"]);
      }),
    );
  });
});
