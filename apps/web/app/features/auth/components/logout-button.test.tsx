// @vitest-environment happy-dom
import { appInitEndpoint, logoutEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { isWelcomePendingFor, markWelcomePending } from "../model/welcome-pending";
import { LogoutButton } from "./logout-button";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("logging out", () => {
  it("forgets a welcome the player had not seen yet (spec §4: logout clears the welcome popup)", async () => {
    const api = mockApi()
      .on(logoutEndpoint, () => ({ success: true as const }))
      .on(appInitEndpoint, () => guestAppInit("funrize"))
      .install();
    markWelcomePending("ann@example.com");
    renderApp(<LogoutButton />, {
      dictionary: { "auth.logout.label": "Log out" },
      appInit: playerAppInit(),
    });

    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(api.bodiesOf(logoutEndpoint)).toHaveLength(1));
    await waitFor(() => expect(isWelcomePendingFor("ann@example.com")).toBe(false));
  });
});
