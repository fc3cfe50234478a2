// @vitest-environment happy-dom
import {
  cancelRedemptionEndpoint,
  type Redemption,
  redeemEndpoint,
  requestRedemptionEndpoint,
  switchToSweepStakesEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { showToast } from "../../../lib/toasts";
import { RedeemPage } from "./redeem-page";

vi.mock("../../../lib/toasts", () => ({ showToast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

type RedeemData = z.output<typeof redeemEndpoint.output>;

const REQUEST_ID = "4f0c9a52-8d7e-4b3a-9c1d-6e2f8a0b7c35";

const redemption = (overrides: Partial<Redemption> = {}): Redemption => ({
  id: REQUEST_ID,
  amount: 60,
  status: "requested",
  method: "bank",
  accountLast4: "6789",
  payoutReference: null,
  rejectReason: null,
  isCancellable: true,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
  ...overrides,
});

const page = (overrides: Partial<RedeemData> = {}): RedeemData => ({
  redeemStatus: { isActive: true, reason: null },
  winnings: 150,
  redeemable: 100,
  minAmount: 50,
  outstandingPlaythrough: 50,
  methods: [{ id: "bank", title: "Bank transfer (ACH)" }],
  requests: [],
  ...overrides,
});

const dictionary = {
  "redeem.playthrough":
    "Play {{entries}} more Entries in SweepStakes rounds before all your winnings can be redeemed.",
  "redeem.field.amount": "Amount to redeem",
  "redeem.field.accountHolder": "Account holder",
  "redeem.field.routingNumber": "Routing number",
  "redeem.field.accountNumber": "Account number",
  "redeem.submit": "Request redemption",
  "redeem.requested": "Your request to redeem {{amount}} is in.",
  "redeem.error.amount": "Enter an amount such as 50 or 50.25.",
  "redeem.error.minimum": "The smallest redemption is {{min}}.",
  "redeem.insufficient.title": "Insufficient withdrawal",
  "redeem.insufficient.text":
    "You asked to redeem {{requested}}, but {{redeemable}} of your {{winnings}} winnings can be redeemed now.",
  "redeem.insufficient.redeemAll": "Redeem {{amount}}",
  "redeem.insufficient.close": "OK",
  "redeem.unavailable.notSweepStakes.title": "Redeeming needs SweepStakes mode",
  "redeem.unavailable.identityNotVerified.title": "Verify your identity to redeem",
  "redeem.switch.button": "Switch to SweepStakes",
  "redeem.verify.link": "Verify my identity",
  "redeem.status.requested": "Requested",
  "redeem.status.cancelled": "Cancelled",
  "redeem.requests.cancel": "Cancel",
  "redeem.requests.cancelLabel": "Cancel the request for {{amount}}",
  "redeem.requests.cancelled": "Request cancelled: {{amount}} is back in your winnings.",
  "redeem.cancel.title": "Cancel this request?",
  "redeem.cancel.confirm": "Cancel request",
  "redeem.cancel.keep": "Keep request",
  "forms.error.required": "This field is required.",
  "forms.error.routingNumber": "A routing number has 9 digits.",
  "forms.error.accountNumber": "An account number has 4 to 17 digits.",
};

function renderRedeem() {
  const onClose = vi.fn();
  const rendered = renderApp(<RedeemPage onClose={onClose} />, {
    dictionary,
    appInit: playerAppInit("funrize", { playerInfo: { gameMode: "SweepStakes" } }),
  });
  return { onClose, ...rendered };
}

function fill(values: Partial<Record<"amount" | "holder" | "routing" | "account", string>>) {
  const fields = {
    amount: "Amount to redeem",
    holder: "Account holder",
    routing: "Routing number",
    account: "Account number",
  } as const;
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(fields[name as keyof typeof fields]), { target: { value } });
  }
}

const submit = async () => {
  const button = await screen.findByRole("button", { name: "Request redemption" });
  await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
  fireEvent.click(button);
};

const VALID = { amount: "75", holder: "Ann Lee", routing: "021000021", account: "123456789" };

describe("the redeem page", () => {
  it("shows what is redeemable and what playthrough unlocks the rest", async () => {
    mockApi()
      .on(redeemEndpoint, () => page())
      .install();
    renderRedeem();
    expect((await screen.findByTestId("redeemable")).textContent).toBe("100.00");
    expect(
      screen.getByText(
        "Play 50.00 more Entries in SweepStakes rounds before all your winnings can be redeemed.",
      ),
    ).toBeTruthy();
  });

  it("says what is wrong with each field before anything is sent", async () => {
    const api = mockApi()
      .on(redeemEndpoint, () => page())
      .install();
    renderRedeem();
    await submit();
    expect((await screen.findAllByText("This field is required.")).length).toBe(4);
    fill({ amount: "20", holder: "Ann Lee", routing: "12345", account: "12" });
    await submit();
    expect(await screen.findByText("The smallest redemption is 50.00.")).toBeTruthy();
    expect(screen.getByText("A routing number has 9 digits.")).toBeTruthy();
    expect(screen.getByText("An account number has 4 to 17 digits.")).toBeTruthy();
    fill({ amount: "12.345" });
    await submit();
    expect(await screen.findByText("Enter an amount such as 50 or 50.25.")).toBeTruthy();
    expect(api.bodiesOf(requestRedemptionEndpoint)).toHaveLength(0);
  });

  it("sends a valid request once with its key, and shows it was received", async () => {
    const api = mockApi()
      .on(redeemEndpoint, () => page())
      .on(requestRedemptionEndpoint, () => ({ redemption: redemption({ amount: 75 }) }))
      .install();
    renderRedeem();
    await screen.findByTestId("redeemable");
    fill(VALID);
    await submit();
    await screen.findByText("Your request to redeem 75.00 is in.");
    const bodies = api.calls.filter((call) => call.method === "POST").map((call) => call.body);
    expect(bodies).toEqual([
      {
        amount: 75,
        method: "bank",
        requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        payoutDetails: { accountHolder: "Ann Lee", routingNumber: "021000021", accountNumber: "123456789" },
      },
    ]);
  });

  it("sends the same request key again when the player retries after a lost answer", async () => {
    let isOffline = true;
    const api = mockApi()
      .on(redeemEndpoint, () => page())
      .on(requestRedemptionEndpoint, () => {
        if (isOffline) throw new Error("offline");
        return { redemption: redemption({ amount: 75 }) };
      })
      .install();
    renderRedeem();
    await screen.findByTestId("redeemable");
    fill(VALID);
    await submit();
    await waitFor(() => expect(api.bodiesOf(requestRedemptionEndpoint)).toHaveLength(1));
    isOffline = false;
    await submit();
    await screen.findByText("Your request to redeem 75.00 is in.");
    const keys = (api.bodiesOf(requestRedemptionEndpoint) as { requestKey: string }[]).map(
      (body) => body.requestKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("opens the insufficient-withdrawal modal for more than the redeemable winnings, without a request", async () => {
    const api = mockApi()
      .on(redeemEndpoint, () => page())
      .install();
    renderRedeem();
    await screen.findByTestId("redeemable");
    fill({ ...VALID, amount: "120" });
    await submit();
    const dialog = await screen.findByRole("dialog", { name: "Insufficient withdrawal" });
    expect(dialog.textContent).toContain(
      "You asked to redeem 120.00, but 100.00 of your 150.00 winnings can be redeemed now.",
    );
    expect(api.bodiesOf(requestRedemptionEndpoint)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Redeem 100.00" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getByLabelText("Amount to redeem") as HTMLInputElement).value).toBe("100.00");
  });

  it("opens the same modal with the server's figures when it answers INSUFFICIENT_WITHDRAWAL", async () => {
    mockApi()
      .on(redeemEndpoint, () => page())
      .on(requestRedemptionEndpoint, () => ({
        status: 409,
        code: "INSUFFICIENT_WITHDRAWAL",
        details: [
          { path: "redeemable", message: "40.00" },
          { path: "winnings", message: "150.00" },
        ],
      }))
      .install();
    renderRedeem();
    await screen.findByTestId("redeemable");
    fill(VALID);
    await submit();
    const dialog = await screen.findByRole("dialog", { name: "Insufficient withdrawal" });
    expect(dialog.textContent).toContain("but 40.00 of your 150.00 winnings");
    // 40.00 is below the minimum: redeeming "all of it" would be refused, so it is not offered.
    expect(within(dialog).queryByRole("button", { name: /^Redeem/ })).toBeNull();
  });

  it("cancels a waiting request after the player confirms", async () => {
    let requests = [redemption()];
    const api = mockApi()
      .on(redeemEndpoint, () => page({ requests }))
      .on(
        cancelRedemptionEndpoint,
        () => {
          requests = [redemption({ status: "cancelled", isCancellable: false })];
          return { redemption: requests[0] as Redemption };
        },
        { id: REQUEST_ID },
      )
      .install();
    renderRedeem();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel the request for 60.00" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this request?" });
    // Nothing is cancelled until the player confirms.
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel request" }));
    await screen.findByText("Cancelled");
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      `/rest/cash/redeem/${REQUEST_ID}/cancel/`,
    ]);
    expect(showToast).toHaveBeenCalledWith("Request cancelled: 60.00 is back in your winnings.", {
      type: "success",
    });
    expect(screen.queryByRole("button", { name: "Cancel the request for 60.00" })).toBeNull();
  });

  it("offers the switch to SweepStakes mode when the player is in the other mode", async () => {
    let reason: "notSweepStakes" | null = "notSweepStakes";
    const api = mockApi()
      .on(redeemEndpoint, () => page({ redeemStatus: { isActive: reason === null, reason } }))
      .on(switchToSweepStakesEndpoint, () => {
        reason = null;
        return { success: true, gameMode: "SweepStakes" };
      })
      .install();
    renderRedeem();
    expect(await screen.findByText("Redeeming needs SweepStakes mode")).toBeTruthy();
    expect(screen.queryByLabelText("Amount to redeem")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Switch to SweepStakes" }));
    expect(await screen.findByLabelText("Amount to redeem")).toBeTruthy();
    expect(api.bodiesOf(switchToSweepStakesEndpoint)).toHaveLength(1);
  });

  it("sends a player who must verify their identity to the verification widget", async () => {
    mockApi()
      .on(redeemEndpoint, () => page({ redeemStatus: { isActive: false, reason: "identityNotVerified" } }))
      .install();
    renderRedeem();
    const link = await screen.findByRole("link", { name: "Verify my identity" });
    expect(link.getAttribute("href")).toBe("/account#verify");
  });
});
