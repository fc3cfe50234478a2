// @vitest-environment happy-dom
import { welcomeCreditsEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { isWelcomePendingFor, markWelcomePending } from "../model/welcome-pending";
import { WelcomeModal } from "./welcome-modal";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const dictionary = {
  "auth.welcome.title": "Registration complete",
  "auth.welcome.credited": "Welcome to {{brand}}! {{credits}} added to your balance.",
  "auth.welcome.next": "Confirm your email address and we add {{entries}} free Entries.",
  "auth.welcome.start": "Start playing",
  "auth.credit.coins": "{{coins}} Coins",
  "auth.credit.entries": "{{entries}} free Entries",
};

const SIGN_UP_CREDITED = {
  signUp: { coins: 10_000, entries: 0, creditedAt: "2026-11-22T12:00:00.000Z" },
  emailConfirmed: null,
};

describe("the welcome moment", () => {
  it("tells a new player what sign-up credited and what confirming the email adds, once", async () => {
    mockApi()
      .on(welcomeCreditsEndpoint, () => SIGN_UP_CREDITED)
      .install();
    markWelcomePending("Ann@example.com");
    renderApp(<WelcomeModal />, { dictionary, appInit: playerAppInit() });

    const dialog = await screen.findByRole("dialog", { name: "Registration complete" });
    expect(dialog.textContent).toContain("Welcome to FunRize! 10,000 Coins added to your balance.");
    expect(dialog.textContent).toContain("Confirm your email address and we add 2.00 free Entries.");

    fireEvent.click(screen.getByRole("button", { name: "Start playing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(isWelcomePendingFor("ann@example.com")).toBe(false);
  });

  it("does not promise entries to a player whose email is already confirmed", async () => {
    mockApi()
      .on(welcomeCreditsEndpoint, () => SIGN_UP_CREDITED)
      .install();
    markWelcomePending("ann@example.com");
    renderApp(<WelcomeModal />, {
      dictionary,
      appInit: playerAppInit("funrize", { playerInfo: { emailConfirmed: true } }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Registration complete" });
    expect(dialog.textContent).not.toContain("free Entries");
  });

  it("counts what a confirmed address credited at sign-up (one-time code) in the welcome", async () => {
    mockApi()
      .on(welcomeCreditsEndpoint, () => ({
        signUp: { coins: 25_000, entries: 0, creditedAt: "2026-11-22T12:00:00.000Z" },
        emailConfirmed: { coins: 2_000, entries: 2.5, creditedAt: "2026-11-22T12:00:00.000Z" },
      }))
      .install();
    markWelcomePending("ann@example.com");
    renderApp(<WelcomeModal />, {
      dictionary,
      brandId: "nlc",
      appInit: playerAppInit("nlc", { playerInfo: { emailConfirmed: true } }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Registration complete" });
    expect(dialog.textContent).toContain(
      "Welcome to NoLimitCoins! 2.50 free Entries and 27,000 Coins added to your balance.",
    );
  });

  it("greets nobody who only signed in, nor a player still owing the registration form", async () => {
    const api = mockApi().install();
    renderApp(<WelcomeModal />, { dictionary, appInit: playerAppInit() });
    cleanup();
    markWelcomePending("ann@example.com");
    renderApp(<WelcomeModal />, {
      dictionary,
      appInit: playerAppInit("funrize", { registrationComplete: false }),
    });
    // Give a wrongly enabled query the time to ask.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("never shows one player's welcome to another account on the same tab", async () => {
    const api = mockApi().install();
    markWelcomePending("someone-else@example.com");
    renderApp(<WelcomeModal />, { dictionary, appInit: playerAppInit() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
