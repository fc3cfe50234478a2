// @vitest-environment happy-dom
import type { PlayerAppInit } from "@casino/contracts";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { PRESET_POPUP_REMINDER_MS } from "../model/preset-popup-memory";
import { STORE_DICTIONARY, storeOffer } from "../test-support/store-fixtures";
import { PresetPackagePopup } from "./preset-package-popup";

const MEMORY_KEY = "casino.presetPackagePopup";

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Hash() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

function withPopup(accountStatus: PlayerAppInit["playerInfo"]["accountStatus"] = "ACTIVE"): PlayerAppInit {
  const appInit = playerAppInit("funrize", { playerInfo: { accountStatus } });
  return { ...appInit, popupPresetPackages: [storeOffer({ id: 6, title: "Evening pack", price: 9.99 })] };
}

async function openWith(appInit: PlayerAppInit | ReturnType<typeof guestAppInit>) {
  mockApi().install();
  renderApp(
    <>
      <PresetPackagePopup />
      <Hash />
    </>,
    { dictionary: STORE_DICTIONARY, appInit, url: "/lobby/" },
  );
  await screen.findByTestId("hash");
}

const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe("the preset package popup (spec §4)", () => {
  it("shows the popup preset to an ACTIVE player, and its Buy opens the offer in the cash box", async () => {
    await openWith(withPopup());
    await pass(2_000);
    const dialog = await screen.findByRole("dialog", { name: "A special offer for you" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Buy for $9.99" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("hash").textContent).toBe("#/cash/deposit-by-money/6/preset/");
  });

  it("is remembered for an hour, then shows again on its timer", async () => {
    await openWith(withPopup());
    await pass(2_000);
    const dialog = await screen.findByRole("dialog", { name: "A special offer for you" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(MEMORY_KEY) ?? "{}")).toMatchObject({ player: "player-1" });

    // Another page life within the hour (a reload, another tab): nothing.
    cleanup();
    await openWith(withPopup());
    await pass(PRESET_POPUP_REMINDER_MS - 60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await pass(60_000);
    expect(await screen.findByRole("dialog", { name: "A special offer for you" })).toBeTruthy();
  });

  it("is never shown to an account that is not ACTIVE", async () => {
    await openWith(withPopup("BLOCKED"));
    await pass(3 * PRESET_POPUP_REMINDER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem(MEMORY_KEY)).toBeNull();
  });

  it("is forgotten on sign-out, so the next sign-in shows it again", async () => {
    window.localStorage.setItem(MEMORY_KEY, JSON.stringify({ player: "player-1", shownAt: Date.now() }));
    await openWith(guestAppInit());
    await waitFor(() => expect(window.localStorage.getItem(MEMORY_KEY)).toBeNull());
  });
});
