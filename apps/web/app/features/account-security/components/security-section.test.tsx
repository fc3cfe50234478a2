// @vitest-environment happy-dom
import {
  type AccountSecurity,
  accountSecurityEndpoint,
  appInitEndpoint,
  codeSignInEndpoint,
  signOutEverywhereEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { AppToaster } from "../../../lib/toasts";
import { SecuritySection } from "./security-section";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "accountSecurity.title": "Security",
  "accountSecurity.devices_one": "Signed in on {{count}} device",
  "accountSecurity.devices_other": "Signed in on {{count}} devices",
  "accountSecurity.codeSignIn.label": "Sign in with a code sent by e-mail",
  "accountSecurity.codeSignIn.noPassword": "Your account has no password, so a code is how you sign in.",
  "accountSecurity.codeSignIn.needsPassword": "An account without a password signs in with codes.",
  "accountSecurity.signOutEverywhere.button": "Sign out everywhere",
  "accountSecurity.signOutEverywhere.dialogTitle": "Sign out everywhere?",
  "accountSecurity.signOutEverywhere.confirm": "Yes, sign out everywhere",
  "accountSecurity.signOutEverywhere.cancel": "Cancel",
  "accountSecurity.signOutEverywhere.pending": "Signing out…",
  "accountSecurity.signOutEverywhere.done": "You are signed out on every device.",
  "errors.generic": "Something went wrong. Please try again.",
};

const security = (overrides: Partial<AccountSecurity> = {}): AccountSecurity => ({
  success: true,
  isCodeSignInEnabled: false,
  hasPassword: true,
  activeSessions: 2,
  ...overrides,
});

/** Holds back the answers to `path` until `release` is called, to see the screen while the server works. */
function holdAnswers(api: ReturnType<typeof mockApi>, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), "http://localhost").pathname === path) await held;
    return api.fetch(input, init);
  });
  return { release };
}

function renderSection(initial: AccountSecurity = security()) {
  // The toasts outlive the page, as the app's toaster in the root layout does.
  render(<AppToaster />);
  const rendered = renderApp(<SecuritySection />, {
    url: "/account",
    dictionary,
    appInit: playerAppInit(),
    paths: ["/"],
  });
  rendered.queryClient.setQueryData(["account-security"], initial);
  return rendered;
}

const codeSwitch = () => screen.findByRole("switch", { name: "Sign in with a code sent by e-mail" });

describe("the account's security section", () => {
  it("says on how many devices the player is signed in", async () => {
    mockApi().install();
    renderSection(security({ activeSessions: 3 }));
    const section = await screen.findByRole("region", { name: "Security" });
    expect(within(section).getByText("Signed in on 3 devices")).toBeTruthy();
  });

  it("turns code sign-in on only once the server has answered", async () => {
    const api = mockApi()
      .on(codeSignInEndpoint, ({ isEnabled }) => security({ isCodeSignInEnabled: isEnabled }))
      .install();
    const { release } = holdAnswers(api, codeSignInEndpoint.path);
    renderSection();
    const toggle = await codeSwitch();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await waitFor(() => expect(toggle.hasAttribute("disabled")).toBe(false));

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-busy")).toBe("true"));
    expect(toggle.getAttribute("aria-checked")).toBe("false");

    release();
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(toggle.hasAttribute("aria-busy")).toBe(false);
    expect(api.bodiesOf(codeSignInEndpoint)).toEqual([{ isEnabled: true }]);
  });

  it("keeps the switch on and explains why for an account without a password", async () => {
    const api = mockApi().install();
    renderSection(security({ hasPassword: false, isCodeSignInEnabled: true }));
    const toggle = await codeSwitch();
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(toggle.hasAttribute("disabled")).toBe(true);
    const hint = document.getElementById(toggle.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Your account has no password, so a code is how you sign in.");
    fireEvent.click(toggle);
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal in a toast and the switch as the server has it", async () => {
    mockApi()
      .on(codeSignInEndpoint, () => ({ status: 409, code: "CONFLICT" }))
      .on(accountSecurityEndpoint, () => security({ hasPassword: false, isCodeSignInEnabled: true }))
      .install();
    renderSection(security({ isCodeSignInEnabled: true }));
    const toggle = await codeSwitch();
    await waitFor(() => expect(toggle.hasAttribute("disabled")).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText("An account without a password signs in with codes.")).toBeTruthy();
    await waitFor(() => expect(toggle.hasAttribute("disabled")).toBe(true));
    expect(toggle.getAttribute("aria-checked")).toBe("true");
  });

  it("asks before signing out everywhere, and Cancel leaves everything as it was", async () => {
    const api = mockApi().install();
    renderSection();
    const button = await screen.findByRole("button", { name: "Sign out everywhere" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    // The safe answer has focus, so Enter on the fresh dialog signs no one out.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" })),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls).toEqual([]);
  });

  it("goes home signed out only after the server has ended every session", async () => {
    const api = mockApi()
      .on(signOutEverywhereEndpoint, () => ({ success: true }))
      .on(appInitEndpoint, () => guestAppInit())
      .install();
    const { release } = holdAnswers(api, signOutEverywhereEndpoint.path);
    const { queryClient } = renderSection();
    const button = await screen.findByRole("button", { name: "Sign out everywhere" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, sign out everywhere" }));

    await within(dialog).findByRole("button", { name: "Signing out…" });
    expect(screen.getByTestId("location").textContent).toBe("/account");
    expect(queryClient.getQueryData(["app-init"])).toMatchObject({ isGuest: false });

    release();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(queryClient.getQueryData(["app-init"])).toMatchObject({ isGuest: true });
    expect(queryClient.getQueryData(["account-security"])).toBeUndefined();
    expect(await screen.findByText("You are signed out on every device.")).toBeTruthy();
  });

  it("stays on the page and says what went wrong when the server refuses", async () => {
    const api = mockApi()
      .on(signOutEverywhereEndpoint, () => ({ status: 500, code: "INTERNAL_ERROR" }))
      .install();
    renderSection();
    const button = await screen.findByRole("button", { name: "Sign out everywhere" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, sign out everywhere" }));

    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("location").textContent).toBe("/account");
    expect(api.calls.map((call) => call.path)).toEqual([signOutEverywhereEndpoint.path]);
  });
});
