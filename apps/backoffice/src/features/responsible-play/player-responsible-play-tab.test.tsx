// @vitest-environment happy-dom
import type { BackofficePlayer } from "@casino/contracts/player";
import { playerDetailEndpoint } from "@casino/contracts/player";
import {
  type BackofficeResponsiblePlay,
  imposePlayRestrictionEndpoint,
  playerResponsiblePlayEndpoint,
  selfExclusionListEndpoint,
} from "@casino/contracts/responsible-play";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../lib/test-support/mock-fetch";
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
const COMPLIANCE = operatorMe({
  role: { id: "compliance", name: "Compliance" },
  permissions: ["compliance:write", "players:read"],
});
const SUPPORT = operatorMe({
  role: { id: "support", name: "Support" },
  permissions: ["compliance:read", "players:read"],
});
const viewPath = `/api/backoffice/players/${ID}/responsible-play/`;

const VIEW: BackofficeResponsiblePlay = {
  playerId: ID,
  realityCheckMinutes: 30,
  limits: [
    {
      period: "day",
      amountCents: "5000",
      pending: {
        amountCents: "9000",
        requestedAt: "2026-12-01T10:00:00.000Z",
        confirmableAt: "2026-12-02T10:00:00.000Z",
        isConfirmable: false,
      },
    },
    { period: "week", amountCents: null, pending: null },
    { period: "month", amountCents: null, pending: null },
  ],
  block: {
    id: "7a1c1d39-2d51-4a4e-9b1a-6f5d8c1c2a10",
    kind: "self_exclusion",
    startsAt: "2026-12-01T10:00:00.000Z",
    endsAt: "2027-06-01T10:00:00.000Z",
  },
  blocks: [
    {
      id: "7a1c1d39-2d51-4a4e-9b1a-6f5d8c1c2a10",
      kind: "self_exclusion",
      startsAt: "2026-12-01T10:00:00.000Z",
      endsAt: "2027-06-01T10:00:00.000Z",
      reason: null,
      operatorName: null,
      liftedAt: null,
      isActive: true,
      isLiftable: false,
    },
  ],
  history: [
    {
      id: "1",
      kind: "self_exclusion_started",
      details: { months: 6 },
      actor: "player",
      occurredAt: "2026-12-01T10:00:00.000Z",
      operatorName: null,
    },
  ],
};

function renderTab(me = COMPLIANCE, api = mockFetch()) {
  api
    .on(
      playerDetailEndpoint,
      { json: { player: PLAYER, balance: BALANCE } },
      `/api/backoffice/players/${ID}/`,
    )
    .on(playerResponsiblePlayEndpoint, { json: VIEW }, viewPath);
  renderBackoffice(api, { path: `/players/${ID}?tab=responsible-play`, me });
  return api;
}

describe("the player's Responsible play tab", () => {
  it("shows the limits with a pending increase, the self-exclusion and its history", async () => {
    renderTab();
    expect(await screen.findByText("Self-exclusion until 1 Jun 2027, 10:00 UTC")).toBeTruthy();
    expect(screen.getByText("$50.00")).toBeTruthy();
    expect(screen.getByText("$90.00 from 2 Dec 2026, 10:00 UTC")).toBeTruthy();
    expect(screen.getByText("self exclusion started")).toBeTruthy();
    // A player's own exclusion has no Lift button.
    expect(screen.queryByRole("button", { name: "Lift" })).toBeNull();
  });

  it("lets compliance impose a restriction, and hides the form from read-only roles", async () => {
    const api = renderTab();
    const reason = await screen.findByLabelText("Reason");
    fireEvent.change(reason, { target: { value: "Chargeback investigation" } });
    api.on(imposePlayRestrictionEndpoint, { json: VIEW }, `${viewPath}restrictions/`);
    fireEvent.click(screen.getByRole("button", { name: "Impose restriction" }));
    await waitFor(() =>
      expect(api.callsTo(imposePlayRestrictionEndpoint, `${viewPath}restrictions/`)).toHaveLength(1),
    );
    expect(api.callsTo(imposePlayRestrictionEndpoint, `${viewPath}restrictions/`)[0]?.body).toEqual({
      reason: "Chargeback investigation",
      until: null,
    });
    cleanup();
    renderTab(SUPPORT);
    await screen.findByText("Self-exclusion until 1 Jun 2027, 10:00 UTC");
    expect(screen.queryByRole("button", { name: "Impose restriction" })).toBeNull();
  });
});

describe("the self-exclusion list", () => {
  it("lists the players self-excluded now, with the CSV export", async () => {
    const api = mockFetch().on(selfExclusionListEndpoint, {
      json: {
        entries: [
          {
            playerId: ID,
            email: "ada@example.com",
            brandId: "funrize",
            startsAt: "2026-12-01T10:00:00.000Z",
            endsAt: "2027-06-01T10:00:00.000Z",
          },
        ],
      },
    });
    renderBackoffice(api, { path: "/self-exclusions", me: SUPPORT });
    expect(await screen.findByRole("link", { name: "ada@example.com" })).toBeTruthy();
    const csv = screen.getByRole("link", { name: "Export CSV" });
    expect(csv.getAttribute("href")).toBe("/api/backoffice/responsible-play/self-exclusions.csv");
  });
});
