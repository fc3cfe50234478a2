import { describe, expect, it } from "vitest";
import { acquisitionFromQuery, carriedSearch, withSearch } from "./auth-query";

describe("auth links", () => {
  it("keep the current query string", () => {
    expect(withSearch("/signup/", "?utm_source=mail&invited_by=ann")).toBe(
      "/signup/?utm_source=mail&invited_by=ann",
    );
    expect(withSearch("/signin/", "")).toBe("/signin/");
  });

  it("never carry a single-use token to another page", () => {
    expect(carriedSearch("?token=abc&utm_source=mail")).toBe("?utm_source=mail");
    expect(carriedSearch("?confirmToken=abc")).toBe("");
  });

  it("read where the sign-up came from", () => {
    expect(acquisitionFromQuery("?registrationSource=landing&trafficSource=ads")).toEqual({
      registrationSource: "landing",
      trafficSource: "ads",
    });
    expect(acquisitionFromQuery("?registrationSource=%20")).toEqual({
      registrationSource: undefined,
      trafficSource: undefined,
    });
  });
});
