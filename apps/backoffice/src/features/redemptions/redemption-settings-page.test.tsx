// @vitest-environment happy-dom
import {
  listRedemptionSettingsEndpoint,
  type RedemptionSetting,
  updateRedemptionSettingEndpoint,
} from "@casino/contracts/redemptions";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);
configure({ asyncUtilTimeout: 4000 });

const FINANCE = operatorMe({ role: { id: "finance", name: "Finance" }, permissions: ["cash:write"] });
const SUPPORT = operatorMe({ role: { id: "support", name: "Support" }, permissions: ["cash:read"] });
const SETTINGS: RedemptionSetting[] = [
  {
    brandId: "funrize",
    isActive: true,
    minAmount: "50.00",
    purchasePlaythroughMultiplier: "1.00",
    updatedAt: "x",
  },
  {
    brandId: "tao",
    isActive: false,
    minAmount: "100.00",
    purchasePlaythroughMultiplier: "3.00",
    updatedAt: "x",
  },
];

const api = () => mockFetch().on(listRedemptionSettingsEndpoint, { json: { settings: SETTINGS } });

describe("the Redeem rules screen", () => {
  it("lists every brand's rules; a reader gets no save", async () => {
    renderBackoffice(api(), { path: "/cash/redeem-rules", me: SUPPORT });
    const table = await screen.findByRole("table", { name: "Redeem rules per brand" });
    const tao = (await within(table).findByText("tao")).closest("tr") as HTMLElement;
    expect(tao.textContent).toBe("taoClosed100.003.00×");
    expect(screen.queryByRole("button", { name: "Save redeem rules" })).toBeNull();
  });

  it("checks the values as the contract does before saving a brand's rules", async () => {
    const mock = api().on(
      updateRedemptionSettingEndpoint,
      (call) => ({ json: { ...SETTINGS[1], ...(call.body as object), updatedAt: "y" } }),
      "/api/backoffice/redemptions/settings/tao/",
    );
    renderBackoffice(mock, { path: "/cash/redeem-rules", me: FINANCE });
    fireEvent.change(await screen.findByLabelText("Brand"), { target: { value: "tao" } });
    const form = await screen.findByRole("form", { name: "Redeem rules of tao" });
    fireEvent.change(within(form).getByLabelText("Minimum redemption (winnings)"), {
      target: { value: "0" },
    });
    fireEvent.change(within(form).getByLabelText("Purchase playthrough multiplier"), {
      target: { value: "x2" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save redeem rules" }));
    await within(form).findByText("Enter a multiplier such as 1 or 3.");
    fireEvent.change(within(form).getByLabelText("Purchase playthrough multiplier"), {
      target: { value: "2" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save redeem rules" }));
    await within(form).findByText("Enter more than zero.");
    expect(
      mock.callsTo(updateRedemptionSettingEndpoint, "/api/backoffice/redemptions/settings/tao/"),
    ).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText("Minimum redemption (winnings)"), {
      target: { value: "75" },
    });
    fireEvent.click(within(form).getByLabelText("Redeeming is open"));
    fireEvent.click(within(form).getByRole("button", { name: "Save redeem rules" }));
    await screen.findByText("Saved the redeem rules of tao.");
    expect(
      mock.callsTo(updateRedemptionSettingEndpoint, "/api/backoffice/redemptions/settings/tao/")[0]?.body,
    ).toEqual({ isActive: true, minAmount: "75", purchasePlaythroughMultiplier: "2" });
  });
});
