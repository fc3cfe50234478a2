import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { ErrorEnvelopeSchema } from "./errors";
import { PlayCurrencySchema } from "./money";
import { GameModeSchema } from "./player";
import { text } from "./text";

/**
 * The seamless wallet (ARCHITECTURE D17): game providers call these with JSON bodies and two headers,
 * `X-Timestamp` (Unix seconds when the call was signed) and `X-Signature` = lowercase hex HMAC-SHA256 of
 * `<X-Timestamp>.<operation>.<raw body>` under the provider's secret, operation being the last path
 * segment. Binding the operation stops a signed call from being replayed to another operation (a refused
 * rollback sent to `/win/`); binding the time, checked against a window, bounds how long a captured call
 * stays usable. Amounts are integer minor units of the session's currency (coins: whole coins; entries:
 * hundredths). Every answer carries the balance the player can bet with: coins in TournamentPoints mode,
 * entries + winnings in SweepStakes.
 */
export const SIGNATURE_HEADER = "x-signature";
export const TIMESTAMP_HEADER = "x-timestamp";
/** A call whose `X-Timestamp` is further than this from the server's clock, either way, is SIGNATURE_EXPIRED. */
export const SIGNATURE_WINDOW_SECONDS = 300;
export const PROVIDER_OPERATIONS = [
  "authenticate",
  "balance",
  "bet",
  "win",
  "rollback",
  "end-round",
] as const;
export type ProviderOperation = (typeof PROVIDER_OPERATIONS)[number];

/**
 * The signing headers of every wallet call, for the OpenAPI document. The route layer checks them on the
 * raw request before the body is judged: a missing or malformed one is 401 INVALID_SIGNATURE.
 */
export const ProviderSignatureHeadersSchema = z.object({
  "X-Timestamp": text()
    .regex(/^[0-9]{1,12}$/)
    .describe(
      `Unix time in whole seconds when the call was signed, e.g. 1795348800. More than ${SIGNATURE_WINDOW_SECONDS} s from the server's clock, either way: 401 SIGNATURE_EXPIRED.`,
    ),
  "X-Signature": text()
    .regex(/^[0-9a-f]{64}$/)
    .describe(
      "Lowercase hex HMAC-SHA256 of `<X-Timestamp>.<operation>.<raw body>` under the provider's shared secret; operation is the last path segment (authenticate, balance, bet, win, rollback, end-round).",
    ),
});

/**
 * A worked signature, shown in the API document and ADR 008 and checked by the server's tests, so the
 * documentation and the code cannot drift. `rollbackSignature` signs the same body and time for
 * `/rollback/`: a different signature, which is why a signed rollback replayed to `/win/` is refused.
 */
export const PROVIDER_SIGNATURE_EXAMPLE = {
  secret: "example-provider-secret-0123456789abcdef",
  timestamp: "1795348800",
  operation: "win",
  body: '{"sessionToken":"example-session-token-0001","transactionId":"win-1","roundId":"round-1","amount":50,"betTransactionId":"bet-1"}',
  signature: "06699b20fb33d608bdf8747f20c4c57c62a05c28d98a0a8de35c3b5dbbc44045",
  rollbackSignature: "8b312e04d8916cf6af11369647dd9c8d02c85ba845dfdef620c82937e1cc6769",
} as const;

const Token = text().min(16).max(256);
const ProviderId = text().min(1).max(128);
const Amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const WalletBalanceSchema = z.object({
  success: z.literal(true),
  currency: PlayCurrencySchema,
  gameMode: GameModeSchema,
  /** Playable balance in minor units. */
  balance: z.number().int(),
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

export const WalletTransactionResultSchema = WalletBalanceSchema.extend({
  /** Our id of the ledger transaction (absent for a zero win or a tombstone). */
  transactionId: text().nullable(),
});
export type WalletTransactionResult = z.infer<typeof WalletTransactionResultSchema>;

/**
 * A refused call once the session is known (insufficient funds, duplicate, rolled-back bet…): the error
 * envelope plus the balance, so a provider always learns the balance, even from a refusal.
 */
export const WalletErrorSchema = ErrorEnvelopeSchema.extend({
  currency: PlayCurrencySchema.optional(),
  gameMode: GameModeSchema.optional(),
  balance: z.number().int().optional(),
});
export type WalletError = z.infer<typeof WalletErrorSchema>;

const Params = z.object({ provider: text().regex(/^[a-z0-9-]{2,40}$/) });

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
    errors: ["INVALID_SIGNATURE", "SIGNATURE_EXPIRED", "TOKEN_INVALID", ...(errors ?? [])],
  });

export const providerAuthenticateEndpoint = providerEndpoint(
  "authenticate",
  "Check a game session token; answers the player, currency and balance.",
  z.object({ sessionToken: Token }),
  WalletBalanceSchema.extend({ playerId: text(), gameId: z.number().int() }),
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
    "PLAY_BLOCKED",
  ],
);

/** A call that follows a bet (a win for it, or its rollback), naming the bet by its transaction id. */
const FollowUpCallSchema = z.object({
  sessionToken: Token,
  transactionId: ProviderId,
  roundId: ProviderId,
  amount: Amount,
  betTransactionId: ProviderId,
});

export const providerWinEndpoint = providerEndpoint(
  "win",
  "Pay a win for a bet of the round; accepted after the session expired.",
  FollowUpCallSchema,
  WalletTransactionResultSchema,
  ["DUPLICATE_TRANSACTION", "BET_NOT_FOUND", "BET_ROLLED_BACK", "ROUND_CLOSED"],
);

export const providerRollbackEndpoint = providerEndpoint(
  "rollback",
  "Refund a bet that did not complete (amount must equal the bet's); an unknown bet leaves a tombstone; a settled bet (round ended, or a win paid for it) cannot be rolled back.",
  FollowUpCallSchema,
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
