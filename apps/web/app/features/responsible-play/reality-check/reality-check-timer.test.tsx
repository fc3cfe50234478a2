// @vitest-environment happy-dom
import { realityCheckStatusEndpoint } from "@casino/contracts";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { RealityCheckTimer } from "./reality-check-timer";

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dictionary = {
  "responsiblePlay.modal.title": "Reality check",
  "responsiblePlay.modal.session": "You have been signed in for {{duration}}.",
  "responsiblePlay.modal.net.coins": "Net result: {{amount}} coins",
  "responsiblePlay.modal.continue": "Continue",
  "responsiblePlay.modal.signOut": "Sign out",
};

function renderTimer(minutes: number) {
  const appInit = { ...playerAppInit(), responsiblePlay: { realityCheckMinutes: minutes, block: null } };
  return renderApp(<RealityCheckTimer />, { dictionary, appInit, paths: ["/"] });
}

describe("the reality check", () => {
  it("shows session time and net result when the interval is up, and Continue starts the next", async () => {
    mockApi()
      .on(realityCheckStatusEndpoint, () => ({
        realityCheckMinutes: 1,
        sessionStartedAt: "2026-12-01T10:00:00.000Z",
        sessionSeconds: 65 * 60,
        netResults: [{ currency: "coins", net: -250 }],
      }))
      .install();
    // The tab's session is almost one interval in.
    window.sessionStorage.setItem(
      "casino.realityCheck",
      JSON.stringify({ minutes: 1, dueAt: Date.now() + 200 }),
    );
    renderTimer(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "Reality check" }, { timeout: 3000 });
    await waitFor(() => expect(dialog.textContent).toContain("You have been signed in for 1 h 05 min."));
    expect(dialog.textContent).toContain("Net result: -250 coins");
    const before = Date.now();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const next = JSON.parse(window.sessionStorage.getItem("casino.realityCheck") ?? "{}") as {
      dueAt: number;
    };
    expect(next.dueAt).toBeGreaterThanOrEqual(before + 60_000);
  });

  it("never shows when the reality check is off", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi().install();
    renderTimer(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
