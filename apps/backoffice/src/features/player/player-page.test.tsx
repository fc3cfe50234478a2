// @vitest-environment happy-dom
import { requestAdjustmentEndpoint } from "@casino/contracts/balance-adjustments";
import {
  type BackofficePlayer,
  playerDetailEndpoint,
  playerSessionsEndpoint,
  revokeAllPlayerSessionsEndpoint,
  setPlayerStatusEndpoint,
} from "@casino/contracts/player";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
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
const SUPPORT = operatorMe({
  role: { id: "support", name: "Support" },
  permissions: ["players:write", "adjustments:write"],
});
const detailPath = `/api/backoffice/players/${ID}/`;

const held = () => {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

describe("the player page", () => {
  it("shows the profile and balances; suspends only once the server has, with the reason sent", async () => {
    const gate = held();
    const api = mockFetch()
      .on(playerDetailEndpoint, { json: { player: PLAYER, balance: BALANCE } }, detailPath)
      .on(
        setPlayerStatusEndpoint,
        async () => {
          await gate.promise;
          return { json: { id: ID, status: "BLOCKED" } };
        },
        `/api/backoffice/players/${ID}/status/`,
      );
    renderBackoffice(api, { path: `/players/${ID}`, me: SUPPORT });
    await screen.findByRole("heading", { name: "ann@example.com", level: 1 });
    expect(screen.getByText("12.5")).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Reason to suspend"), { target: { value: "Chargeback" } });
    fireEvent.click(screen.getByRole("button", { name: "Suspend and sign out everywhere" }));
    await screen.findByRole("button", { name: "Saving…" });
    // Pessimistic: still active on screen while the server works.
    expect(screen.getByText("Active")).toBeTruthy();
    gate.release();
    await screen.findByText("Suspended");
    expect(screen.getAllByRole("status").map((each) => each.textContent)).toContain(
      "ann@example.com is suspended and signed out everywhere.",
    );
    expect(api.callsTo(setPlayerStatusEndpoint, `/api/backoffice/players/${ID}/status/`)[0]?.body).toEqual({
      status: "BLOCKED",
      reason: "Chargeback",
    });
    expect(screen.getByRole("button", { name: "Reactivate" })).toBeTruthy();
  });

  it("shows the server's refusal of an adjustment and leaves the balances as they were", async () => {
    const api = mockFetch()
      .on(playerDetailEndpoint, { json: { player: PLAYER, balance: BALANCE } }, detailPath)
      .on(
        requestAdjustmentEndpoint,
        failure(409, "INSUFFICIENT_FUNDS", "The player holds less than this adjustment takes."),
        `/api/backoffice/players/${ID}/adjustments/`,
      );
    renderBackoffice(api, { path: `/players/${ID}`, me: SUPPORT });
    await screen.findByText("12.5");
    fireEvent.change(screen.getByLabelText("Amount (negative takes from the player)"), {
      target: { value: "-99" },
    });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Duplicate" } });
    fireEvent.click(screen.getByRole("button", { name: "Request adjustment" }));
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((each) => each.textContent)).toContain(
        "The player holds less than this adjustment takes.",
      ),
    );
    expect(screen.getByText("12.5")).toBeTruthy();
    expect(
      api.callsTo(requestAdjustmentEndpoint, `/api/backoffice/players/${ID}/adjustments/`)[0]?.body,
    ).toEqual({
      currency: "entries",
      amount: "-99",
      reason: "Duplicate",
    });
  });

  it("a reader sees the sessions tab without controls; no adjustment form nor status form", async () => {
    const api = mockFetch()
      .on(playerDetailEndpoint, { json: { player: PLAYER, balance: BALANCE } }, detailPath)
      .on(
        playerSessionsEndpoint,
        {
          json: {
            sessions: [
              {
                id: "0123456789abcdef",
                createdAt: "2026-11-20T10:00:00.000Z",
                lastSeenAt: "2026-11-20T11:00:00.000Z",
                ip: "10.0.0.1",
                userAgent: "Firefox",
              },
            ],
          },
        },
        `/api/backoffice/players/${ID}/sessions/`,
      );
    renderBackoffice(api, {
      path: `/players/${ID}?tab=sessions`,
      me: operatorMe({ role: { id: "finance", name: "Finance" }, permissions: ["players:read"] }),
    });
    await screen.findByText("0123456789abcdef");
    expect(screen.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign out this session" })).toBeNull();
  });

  it("signs the player out everywhere and reloads the list from the server", async () => {
    let sessions = [
      {
        id: "0123456789abcdef",
        createdAt: "2026-11-20T10:00:00.000Z",
        lastSeenAt: "2026-11-20T11:00:00.000Z",
        ip: null,
        userAgent: null,
      },
    ];
    const api = mockFetch()
      .on(playerDetailEndpoint, { json: { player: PLAYER, balance: BALANCE } }, detailPath)
      .on(playerSessionsEndpoint, () => ({ json: { sessions } }), `/api/backoffice/players/${ID}/sessions/`)
      .on(
        revokeAllPlayerSessionsEndpoint,
        () => {
          sessions = [];
          return { json: { success: true } };
        },
        `/api/backoffice/players/${ID}/sessions/revoke-all/`,
      );
    renderBackoffice(api, { path: `/players/${ID}?tab=sessions`, me: SUPPORT });
    await screen.findByText("0123456789abcdef");
    fireEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await screen.findByText("The player is not signed in anywhere.");
    expect(screen.getByRole("status").textContent).toBe("The player is signed out everywhere.");
  });
});
