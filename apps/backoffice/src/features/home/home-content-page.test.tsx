// @vitest-environment happy-dom
import {
  type BackofficeBanner,
  contentPreviewEndpoint,
  listBannersEndpoint,
  listHomeRowsEndpoint,
  reorderBannersEndpoint,
  updateBannerEndpoint,
} from "@casino/contracts/home";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const MARKETING = operatorMe({
  role: { id: "marketing", name: "Marketing" },
  permissions: ["content:write"],
});
const banner = (slug: string, en: string, es: string, position: number): BackofficeBanner => ({
  slug,
  type: "promo",
  audience: "all",
  position,
  title: { en, es },
  subtitle: null,
  buttonText: { en: "Go", es: "Ir" },
  link: "/promotions",
  artTheme: { colors: ["#000000", "#111111", "#222222"], motif: "star" },
  image: `/games-art/banners/${slug}-1x.webp?v=1`,
  isActive: true,
});
const SPRING = banner("spring", "Spring", "Primavera", 0);
const SUMMER = banner("summer", "Summer", "Verano", 1);
const path = (endpoint: { path: string }, slug?: string) =>
  endpoint.path.replace("{brandId}", "nlc").replace("{slug}", slug ?? "");

function contentApi() {
  return mockFetch()
    .on(listBannersEndpoint, { json: { banners: [SPRING, SUMMER] } }, path(listBannersEndpoint))
    .on(listHomeRowsEndpoint, { json: { rows: [] } }, path(listHomeRowsEndpoint))
    .on(
      contentPreviewEndpoint,
      { json: { brandId: "nlc", locale: "es", audience: "guest", home: null, staticInfo: null } },
      path(contentPreviewEndpoint),
    );
}

const bannerNames = () =>
  within(screen.getByRole("list", { name: "Banners in order" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("strong")?.textContent);

describe("the home page's content screen", () => {
  it("shows the brand and locale of the URL, and moves a banner down only once the server answered", async () => {
    const api = contentApi();
    let answer: (value: { json: unknown }) => void = () => {};
    api.on(
      reorderBannersEndpoint,
      () => new Promise((resolve) => (answer = resolve)),
      path(reorderBannersEndpoint),
    );
    renderBackoffice(api, { path: "/content/home?brand=nlc&locale=es", me: MARKETING });
    await screen.findByText("Primavera");
    expect(bannerNames()).toEqual(["Primavera", "Verano"]);
    expect((screen.getByLabelText("Brand") as HTMLSelectElement).value).toBe("nlc");

    fireEvent.click(screen.getByRole("button", { name: "Move Primavera down" }));
    await waitFor(() =>
      expect(api.callsTo(reorderBannersEndpoint, path(reorderBannersEndpoint))).toHaveLength(1),
    );
    expect(api.callsTo(reorderBannersEndpoint, path(reorderBannersEndpoint))[0]?.body).toEqual({
      slugs: ["summer", "spring"],
    });
    // Pessimistic: the list keeps the server's order while the call is on its way.
    expect(bannerNames()).toEqual(["Primavera", "Verano"]);
    expect((screen.getByRole("button", { name: "Move Verano up" }) as HTMLButtonElement).disabled).toBe(true);
    answer({
      json: {
        banners: [
          { ...SUMMER, position: 0 },
          { ...SPRING, position: 1 },
        ],
      },
    });
    await waitFor(() => expect(bannerNames()).toEqual(["Verano", "Primavera"]));
    expect(await screen.findByText("The new order of the banners is live.")).toBeTruthy();
  });

  it("hides a banner through the server and shows what it answered", async () => {
    const api = contentApi().on(
      updateBannerEndpoint,
      { json: { ...SPRING, isActive: false } },
      path(updateBannerEndpoint, "spring"),
    );
    renderBackoffice(api, { path: "/content/home?brand=nlc&locale=en", me: MARKETING });
    fireEvent.click(await screen.findByRole("button", { name: "Hide Spring" }));
    expect(await screen.findByRole("button", { name: "Show Spring" })).toBeTruthy();
    const [call] = api.callsTo(updateBannerEndpoint, path(updateBannerEndpoint, "spring"));
    expect(call?.body).toMatchObject({ isActive: false, title: { en: "Spring", es: "Primavera" } });
  });

  it("offers no change to a role that may only read the content", async () => {
    const reader = operatorMe({ permissions: ["content:read"] });
    renderBackoffice(contentApi(), { path: "/content/home?brand=nlc", me: reader });
    await screen.findByText("Spring");
    expect(screen.queryByRole("button", { name: /Move Spring/ })).toBeNull();
    expect(screen.queryByText("Add a banner")).toBeNull();
  });
});
