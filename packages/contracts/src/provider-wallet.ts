import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { ErrorEnvelopeSchema } from "./errors";
import { GameModeSchema } from "./player";

/**
 * The seamless wallet (ARCHITECTURE D17): game providers call these with JSON bodies signed by
 * `X-Signature` = hex HMAC-SHA256 of the raw body under the provider's secret. Amounts are integer minor
 * units of the session's currency (coins: whole coins; entries: hundredths). Every answer carries the
 * balance the player can bet with: coins in TournamentPoints mode, entries + winnings in SweepStakes.
 */
export const SIGNATURE_HEADER = "x-signature";
export const PROVIDER_OPERATIONS = [
  "authenticate",
  "balance",
  "bet",
  "win",
  "rollback",
  "end-round",
] as const;
export type ProviderOperation = (typeof PROVIDER_OPERATIONS)[number];

const Token = z.string().min(16).max(256);
const ProviderId = z.string().min(1).max(128);
const Amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const WalletBalanceSchema = z.object({
  success: z.literal(true),
  currency: z.enum(["coins", "entries"]),
  gameMode: GameModeSchema,
  /** Playable balance in minor units. */
  balance: z.number().int(),
});

export const WalletTransactionResultSchema = WalletBalanceSchema.extend({
  /** Our id of the ledger transaction (absent for a zero win or a tombstone). */
  transactionId: z.string().nullable(),
});

/**
 * A refused call once the session is known (insufficient funds, duplicate, rolled-back bet…): the error
 * envelope plus the balance, so a provider always learns the balance, even from a refusal.
 */
export const WalletErrorSchema = ErrorEnvelopeSchema.extend({
  currency: z.enum(["coins", "entries"]).optional(),
  gameMode: GameModeSchema.optional(),
  balance: z.number().int().optional(),
});
export type WalletError = z.infer<typeof WalletErrorSchema>;

const Params = z.object({ provider: z.string().regex(/^[a-z0-9-]{2,40}$/) });

const providerEndpoint = <B extends z.ZodType, O extends z.ZodType>(
  operation: ProviderOperation,
  summary: string,
  body: B,
  output: O,
  errors: Parameters<typeof defineEndpoint>[0]["errors"] = [],
) =>
  defineEndpoint({
    id: `provider-${operation}`,
    method: "POST",
    path: `/api/provider/{provider}/${operation}/`,
    summary,
    tags: ["provider wallet"],
    params: Params,
    body,
    output,
    auth: "provider",
    errors: ["INVALID_SIGNATURE", "TOKEN_INVALID", ...(errors ?? [])],
  });

export const providerAuthenticateEndpoint = providerEndpoint(
  "authenticate",
  "Check a game session token; answers the player, currency and balance.",
  z.object({ sessionToken: Token }),
  WalletBalanceSchema.extend({ playerId: z.string(), gameId: z.number().int() }),
  ["SESSION_EXPIRED"],
);

export const providerBalanceEndpoint = providerEndpoint(
  "balance",
  "The session player's playable balance.",
  z.object({ sessionToken: Token }),
  WalletBalanceSchema,
  ["SESSION_EXPIRED"],
);

export const providerBetEndpoint = providerEndpoint(
  "bet",
  "Take a stake. Idempotent per transactionId; refused after a rollback tombstone for the same id.",
  z.object({ sessionToken: Token, transactionId: ProviderId, roundId: ProviderId, amount: Amount }),
  WalletTransactionResultSchema,
  [
    "SESSION_EXPIRED",
    "INSUFFICIENT_FUNDS",
    "DUPLICATE_TRANSACTION",
    "BET_ROLLED_BACK",
    "ROUND_CLOSED",
    "MAX_BET_EXCEEDED",
  ],
);

export const providerWinEndpoint = providerEndpoint(
  "win",
  "Pay a win for a bet of the round; accepted after the session expired.",
  z.object({
    sessionToken: Token,
    transactionId: ProviderId,
    roundId: ProviderId,
    amount: Amount,
    betTransactionId: ProviderId,
  }),
  WalletTransactionResultSchema,
  ["DUPLICATE_TRANSACTION", "BET_NOT_FOUND", "BET_ROLLED_BACK", "ROUND_CLOSED"],
);

export const providerRollbackEndpoint = providerEndpoint(
  "rollback",
  "Refund a bet that did not complete (amount must equal the bet's); an unknown bet leaves a tombstone; a settled bet (round ended, or a win paid for it) cannot be rolled back.",
  z.object({
    sessionToken: Token,
    transactionId: ProviderId,
    roundId: ProviderId,
    amount: Amount,
    betTransactionId: ProviderId,
  }),
  WalletTransactionResultSchema,
  ["DUPLICATE_TRANSACTION", "BET_ALREADY_SETTLED"],
);

export const providerEndRoundEndpoint = providerEndpoint(
  "end-round",
  "Close the round: it is settled and reported to the engagement features (wager.settled). Accepted after the session expired; ending an ended round answers the balance again.",
  z.object({ sessionToken: Token, roundId: ProviderId }),
  WalletBalanceSchema,
  ["BET_NOT_FOUND"],
);
