// @vitest-environment happy-dom
import { type PromoOfferPreset, type Promotion, promotionsPageEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { PromotionsPage } from "./promotions-page";

/** Whether this build has the cash box: the page links an offer's Buy to it only then (lib/site-pages). */
const site = vi.hoisted(() => ({ hasCashBox: true }));
vi.mock("../../../lib/site-pages", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../lib/site-pages")>();
  return {
    ...actual,
    isLinkAvailable: (url: string) => (url.includes("cash") ? site.hasCashBox : actual.isLinkAvailable(url)),
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  site.hasCashBox = true;
});

const dictionary = {
  "promotions.title": "Promotions",
  "promotions.listLabel": "Promotions",
  "promotions.empty": "There are no promotions right now. Check back soon.",
  "promotions.howItWorks": "How it works",
  "promotions.buy": "Buy",
  "promotions.learnMore": "Learn more",
  "promotions.offer.amounts": "{{coins}} Coins + {{entries}} free Entries",
  "promotions.offer.usualPrice": "Usual price:",
  "promotions.reason.afterPurchases_one": "Available after your first purchase.",
  "promotions.reason.afterPurchases_other": "Available once you have made {{count}} purchases.",
  "promotions.reason.dayOfWeek": "Available on {{days}} only.",
  "promotions.reason.minBalance": "Available when you hold at least {{coins}} Coins.",
};

const preset = (overrides: Partial<PromoOfferPreset> = {}): PromoOfferPreset => ({
  id: 41,
  kind: "promoOffer",
  title: "FunRize Weekend Boost",
  coins: 25_000,
  entries: 20,
  price: 14.99,
  priceCents: 1499,
  usualPrice: 19.99,
  badgeLabel: "Weekend",
  imagePopup: null,
  bestDeal: false,
  mostPopular: false,
  dayOfWeek: null,
  availableFrom: null,
  availableTill: null,
  minBalance: null,
  minPurchases: null,
  limitPerDay: null,
  relatedPresetIds: [],
  isAvailable: true,
  unavailabilityReasons: [],
  isLimitPerDayReason: false,
  isMinBalanceReason: false,
  expiresAt: null,
  ...overrides,
});

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  type: "offerPeriodic",
  viewKeys: { isShowHomePage: true, isShowPromoPage: true },
  title: "Weekend Boost",
  subtitle: "Extra Coins and free Entries, every Saturday and Sunday.",
  image: null,
  howWorks: ["Come back on a Saturday or a Sunday.", "Tap Buy and pay with your card."],
  button: { label: null, link: "#/cash/deposit-by-money/41/promoOffer/" },
  needDeposits: null,
  data: { promoOfferPreset: preset() },
  isAvailable: true,
  unavailabilityReasons: [],
  ...overrides,
});

function showPage(promotions: Promotion[]) {
  mockApi()
    .on(promotionsPageEndpoint, () => ({ promotions }))
    .install();
  renderApp(<PromotionsPage />, { url: "/promotions", dictionary, appInit: playerAppInit() });
}

const card = (name: string) => screen.findByRole("article", { name });

describe("the promotions page", () => {
  it("shows an offer with its amounts, prices and steps, and Buy opens the cash box at it", async () => {
    showPage([promotion()]);
    const offer = await card("Weekend Boost");
    expect(within(offer).getByText("25,000 Coins + 20.00 free Entries")).toBeTruthy();
    expect(within(offer).getByText("$14.99")).toBeTruthy();
    expect(within(offer).getByText("$19.99").closest("s")).not.toBeNull();
    expect(within(offer).getByText("Weekend")).toBeTruthy();
    const steps = within(offer).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Come back on a Saturday or a Sunday.",
      "Tap Buy and pay with your card.",
    ]);
    const buy = within(offer).getByRole("link", { name: "Buy" });
    expect(buy.getAttribute("href")).toBe("#/cash/deposit-by-money/41/promoOffer/");
  });

  it("explains an unavailable offer in a tooltip the keyboard reaches and Escape hides", async () => {
    showPage([
      promotion({
        isAvailable: false,
        unavailabilityReasons: ["dayOfWeek", "afterPurchases", "minBalance"],
        data: {
          promoOfferPreset: preset({
            isAvailable: false,
            dayOfWeek: [6, 7],
            minPurchases: 1,
            minBalance: 50_000,
          }),
        },
      }),
    ]);
    const offer = await card("Weekend Boost");
    expect(within(offer).queryByRole("link", { name: "Buy" })).toBeNull();
    const buy = within(offer).getByRole("button", { name: "Buy" });
    expect(buy.getAttribute("aria-disabled")).toBe("true");
    const tooltip = document.getElementById(buy.getAttribute("aria-describedby") ?? "");
    expect(tooltip?.getAttribute("role")).toBe("tooltip");
    expect(tooltip?.textContent).toBe(
      "Available on Saturday or Sunday only. Available after your first purchase. Available when you hold at least 50,000 Coins.",
    );
    expect(tooltip?.hidden).toBe(true);
    fireEvent.focus(buy);
    expect(tooltip?.hidden).toBe(false);
    fireEvent.keyDown(buy, { key: "Escape" });
    expect(tooltip?.hidden).toBe(true);
    // A tap on a phone shows it too.
    fireEvent.click(buy);
    expect(tooltip?.hidden).toBe(false);
  });

  it("leads other promotions to their own page with the operator's label", async () => {
    showPage([
      promotion({
        id: 2,
        type: "verification",
        title: "Verify your identity",
        button: { label: "Verify now", link: "/account#verify" },
        data: {},
      }),
    ]);
    const verify = await card("Verify your identity");
    expect(within(verify).getByRole("link", { name: "Verify now" }).getAttribute("href")).toBe(
      "/account#verify",
    );
  });

  it("never links to a page or part of the site this build does not have", async () => {
    site.hasCashBox = false;
    showPage([
      promotion(),
      promotion({
        id: 3,
        type: "tournament",
        title: "Weekly race",
        button: { label: null, link: "/tournaments/" },
      }),
    ]);
    const offer = await card("Weekend Boost");
    expect(within(offer).queryByRole("link")).toBeNull();
    const race = await card("Weekly race");
    expect(within(race).queryByRole("link")).toBeNull();
  });

  it("shows only the promotions meant for this page, or says there are none", async () => {
    showPage([
      promotion({ id: 4, title: "Home only", viewKeys: { isShowHomePage: true, isShowPromoPage: false } }),
    ]);
    expect(await screen.findByText("There are no promotions right now. Check back soon.")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });
});
