// @vitest-environment happy-dom
import {
  type BackofficePromotion,
  createPromotionEndpoint,
  deactivatePromotionEndpoint,
  listPromotionsEndpoint,
  type Promotion,
  previewPromotionsEndpoint,
} from "@casino/contracts/promotions";
import { type BackofficePreset, listStorePresetsEndpoint } from "@casino/contracts/store.backoffice";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const MARKETING = operatorMe({
  role: { id: "marketing", name: "Marketing" },
  permissions: ["content:write"],
});
const READER = operatorMe({ role: { id: "viewer", name: "Viewer" }, permissions: ["content:read"] });
const LIST = "/api/backoffice/content/funrize/promotions/";

const row = (overrides: Partial<BackofficePromotion> = {}): BackofficePromotion => ({
  id: 7,
  brandId: "funrize",
  locale: "en",
  type: "offerPeriodic",
  title: "Weekend Boost",
  subtitle: "Extra Coins on weekends.",
  image: null,
  howWorks: "Come back on Saturday.\nTap Buy.",
  buttonLabel: null,
  link: null,
  presetId: 41,
  needDeposits: null,
  isShowHomePage: true,
  isShowPromoPage: true,
  sortOrder: 10,
  isActive: true,
  startsAt: null,
  endsAt: null,
  updatedAt: "2026-11-29T10:00:00.000Z",
  ...overrides,
});

const shown: Promotion = {
  id: 7,
  type: "offerPeriodic",
  viewKeys: { isShowHomePage: true, isShowPromoPage: true },
  title: "Weekend Boost",
  subtitle: "Extra Coins on weekends.",
  image: null,
  howWorks: ["Come back on Saturday.", "Tap Buy."],
  button: { label: null, link: "#/cash/deposit-by-money/41/promoOffer/" },
  needDeposits: null,
  data: {},
  isAvailable: true,
  unavailabilityReasons: [],
};

const offer = (id: number, title: string): BackofficePreset => ({
  id,
  brandId: "funrize",
  kind: "promoOffer",
  title,
  price: "14.99",
  usualPrice: null,
  coins: "25000",
  entries: "20.00",
  badgeLabel: null,
  imagePopup: null,
  bestDeal: false,
  mostPopular: false,
  isQuickBuy: false,
  isPopup: false,
  sortOrder: 10,
  isActive: true,
  availableFrom: null,
  availableTill: null,
  daysOfWeek: null,
  minBalance: null,
  minPurchases: null,
  limitPerDay: null,
  relatedPresetIds: [],
  urlHash: null,
  updatedAt: "2026-11-29T10:00:00.000Z",
});

function renderScreen(me = MARKETING) {
  const api = mockFetch()
    .on(listPromotionsEndpoint, { json: { promotions: [row()] } }, LIST)
    .on(previewPromotionsEndpoint, { json: { promotions: [shown] } }, `${LIST}preview/`)
    .on(
      listStorePresetsEndpoint,
      { json: { presets: [offer(41, "FunRize Weekend Boost"), offer(42, "Deal of the Day")] } },
      "/api/backoffice/store/funrize/presets/",
    );
  renderBackoffice(api, { path: "/content/promotions", me });
  return api;
}

describe("the promotions screen", () => {
  it("lists the brand's promotions and previews the live page", async () => {
    renderScreen();
    const list = await screen.findByRole("list", { name: "Promotions" });
    expect(await within(list).findByText("Weekend Boost")).toBeTruthy();
    const preview = await screen.findByRole("list", { name: "Promotions page preview" });
    expect(within(preview).getByText("Tap Buy.")).toBeTruthy();
    expect(within(preview).getByText("#/cash/deposit-by-money/41/promoOffer/")).toBeTruthy();
  });

  it("adds an offer promotion that sells a chosen promo offer", async () => {
    const api = renderScreen();
    const form = await screen.findByRole("form", { name: "Promotion" });
    await within(form).findByRole("option", { name: "Deal of the Day ($14.99)" });
    fireEvent.change(within(form).getByLabelText("Promo offer it sells"), { target: { value: "42" } });
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Daily deal" } });
    fireEvent.change(within(form).getByLabelText("How it works (one step per line)"), {
      target: { value: "Buy once a day.\nCome back tomorrow." },
    });
    api.on(createPromotionEndpoint, { json: row({ id: 8, title: "Daily deal", presetId: 42 }) }, LIST);
    fireEvent.click(within(form).getByRole("button", { name: "Add and publish" }));
    await waitFor(() => expect(api.callsTo(createPromotionEndpoint, LIST)).toHaveLength(1));
    expect(api.callsTo(createPromotionEndpoint, LIST)[0]?.body).toMatchObject({
      locale: "en",
      type: "offerPeriodic",
      title: "Daily deal",
      presetId: 42,
      link: null,
      howWorks: "Buy once a day.\nCome back tomorrow.",
      needDeposits: null,
      isShowPromoPage: true,
    });
    expect(await screen.findByText("“Daily deal” is saved and live.")).toBeTruthy();
  });

  it("deactivates a promotion", async () => {
    const api = renderScreen();
    const path = `${LIST}7/deactivate/`;
    api.on(deactivatePromotionEndpoint, { json: row({ isActive: false }) }, path);
    fireEvent.click(await screen.findByRole("button", { name: "Deactivate Weekend Boost" }));
    await waitFor(() => expect(api.callsTo(deactivatePromotionEndpoint, path)).toHaveLength(1));
    expect(await screen.findByText("“Weekend Boost” is off the site.")).toBeTruthy();
  });

  it("shows a reader the list and the preview, without the form", async () => {
    renderScreen(READER);
    await screen.findByRole("list", { name: "Promotions" });
    expect(screen.queryByRole("form", { name: "Promotion" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Weekend Boost" })).toBeNull();
  });
});
