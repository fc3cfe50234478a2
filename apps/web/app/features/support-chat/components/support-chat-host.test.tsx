// @vitest-environment happy-dom
import { supportChatAuthEndpoint, supportChatConversationEndpoint } from "@casino/contracts";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { closeSupportChat } from "../model/support-chat-open";
import { SupportChatButton } from "./support-chat-button";
import { SupportChatHost } from "./support-chat-host";

afterEach(() => {
  act(() => closeSupportChat());
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "supportChat.open": "Support chat",
  "supportChat.title": "Support chat",
  "supportChat.close": "Close support chat",
  "supportChat.guest.signIn": "Sign in",
  "supportChat.empty": "No messages yet.",
};

/** What the default layout puts on every page: the footer's button and the chat's host. */
const page = (
  <>
    <SupportChatButton />
    <SupportChatHost />
  </>
);

const chatOpensForAPlayer = () =>
  mockApi()
    .on(supportChatAuthEndpoint, () => ({ token: "chat-token", expires: 4_000_000_000 }))
    .on(supportChatConversationEndpoint, () => ({ conversation: null }))
    .install();

describe("opening the support chat", () => {
  it("opens from the footer's button, closes with Escape and gives focus back to the button", async () => {
    const api = mockApi().install();
    renderApp(page, { dictionary, appInit: guestAppInit() });
    const button = await screen.findByRole("button", { name: "Support chat" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Support chat" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
    // A guest's chat asks nothing of the server.
    expect(api.calls).toEqual([]);
  });

  it("opens from the openSupport query on any page, and takes the query off the URL", async () => {
    chatOpensForAPlayer();
    renderApp(page, { dictionary, appInit: playerAppInit(), url: "/lobby?category=slots&openSupport" });
    expect(await screen.findByRole("dialog", { name: "Support chat" })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/lobby?category=slots"));
    expect(await screen.findByText("No messages yet.")).toBeTruthy();
  });

  it("is never shown on the cash box's iframe, whatever the query says", async () => {
    const api = mockApi().install();
    renderApp(page, { dictionary, appInit: playerAppInit(), url: "/cashIframe?openSupport=1" });
    await screen.findByTestId("location");
    // Long enough for a lazily loaded dialog to show, had anything opened it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId("location").textContent).toBe("/cashIframe?openSupport=1");
    expect(screen.queryByRole("button", { name: "Support chat" })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("asks a guest to sign in, keeping the page's query, and closes when they go", async () => {
    mockApi().install();
    renderApp(page, {
      dictionary,
      appInit: guestAppInit(),
      url: "/?category=slots",
      paths: ["/signin/"],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Support chat" }));
    const signIn = await screen.findByRole("link", { name: "Sign in" });
    expect(signIn.getAttribute("href")).toBe("/signin/?category=slots");
    fireEvent.click(signIn);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("location").textContent).toBe("/signin/?category=slots");
  });
});
