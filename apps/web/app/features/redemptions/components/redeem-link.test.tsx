// @vitest-environment happy-dom
import { redeemEndpoint } from "@casino/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { RedeemLink } from "./redeem-link";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const redeemPage = (reason: "inactive" | "identityNotVerified" | null) => ({
  redeemStatus: { isActive: reason === null, reason },
  winnings: 10,
  redeemable: 10,
  minAmount: 50,
  outstandingPlaythrough: 0,
  methods: [{ id: "bank" as const, title: "Bank transfer (ACH)" }],
  requests: [],
});

const dictionary = { "redeem.menu.redeem": "Redeem", "redeem.menu.label": "Redeem" };
const player = (gameMode: "SweepStakes" | "TournamentPoints") =>
  playerAppInit("funrize", { playerInfo: { gameMode } });

describe("the menu's Redeem entry", () => {
  it("opens the cash box's redeem page for a player in SweepStakes mode while redeeming is open", async () => {
    mockApi()
      .on(redeemEndpoint, () => redeemPage(null))
      .install();
    renderApp(<RedeemLink />, { dictionary, appInit: player("SweepStakes") });
    const link = await screen.findByRole("link", { name: "Redeem" });
    expect(link.getAttribute("href")).toBe("#/cash/redeem/");
  });

  it("stays away in TournamentPoints mode, without asking the server", async () => {
    const api = mockApi().install();
    renderApp(<RedeemLink />, { dictionary, appInit: player("TournamentPoints") });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("link", { name: "Redeem" })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("stays away while the brand's redemptions are closed", async () => {
    const api = mockApi()
      .on(redeemEndpoint, () => redeemPage("inactive"))
      .install();
    renderApp(<RedeemLink />, { dictionary, appInit: player("SweepStakes") });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("link", { name: "Redeem" })).toBeNull();
  });
});
