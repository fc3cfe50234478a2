// @vitest-environment happy-dom
import {
  appInitEndpoint,
  balanceEndpoint,
  switchToSweepStakesEndpoint,
  switchToTournamentPointsEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLAYER_QUERY_KEYS } from "../../../lib/query";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { BalanceSwitcher } from "./balance-switcher";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "balance.current": "Balance: {{amount}} {{currency}}",
  "balance.currency.coins": "Coins",
  "balance.currency.entries": "Entries",
  "balance.mode.TournamentPoints": "Play with Coins",
  "balance.mode.SweepStakes": "Play with Entries",
  "balance.winnings": "Redeemable winnings: {{amount}}",
};

const balanceButton = () => screen.getByRole("button", { name: /^Balance:/ });

describe("header balance switcher", () => {
  it("shows the current mode's balance: coins whole, entries with two decimals", async () => {
    mockApi().install();
    renderApp(<BalanceSwitcher />, {
      dictionary,
      appInit: playerAppInit("funrize", {
        playerInfo: { playerBalance: { coins: 12_500, entries: 2.5, winnings: 0, tourPoints: 0 } },
      }),
    });
    await waitFor(() => expect(balanceButton().textContent).toContain("Balance: 12,500 Coins"));
    expect(balanceButton().getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(balanceButton());
    expect(balanceButton().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: /Play with Coins/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: /Play with Entries/ }).textContent).toContain("2.50 Entries");
  });

  it("in SweepStakes mode shows what can be played (entries and winnings, as the game does) and the redeemable winnings when opened", async () => {
    mockApi().install();
    renderApp(<BalanceSwitcher />, {
      dictionary,
      appInit: playerAppInit("funrize", {
        playerInfo: {
          gameMode: "SweepStakes",
          playerBalance: { coins: 0, entries: 47.03, winnings: 127.87, tourPoints: 0 },
        },
      }),
    });
    await waitFor(() => expect(balanceButton().textContent).toContain("Balance: 174.90 Entries"));
    fireEvent.click(balanceButton());
    expect(screen.getByRole("button", { name: /Play with Entries/ }).textContent).toContain("174.90 Entries");
    expect(screen.getByText("Redeemable winnings: 127.87")).toBeTruthy();
  });

  it("does not go down when a winning spin moves money from entries to winnings", async () => {
    const player = playerAppInit("funrize", {
      playerInfo: {
        gameMode: "SweepStakes",
        playerBalance: { coins: 0, entries: 10, winnings: 0, tourPoints: 0 },
      },
    });
    mockApi()
      .on(balanceEndpoint, () => ({
        // Stake 1.00 from entries, win 2.50 into winnings.
        playerBalance: { coins: 0, entries: 9, winnings: 2.5, tourPoints: 0 },
        gameMode: "SweepStakes",
      }))
      .install();
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    const { queryClient } = renderApp(<BalanceSwitcher />, { dictionary, appInit: player });
    await waitFor(() => expect(balanceButton().textContent).toContain("Balance: 10.00 Entries"));
    await queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.balance });
    await waitFor(() => expect(balanceButton().textContent).toContain("Balance: 11.50 Entries"));
  });

  it("switches mode through the endpoint and shows the new mode once the server agrees", async () => {
    const player = playerAppInit();
    const api = mockApi()
      .on(switchToSweepStakesEndpoint, () => ({ success: true, gameMode: "SweepStakes" }))
      .on(appInitEndpoint, () => ({
        ...player,
        playerInfo: { ...player.playerInfo, gameMode: "SweepStakes" },
      }))
      .on(balanceEndpoint, () => ({
        playerBalance: player.playerInfo.playerBalance,
        gameMode: "SweepStakes",
      }))
      .install();
    renderApp(<BalanceSwitcher />, { dictionary, appInit: player });
    fireEvent.click(await screen.findByRole("button", { name: /^Balance:/ }));
    fireEvent.click(screen.getByRole("button", { name: /Play with Entries/ }));
    await waitFor(() => expect(balanceButton().textContent).toContain("Balance: 2.00 Entries"));
    expect(api.calls.map((call) => call.path)).toContain("/rest/player/game-mode/switch-to-sweep-stakes/");
    // App init and the balance are loaded again after the switch.
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain("/rest/app/init/"));
  });

  it("keeps the stored mode when the switch fails", async () => {
    const api = mockApi()
      .on(switchToSweepStakesEndpoint, () => ({ status: 503, code: "SERVICE_UNAVAILABLE" }))
      .install();
    renderApp(<BalanceSwitcher />, { dictionary, appInit: playerAppInit() });
    fireEvent.click(await screen.findByRole("button", { name: /^Balance:/ }));
    fireEvent.click(screen.getByRole("button", { name: /Play with Entries/ }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(balanceButton().getAttribute("aria-expanded")).toBe("false"));
    expect(balanceButton().textContent).toContain("Balance: 10,000 Coins");
    expect(api.bodiesOf(switchToTournamentPointsEndpoint)).toEqual([]);
  });
});
