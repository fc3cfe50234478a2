import { describe, expect, it } from "vitest";
import { formatResult, keepsBudget } from "./result";

describe("bench budgets", () => {
  it("a ratio below its floor and a size above its ceiling break their budgets", () => {
    expect(keepsBudget({ value: 0.84, budget: { atLeast: 0.85, source: "#10" } })).toBe(false);
    expect(keepsBudget({ value: 0.85, budget: { atLeast: 0.85, source: "#10" } })).toBe(true);
    expect(keepsBudget({ value: 151, budget: { atMost: 150, source: "#10" } })).toBe(false);
    expect(keepsBudget({ value: 150, budget: { atMost: 150, source: "#10" } })).toBe(true);
  });

  it("a value that is not a number never keeps a budget", () => {
    expect(keepsBudget({ value: Number.NaN, budget: { atMost: 5, source: "#10" } })).toBe(false);
  });

  it("prints the budget and its verdict beside the value", () => {
    const line = formatResult({
      name: "hello-route.app-vs-bare",
      value: 0.5,
      detail: "app 10 req/s",
      budget: { atLeast: 0.85, source: "issue #10" },
    });
    expect(line).toBe("hello-route.app-vs-bare: 0.500 [budget ≥ 0.85: BROKEN, issue #10] (app 10 req/s)");
  });
});
