// @vitest-environment happy-dom
import {
  type BackofficeFlipSet,
  type BackofficePreset,
  createPromoOfferSetEndpoint,
  listPromoOfferBundlesEndpoint,
  listPromoOfferSetsEndpoint,
  listStorePresetsEndpoint,
  updatePromoOfferBundleEndpoint,
  updatePromoOfferSetEndpoint,
} from "@casino/contracts/store.backoffice";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);
configure({ asyncUtilTimeout: 4000 });

const WRITER = operatorMe({ role: { id: "marketing", name: "Marketing" }, permissions: ["content:write"] });
const READER = operatorMe({ role: { id: "support", name: "Support" }, permissions: ["content:read"] });

const offer = (id: number, title: string): BackofficePreset => ({
  id,
  brandId: "nlc",
  kind: "promoOffer",
  title,
  price: "4.99",
  usualPrice: null,
  coins: "5000",
  entries: "5.00",
  badgeLabel: null,
  imagePopup: null,
  bestDeal: false,
  mostPopular: false,
  isQuickBuy: false,
  isPopup: false,
  sortOrder: id,
  isActive: true,
  availableFrom: null,
  availableTill: null,
  daysOfWeek: null,
  minBalance: null,
  minPurchases: null,
  limitPerDay: null,
  relatedPresetIds: [],
  urlHash: null,
  updatedAt: "2026-11-25T10:00:00.000Z",
});
const FIRST = offer(21, "Welcome 1");
const SECOND = offer(22, "Welcome 2");
const THIRD = offer(23, "Lucky flip");
const BUNDLE = {
  id: 3,
  brandId: "nlc" as const,
  type: "welcomePack" as const,
  title: "Welcome pack",
  presetIds: [21, 22],
  isActive: true,
  updatedAt: "2026-11-25T10:00:00.000Z",
};
const FLIP: BackofficeFlipSet = {
  id: 5,
  brandId: "nlc",
  slug: "coin-flip",
  offers: [
    { presetId: 22, weight: 3 },
    { presetId: 23, weight: 1 },
  ],
  cooldownHours: 24,
  isActive: true,
};
const BASE = "/api/backoffice/store/nlc";

const api = () =>
  mockFetch()
    .on(listStorePresetsEndpoint, { json: { presets: [FIRST, SECOND, THIRD] } }, `${BASE}/presets/`)
    .on(listPromoOfferBundlesEndpoint, { json: { bundles: [BUNDLE] } }, `${BASE}/bundles/`)
    .on(listPromoOfferSetsEndpoint, { json: { sets: [FLIP] } }, `${BASE}/flip-sets/`);

describe("the Offer bundles and flips screen", () => {
  it("reorders the welcome pack's offers, adds one and saves them in buying order", async () => {
    const mock = api().on(
      updatePromoOfferBundleEndpoint,
      (call) => ({ json: { ...BUNDLE, ...(call.body as object) } }),
      `${BASE}/bundles/3/`,
    );
    renderBackoffice(mock, { path: "/store/offer-sets?brand=nlc", me: WRITER });
    const bundle = await screen.findByRole("form", { name: "Bundle Welcome pack" });
    await within(bundle).findByText("1. #21 Welcome 1");
    fireEvent.click(within(bundle).getByRole("button", { name: "Move #22 Welcome 2 up" }));
    fireEvent.change(within(bundle).getByLabelText("Promo offer to add"), { target: { value: "23" } });
    fireEvent.click(within(bundle).getByRole("button", { name: "Add to the bundle" }));
    const order = within(bundle).getByRole("list", { name: "Offers of Welcome pack in buying order" });
    expect(
      within(order)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["1. #22 Welcome 2", "2. #21 Welcome 1", "3. #23 Lucky flip"]);
    fireEvent.click(within(bundle).getByRole("button", { name: "Save bundle" }));
    await within(bundle).findByText("Saved the bundle “Welcome pack”.");
    expect(mock.callsTo(updatePromoOfferBundleEndpoint, `${BASE}/bundles/3/`)[0]?.body).toEqual({
      title: "Welcome pack",
      presetIds: [22, 21, 23],
      isActive: true,
    });
  });

  it("refuses an empty bundle before sending it", async () => {
    const mock = api();
    renderBackoffice(mock, { path: "/store/offer-sets?brand=nlc", me: WRITER });
    const bundle = await screen.findByRole("form", { name: "Bundle Welcome pack" });
    fireEvent.click(await within(bundle).findByRole("button", { name: "Remove #21 Welcome 1" }));
    fireEvent.click(within(bundle).getByRole("button", { name: "Remove #22 Welcome 2" }));
    fireEvent.click(within(bundle).getByRole("button", { name: "Save bundle" }));
    await within(bundle).findByText("Choose at least 1.");
    expect(mock.callsTo(updatePromoOfferBundleEndpoint, `${BASE}/bundles/3/`)).toHaveLength(0);
  });

  it("shows each flip set's offers with weights and chances; a reader cannot change them", async () => {
    renderBackoffice(api(), { path: "/store/offer-sets?brand=nlc", me: READER });
    const row = (await screen.findByText("coin-flip")).closest("tr") as HTMLElement;
    await within(row).findByText("#22 Welcome 2 (3, 75%); #23 Lucky flip (1, 25%)");
    expect(within(row).getByText("24 h")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Edit|Add a flip set|Save bundle/ })).toBeNull();
  });

  it("adds a flip set after the contract's checks, and shows the server's refusal of a taken slug", async () => {
    let attempts = 0;
    const mock = api().on(
      createPromoOfferSetEndpoint,
      (call) => {
        attempts += 1;
        return attempts === 1
          ? failure(409, "CONFLICT", "nlc already has a flip set called lucky-day.")
          : { json: { ...FLIP, id: 6, ...(call.body as object) } };
      },
      `${BASE}/flip-sets/`,
    );
    renderBackoffice(mock, { path: "/store/offer-sets?brand=nlc", me: WRITER });
    fireEvent.click(await screen.findByRole("button", { name: "Add a flip set" }));
    const add = await screen.findByRole("form", { name: "Add a flip set" });
    fireEvent.change(within(add).getByLabelText("Slug"), { target: { value: "Lucky Day" } });
    fireEvent.change(within(add).getByLabelText("Weight of offer 1"), { target: { value: "0" } });
    fireEvent.click(within(add).getByRole("button", { name: "Add flip set" }));
    await within(add).findByText("Choose an offer.");
    expect(
      within(add).getByText("Use lowercase letters and digits, words joined by single dashes."),
    ).toBeTruthy();
    expect(mock.callsTo(createPromoOfferSetEndpoint, `${BASE}/flip-sets/`)).toHaveLength(0);

    fireEvent.change(within(add).getByLabelText("Slug"), { target: { value: "lucky-day" } });
    fireEvent.change(within(add).getByLabelText("Offer 1"), { target: { value: "21" } });
    fireEvent.change(within(add).getByLabelText("Weight of offer 1"), { target: { value: "2" } });
    fireEvent.click(within(add).getByRole("button", { name: "Add an offer" }));
    fireEvent.change(within(add).getByLabelText("Offer 2"), { target: { value: "23" } });
    fireEvent.change(within(add).getByLabelText("Weight of offer 2"), { target: { value: "6" } });
    expect(within(add).getByText("Chance 75%")).toBeTruthy();
    fireEvent.change(within(add).getByLabelText("Cooldown (hours between flips)"), {
      target: { value: "12" },
    });
    fireEvent.click(within(add).getByRole("button", { name: "Add flip set" }));
    await within(add).findByText("nlc already has a flip set called lucky-day.");
    fireEvent.click(within(add).getByRole("button", { name: "Add flip set" }));
    await screen.findByText("Saved the flip set “lucky-day”.");
    expect(mock.callsTo(createPromoOfferSetEndpoint, `${BASE}/flip-sets/`)[1]?.body).toEqual({
      slug: "lucky-day",
      offers: [
        { presetId: 21, weight: 2 },
        { presetId: 23, weight: 6 },
      ],
      cooldownHours: 12,
      isActive: true,
    });
  });

  it("edits a flip set's cooldown", async () => {
    const mock = api().on(
      updatePromoOfferSetEndpoint,
      (call) => ({ json: { ...FLIP, ...(call.body as object) } }),
      `${BASE}/flip-sets/5/`,
    );
    renderBackoffice(mock, { path: "/store/offer-sets?brand=nlc", me: WRITER });
    fireEvent.click(await screen.findByRole("button", { name: "Edit the flip set coin-flip" }));
    const edit = await screen.findByRole("form", { name: "Edit the flip set coin-flip" });
    fireEvent.change(within(edit).getByLabelText("Cooldown (hours between flips)"), {
      target: { value: "48" },
    });
    fireEvent.click(within(edit).getByRole("button", { name: "Save flip set" }));
    await screen.findByText("Saved the flip set “coin-flip”.");
    await waitFor(() =>
      expect(screen.queryByRole("form", { name: "Edit the flip set coin-flip" })).toBeNull(),
    );
    expect(mock.callsTo(updatePromoOfferSetEndpoint, `${BASE}/flip-sets/5/`)[0]?.body).toMatchObject({
      slug: "coin-flip",
      offers: FLIP.offers,
      cooldownHours: 48,
    });
  });
});
