// @vitest-environment happy-dom
import {
  type SupportMessage,
  supportChatAuthEndpoint,
  supportChatConversationEndpoint,
  supportChatSendEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { SupportChatDialog } from "./support-chat-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "supportChat.title": "Support chat",
  "supportChat.log": "Messages",
  "supportChat.you": "You",
  "supportChat.support": "Support",
  "supportChat.composer.label": "Your message",
  "supportChat.composer.send": "Send",
  "supportChat.sendFailed": "Your message was not sent.",
  "supportChat.status.assigned": "A support agent is looking after your conversation.",
};

const message = (id: string, author: "player" | "operator", text: string): SupportMessage => ({
  id,
  author,
  text,
  clientMessageId: author === "player" ? `client-${id}-0000` : null,
  createdAt: "2026-11-22T12:00:00.000Z",
});
const CONVERSATION = {
  id: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  status: "assigned" as const,
  messages: [message("1", "player", "Where are my spins?"), message("2", "operator", "Checking now.")],
};
const FAR_FUTURE = 4_000_000_000;

/** The Authorization header of each call, in order. */
const bearers = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)?.authorization ?? null);

function renderChat(brandId: "funrize" | "nlc" | "stormrush" = "funrize") {
  return renderApp(<SupportChatDialog open onOpenChange={() => {}} />, {
    dictionary,
    brandId,
    appInit: playerAppInit(brandId),
  });
}

describe("the support chat of a signed-in player", () => {
  it("authorises with what app init says, then shows the conversation in a live log", async () => {
    const api = mockApi()
      .on(supportChatAuthEndpoint, () => ({ token: "chat-token", expires: FAR_FUTURE }))
      .on(supportChatConversationEndpoint, () => ({ conversation: CONVERSATION }))
      .install();
    renderChat();
    const log = await screen.findByRole("log", { name: "Messages" });
    expect(log.getAttribute("aria-live")).toBe("polite");
    await within(log).findByText("Checking now.");
    expect(
      within(log)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^You .*Where are my spins\?$/),
      expect.stringMatching(/^Support .*Checking now\.$/),
    ]);
    expect(screen.getByRole("status").textContent).toBe(dictionary["supportChat.status.assigned"]);
    expect(api.bodiesOf(supportChatAuthEndpoint)).toEqual([
      { login: "ann@example.com", email: "ann@example.com", appName: "FunRize" },
    ]);
    expect(bearers(api)).toEqual([null, "Bearer chat-token"]);
  });

  it("sends with Enter, shows the message once and empties the composer", async () => {
    let sent: { text: string; clientMessageId: string } | undefined;
    const api = mockApi()
      .on(supportChatAuthEndpoint, () => ({ token: "chat-token", expires: FAR_FUTURE }))
      .on(supportChatConversationEndpoint, () => ({ conversation: CONVERSATION }))
      .on(supportChatSendEndpoint, (body) => {
        sent = body;
        return {
          conversationId: CONVERSATION.id,
          message: message("3", "player", body.text),
          status: "assigned",
        };
      })
      .install();
    renderChat();
    const box = await screen.findByLabelText("Your message");
    fireEvent.change(box, { target: { value: "  Thanks!  " } });
    fireEvent.keyDown(box, { key: "Enter" });
    const log = screen.getByRole("log");
    await within(log).findByText("Thanks!");
    expect(sent?.text).toBe("Thanks!");
    expect(sent?.clientMessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect((box as HTMLTextAreaElement).value).toBe("");
    expect(within(log).getAllByRole("listitem")).toHaveLength(3);
    expect(api.bodiesOf(supportChatAuthEndpoint)).toHaveLength(1);
  });

  it("asks for a new token when the server says the old one expired, and tries once more", async () => {
    let tokens = 0;
    const api = mockApi()
      .on(supportChatAuthEndpoint, () => {
        tokens += 1;
        return { token: `chat-token-${tokens}`, expires: FAR_FUTURE };
      })
      .on(supportChatConversationEndpoint, () =>
        tokens === 1 ? { status: 401, code: "CHAT_TOKEN_EXPIRED" } : { conversation: null },
      )
      .install();
    renderChat();
    await screen.findByRole("log");
    expect(bearers(api)).toEqual([null, "Bearer chat-token-1", null, "Bearer chat-token-2"]);
  });

  it("keeps a message that failed to send, and retries it under the same id", async () => {
    const ids: string[] = [];
    mockApi()
      .on(supportChatAuthEndpoint, () => ({ token: "chat-token", expires: FAR_FUTURE }))
      .on(supportChatConversationEndpoint, () => ({ conversation: null }))
      .on(supportChatSendEndpoint, (body) => {
        ids.push(body.clientMessageId);
        return ids.length === 1
          ? { status: 503, code: "SERVICE_UNAVAILABLE" }
          : { conversationId: CONVERSATION.id, message: message("9", "player", body.text), status: "open" };
      })
      .install();
    renderChat();
    const box = await screen.findByLabelText("Your message");
    fireEvent.change(box, { target: { value: "Hello?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Your message was not sent\./);
    expect((box as HTMLTextAreaElement).value).toBe("Hello?");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it("wears the brand's own look on the brands with a custom support chat", async () => {
    mockApi()
      .on(supportChatAuthEndpoint, () => ({ token: "chat-token", expires: FAR_FUTURE }))
      .on(supportChatConversationEndpoint, () => ({ conversation: null }))
      .install();
    const looks: (string | null)[] = [];
    for (const brand of ["funrize", "nlc", "stormrush"] as const) {
      renderChat(brand);
      looks.push((await screen.findByRole("dialog")).getAttribute("data-look"));
      cleanup();
    }
    expect(looks).toEqual(["standard", "nlc", "stormrush"]);
  });
});
