// @vitest-environment happy-dom
import { restrictionInfoEndpoint } from "@casino/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { ClosedJurisdictions } from "./closed-jurisdictions";
import { GeoblockReason } from "./geoblock-reason";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "geo.reason.blocked_region": "{{brand}} is not offered in the region you are connecting from.",
  "geo.reason.blocked_region_place": "{{brand}} is not offered in {{place}}, where you are connecting from.",
  "geo.reason.permission_denied": "Your browser does not share your location with us.",
  "geo.reason.timeout": "Finding your location took too long.",
  "geo.allow.title": "How to share your location",
  "geo.allow.step2": "Set Location to Allow for this site.",
  "geo.tryAgain": "Try again",
  "geo.closed.title": "Where we are not available",
};

const page = (url: string) =>
  renderApp(
    <>
      <GeoblockReason />
      <ClosedJurisdictions />
    </>,
    { url, dictionary },
  );

const info = {
  success: true as const,
  data: {
    isGeolocationRequired: true,
    blockedJurisdictions: [
      { code: "US-WA", name: "Washington" },
      { code: "US-NY", name: "New York" },
    ],
    playerRestrictionIdsHash: "h1",
  },
};

describe("the geoblock page's explanation", () => {
  it("names the closed region the check placed the visitor in, and offers no retry", async () => {
    mockApi()
      .on(restrictionInfoEndpoint, () => info)
      .install();
    page("/geoblock/?reason=blocked_region&place=Washington");
    expect(
      await screen.findByText("FunRize is not offered in Washington, where you are connecting from."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("tells how to allow the location when the permission was denied, with Try again", async () => {
    mockApi()
      .on(restrictionInfoEndpoint, () => info)
      .install();
    page("/geoblock/?reason=permission_denied");
    expect(await screen.findByText("Your browser does not share your location with us.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "How to share your location" })).toBeTruthy();
    expect(screen.getByText("Set Location to Allow for this site.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("offers Try again after a timeout, without the permission steps", async () => {
    mockApi()
      .on(restrictionInfoEndpoint, () => info)
      .install();
    page("/geoblock/?reason=timeout");
    expect(await screen.findByText("Finding your location took too long.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "How to share your location" })).toBeNull();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("says nothing of its own for an unknown reason, and never shows a place given without one", () => {
    mockApi()
      .on(restrictionInfoEndpoint, () => info)
      .install();
    page("/geoblock/?reason=hacked&place=Nowhere");
    expect(screen.queryByText(/Nowhere/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("lists the jurisdictions where the site is closed", async () => {
    mockApi()
      .on(restrictionInfoEndpoint, () => info)
      .install();
    page("/geoblock/");
    const list = await screen.findByRole("region", { name: "Where we are not available" });
    expect(Array.from(list.querySelectorAll("li"), (li) => li.textContent)).toEqual([
      "Washington",
      "New York",
    ]);
  });
});
