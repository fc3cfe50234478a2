import { CURRENCIES, type Currency } from "@casino/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyPostings, balanceKey, checkPostings, type Posting, transfer } from "./postings";

const currency = fc.constantFrom<Currency>(...CURRENCIES);
const amount = fc.bigInt({ min: 1n, max: 10n ** 12n });
const account = fc.constantFrom("player:1", "player:2", "house:game", "house:promotions");
const isHouse = (id: string) => id.startsWith("house:");

describe("ledger postings", () => {
  it("every transfer balances in its currency", () => {
    fc.assert(
      fc.property(account, account, currency, amount, (from, to, cur, value) => {
        expect(checkPostings(transfer(from, to, cur, value))).toBeNull();
      }),
    );
  });

  it("refuses a transaction that creates or destroys money", () => {
    const postings: Posting[] = [
      { accountId: "house:promotions", currency: "coins", amount: -100n },
      { accountId: "player:1", currency: "coins", amount: 101n },
    ];
    expect(checkPostings(postings)).toEqual({ code: "UNBALANCED", currency: "coins", sum: 1n });
  });

  it("refuses balancing one currency with another", () => {
    const postings: Posting[] = [
      { accountId: "house:game", currency: "entries", amount: -100n },
      { accountId: "player:1", currency: "coins", amount: 100n },
    ];
    expect(checkPostings(postings)?.code).toBe("UNBALANCED");
  });

  it("never lets a player balance go below zero, whatever the sequence of transfers", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(account, account, currency, amount), { maxLength: 40 }), (moves) => {
        let balances = new Map<string, bigint>();
        for (const [from, to, cur, value] of moves) {
          const result = applyPostings(balances, transfer(from, to, cur, value), isHouse);
          if (result.ok) balances = new Map([...balances, ...result.balances]);
        }
        for (const [key, value] of balances) if (!key.startsWith("house:")) expect(value >= 0n).toBe(true);
        const total = [...balances.values()].reduce((sum, value) => sum + value, 0n);
        expect(total).toBe(0n);
      }),
    );
  });

  it("applies nothing when one posting would overdraw", () => {
    const balances = new Map([[balanceKey("player:1", "coins"), 50n]]);
    const result = applyPostings(balances, transfer("player:1", "house:game", "coins", 51n), isHouse);
    expect(result).toEqual({ ok: false, accountId: "player:1", currency: "coins" });
  });
});
