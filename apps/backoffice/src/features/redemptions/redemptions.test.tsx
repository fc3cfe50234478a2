// @vitest-environment happy-dom
import {
  approveRedemptionEndpoint,
  holdRedemptionEndpoint,
  listRedemptionsEndpoint,
  payRedemptionEndpoint,
  type RedemptionDetail,
  type RedemptionStatus,
  redemptionDetailEndpoint,
  rejectRedemptionEndpoint,
} from "@casino/contracts/redemptions";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);
configure({ asyncUtilTimeout: 4000 });

const FINANCE = operatorMe({ role: { id: "finance", name: "Finance" }, permissions: ["cash:write"] });
const SUPPORT = operatorMe({ role: { id: "support", name: "Support" }, permissions: ["cash:read"] });
const ID = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f";
const PATH = `/api/backoffice/redemptions/${ID}/`;

const detailOf = (status: RedemptionStatus, extra: Partial<RedemptionDetail["redemption"]> = {}) => ({
  redemption: {
    id: ID,
    playerId: "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00",
    playerEmail: "pat@example.test",
    brandId: "tao" as const,
    amount: "1250.00",
    status,
    method: "bank" as const,
    payoutDetails: { accountHolder: "Pat Doe", routingNumber: "011000015", accountLast4: "6789" },
    payoutReference: null,
    rejectReason: null,
    decidedBy: null,
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
    ...extra,
  },
  events: [
    {
      id: "1",
      fromStatus: null,
      toStatus: "requested" as const,
      actor: { kind: "player" as const, operatorId: null, name: "pat@example.test" },
      note: null,
      createdAt: "2026-11-25T10:00:00.000Z",
    },
  ],
  player: {
    id: "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00",
    email: "pat@example.test",
    brandId: "tao" as const,
    isIdentityVerified: true,
    winnings: "40.00",
    redeemable: "40.00",
    outstandingPlaythrough: "0.00",
  },
});

const open = (detail: ReturnType<typeof detailOf>, me = FINANCE) => {
  const mock = mockFetch().on(redemptionDetailEndpoint, { json: detail }, PATH);
  renderBackoffice(mock, { path: `/cash/redemptions/${ID}`, me });
  return mock;
};
const decision = () => screen.findByRole("region", { name: "Decision" });
const buttonsIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole("button")
    .map((button) => button.textContent);

describe("the redemption queue", () => {
  it("opens on the new requests, oldest first, and follows the status and brand filters", async () => {
    const detail = detailOf("requested");
    const mock = mockFetch().on(listRedemptionsEndpoint, {
      json: { redemptions: [detail.redemption], total: 1 },
    });
    const { router } = renderBackoffice(mock, { path: "/cash/redemptions", me: SUPPORT });
    const table = await screen.findByRole("table", { name: "Redemption requests, oldest first" });
    const row = (await within(table).findByText("pat@example.test")).closest("tr") as HTMLElement;
    expect(row.textContent).toContain("1,250.00");
    expect(row.textContent).toContain("••••6789");
    expect(within(row).getByRole("link", { name: /^Review the redemption of 1,250.00/ })).toBeTruthy();
    expect(mock.callsTo(listRedemptionsEndpoint)[0]?.url).toContain("status=requested");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "held" } });
    fireEvent.change(screen.getByLabelText("Brand"), { target: { value: "tao" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=held&brand=tao"));
    await waitFor(() =>
      expect(
        mock.calls.some((call) => call.url.includes("status=held") && call.url.includes("brandId=tao")),
      ).toBe(true),
    );
  });
});

describe("a redemption's decision follows the state machine", () => {
  it.each([
    ["requested", ["Hold", "Approve", "Reject"]],
    ["held", ["Approve", "Reject"]],
    ["approved", ["Pay", "Reject"]],
    ["paid", []],
    ["rejected", []],
    ["cancelled", []],
  ] as const)("a %s request offers %j", async (status, buttons) => {
    open(detailOf(status));
    const region = await decision();
    expect(buttonsIn(region)).toEqual(buttons);
    if (buttons.length === 0)
      expect(region.textContent).toContain("Nothing more can happen to this request.");
  });

  it("shows the masked account, the player's figures and the history, and no decision to a reader", async () => {
    open(detailOf("requested"), SUPPORT);
    await screen.findByText("Pat Doe, routing 011000015, account ••••6789");
    expect(screen.getByRole("region", { name: "Player" }).textContent).toContain("Verified");
    expect(
      screen.getByRole("table", { name: "Every step of the request, oldest first" }).textContent,
    ).toContain("pat@example.test (player)");
    expect(screen.queryByRole("region", { name: "Decision" })).toBeNull();
  });

  it("holds only with a note, after a confirmation naming the amount", async () => {
    const mock = open(detailOf("requested")).on(
      holdRedemptionEndpoint,
      { json: detailOf("held") },
      `${PATH}hold/`,
    );
    const region = await decision();
    fireEvent.click(within(region).getByRole("button", { name: "Hold" }));
    await within(region).findByText("Write a note saying why it is held.");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.change(within(region).getByLabelText("Note (needed to hold, optional to approve)"), {
      target: { value: "Check the source of funds" },
    });
    fireEvent.click(within(region).getByRole("button", { name: "Hold" }));
    const dialog = await screen.findByRole("dialog", { name: "Hold 1,250.00 in winnings?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm hold" }));
    await screen.findByText("On hold: 1,250.00 in winnings of pat@example.test.");
    await waitFor(() => expect(buttonsIn(region)).toEqual(["Approve", "Reject"]));
    expect(mock.callsTo(holdRedemptionEndpoint, `${PATH}hold/`)[0]?.body).toEqual({
      note: "Check the source of funds",
    });
  });

  it("approves without a note, then pays to the masked account", async () => {
    let state: RedemptionStatus = "held";
    const mock = mockFetch()
      .on(redemptionDetailEndpoint, () => ({ json: detailOf(state) }), PATH)
      .on(
        approveRedemptionEndpoint,
        () => {
          state = "approved";
          return { json: detailOf("approved") };
        },
        `${PATH}approve/`,
      )
      .on(payRedemptionEndpoint, { json: detailOf("paid", { payoutReference: "po_42" }) }, `${PATH}pay/`);
    renderBackoffice(mock, { path: `/cash/redemptions/${ID}`, me: FINANCE });
    const region = await decision();
    fireEvent.click(within(region).getByRole("button", { name: "Approve" }));
    const approve = await screen.findByRole("dialog", { name: "Approve 1,250.00 in winnings?" });
    expect(approve.textContent).toContain("can no longer cancel it");
    fireEvent.click(within(approve).getByRole("button", { name: "Confirm approval" }));
    await screen.findByText("Approved: 1,250.00 in winnings of pat@example.test; pay it next.");
    expect(mock.callsTo(approveRedemptionEndpoint, `${PATH}approve/`)[0]?.body).toEqual({});

    fireEvent.click(await within(region).findByRole("button", { name: "Pay" }));
    const pay = await screen.findByRole("dialog", { name: "Pay 1,250.00 in winnings?" });
    expect(pay.textContent).toContain("paid out now to Pat Doe, routing 011000015, account ••••6789");
    fireEvent.click(within(pay).getByRole("button", { name: "Confirm payment" }));
    await screen.findByText("Paid: 1,250.00 in winnings to pat@example.test, payout reference po_42.");
    await waitFor(() => expect(buttonsIn(region)).toEqual([]));
  });

  it("rejects only with a reason the player will see, and says the amount goes back", async () => {
    const mock = open(detailOf("approved")).on(
      rejectRedemptionEndpoint,
      { json: detailOf("rejected", { rejectReason: "Account closed" }) },
      `${PATH}reject/`,
    );
    const region = await decision();
    fireEvent.click(within(region).getByRole("button", { name: "Reject" }));
    await within(region).findByText("Write the reason the player will see.");
    fireEvent.change(within(region).getByLabelText("Reason to reject (the player sees it)"), {
      target: { value: "Account closed" },
    });
    fireEvent.click(within(region).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject 1,250.00 in winnings?" });
    expect(dialog.textContent).toContain("returns to pat@example.test's winnings at once");
    expect(dialog.textContent).toContain("Account closed");
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm rejection" }));
    await screen.findByText("Rejected: 1,250.00 in winnings returned to pat@example.test's winnings.");
    expect(mock.callsTo(rejectRedemptionEndpoint, `${PATH}reject/`)[0]?.body).toEqual({
      reason: "Account closed",
    });
  });

  it("explains a state conflict and shows the request as it stands now", async () => {
    let reads = 0;
    const mock = mockFetch()
      .on(
        redemptionDetailEndpoint,
        () => {
          reads += 1;
          return { json: detailOf(reads === 1 ? "requested" : "cancelled") };
        },
        PATH,
      )
      .on(
        approveRedemptionEndpoint,
        failure(409, "REDEMPTION_STATE_CONFLICT", "Conflict."),
        `${PATH}approve/`,
      );
    renderBackoffice(mock, { path: `/cash/redemptions/${ID}`, me: FINANCE });
    const region = await decision();
    fireEvent.click(within(region).getByRole("button", { name: "Approve" }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm approval" }));
    await within(region).findByText(/^Nothing changed: the request is no longer in a state that allows this/);
    await within(region).findByText("Nothing more can happen to this request.");
    expect(screen.getByRole("region", { name: "Request" }).textContent).toContain("Cancelled by the player");
  });
});
