// @vitest-environment happy-dom
import {
  assignSupportCaseEndpoint,
  closeSupportCaseEndpoint,
  replySupportCaseEndpoint,
  type SupportCase,
  type SupportInboxItem,
  supportCaseEndpoint,
  supportInboxEndpoint,
} from "@casino/contracts/support-chat";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const ME = operatorMe({
  role: { id: "support", name: "Support" },
  permissions: ["support:write", "players:write"],
});
const READER = operatorMe({ role: { id: "auditor", name: "Auditor" }, permissions: ["support:read"] });
const ID = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const PLAYER = { id: "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00", name: "Pat Player", brandId: "nlc" as const };

const ITEM: SupportInboxItem = {
  id: ID,
  status: "open",
  player: PLAYER,
  assignedTo: null,
  isAwaitingReply: true,
  lastMessage: { author: "player", text: "Where are my free spins?", createdAt: "2026-11-25T10:00:00.000Z" },
};
const CASE: SupportCase = {
  id: ID,
  status: "open",
  player: PLAYER,
  assignedTo: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  messages: [
    {
      id: "1",
      author: "player",
      operator: null,
      text: "Where are my free spins?",
      createdAt: "2026-11-25T10:00:00.000Z",
    },
  ],
};
const path = (action: string) => `/api/backoffice/support/conversations/${ID}/${action}/`;
const casePath = `/api/backoffice/support/conversations/${ID}/`;

describe("the support inbox", () => {
  it("lists conversations waiting for an answer and leads to each", async () => {
    const api = mockFetch().on(supportInboxEndpoint, { json: { conversations: [ITEM], total: 1 } });
    renderBackoffice(api, { path: "/support", me: ME });
    const row = (await screen.findByText("Where are my free spins?")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Awaiting reply")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Pat Player" }).getAttribute("href")).toBe(`/support/${ID}`);
    const asked = new URL(api.callsTo(supportInboxEndpoint)[0]?.url ?? "", "http://x");
    expect(asked.searchParams.get("status")).toBe("active");

    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "closed" } });
    await waitFor(() =>
      expect(
        api
          .callsTo(supportInboxEndpoint)
          .map((call) => new URL(call.url, "http://x").searchParams.get("status")),
      ).toContain("closed"),
    );
  });

  it("assigns, replies and closes, each once the server has, with the player's page a click away", async () => {
    let current: SupportCase = CASE;
    const api = mockFetch()
      .on(supportCaseEndpoint, () => ({ json: current }), casePath)
      .on(supportInboxEndpoint, { json: { conversations: [], total: 0 } })
      .on(
        assignSupportCaseEndpoint,
        () => {
          current = { ...current, status: "assigned", assignedTo: { id: ME.id, name: ME.name } };
          return { json: current };
        },
        path("assign"),
      )
      .on(
        replySupportCaseEndpoint,
        (call) => {
          const body = call.body as { text: string };
          current = {
            ...current,
            messages: [
              ...current.messages,
              {
                id: "2",
                author: "operator",
                operator: { id: ME.id, name: ME.name },
                text: body.text,
                createdAt: "2026-11-25T10:01:00.000Z",
              },
            ],
          };
          return { json: current };
        },
        path("reply"),
      )
      .on(
        closeSupportCaseEndpoint,
        () => {
          current = { ...current, status: "closed" };
          return { json: current };
        },
        path("close"),
      );
    renderBackoffice(api, { path: `/support/${ID}`, me: ME });
    await screen.findByRole("heading", { name: "Conversation with Pat Player", level: 1 });
    expect(screen.getByRole("link", { name: "Open the player's page" }).getAttribute("href")).toBe(
      `/players/${PLAYER.id}`,
    );

    fireEvent.click(screen.getByRole("button", { name: "Assign to me" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Assigned to you."));
    expect(screen.queryByRole("button", { name: "Assign to me" })).toBeNull();

    fireEvent.change(screen.getByLabelText("Reply"), { target: { value: "They are in your account now." } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    const messages = screen.getByRole("region", { name: "Messages" });
    await within(messages).findByText("They are in your account now.");
    expect((screen.getByLabelText("Reply") as HTMLTextAreaElement).value).toBe("");
    const sent = api.callsTo(replySupportCaseEndpoint, path("reply"))[0]?.body as { clientMessageId: string };
    expect(sent.clientMessageId).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByRole("button", { name: "Close conversation" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Conversation closed."));
    expect(screen.queryByLabelText("Reply")).toBeNull();
    expect(screen.queryByRole("button", { name: "Close conversation" })).toBeNull();
  });

  it("shows the server's refusal and keeps the reply to send again under the same id", async () => {
    const api = mockFetch()
      .on(supportCaseEndpoint, { json: CASE }, casePath)
      .on(replySupportCaseEndpoint, failure(409, "CONFLICT", "This conversation is closed."), path("reply"));
    renderBackoffice(api, { path: `/support/${ID}`, me: ME });
    fireEvent.change(await screen.findByLabelText("Reply"), { target: { value: "Hello?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This conversation is closed."));
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(api.callsTo(replySupportCaseEndpoint, path("reply"))).toHaveLength(2));
    const [first, second] = api
      .callsTo(replySupportCaseEndpoint, path("reply"))
      .map((call) => (call.body as { clientMessageId: string }).clientMessageId);
    expect(second).toBe(first);
    expect((screen.getByLabelText("Reply") as HTMLTextAreaElement).value).toBe("Hello?");
  });

  it("lets an operator who may only read follow the conversation, without the controls", async () => {
    const api = mockFetch().on(supportCaseEndpoint, { json: CASE }, casePath);
    renderBackoffice(api, { path: `/support/${ID}`, me: READER });
    await screen.findByText("Where are my free spins?");
    expect(screen.queryByRole("button", { name: "Assign to me" })).toBeNull();
    expect(screen.queryByLabelText("Reply")).toBeNull();
  });

  it("is not offered to an operator without the support permission", async () => {
    const api = mockFetch();
    renderBackoffice(api, { path: "/support", me: operatorMe({ permissions: ["players:read"] }) });
    await screen.findByText("No access");
    expect(screen.queryByRole("link", { name: "Support inbox" })).toBeNull();
    expect(api.callsTo(supportInboxEndpoint)).toEqual([]);
  });
});
