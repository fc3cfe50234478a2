// @vitest-environment happy-dom
import {
  ledgerTrialBalanceEndpoint,
  listLedgerAccountsEndpoint,
  listLedgerTransactionsEndpoint,
} from "@casino/contracts/ledger";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const FINANCE = operatorMe({
  permissions: ["ledger:read", "dashboard:read"],
  role: { id: "finance", name: "Finance" },
});
const PLAYER = "5b2c8d1e-3f4a-4b5c-8d6e-7f8a9b0c1d2e";

describe("the ledger screens", () => {
  it("pages accounts on the server from the URL and shows balances in major units", async () => {
    const api = mockFetch().on(listLedgerAccountsEndpoint, {
      json: {
        accounts: [
          {
            id: "7",
            owner: "house",
            house: "promotions",
            playerId: null,
            currency: "entries",
            balance: "-1325",
          },
        ],
        page: 2,
        pageSize: 10,
        total: 11,
      },
    });
    renderBackoffice(api, {
      path: "/ledger/accounts?owner=house&currency=entries&page=2&size=10",
      me: FINANCE,
    });
    expect(await screen.findByText("-13.25")).toBeTruthy();
    expect(api.callsTo(listLedgerAccountsEndpoint)[0]?.url).toBe(
      "/api/backoffice/ledger/accounts/?owner=house&currency=entries&page=2&pageSize=10",
    );
  });

  it("lists transactions with their postings", async () => {
    const api = mockFetch().on(listLedgerTransactionsEndpoint, {
      json: {
        transactions: [
          {
            id: "42",
            kind: "test.fund",
            playerId: PLAYER,
            idempotencyKey: "k",
            createdAt: "2026-11-20T10:00:00.000Z",
            metadata: {},
            postings: [
              {
                accountId: "7",
                owner: "house",
                house: "promotions",
                playerId: null,
                currency: "entries",
                amount: "-75",
              },
              {
                accountId: "9",
                owner: "player",
                house: null,
                playerId: PLAYER,
                currency: "entries",
                amount: "75",
              },
            ],
          },
        ],
        page: 1,
        pageSize: 25,
        total: 1,
      },
    });
    renderBackoffice(api, { path: `/ledger/transactions?playerId=${PLAYER}`, me: FINANCE });
    expect(await screen.findByText("-0.75")).toBeTruthy();
    expect(screen.getByText("0.75")).toBeTruthy();
    expect(api.callsTo(listLedgerTransactionsEndpoint)[0]?.url).toContain(`playerId=${PLAYER}`);
  });

  it("shows the trial balance and its verdict", async () => {
    const api = mockFetch().on(ledgerTrialBalanceEndpoint, {
      json: {
        isSound: false,
        problems: ["account 9 caches balance 76 but its postings sum to 75"],
        counts: { transactions: 3, postings: 6, accounts: 30 },
        currencies: [
          {
            currency: "entries",
            postingsTotal: "0",
            playerCachedTotal: "1326",
            playerPostedTotal: "1325",
            house: [{ house: "promotions", balance: "-1325" }],
          },
        ],
      },
    });
    renderBackoffice(api, { path: "/ledger/trial-balance", me: FINANCE });
    expect(await screen.findByText(/The ledger is NOT sound/)).toBeTruthy();
    expect(screen.getByText("account 9 caches balance 76 but its postings sum to 75")).toBeTruthy();
    expect(screen.getByText("13.26")).toBeTruthy();
  });
});
