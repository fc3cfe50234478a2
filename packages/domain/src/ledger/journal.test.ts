import { CURRENCIES, type Currency } from "@casino/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyJournal, type Journal, postToJournal } from "./journal";
import { transfer } from "./postings";

const currency = fc.constantFrom<Currency>(...CURRENCIES);
const amount = fc.bigInt({ min: 1n, max: 10n ** 9n });
const account = fc.constantFrom("player:1", "player:2", "house:game", "house:promotions");
const isHouse = (id: string) => id.startsWith("house:");
const keyedTransfer = fc.record({
  key: fc.constantFrom("k1", "k2", "k3", "k4", "k5", "k6"),
  from: account,
  to: account,
  currency,
  amount,
});

type KeyedTransfer = typeof keyedTransfer extends fc.Arbitrary<infer T> ? T : never;

/** Posts each request in turn; returns the journal and the requests that were actually posted. */
function run(requests: readonly KeyedTransfer[], start = emptyJournal()) {
  let journal: Journal = start;
  const posted: KeyedTransfer[] = [];
  for (const r of requests) {
    if (r.from === r.to) continue;
    const outcome = postToJournal(journal, r.key, transfer(r.from, r.to, r.currency, r.amount), isHouse);
    if (outcome.kind === "posted") posted.push(r);
    journal = outcome.journal;
  }
  return { journal, posted };
}

describe("ledger journal model", () => {
  it("a replayed key changes nothing, however often and whenever it is replayed", () => {
    fc.assert(
      fc.property(fc.array(keyedTransfer, { maxLength: 30 }), fc.nat(), (requests, seed) => {
        const once = run(requests);
        // Replay every posted request again, in a rotated order: no balance may move.
        const rotation = once.posted.length ? seed % once.posted.length : 0;
        const replays = [...once.posted.slice(rotation), ...once.posted.slice(0, rotation)];
        const again = run(replays, once.journal);
        expect(again.posted).toEqual([]);
        expect(again.journal.balances).toEqual(once.journal.balances);
      }),
    );
  });

  it("money is never created or lost and no player goes below zero", () => {
    fc.assert(
      fc.property(fc.array(keyedTransfer, { maxLength: 40 }), (requests) => {
        const { journal } = run(requests);
        for (const cur of CURRENCIES) {
          const total = [...journal.balances]
            .filter(([key]) => key.endsWith(`:${cur}`))
            .reduce((sum, [, value]) => sum + value, 0n);
          expect(total).toBe(0n);
        }
        for (const [key, value] of journal.balances)
          if (key.startsWith("player:")) expect(value >= 0n).toBe(true);
      }),
    );
  });

  it("tells a replay from a different transaction under the same key", () => {
    const funded = postToJournal(
      emptyJournal(),
      "a",
      transfer("house:game", "player:1", "coins", 10n),
      isHouse,
    );
    const same = postToJournal(
      funded.journal,
      "a",
      transfer("house:game", "player:1", "coins", 10n),
      isHouse,
    );
    const other = postToJournal(
      funded.journal,
      "a",
      transfer("house:game", "player:1", "coins", 11n),
      isHouse,
    );
    expect([funded.kind, same.kind, other.kind]).toEqual(["posted", "replayed", "duplicate"]);
  });

  it("an overdrawing transaction posts nothing and does not use up its key", () => {
    const result = postToJournal(
      emptyJournal(),
      "a",
      transfer("player:1", "house:game", "coins", 1n),
      isHouse,
    );
    expect(result.kind).toBe("insufficient-funds");
    expect(result.journal.keys.size).toBe(0);
  });
});
