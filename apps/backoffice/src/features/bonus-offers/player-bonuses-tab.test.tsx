// @vitest-environment happy-dom
import {
  type BackofficePlayerBonus,
  grantPlayerBonusEndpoint,
  listPlayerBonusesEndpoint,
  revokePlayerBonusEndpoint,
} from "@casino/contracts/bonus-offers";
import { type BackofficePlayer, playerDetailEndpoint } from "@casino/contracts/player";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const ID = "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00";
const BONUS_ID = "7a1c1d39-2d51-4a4e-9b1a-6f5d8c1c2a10";
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
const FINANCE = operatorMe({
  role: { id: "finance", name: "Finance" },
  permissions: ["cash:write", "players:read"],
});
const SUPPORT = operatorMe({
  role: { id: "support", name: "Support" },
  permissions: ["cash:read", "players:read"],
});
const bonusesPath = `/api/backoffice/players/${ID}/bonuses/`;

const bonus = (overrides: Partial<BackofficePlayerBonus> = {}): BackofficePlayerBonus => ({
  id: BONUS_ID,
  playerId: ID,
  brandId: "funrize",
  messageId: "AbCdEfGhIjKlMnOpQrStUv",
  bonusType: "freeEntries",
  entries: "1250.00",
  status: "pending",
  reason: "Sorry for the outage",
  grantedByOperatorId: null,
  link: "/?freeEntriesBonus=AbCdEfGhIjKlMnOpQrStUv",
  lifetimeEnd: "2026-12-08T10:00:00.000Z",
  createdAt: "2026-12-01T10:00:00.000Z",
  claimedAt: null,
  ...overrides,
});

function renderTab(me = FINANCE, bonuses: BackofficePlayerBonus[] = [bonus()]) {
  const api = mockFetch()
    .on(
      playerDetailEndpoint,
      { json: { player: PLAYER, balance: BALANCE } },
      `/api/backoffice/players/${ID}/`,
    )
    .on(listPlayerBonusesEndpoint, { json: { bonuses } }, bonusesPath);
  renderBackoffice(api, { path: `/players/${ID}?tab=bonuses`, me });
  return api;
}

describe("the player's Bonuses tab", () => {
  it("lists the player's bonuses with their status", async () => {
    renderTab(SUPPORT, [
      bonus(),
      bonus({
        id: "8a1c1d39-2d51-4a4e-9b1a-6f5d8c1c2a11",
        status: "claimed",
        entries: "5.00",
        claimedAt: "2026-12-02T09:30:00.000Z",
      }),
    ]);
    const table = await screen.findByRole("table", { name: "Bonuses" });
    expect(within(table).getByText("1,250.00")).toBeTruthy();
    expect(within(table).getByText("Waiting for the player")).toBeTruthy();
    expect(within(table).getByText("Claimed 2 Dec 2026, 09:30 UTC")).toBeTruthy();
    // support reads the cash module only: no grant form, no revoke.
    expect(screen.queryByRole("form", { name: "Grant a bonus" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Revoke" })).toBeNull();
  });

  it("lets finance grant free entries with a lifetime and a reason", async () => {
    const api = renderTab(FINANCE, []);
    fireEvent.change(await screen.findByLabelText("Free entries"), { target: { value: "2.50" } });
    fireEvent.change(screen.getByLabelText("Lifetime (days)"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Birthday gift" } });
    api.on(grantPlayerBonusEndpoint, { json: bonus({ entries: "2.50" }) }, bonusesPath);
    fireEvent.click(screen.getByRole("button", { name: "Grant bonus" }));
    await waitFor(() => expect(api.callsTo(grantPlayerBonusEndpoint, bonusesPath)).toHaveLength(1));
    expect(api.callsTo(grantPlayerBonusEndpoint, bonusesPath)[0]?.body).toEqual({
      entries: "2.50",
      lifetimeDays: 3,
      reason: "Birthday gift",
    });
    expect(await screen.findByText("2.50 Entries granted; the player was sent the link.")).toBeTruthy();
  });

  it("lets finance revoke a pending bonus with a reason", async () => {
    const api = renderTab();
    const revokePath = `${bonusesPath}${BONUS_ID}/revoke/`;
    api.on(revokePlayerBonusEndpoint, { json: bonus({ status: "revoked" }) }, revokePath);
    fireEvent.change(await screen.findByLabelText("Reason to revoke"), { target: { value: "Wrong player" } });
    fireEvent.click(screen.getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(api.callsTo(revokePlayerBonusEndpoint, revokePath)).toHaveLength(1));
    expect(api.callsTo(revokePlayerBonusEndpoint, revokePath)[0]?.body).toEqual({ reason: "Wrong player" });
    expect(await screen.findByText("Bonus revoked.")).toBeTruthy();
  });
});
