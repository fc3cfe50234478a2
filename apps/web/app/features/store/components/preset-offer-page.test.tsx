// @vitest-environment happy-dom
import { availableSetsEndpoint, cashPresetEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AnalyticsEvent, analytics } from "../../../lib/analytics";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { promoOfferPreset, STORE_DICTIONARY, storePreset } from "../test-support/store-fixtures";
import { PresetOfferPage } from "./preset-offer-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(presetId: number, offerType: "preset" | "promoOffer", onBuy = vi.fn()) {
  renderApp(<PresetOfferPage presetId={presetId} offerType={offerType} onBuy={onBuy} />, {
    dictionary: STORE_DICTIONARY,
    appInit: playerAppInit(),
  });
  return onBuy;
}

describe("an offer opened by its link", () => {
  it("shows the preset the link names and buys it", async () => {
    mockApi()
      .on(cashPresetEndpoint, () => storePreset({ id: 12, title: "Night owl", price: 14.99 }), { id: "12" })
      .install();
    const onBuy = open(12, "preset");
    const card = await screen.findByRole("article", { name: "Night owl" });
    fireEvent.click(within(card).getByRole("button", { name: "Buy for $14.99" }));
    expect(onBuy).toHaveBeenCalledWith(
      expect.objectContaining({ presetId: 12, offerType: "preset", title: "Night owl" }),
    );
  });

  it("lets the player choose one of the related packages instead, reporting the change", async () => {
    mockApi()
      .on(
        cashPresetEndpoint,
        () => promoOfferPreset({ id: 7, title: "Spring deal", relatedPresetIds: [3] }),
        { id: "7" },
      )
      .on(availableSetsEndpoint, () => ({
        packages: [storePreset({ id: 3, title: "Larger", coins: 50_000, price: 19.99 })],
        promoOffers: [],
      }))
      .install();
    const events: AnalyticsEvent[] = [];
    const stop = analytics.subscribe((event) => events.push(event));
    const onBuy = open(7, "promoOffer");
    const choices = await screen.findByRole("group", { name: "Choose your package" });
    fireEvent.click(within(choices).getByRole("radio", { name: /50,000 Coins/ }));
    const card = await screen.findByRole("article", { name: "Larger" });
    fireEvent.click(within(card).getByRole("button", { name: "Buy for $19.99" }));
    stop();
    expect(onBuy).toHaveBeenCalledWith(expect.objectContaining({ presetId: 3, offerType: "preset" }));
    expect(events.map((event) => event.name)).toEqual(["change_form", "click_button"]);
    expect(events[0]?.data).toMatchObject({ form: "cash-package", presetId: 3 });
  });

  it("leads to all packages when the offer is not the player's, or not of the link's type", async () => {
    mockApi()
      .on(cashPresetEndpoint, () => ({ status: 404, code: "PRESET_NOT_FOUND" }), { id: "99" })
      .on(cashPresetEndpoint, () => storePreset({ id: 5 }), { id: "5" })
      .install();
    open(99, "preset");
    expect((await screen.findByRole("alert")).textContent).toBe("This offer is not available to you.");
    expect(screen.getByRole("link", { name: "See all packages" }).getAttribute("href")).toBe(
      "#/cash/deposit-by-money/",
    );
    cleanup();
    open(5, "promoOffer");
    expect((await screen.findByRole("alert")).textContent).toBe("This offer is not available to you.");
  });
});
