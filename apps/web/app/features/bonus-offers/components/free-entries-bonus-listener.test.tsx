// @vitest-environment happy-dom
import {
  type AppInit,
  appInitEndpoint,
  balanceEndpoint,
  checkFreeEntriesBonusEndpoint,
} from "@casino/contracts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { AppToaster, showToast } from "../../../lib/toasts";
import { FreeEntriesBonusListener } from "./free-entries-bonus-listener";

// The real toasts, watched: the test reads what was asked for (text, type, how long) and sees it shown.
vi.mock("../../../lib/toasts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../lib/toasts")>();
  return { ...actual, showToast: vi.fn(actual.showToast) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

const dictionary = {
  "bonusOffers.claimed.title": "Bonus claimed",
  "bonusOffers.claimed.text": "{{entries}} free Entries were added to your balance.",
  "bonusOffers.unavailable": "Bonus may be expired or unavailable",
};

function openLink(url: string, appInit: AppInit) {
  return renderApp(
    <>
      <AppToaster />
      <FreeEntriesBonusListener />
    </>,
    { url, dictionary, appInit },
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("a free-entries bonus link", () => {
  it("claims the bonus once, names the entries, refetches the balance and clears the query", async () => {
    const player = playerAppInit();
    const api = mockApi()
      .on(checkFreeEntriesBonusEndpoint, () => ({
        success: true,
        bonusId: "b1",
        bonusType: "freeEntries",
        bonusAmount: 12.5,
      }))
      .on(appInitEndpoint, () => player)
      .on(balanceEndpoint, () => ({
        playerBalance: player.playerInfo.playerBalance,
        gameMode: "TournamentPoints",
      }))
      .install();
    const { queryClient } = openLink("/lobby?game=7&freeEntriesBonus=msg-success-1", player);
    // The balance is on screen (in the cache) before the claim: the claim must make it stale and refetch.
    queryClient.setQueryData(["player-balance"], {
      playerBalance: player.playerInfo.playerBalance,
      gameMode: "TournamentPoints",
    });
    expect(await screen.findByText("Bonus claimed")).toBeTruthy();
    expect(screen.getByText("12.50 free Entries were added to your balance.")).toBeTruthy();
    expect(api.bodiesOf(checkFreeEntriesBonusEndpoint)).toEqual([{ message_id: "msg-success-1" }]);
    await waitFor(() => expect(location()).toBe("/lobby?game=7"));
    await waitFor(() => expect(queryClient.getQueryState(["player-balance"])?.isInvalidated).toBe(true));
    expect(vi.mocked(showToast)).toHaveBeenCalledWith(
      "Bonus claimed",
      expect.objectContaining({ type: "success" }),
    );
  });

  it("shows 'Bonus may be expired or unavailable' for 5 s and clears the query when the bonus is gone", async () => {
    const api = mockApi()
      .on(checkFreeEntriesBonusEndpoint, () => ({ status: 409, code: "BONUS_NOT_AVAILABLE" }))
      .install();
    openLink("/?freeEntriesBonus=msg-expired-1", playerAppInit());
    expect(await screen.findByText("Bonus may be expired or unavailable")).toBeTruthy();
    expect(vi.mocked(showToast)).toHaveBeenCalledWith(
      "Bonus may be expired or unavailable",
      expect.objectContaining({ type: "error", durationMs: 5_000 }),
    );
    await waitFor(() => expect(location()).toBe("/"));
    expect(api.bodiesOf(checkFreeEntriesBonusEndpoint)).toHaveLength(1);
  });

  it("shows the same toast when the claim is refused for any other reason", async () => {
    mockApi()
      .on(checkFreeEntriesBonusEndpoint, () => ({ status: 403, code: "PLAY_BLOCKED" }))
      .install();
    openLink("/?freeEntriesBonus=msg-blocked-1", playerAppInit());
    expect(await screen.findByText("Bonus may be expired or unavailable")).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/"));
  });

  it("leaves a guest's link alone, so the bonus is claimed once they sign in", async () => {
    const api = mockApi().install();
    openLink("/?freeEntriesBonus=msg-guest-1", guestAppInit());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
    expect(location()).toBe("/?freeEntriesBonus=msg-guest-1");
    expect(vi.mocked(showToast)).not.toHaveBeenCalled();
  });
});
