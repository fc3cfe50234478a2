import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RoutePreloadBudget } from "./route-preload-budget";

describe("route preload budget", () => {
  it("preloads at most four distinct routes", () => {
    const budget = new RoutePreloadBudget();
    const answers = ["/lobby/", "/promotions/", "/tournaments/", "/vip/", "/library/"].map((r) =>
      budget.admit(r),
    );
    expect(answers).toEqual([true, true, true, true, false]);
    expect(budget.remaining).toBe(0);
  });

  it("answers a repeated route without spending budget", () => {
    const budget = new RoutePreloadBudget();
    expect(budget.admit("/lobby/")).toBe(true);
    expect(budget.admit("/lobby/")).toBe(true);
    expect(budget.admit("/lobby/")).toBe(true);
    expect(budget.remaining).toBe(3);
    expect(budget.has("/lobby/")).toBe(true);
    expect(budget.has("/vip/")).toBe(false);
  });

  it("still answers yes for an admitted route once the budget is spent", () => {
    const budget = new RoutePreloadBudget(1);
    budget.admit("/lobby/");
    expect(budget.admit("/vip/")).toBe(false);
    expect(budget.admit("/lobby/")).toBe(true);
    expect(budget.has("/vip/")).toBe(false);
  });

  it("refuses a nonsensical limit", () => {
    expect(() => new RoutePreloadBudget(-1)).toThrow(RangeError);
    expect(() => new RoutePreloadBudget(1.5)).toThrow(RangeError);
  });

  it("admits exactly the first four distinct routes of any sequence", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), { maxLength: 30 }),
        (routes) => {
          const budget = new RoutePreloadBudget();
          const admitted = new Set(routes.filter((route) => budget.admit(route)));
          expect([...admitted]).toEqual([...new Set(routes)].slice(0, 4));
        },
      ),
    );
  });
});
