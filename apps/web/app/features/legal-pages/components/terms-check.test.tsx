// @vitest-environment happy-dom
import { acceptTermsEndpoint, termsStatusEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { TermsCheck } from "./terms-check";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "terms.dialog.title": "Our terms have changed",
  "terms.dialog.text": "New Terms and Conditions took effect on {{date}}.",
  "terms.dialog.read": "<terms>Read the Terms and Conditions (opens in a new tab)</terms>",
  "terms.dialog.accept": "I accept",
  "terms.dialog.outdated": "The terms changed again while this was open.",
};

const status = (hasAccepted: boolean, version = "2026-12-15") => ({
  success: true as const,
  data: { version, hasAccepted, link: "/page/terms" },
});

describe("the terms dialog", () => {
  it("asks a player who has not accepted the current terms, and records their acceptance", async () => {
    const api = mockApi()
      .on(termsStatusEndpoint, () => status(false))
      .on(acceptTermsEndpoint, () => status(true))
      .install();
    renderApp(<TermsCheck />, { dictionary, appInit: playerAppInit() });
    // The dialog's code loads on demand: the first load in a test run takes a moment.
    const dialog = await screen.findByRole("dialog", { name: "Our terms have changed" }, { timeout: 5000 });
    expect(dialog.textContent).toContain("New Terms and Conditions took effect on December 15, 2026.");
    const link = screen.getByRole("link", { name: /Read the Terms and Conditions/ });
    expect(link.getAttribute("href")).toBe("/page/terms");
    expect(link.getAttribute("target")).toBe("_blank");
    fireEvent.click(screen.getByRole("button", { name: "I accept" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.bodiesOf(acceptTermsEndpoint)).toEqual([{ version: "2026-12-15" }]);
  });

  it("cannot be closed with Escape: only accepting closes it", async () => {
    mockApi()
      .on(termsStatusEndpoint, () => status(false))
      .install();
    renderApp(<TermsCheck />, { dictionary, appInit: playerAppInit() });
    const dialog = await screen.findByRole("dialog");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("asks about the new version when the terms changed while it was open", async () => {
    let version = "2026-12-15";
    mockApi()
      .on(termsStatusEndpoint, () => status(false, version))
      .on(acceptTermsEndpoint, () => {
        version = "2027-01-10";
        return { status: 409, code: "TERMS_VERSION_OUTDATED" };
      })
      .install();
    renderApp(<TermsCheck />, { dictionary, appInit: playerAppInit() });
    fireEvent.click(await screen.findByRole("button", { name: "I accept" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "The terms changed again while this was open.",
    );
    await screen.findByText("New Terms and Conditions took effect on January 10, 2027.");
  });

  it("stays away for a player who accepted, and asks nothing for a guest", async () => {
    const api = mockApi()
      .on(termsStatusEndpoint, () => status(true))
      .install();
    renderApp(<TermsCheck />, { dictionary, appInit: playerAppInit() });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    const guestApi = mockApi().install();
    renderApp(<TermsCheck />, { dictionary, appInit: guestAppInit() });
    expect(guestApi.calls).toEqual([]);
  });

  it("is the one modal that still opens on the geoblock page", async () => {
    mockApi()
      .on(termsStatusEndpoint, () => status(false))
      .install();
    renderApp(<TermsCheck />, { dictionary, appInit: playerAppInit(), url: "/geoblock/?reason=timeout" });
    expect(await screen.findByRole("dialog", { name: "Our terms have changed" })).toBeTruthy();
  });
});
