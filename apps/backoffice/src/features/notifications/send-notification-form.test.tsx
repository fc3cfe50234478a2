// @vitest-environment happy-dom
import { type Notification, sendPlayerNotificationEndpoint } from "@casino/contracts/notifications";
import { type BackofficePlayer, playerDetailEndpoint } from "@casino/contracts/player";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const ID = "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00";
const PLAYER: BackofficePlayer = {
  id: ID,
  brandId: "funrize",
  email: "ann@example.com",
  isEmailConfirmed: true,
  name: "Ann",
  surname: "Lee",
  phone: null,
  birthday: "1990-01-01",
  address: null,
  address2: null,
  city: null,
  state: "NY",
  zip: "10001",
  status: "ACTIVE",
  gameMode: "SweepStakes",
  registrationFunnel: "email",
  registrationCompletedAt: "2026-11-20T10:00:00.000Z",
  createdAt: "2026-11-20T10:00:00.000Z",
};
const BALANCE = { coins: 300, entries: 12.5, winnings: 0, tourPoints: 0 };
const sendPath = `/api/backoffice/players/${ID}/notifications/`;
const SENT: Notification = {
  id: "41",
  category: "promotions",
  title: "Weekend boost",
  body: "Double coins all weekend.",
  link: "/lobby",
  createdAt: "2026-11-25T10:00:00.000Z",
  isRead: false,
};

const withPlayer = () =>
  mockFetch().on(
    playerDetailEndpoint,
    { json: { player: PLAYER, balance: BALANCE } },
    `/api/backoffice/players/${ID}/`,
  );

describe("sending a player a notification from their page", () => {
  it("sends the category, title, message and link, then says so and clears the form", async () => {
    const api = withPlayer().on(sendPlayerNotificationEndpoint, { json: SENT }, sendPath);
    renderBackoffice(api, { path: `/players/${ID}`, me: operatorMe({ permissions: ["players:write"] }) });
    const form = await screen.findByRole("form", { name: "Send a notification" });
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "promotions" } });
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Weekend boost" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Double coins all weekend." } });
    fireEvent.change(screen.getByLabelText("Link in the site (optional)"), { target: { value: "/lobby" } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(within(form).getByRole("status").textContent).toBe("“Weekend boost” sent to the player."),
    );
    expect(api.callsTo(sendPlayerNotificationEndpoint, sendPath).map((call) => call.body)).toEqual([
      { category: "promotions", title: "Weekend boost", body: "Double coins all weekend.", link: "/lobby" },
    ]);
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's word on a field it refused, and sends no link when none is given", async () => {
    const api = withPlayer().on(
      sendPlayerNotificationEndpoint,
      {
        status: 400,
        json: {
          success: false,
          error: {
            code: "VALIDATION_FAILED",
            message: "The request body is not valid.",
            details: [{ path: "body.title", message: "Too small: expected string to have >=1 characters" }],
          },
        },
      },
      sendPath,
    );
    renderBackoffice(api, { path: `/players/${ID}`, me: operatorMe({ permissions: ["players:write"] }) });
    fireEvent.submit(await screen.findByRole("form", { name: "Send a notification" }));
    expect(await screen.findByText(/expected string to have >=1 characters/)).toBeTruthy();
    expect(api.callsTo(sendPlayerNotificationEndpoint, sendPath)[0]?.body).toEqual({
      category: "system",
      title: "",
      body: "",
    });
  });

  it("is not offered to an operator who may only read players", async () => {
    const api = withPlayer().on(sendPlayerNotificationEndpoint, failure(403, "FORBIDDEN"), sendPath);
    renderBackoffice(api, { path: `/players/${ID}`, me: operatorMe({ permissions: ["players:read"] }) });
    await screen.findByRole("heading", { name: "Profile" });
    expect(screen.queryByRole("form", { name: "Send a notification" })).toBeNull();
  });
});
