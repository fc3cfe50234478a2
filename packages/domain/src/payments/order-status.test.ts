import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { isOrderSettled, isOrderTransitionAllowed, orderChange } from "./order-status";

const ALLOWED: readonly [PurchaseOrderStatus, PurchaseOrderStatus][] = [
  ["created", "pending"],
  ["created", "failed"],
  ["pending", "completed"],
  ["pending", "failed"],
  ["pending", "declined"],
  ["completed", "refunded"],
];

describe("the purchase order's state machine", () => {
  it("allows exactly the transitions of decision 045", () => {
    for (const from of PURCHASE_ORDER_STATUSES) {
      for (const to of PURCHASE_ORDER_STATUSES) {
        const expected = ALLOWED.some(([a, b]) => a === from && b === to);
        expect(isOrderTransitionAllowed(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it("the same news twice changes nothing the second time", () => {
    for (const status of PURCHASE_ORDER_STATUSES)
      expect(orderChange(status, status)).toEqual({ kind: "same" });
  });

  it("a provider's outcome for an order still created goes through pending", () => {
    expect(orderChange("created", "completed")).toEqual({ kind: "steps", steps: ["pending", "completed"] });
    expect(orderChange("created", "declined")).toEqual({ kind: "steps", steps: ["pending", "declined"] });
    expect(orderChange("created", "failed")).toEqual({ kind: "steps", steps: ["failed"] });
    expect(orderChange("pending", "completed")).toEqual({ kind: "steps", steps: ["completed"] });
  });

  it("a settled order never comes back, and only a completed one is refunded", () => {
    expect(orderChange("completed", "failed")).toEqual({ kind: "refused", from: "completed", to: "failed" });
    expect(orderChange("declined", "completed").kind).toBe("refused");
    expect(orderChange("failed", "pending").kind).toBe("refused");
    expect(orderChange("refunded", "completed").kind).toBe("refused");
    expect(orderChange("pending", "refunded").kind).toBe("refused");
    expect(orderChange("created", "refunded").kind).toBe("refused");
  });

  it("calls created and pending orders unsettled, every other status settled", () => {
    expect(PURCHASE_ORDER_STATUSES.filter((status) => !isOrderSettled(status))).toEqual([
      "created",
      "pending",
    ]);
  });
});
