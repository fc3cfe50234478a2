import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cancelLimitChange,
  confirmLimitChange,
  LIMIT_INCREASE_COOLING_MS,
  type LimitPeriod,
  NO_LIMIT,
  purchaseAllowance,
  requestLimitChange,
} from "./limits";

const NOW = new Date("2026-12-01T10:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe("purchase limit changes", () => {
  it("a first limit applies at once", () => {
    expect(requestLimitChange(NO_LIMIT, 5000n, NOW)).toEqual({
      kind: "limit_set",
      state: { amount: 5000n, pending: null },
    });
  });

  it("a decrease applies at once and drops a pending increase", () => {
    const pending = requestLimitChange({ amount: 5000n, pending: null }, 9000n, NOW).state;
    expect(requestLimitChange(pending, 2000n, NOW)).toEqual({
      kind: "limit_decreased",
      state: { amount: 2000n, pending: null },
    });
  });

  it("an increase waits 24 hours, is refused before and confirmed after", () => {
    const { kind, state } = requestLimitChange({ amount: 5000n, pending: null }, 9000n, NOW);
    expect(kind).toBe("limit_increase_requested");
    expect(state.amount).toBe(5000n);
    expect(state.pending?.effectiveAt).toEqual(later(LIMIT_INCREASE_COOLING_MS));
    expect(confirmLimitChange(state, later(LIMIT_INCREASE_COOLING_MS - 1))).toEqual({
      ok: false,
      refusal: "LIMIT_INCREASE_NOT_READY",
    });
    expect(confirmLimitChange(state, later(LIMIT_INCREASE_COOLING_MS))).toEqual({
      ok: true,
      state: { amount: 9000n, pending: null },
    });
  });

  it("a removal is an increase: pending, then confirmed to no limit", () => {
    const { kind, state } = requestLimitChange({ amount: 5000n, pending: null }, null, NOW);
    expect(kind).toBe("limit_removal_requested");
    expect(confirmLimitChange(state, later(LIMIT_INCREASE_COOLING_MS))).toEqual({
      ok: true,
      state: { amount: null, pending: null },
    });
  });

  it("cancelling keeps the limit in force; nothing pending is refused", () => {
    const { state } = requestLimitChange({ amount: 5000n, pending: null }, 9000n, NOW);
    expect(cancelLimitChange(state)).toEqual({ ok: true, state: { amount: 5000n, pending: null } });
    expect(cancelLimitChange(NO_LIMIT)).toEqual({ ok: false, refusal: "NO_PENDING_LIMIT_CHANGE" });
    expect(confirmLimitChange(NO_LIMIT, NOW)).toEqual({ ok: false, refusal: "NO_PENDING_LIMIT_CHANGE" });
  });

  it("never raises the limit in force at once, whatever is asked (property)", () => {
    const amount = fc.option(fc.bigInt({ min: 1n, max: 10n ** 12n }), { nil: null });
    fc.assert(
      fc.property(amount, amount, (current, requested) => {
        const { state } = requestLimitChange({ amount: current, pending: null }, requested, NOW);
        if (current === null) return; // no limit before: anything is a tightening
        expect(state.amount).not.toBeNull();
        expect((state.amount as bigint) <= current).toBe(true);
      }),
    );
  });
});

describe("what a purchase may spend", () => {
  it("allows any purchase without limits", () => {
    expect(purchaseAllowance([], {}, 100n)).toEqual({ allowed: true, remaining: null });
  });

  it("the lowest room left wins across periods", () => {
    const limits = [
      { period: "day" as const, amount: 10_000n },
      { period: "week" as const, amount: 20_000n },
      { period: "month" as const, amount: 50_000n },
    ];
    // The week has less room left (2,000) than the day (10,000).
    const spent = { day: 0n, week: 18_000n, month: 18_000n };
    expect(purchaseAllowance(limits, spent, 3_000n)).toEqual({
      allowed: false,
      code: "PURCHASE_LIMIT_EXCEEDED",
      period: "week",
      remaining: 2_000n,
    });
    expect(purchaseAllowance(limits, spent, 2_000n)).toEqual({ allowed: true, remaining: 0n });
  });

  it("never goes below zero room when the player spent past a lowered limit", () => {
    expect(purchaseAllowance([{ period: "day", amount: 1_000n }], { day: 5_000n }, 1n)).toMatchObject({
      allowed: false,
      remaining: 0n,
    });
  });

  it("allows exactly when the purchase fits every limit (property)", () => {
    const period = fc.constantFrom<LimitPeriod>("day", "week", "month");
    const cents = fc.bigInt({ min: 1n, max: 10n ** 9n });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ period, amount: cents }), { selector: (l) => l.period }),
        fc.record({ day: cents, week: cents, month: cents }),
        cents,
        (limits, spent, amount) => {
          const fits = limits.every((l) => spent[l.period] + amount <= l.amount);
          expect(purchaseAllowance(limits, spent, amount).allowed).toBe(fits);
        },
      ),
    );
  });
});
