// @vitest-environment happy-dom
import { type MailboxMessage, mailboxEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { type MockError, mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import type { MailboxAccess } from "../model/mailbox-access";
import { MailboxPage } from "./mailbox-page";

const TOKEN = "operator-token-for-tests";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const dictionary = {
  "devMailbox.title": "Development mailbox",
  "devMailbox.empty": "No emails yet.",
  "devMailbox.forbidden": "You can read only the mail sent to your own address.",
  "devMailbox.guest.lead": "Sign in to read the mail sent to you; operators can read every address's mail.",
  "devMailbox.token.label": "Operator token",
  "devMailbox.token.submit": "Read every address's mail",
  "devMailbox.token.required": "Enter the operator token.",
  "devMailbox.token.rejected": "The operator token was not accepted.",
  "devMailbox.token.forget": "Forget the token",
  "devMailbox.filter.label": "Recipient",
};

const mail = (id: number, to: string): MailboxMessage => ({
  id,
  kind: "sign_in_code",
  to,
  subject: `Mail ${id} for ${to}`,
  text: "Your code is 123456",
  html: "",
  createdAt: "2026-01-01T10:00:00.000Z",
});

/** The mock API, plus the headers and URLs the page sent. */
function installApi(answer: (authorization: string | null) => { messages: MailboxMessage[] } | MockError) {
  const sent: { url: string; authorization: string | null }[] = [];
  let authorization: string | null = null;
  const api = mockApi().on(mailboxEndpoint, () => answer(authorization));
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    authorization = new Headers(init?.headers).get("authorization");
    sent.push({ url: String(input), authorization });
    return api.fetch(input, init);
  });
  return { sent };
}

function renderMailbox(access: MailboxAccess, to: string | null = null) {
  return renderApp(<MailboxPage access={access} to={to} />, {
    url: to ? `/dev/mailbox?to=${encodeURIComponent(to)}` : "/dev/mailbox",
    dictionary,
    ...(access === "own" ? { appInit: playerAppInit() } : {}),
  });
}

async function enterToken(value: string) {
  const submit = await screen.findByRole("button", { name: "Read every address's mail" });
  await waitFor(() => expect(submit.hasAttribute("disabled")).toBe(false));
  fireEvent.change(screen.getByLabelText("Operator token"), { target: { value } });
  fireEvent.click(submit);
}

describe("the development mailbox", () => {
  it("shows a guest no one's mail, only how to read it", async () => {
    const { sent } = installApi(() => ({ messages: [mail(1, "ann@example.com")] }));
    renderMailbox("guest");
    expect(await screen.findByText(/Sign in to read the mail sent to you/)).toBeTruthy();
    expect(screen.getByLabelText("Operator token")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
    expect(sent).toEqual([]);
  });

  it("reads every address's mail with the operator token, sent only as a header and kept in the tab", async () => {
    const { sent } = installApi((authorization) =>
      authorization === `Bearer ${TOKEN}`
        ? { messages: [mail(2, "bob@example.com"), mail(1, "ann@example.com")] }
        : { status: 401, code: "UNAUTHENTICATED" },
    );
    renderMailbox("guest");
    await enterToken(`  ${TOKEN} `);
    expect(await screen.findByRole("heading", { name: "Mail 2 for bob@example.com" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Mail 1 for ann@example.com" })).toBeTruthy();
    expect(sent).toEqual([{ url: mailboxEndpoint.path, authorization: `Bearer ${TOKEN}` }]);
    expect(window.sessionStorage.getItem("casino.devMailbox.operatorToken")).toBe(TOKEN);
    expect(document.cookie).not.toContain(TOKEN);
    expect(screen.getByTestId("location").textContent).toBe("/dev/mailbox");
    expect(screen.getByLabelText("Recipient")).toBeTruthy();
  });

  it("filters the operator's view by the recipient of the page's address", async () => {
    window.sessionStorage.setItem("casino.devMailbox.operatorToken", TOKEN);
    const { sent } = installApi(() => ({ messages: [mail(1, "ann@example.com")] }));
    renderMailbox("guest", "ann@example.com");
    expect(await screen.findByRole("heading", { name: "Mail 1 for ann@example.com" })).toBeTruthy();
    expect(sent.map(({ url }) => url)).toEqual([`${mailboxEndpoint.path}?to=ann%40example.com`]);
    expect((screen.getByLabelText("Recipient") as HTMLInputElement).value).toBe("ann@example.com");
  });

  it("forgets a token the server refuses and says so", async () => {
    installApi(() => ({ status: 401, code: "UNAUTHENTICATED" }));
    renderMailbox("guest");
    await enterToken("wrong-token");
    expect(await screen.findByText("The operator token was not accepted.")).toBeTruthy();
    expect(screen.getByLabelText("Operator token").getAttribute("aria-invalid")).toBe("true");
    expect(window.sessionStorage.getItem("casino.devMailbox.operatorToken")).toBeNull();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("asks for a token instead of sending an empty one", async () => {
    const { sent } = installApi(() => ({ messages: [] }));
    renderMailbox("guest");
    await enterToken("   ");
    expect(await screen.findByText("Enter the operator token.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows a signed-in player their own mail from the page's data", async () => {
    installApi(() => ({ messages: [] }));
    const { queryClient } = renderMailbox("own");
    queryClient.setQueryData(["dev-mailbox", null], { messages: [mail(3, "ann@example.com")] });
    expect(await screen.findByRole("heading", { name: "Mail 3 for ann@example.com" })).toBeTruthy();
    expect(screen.queryByLabelText("Operator token")).toBeNull();
  });

  it("tells a player who asks for another address's mail that it is not theirs", async () => {
    installApi(() => ({ messages: [] }));
    renderMailbox("forbidden", "bob@example.com");
    expect(await screen.findByText(/You can read only the mail sent to your own address/)).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });
});
