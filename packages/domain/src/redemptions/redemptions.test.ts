import { REDEMPTION_STATUSES, type RedemptionStatus } from "@casino/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountLast4, redeemAmountRefusal, redeemClosedReason } from "./eligibility";
import {
  isRedemptionFinal,
  REDEMPTION_ACTIONS,
  type RedemptionAction,
  redemptionTransition,
  returnsRedemptionAmount,
} from "./state-machine";

/** Every (status, action) pair the machine allows, written out: the table the tests hold the code to. */
const ALLOWED: Record<string, RedemptionStatus> = {
  "requested hold": "held",
  "requested approve": "approved",
  "held approve": "approved",
  "approved pay": "paid",
  "requested reject": "rejected",
  "held reject": "rejected",
  "approved reject": "rejected",
  "requested cancel": "cancelled",
  "held cancel": "cancelled",
};

describe("the redemption state machine", () => {
  it("allows exactly the transitions of the issue: requested → held → approved → paid | rejected | cancelled", () => {
    for (const status of REDEMPTION_STATUSES) {
      for (const action of REDEMPTION_ACTIONS) {
        expect(redemptionTransition(status, action), `${status} ${action}`).toBe(
          ALLOWED[`${status} ${action}`] ?? null,
        );
      }
    }
  });

  it("a final status admits no action at all", () => {
    for (const status of REDEMPTION_STATUSES.filter(isRedemptionFinal)) {
      for (const action of REDEMPTION_ACTIONS) expect(redemptionTransition(status, action)).toBeNull();
    }
    expect(REDEMPTION_STATUSES.filter(isRedemptionFinal)).toEqual(["paid", "rejected", "cancelled"]);
  });

  it("the player can no longer cancel once an operator approved", () => {
    expect(redemptionTransition("approved", "cancel")).toBeNull();
    expect(redemptionTransition("paid", "cancel")).toBeNull();
  });

  it("money goes back only on reject and cancel, and any walk returns it at most once", () => {
    expect(REDEMPTION_STATUSES.filter(returnsRedemptionAmount)).toEqual(["rejected", "cancelled"]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom<RedemptionAction>(...REDEMPTION_ACTIONS)), (actions) => {
        let status: RedemptionStatus = "requested";
        let returned = 0;
        let paid = 0;
        for (const action of actions) {
          const next = redemptionTransition(status, action);
          if (!next) continue;
          if (returnsRedemptionAmount(next)) returned += 1;
          if (next === "paid") paid += 1;
          status = next;
        }
        expect(returned + paid).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("whether a player may redeem", () => {
  const open = {
    isSweepStakes: true,
    isBrandActive: true,
    isIdentityVerified: true,
    isJurisdictionAllowed: true,
  };

  it("is open when every condition holds", () => {
    expect(redeemClosedReason(open)).toBeNull();
  });

  it("names the first closed condition, in the order mode, brand, identity, jurisdiction", () => {
    expect(redeemClosedReason({ ...open, isSweepStakes: false, isIdentityVerified: false })).toBe(
      "notSweepStakes",
    );
    expect(redeemClosedReason({ ...open, isBrandActive: false, isJurisdictionAllowed: false })).toBe(
      "inactive",
    );
    expect(redeemClosedReason({ ...open, isIdentityVerified: false, isJurisdictionAllowed: false })).toBe(
      "identityNotVerified",
    );
    expect(redeemClosedReason({ ...open, isJurisdictionAllowed: false })).toBe("jurisdiction");
  });

  it("refuses an amount below the minimum before one above what is redeemable", () => {
    const limits = { minAmount: 5_000n, redeemable: 7_500n };
    expect(redeemAmountRefusal(4_999n, limits)).toBe("belowMinimum");
    expect(redeemAmountRefusal(4_999n, { ...limits, redeemable: 0n })).toBe("belowMinimum");
    expect(redeemAmountRefusal(5_000n, limits)).toBeNull();
    expect(redeemAmountRefusal(7_500n, limits)).toBeNull();
    expect(redeemAmountRefusal(7_501n, limits)).toBe("insufficient");
  });

  it("keeps only an account number's last four digits", () => {
    expect(accountLast4("000123456789")).toBe("6789");
    expect(accountLast4("1234")).toBe("1234");
    expect(() => accountLast4("123")).toThrow(RangeError);
  });
});
