// @vitest-environment happy-dom
import {
  type BackofficePreset,
  createStorePresetEndpoint,
  deactivateStorePresetEndpoint,
  listStorePresetsEndpoint,
  updateStorePresetEndpoint,
} from "@casino/contracts/store.backoffice";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);
// Role queries walk the whole form (dozens of fields) in happy-dom: give them time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const WRITER = operatorMe({ role: { id: "marketing", name: "Marketing" }, permissions: ["content:write"] });
const READER = operatorMe({ role: { id: "support", name: "Support" }, permissions: ["content:read"] });

const STARTER: BackofficePreset = {
  id: 11,
  brandId: "tao",
  kind: "package",
  title: "Starter",
  price: "9.99",
  usualPrice: null,
  coins: "10000",
  entries: "10.00",
  badgeLabel: null,
  imagePopup: null,
  bestDeal: false,
  mostPopular: true,
  isQuickBuy: true,
  isPopup: false,
  sortOrder: 1,
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
};
const WEEKEND: BackofficePreset = {
  ...STARTER,
  id: 12,
  kind: "promoOffer",
  title: "Weekend boost",
  price: "19.99",
  usualPrice: "29.99",
  badgeLabel: "50% more",
  mostPopular: false,
  isQuickBuy: false,
  daysOfWeek: [6, 7],
  availableTill: "2026-12-31T23:00:00.000Z",
  limitPerDay: 1,
};

const PRESETS_PATH = "/api/backoffice/store/tao/presets/";
const api = () =>
  mockFetch().on(listStorePresetsEndpoint, { json: { presets: [STARTER, WEEKEND] } }, PRESETS_PATH);
const table = () => screen.findByRole("table", { name: "Packages and promo offers" });

describe("the Packages screen", () => {
  it("lists the brand's presets with their flags and dates, filters by kind, and a reader cannot edit", async () => {
    renderBackoffice(api(), { path: "/store/presets?brand=tao", me: READER });
    const rows = await table();
    const weekend = (await within(rows).findByText("#12 Weekend boost")).closest("tr") as HTMLElement;
    expect(weekend.textContent).toContain("$19.99");
    expect(weekend.textContent).toContain("50% more");
    expect(weekend.textContent).toContain("Sat, Sun");
    expect(within(rows).getByText("#11 Starter").closest("tr")?.textContent).toContain(
      "Most popular, Quick buy",
    );
    expect(screen.queryByRole("button", { name: /^Edit|^Add a/ })).toBeNull();

    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "promoOffer" } });
    await waitFor(() => expect(within(rows).queryByText("#11 Starter")).toBeNull());
    expect(within(rows).getByText("#12 Weekend boost")).toBeTruthy();
  });

  it("refuses a form the contract would refuse, says why beside each field and sends nothing", async () => {
    const mock = api();
    renderBackoffice(mock, { path: "/store/presets?brand=tao", me: WRITER });
    fireEvent.click(await screen.findByRole("button", { name: "Add a preset" }));
    const add = await screen.findByRole("form", { name: "Add a package" });
    fireEvent.change(within(add).getByLabelText("Price (US dollars)"), { target: { value: "9.999" } });
    fireEvent.change(within(add).getByLabelText("Coins"), { target: { value: "10k" } });
    fireEvent.change(within(add).getByLabelText("URL hash (optional)"), { target: { value: "Big Deal" } });
    fireEvent.change(within(add).getByLabelText("Limit per day (optional)"), { target: { value: "0" } });
    fireEvent.change(within(add).getByLabelText("Available from (UTC, optional)"), {
      target: { value: "2026-12-10T00:00" },
    });
    fireEvent.change(within(add).getByLabelText("Available till (UTC, optional)"), {
      target: { value: "2026-12-01T00:00" },
    });
    fireEvent.click(within(add).getByRole("button", { name: "Add preset" }));
    await within(add).findByText("Enter a price such as 9.99.");
    expect(within(add).getByText("Fill this in.")).toBeTruthy();
    expect(within(add).getByText("Enter whole coins, such as 10000.")).toBeTruthy();
    expect(
      within(add).getByText("Use lowercase letters and digits, words joined by single dashes."),
    ).toBeTruthy();
    expect(within(add).getByText("Enter at least 1.")).toBeTruthy();
    expect(within(add).getByText("The window must end after it starts.")).toBeTruthy();
    expect(within(add).getByLabelText("Price (US dollars)").getAttribute("aria-invalid")).toBe("true");
    expect(mock.callsTo(createStorePresetEndpoint, PRESETS_PATH)).toHaveLength(0);
  });

  it("adds a promo offer with weekdays, a window, conditions and related presets, as the contract's body", async () => {
    const mock = api().on(
      createStorePresetEndpoint,
      (call) => ({ json: { ...WEEKEND, id: 13, title: (call.body as { title: string }).title.trim() } }),
      PRESETS_PATH,
    );
    renderBackoffice(mock, { path: "/store/presets?brand=tao&kind=promoOffer", me: WRITER });
    fireEvent.click(await screen.findByRole("button", { name: "Add a promo offer" }));
    const add = await screen.findByRole("form", { name: "Add a promo offer" });
    const type = (label: string, value: string) =>
      fireEvent.change(within(add).getByLabelText(label), { target: { value } });
    type("Title", "  Midweek deal ");
    type("Price (US dollars)", "4.5");
    type("Coins", "5000");
    type("Free entries", "2.5");
    type("Badge (optional)", "Hot");
    type("Order", "3");
    type("Available from (UTC, optional)", "2026-12-01T09:30");
    type("Minimum coins balance (optional)", "100");
    type("After the Nth purchase (optional)", "2");
    type("Limit per day (optional)", "1");
    type("URL hash (optional)", "midweek-deal");
    fireEvent.click(within(add).getByLabelText("Wednesday"));
    fireEvent.click(within(add).getByLabelText("Tuesday"));
    fireEvent.click(within(add).getByLabelText("Pop-up after sign-in"));
    fireEvent.click(within(add).getByLabelText("#11 Starter"));
    fireEvent.click(within(add).getByRole("button", { name: "Add preset" }));
    await screen.findByText("Saved “Midweek deal” (#13); players see it at once.");
    // The form closes once the URL no longer names a preset being edited.
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add a promo offer" })).toBeNull());
    expect(mock.callsTo(createStorePresetEndpoint, PRESETS_PATH)[0]?.body).toEqual({
      kind: "promoOffer",
      title: "  Midweek deal ",
      price: "4.5",
      usualPrice: null,
      coins: "5000",
      entries: "2.5",
      badgeLabel: "Hot",
      imagePopup: null,
      bestDeal: false,
      mostPopular: false,
      isQuickBuy: false,
      isPopup: true,
      sortOrder: 3,
      isActive: true,
      availableFrom: "2026-12-01T09:30:00Z",
      availableTill: null,
      daysOfWeek: [2, 3],
      minBalance: "100",
      minPurchases: 2,
      limitPerDay: 1,
      relatedPresetIds: [11],
      urlHash: "midweek-deal",
    });
  });

  it("edits a preset's badge, and shows the server's refusal beside the field it names", async () => {
    let attempts = 0;
    const path = `${PRESETS_PATH}12/`;
    const mock = api().on(
      updateStorePresetEndpoint,
      (call) => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 409,
            json: {
              success: false,
              error: {
                code: "CONFLICT",
                message: "Another offer of tao has that url hash.",
                details: [{ path: "body.urlHash", message: "Taken by #9." }],
              },
            },
          };
        }
        return { json: { ...WEEKEND, ...(call.body as object), price: "19.99", usualPrice: "29.99" } };
      },
      path,
    );
    renderBackoffice(mock, { path: "/store/presets?brand=tao", me: WRITER });
    fireEvent.click(await screen.findByRole("button", { name: "Edit #12 Weekend boost" }));
    const edit = await screen.findByRole("form", { name: "Edit #12 Weekend boost" });
    expect((within(edit).getByLabelText("Saturday") as HTMLInputElement).checked).toBe(true);
    expect((within(edit).getByLabelText("Available till (UTC, optional)") as HTMLInputElement).value).toBe(
      "2026-12-31T23:00",
    );
    fireEvent.change(within(edit).getByLabelText("Badge (optional)"), {
      target: { value: "Twice the coins" },
    });
    fireEvent.click(within(edit).getByRole("button", { name: "Save preset" }));
    await waitFor(() =>
      expect(within(edit).getByRole("alert").textContent).toBe("Another offer of tao has that url hash."),
    );
    expect(within(edit).getByText("Taken by #9.")).toBeTruthy();
    fireEvent.click(within(edit).getByRole("button", { name: "Save preset" }));
    await screen.findByText("Saved “Weekend boost” (#12); players see it at once.");
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit #12 Weekend boost" })).toBeNull());
    expect(mock.callsTo(updateStorePresetEndpoint, path)[1]?.body).toMatchObject({
      badgeLabel: "Twice the coins",
      daysOfWeek: [6, 7],
      availableTill: "2026-12-31T23:00:00Z",
      limitPerDay: 1,
    });
  });

  it("takes a preset off sale after a confirmation", async () => {
    const path = `${PRESETS_PATH}11/deactivate/`;
    const mock = api().on(deactivateStorePresetEndpoint, { json: { ...STARTER, isActive: false } }, path);
    renderBackoffice(mock, { path: "/store/presets?brand=tao", me: WRITER });
    fireEvent.click(await screen.findByRole("button", { name: "Deactivate #11 Starter" }));
    const dialog = await screen.findByRole("dialog", { name: "Take this preset off sale?" });
    expect(dialog.textContent).toContain("#11 Starter disappears from the cash box at once.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await screen.findByText("#11 Starter is off sale.");
    expect(mock.callsTo(deactivateStorePresetEndpoint, path)).toHaveLength(1);
  });

  it("says so when the server refuses the list", async () => {
    const mock = mockFetch().on(listStorePresetsEndpoint, failure(403, "FORBIDDEN"), PRESETS_PATH);
    renderBackoffice(mock, { path: "/store/presets?brand=tao", me: READER });
    const rows = await table();
    await within(rows).findByText("Your role does not allow this.");
  });
});
