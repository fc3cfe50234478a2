// @vitest-environment happy-dom
import { type PlayerListItem, searchPlayersEndpoint } from "@casino/contracts/player";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const ME = operatorMe({ role: { id: "support", name: "Support" }, permissions: ["players:write"] });
const ANN: PlayerListItem = {
  id: "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00",
  brandId: "funrize",
  email: "ann@example.com",
  name: "Ann",
  surname: "Lee",
  status: "ACTIVE",
  createdAt: "2026-11-20T10:00:00.000Z",
};

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);

describe("the players search", () => {
  it("asks the server for the page, sort and filters the URL holds, and links each player", async () => {
    const api = mockFetch().on(searchPlayersEndpoint, {
      json: { players: [ANN], total: 60, page: 2, pageSize: 25 },
    });
    renderBackoffice(api, { path: "/players?q=ann&sort=email&page=2&brand=tao&status=BLOCKED", me: ME });
    const link = await screen.findByRole("link", { name: "ann@example.com" });
    expect(link.getAttribute("href")).toBe(`/players/${ANN.id}`);
    const [call] = api.callsTo(searchPlayersEndpoint);
    expect(queryOf(call?.url ?? "")).toEqual({
      q: "ann",
      brand: "tao",
      status: "BLOCKED",
      sort: "email",
      order: "asc",
      page: "2",
      pageSize: "25",
    });
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
  });

  it("writes a new sort and filter into the URL, back to the first page, and asks the server again", async () => {
    const api = mockFetch().on(searchPlayersEndpoint, {
      json: { players: [ANN], total: 1, page: 1, pageSize: 25 },
    });
    const { router } = renderBackoffice(api, { path: "/players?page=3", me: ME });
    await screen.findByText("ann@example.com");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "BLOCKED" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=BLOCKED"));
    fireEvent.click(screen.getByRole("button", { name: /^Signed up/ }));
    await waitFor(() => expect(router.state.location.search).toContain("sort=createdAt"));
    await waitFor(() =>
      expect(queryOf(api.callsTo(searchPlayersEndpoint).at(-1)?.url ?? "")).toMatchObject({
        status: "BLOCKED",
        sort: "createdAt",
        page: "1",
      }),
    );
  });
});
