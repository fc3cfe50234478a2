// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { RegistrationGate } from "./registration-gate";
import { TermsCheckbox } from "./terms-checkbox";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = { "auth.registrationComplete.title": "Complete your registration" };

describe("forced registration completion", () => {
  it("shows a modal that Escape does not close on brands without the page", async () => {
    mockApi().install();
    renderApp(<RegistrationGate />, {
      url: "/account",
      dictionary,
      appInit: playerAppInit("funrize", { registrationComplete: false }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Complete your registration" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Complete your registration" })).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/account");
  });

  it("sends the player to the page on brands that have it, keeping the query", async () => {
    mockApi().install();
    renderApp(<RegistrationGate />, {
      url: "/account?utm_source=mail",
      brandId: "nlc",
      appInit: playerAppInit("nlc", { registrationComplete: false }),
      paths: ["/registration-complete/"],
    });
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/registration-complete/?utm_source=mail"),
    );
  });

  it("leaves a finished registration alone", async () => {
    mockApi().install();
    renderApp(<RegistrationGate />, { url: "/account", appInit: playerAppInit("funrize") });
    await screen.findByTestId("location");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("terms checkbox", () => {
  it("links the terms, telling that they open in a new tab", async () => {
    renderApp(<TermsCheckbox name="termsAccepted" checked={false} onChange={() => {}} />, {
      dictionary: {
        "auth.terms.label":
          "I am 18 or older and accept the <terms>Terms<hidden> (opens in a new tab)</hidden></terms>",
      },
    });
    const link = await screen.findByRole("link", { name: "Terms (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("/page/terms");
    expect(screen.getByRole("checkbox", { name: /I am 18 or older and accept the Terms/ })).toBeTruthy();
  });
});
