// @vitest-environment happy-dom
import {
  availableSetsEndpoint,
  checkPromoOfferBundleEndpoint,
  type PromoOfferBundle,
  promoOfferBundlesEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AnalyticsEvent, analytics } from "../../../lib/analytics";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { promoOfferPreset, STORE_DICTIONARY, storePreset } from "../test-support/store-fixtures";
import { DepositPage } from "./deposit-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SETS = {
  packages: [
    storePreset({ id: 1, title: "Starter", coins: 10_000, entries: 5, price: 4.99, priceCents: 499 }),
    storePreset({
      id: 2,
      title: "Big stack",
      coins: 250_000,
      entries: 25.5,
      price: 24.99,
      priceCents: 2499,
      usualPrice: 34.99,
      badgeLabel: "Hot",
      bestDeal: true,
    }),
    storePreset({
      id: 3,
      title: "Loyal",
      isAvailable: false,
      unavailabilityReasons: ["afterPurchases", "dayOfWeek"],
      minPurchases: 2,
      dayOfWeek: [1, 5],
    }),
  ],
  promoOffers: [
    promoOfferPreset({
      id: 8,
      title: "Weekend boost",
      mostPopular: true,
      isAvailable: false,
      unavailabilityReasons: ["minBalance", "limitPerDay"],
      isMinBalanceReason: true,
      isLimitPerDayReason: true,
      minBalance: 5_000,
      limitPerDay: 1,
    }),
  ],
};

const NO_BUNDLES = { bundles: [] as PromoOfferBundle[] };

function open(onBuy = vi.fn()) {
  renderApp(<DepositPage onBuy={onBuy} />, { dictionary: STORE_DICTIONARY, appInit: playerAppInit() });
  return onBuy;
}

const card = (name: string) => screen.getByRole("article", { name });

describe("the cash box's deposit page", () => {
  it("shows each package's coins, free entries with 2 decimals, price, usual price struck through and marks", async () => {
    mockApi()
      .on(availableSetsEndpoint, () => SETS)
      .on(promoOfferBundlesEndpoint, () => NO_BUNDLES)
      .install();
    open();
    await screen.findByRole("heading", { name: "Coin packages" });
    const starter = card("Starter");
    expect(starter.textContent).toContain("10,000 Coins");
    expect(starter.textContent).toContain("+ 5.00 Free Entries");
    const big = card("Big stack");
    expect(big.textContent).toContain("250,000 Coins");
    expect(big.textContent).toContain("+ 25.50 Free Entries");
    expect(big.querySelector("s")?.textContent).toBe("Usual price $34.99");
    expect(big.textContent).toContain("Best deal");
    expect(big.textContent).toContain("Hot");
    expect(within(big).getByRole("button", { name: "Buy for $24.99" })).toBeTruthy();
    expect(card("Weekend boost").textContent).toContain("Most popular");
    expect(screen.getByRole("heading", { name: "Special offers" })).toBeTruthy();
  });

  it("keeps an unavailable offer's Buy focusable and describes it with the spec's reasons", async () => {
    mockApi()
      .on(availableSetsEndpoint, () => SETS)
      .on(promoOfferBundlesEndpoint, () => NO_BUNDLES)
      .install();
    const onBuy = open();
    await screen.findByRole("heading", { name: "Coin packages" });
    const loyal = within(card("Loyal")).getByRole("button", { name: "Buy for $4.99" });
    expect(loyal.getAttribute("aria-disabled")).toBe("true");
    expect(loyal.hasAttribute("disabled")).toBe(false);
    const tip = document.getElementById(loyal.getAttribute("aria-describedby") ?? "");
    expect(tip?.getAttribute("role")).toBe("tooltip");
    expect(tip?.textContent).toContain("Available after your 2nd purchase");
    expect(tip?.textContent).toContain("Available on Monday or Friday");

    const boost = within(card("Weekend boost")).getByRole("button", { name: "Buy for $4.99" });
    const boostTip = within(card("Weekend boost")).getByRole("tooltip", { hidden: true });
    expect(boostTip.textContent).toContain("Available with a balance of at least 5,000 coins");
    expect(boostTip.textContent).toContain("Limit reached: 1 purchase per day. Available again tomorrow");
    expect(boostTip.hasAttribute("data-shown")).toBe(false);
    fireEvent.focus(boost);
    expect(boostTip.hasAttribute("data-shown")).toBe(true);
    // Escape hides the tooltip first (the cash box would close on the next one).
    fireEvent.keyDown(window, { key: "Escape" });
    await waitFor(() => expect(boostTip.hasAttribute("data-shown")).toBe(false));

    fireEvent.click(boost);
    fireEvent.click(loyal);
    expect(onBuy).not.toHaveBeenCalled();
  });

  it("hands the chosen package to the cash box and reports the click", async () => {
    mockApi()
      .on(availableSetsEndpoint, () => SETS)
      .on(promoOfferBundlesEndpoint, () => NO_BUNDLES)
      .install();
    const events: AnalyticsEvent[] = [];
    const stop = analytics.subscribe((event) => events.push(event));
    const onBuy = open();
    await screen.findByRole("heading", { name: "Coin packages" });
    fireEvent.click(within(card("Big stack")).getByRole("button", { name: "Buy for $24.99" }));
    stop();
    expect(onBuy).toHaveBeenCalledWith({
      presetId: 2,
      offerType: "preset",
      title: "Big stack",
      price: 24.99,
      coins: 250_000,
      entries: 25.5,
    });
    expect(events).toEqual([
      {
        name: "click_button",
        data: { button: "buy-package", from: "deposit", presetId: 2, offerType: "preset", price: 24.99 },
      },
    ]);
  });

  it("shows the welcome pack 2 s later and buys its current offer once the server confirms it", async () => {
    const bundle: PromoOfferBundle = {
      id: 4,
      type: "welcomePack",
      title: "Welcome pack",
      isCompleted: false,
      promoOffers: [
        { ...promoOfferPreset({ id: 20, title: "First step" }), current: false, isBought: true },
        {
          ...promoOfferPreset({ id: 21, title: "Second step", price: 9.99 }),
          current: true,
          isBought: false,
        },
        { ...promoOfferPreset({ id: 22, title: "Third step" }), current: false, isBought: false },
      ],
    };
    const api = mockApi()
      .on(availableSetsEndpoint, () => ({ packages: [], promoOffers: [] }))
      .on(promoOfferBundlesEndpoint, () => ({ bundles: [bundle] }))
      .on(checkPromoOfferBundleEndpoint, () => ({ available: true, unavailabilityReasons: [] }))
      .install();
    const onBuy = open();
    await screen.findByText("store.empty");
    expect(screen.queryByRole("heading", { name: "Welcome pack" })).toBeNull();
    await screen.findByRole("heading", { name: "Welcome pack" }, { timeout: 3000 });
    const bought = within(card("First step")).getByRole("tooltip", { hidden: true });
    expect(bought.textContent).toBe("Already bought");
    const later = within(card("Third step")).getByRole("tooltip", { hidden: true });
    expect(later.textContent).toBe("Unlocks once you buy the offer before it");
    fireEvent.click(within(card("Second step")).getByRole("button", { name: "Buy for $9.99" }));
    await waitFor(() => expect(onBuy).toHaveBeenCalledOnce());
    expect(onBuy.mock.calls[0]?.[0]).toMatchObject({ presetId: 21, offerType: "promoOffer", price: 9.99 });
    expect(api.bodiesOf(checkPromoOfferBundleEndpoint)).toEqual([
      { promoOfferBundleId: 4, promoOfferId: 21 },
    ]);
  });
});
