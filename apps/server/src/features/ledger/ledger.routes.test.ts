import {
  HOUSE_ACCOUNT_NAMES,
  type LedgerTransaction,
  ledgerTrialBalanceEndpoint,
  listLedgerAccountsEndpoint,
  listLedgerTransactionsEndpoint,
} from "@casino/contracts";
import { schema } from "@casino/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundPlayer } from "../../test-support/games";
import { createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("the ledger in the back office: accounts, transactions and the trial balance", () => {
  let t: TestApp;
  let finance: TestOperator;
  let marketing: TestOperator;
  let ann: TestPlayer;
  let ben: TestPlayer;

  beforeAll(async () => {
    t = await createTestApp();
    finance = await createTestOperator(t.db, { roleId: "finance" });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
    ann = await createTestPlayer(t.db, { withSession: false });
    ben = await createTestPlayer(t.db, { withSession: false });
    // From the promotions house account: ann 12.50 entries then 300 coins, ben 0.75 entries.
    await fundPlayer(t.db, ann.playerId, { entries: 12.5 });
    await fundPlayer(t.db, ann.playerId, { coins: 300 });
    await fundPlayer(t.db, ben.playerId, { entries: 0.75 });
  });
  afterAll(() => t.close());

  const get = (url: string, operator: TestOperator | null = finance) =>
    t.app.inject({ url, headers: operator ? { cookie: operator.cookie } : {} });

  it("is for operators whose role reads the ledger: 401 without a session, 403 for marketing", async () => {
    for (const url of [
      "/api/backoffice/ledger/accounts/",
      "/api/backoffice/ledger/transactions/",
      "/api/backoffice/ledger/trial-balance/",
    ]) {
      const anonymous = await get(url, null);
      expect([url, anonymous.statusCode, anonymous.json().error.code]).toEqual([url, 401, "UNAUTHENTICATED"]);
      const forbidden = await get(url, marketing);
      expect([url, forbidden.statusCode, forbidden.json().error.code]).toEqual([url, 403, "FORBIDDEN"]);
    }
  });

  it("refuses filters that are not valid (400)", async () => {
    for (const url of [
      "/api/backoffice/ledger/accounts/?owner=bank",
      "/api/backoffice/ledger/accounts/?currency=dollars",
      "/api/backoffice/ledger/accounts/?page=0",
      "/api/backoffice/ledger/accounts/?pageSize=500",
      "/api/backoffice/ledger/transactions/?playerId=42",
      "/api/backoffice/ledger/transactions/?from=2026-11-25T00:00:00Z&to=2026-11-24T00:00:00Z",
      "/api/backoffice/ledger/transactions/?sort=amount",
    ]) {
      const response = await get(url);
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 400, "VALIDATION_FAILED"]);
    }
  });

  it("lists house accounts with balances summed from postings, and players' with their cached balance", async () => {
    const house = listLedgerAccountsEndpoint.output.parse(
      (await get("/api/backoffice/ledger/accounts/?owner=house&currency=entries")).json(),
    );
    expect(
      house.accounts.every((account) => account.owner === "house" && account.currency === "entries"),
    ).toBe(true);
    expect(house.accounts.find((account) => account.house === "promotions")?.balance).toBe("-1325");

    const anns = (await get(`/api/backoffice/ledger/accounts/?owner=player&playerId=${ann.playerId}`)).json();
    expect(anns.total).toBe(4);
    const balances = Object.fromEntries(
      anns.accounts.map((account: { currency: string; balance: string }) => [
        account.currency,
        account.balance,
      ]),
    );
    expect(balances).toEqual({ coins: "300", entries: "1250", winnings: "0", tourPoints: "0" });

    const paged = (
      await get("/api/backoffice/ledger/accounts/?owner=player&currency=entries&pageSize=1&page=2")
    ).json();
    expect([paged.total, paged.accounts.length, paged.page, paged.pageSize]).toEqual([2, 1, 2, 1]);
  });

  it("lists journal transactions newest first with their postings, filtered and paged", async () => {
    const all = listLedgerTransactionsEndpoint.output.parse(
      (await get("/api/backoffice/ledger/transactions/?kind=test.fund")).json(),
    );
    expect(all.total).toBe(3);
    const [newest] = all.transactions as LedgerTransaction[];
    expect(newest).toMatchObject({ kind: "test.fund", playerId: ben.playerId });
    expect(newest?.postings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ owner: "house", house: "promotions", currency: "entries", amount: "-75" }),
        expect.objectContaining({
          owner: "player",
          playerId: ben.playerId,
          currency: "entries",
          amount: "75",
        }),
      ]),
    );
    for (const transaction of all.transactions) {
      expect(transaction.postings.reduce((sum, posting) => sum + BigInt(posting.amount), 0n)).toBe(0n);
    }

    const anns = (
      await get(`/api/backoffice/ledger/transactions/?playerId=${ann.playerId}&pageSize=1`)
    ).json();
    expect([anns.total, anns.transactions.length]).toEqual([2, 1]);
    expect(anns.transactions[0].postings.map((p: { currency: string }) => p.currency)).toEqual([
      "coins",
      "coins",
    ]);
    const second = (
      await get(`/api/backoffice/ledger/transactions/?playerId=${ann.playerId}&pageSize=1&page=2`)
    ).json();
    expect(second.transactions[0].postings[0].currency).toBe("entries");

    const hourAhead = new Date(Date.now() + 3_600_000).toISOString();
    const future = (await get(`/api/backoffice/ledger/transactions/?from=${hourAhead}`)).json();
    expect(future).toMatchObject({ total: 0, transactions: [] });
  });

  it("answers the trial balance ledger:check proves, per currency, and shows a broken cache", async () => {
    const sound = ledgerTrialBalanceEndpoint.output.parse(
      (await get("/api/backoffice/ledger/trial-balance/")).json(),
    );
    expect(sound.isSound).toBe(true);
    expect(sound.problems).toEqual([]);
    expect(sound.counts.transactions).toBeGreaterThanOrEqual(3);
    const entries = sound.currencies.find((row) => row.currency === "entries");
    expect(entries).toMatchObject({
      postingsTotal: "0",
      playerCachedTotal: "1325",
      playerPostedTotal: "1325",
    });
    expect(entries?.house.find((row) => row.house === "promotions")?.balance).toBe("-1325");
    expect(sound.currencies.map((row) => row.currency)).toEqual([
      "coins",
      "entries",
      "winnings",
      "tourPoints",
    ]);

    // A cached balance that no longer equals its postings is what the reconciliation reports.
    const moved = `update ledger_account set balance = balance + 1 where player_id = $1 and currency = 'entries'`;
    await t.db.query(moved, [ben.playerId]);
    try {
      const broken = (await get("/api/backoffice/ledger/trial-balance/")).json();
      expect(broken.isSound).toBe(false);
      expect(broken.problems).toEqual([
        expect.stringMatching(/caches balance 76 but its postings sum to 75/),
      ]);
      expect(broken.currencies[1]).toMatchObject({ playerCachedTotal: "1326", playerPostedTotal: "1325" });
    } finally {
      await t.db.query(moved.replace("+ 1", "- 1"), [ben.playerId]);
    }
  });

  it("names the same house accounts as the database", () => {
    expect([...HOUSE_ACCOUNT_NAMES]).toEqual([...schema.HOUSE_ACCOUNTS]);
  });
});
