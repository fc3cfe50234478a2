import { z } from "zod";
import { CurrencySchema, MinorUnitsSchema } from "./money";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * The ledger as finance reads it in the back office (issue #11): accounts, journal transactions with their
 * postings, and the trial balance that `npm run ledger:check` proves. Amounts are exact minor units as
 * decimal strings (`MinorUnitsSchema`): house totals over the whole journal may pass 2^53.
 */

/** The house's accounts (packages/db's `HOUSE_ACCOUNTS`; a test keeps the two equal). */
export const HOUSE_ACCOUNT_NAMES = [
  "purchases",
  "promotions",
  "game",
  "redemptions",
  "amoe",
  "adjustments",
] as const;
export const HouseAccountNameSchema = z.enum(HOUSE_ACCOUNT_NAMES);

export const AccountOwnerKindSchema = z.enum(["house", "player"]);

export const LedgerAccountSchema = z.object({
  id: text(),
  owner: AccountOwnerKindSchema,
  /** The house account's name; null for a player's account. */
  house: HouseAccountNameSchema.nullable(),
  playerId: text().nullable(),
  currency: CurrencySchema,
  /**
   * A player account's cached balance (kept with its postings, never negative); a house account's balance is
   * summed from its postings when read (no bet updates one hot house row), so it is usually negative.
   */
  balance: MinorUnitsSchema,
});
export type LedgerAccount = z.infer<typeof LedgerAccountSchema>;

const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(200).default(50);
const Instant = z.iso.datetime({
  offset: true,
  message: "Use an ISO 8601 date-time, e.g. 2026-11-25T10:00:00Z.",
});

const Paging = { page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };

export const listLedgerAccountsEndpoint = defineBackofficeEndpoint({
  id: "listLedgerAccounts",
  method: "GET",
  path: "/api/backoffice/ledger/accounts/",
  summary:
    "Ledger accounts, house accounts first (balances summed from their postings), then players' (cached balances), filtered by owner and currency.",
  access: "ledger:read",
  query: z
    .object({
      owner: AccountOwnerKindSchema.optional(),
      currency: CurrencySchema.optional(),
      playerId: text().uuid().optional(),
      page: Page,
      pageSize: PageSize,
    })
    .strict(),
  output: z.object({ accounts: z.array(LedgerAccountSchema), ...Paging }),
});

export const LedgerPostingSchema = z.object({
  accountId: text(),
  owner: AccountOwnerKindSchema,
  house: HouseAccountNameSchema.nullable(),
  playerId: text().nullable(),
  currency: CurrencySchema,
  /** Positive credits the account, negative debits it; a transaction's postings sum to 0 per currency. */
  amount: MinorUnitsSchema,
});

export const LedgerTransactionSchema = z.object({
  id: text(),
  /** What moved the money: `game.bet`, `purchase`, `adjustment`, … */
  kind: text(),
  playerId: text().nullable(),
  idempotencyKey: text(),
  createdAt: text(),
  metadata: z.record(text(), z.unknown()),
  postings: z.array(LedgerPostingSchema),
});
export type LedgerTransaction = z.infer<typeof LedgerTransactionSchema>;

export const listLedgerTransactionsEndpoint = defineBackofficeEndpoint({
  id: "listLedgerTransactions",
  method: "GET",
  path: "/api/backoffice/ledger/transactions/",
  summary:
    "Journal transactions, newest first, with their postings; filtered by kind, player and time (`from` inclusive, `to` exclusive).",
  access: "ledger:read",
  query: z
    .object({
      kind: text().trim().min(1).max(80).optional(),
      playerId: text().uuid().optional(),
      from: Instant.optional(),
      to: Instant.optional(),
      page: Page,
      pageSize: PageSize,
    })
    .strict()
    .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
      message: "`from` must be before `to`.",
      path: ["to"],
    }),
  output: z.object({ transactions: z.array(LedgerTransactionSchema), ...Paging }),
});

export const TrialBalanceCurrencySchema = z.object({
  currency: CurrencySchema,
  /** The sum of every posting in this currency: 0 when the books balance. */
  postingsTotal: MinorUnitsSchema,
  /** Players' cached balances, summed, and what their postings sum to: equal when the caches are true. */
  playerCachedTotal: MinorUnitsSchema,
  playerPostedTotal: MinorUnitsSchema,
  /** Each house account's balance, summed from its postings. */
  house: z.array(z.object({ house: HouseAccountNameSchema, balance: MinorUnitsSchema })),
});

export const ledgerTrialBalanceEndpoint = defineBackofficeEndpoint({
  id: "ledgerTrialBalance",
  method: "GET",
  path: "/api/backoffice/ledger/trial-balance/",
  summary:
    "The trial balance per currency and the reconciliation `npm run ledger:check` runs: every currency and every transaction sums to zero, every cached player balance equals its postings.",
  access: "ledger:read",
  output: z.object({
    isSound: z.boolean(),
    /** What the reconciliation found wrong, one line each (empty when sound). */
    problems: z.array(text()),
    counts: z.object({
      transactions: z.number().int(),
      postings: z.number().int(),
      accounts: z.number().int(),
    }),
    currencies: z.array(TrialBalanceCurrencySchema),
  }),
});
