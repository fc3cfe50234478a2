import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { GAME_MODES } from "./client/game-modes";
import { defineEndpoint } from "./endpoint";
import { CurrencySchema } from "./money";
import { backofficePageQuery, defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

export * from "./client/game-modes";

export const GameModeSchema = z.enum(GAME_MODES);

/** Balances as JSON numbers in major units (entries 12.5); `toMajorNumber` is the only converter. */
export const PlayerBalanceSchema = z.object({
  entries: z.number(),
  winnings: z.number(),
  tourPoints: z.number(),
  coins: z.number(),
});
export type PlayerBalance = z.infer<typeof PlayerBalanceSchema>;

export const GameModeSwitchResultSchema = z.object({ success: z.literal(true), gameMode: GameModeSchema });

export const switchToSweepStakesEndpoint = defineEndpoint({
  id: "switchToSweepStakes",
  auth: "player",
  method: "POST",
  path: "/rest/player/game-mode/switch-to-sweep-stakes/",
  summary:
    "Play with entries (and win redeemable winnings). Refused (JURISDICTION_RESTRICTED) where the player is or lives does not allow SweepStakes play.",
  tags: ["player"],
  output: GameModeSwitchResultSchema,
  errors: ["UNAUTHENTICATED", "JURISDICTION_RESTRICTED"],
});

export const switchToTournamentPointsEndpoint = defineEndpoint({
  id: "switchToTournamentPoints",
  auth: "player",
  method: "POST",
  path: "/rest/player/game-mode/switch-to-tournament-points/",
  summary: "Play with coins (and earn tournament points).",
  tags: ["player"],
  output: GameModeSwitchResultSchema,
  errors: ["UNAUTHENTICATED"],
});

export const balanceEndpoint = defineEndpoint({
  id: "playerBalance",
  auth: "player",
  method: "GET",
  path: "/rest/player/balance/",
  summary: "The signed-in player's four balances and game mode, straight from the ledger.",
  tags: ["player"],
  output: z.object({ playerBalance: PlayerBalanceSchema, gameMode: GameModeSchema }),
  errors: ["UNAUTHENTICATED"],
});

// ── Back office: the players module (issue #11) ─────────────────────────────────────────────────────────

export const AccountStatusSchema = z.enum(["ACTIVE", "BLOCKED", "CLOSED"]);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

const PlayerParams = z.object({ id: text().uuid() });
const Timestamp = text();

/** A player as the search lists them: no private data beyond what finds them. */
export const PlayerListItemSchema = z.object({
  id: text(),
  brandId: BrandIdSchema,
  email: text(),
  name: text().nullable(),
  surname: text().nullable(),
  status: AccountStatusSchema,
  createdAt: Timestamp,
});
export type PlayerListItem = z.infer<typeof PlayerListItemSchema>;

export const searchPlayersEndpoint = defineBackofficeEndpoint({
  id: "searchPlayers",
  method: "GET",
  path: "/api/backoffice/players/",
  summary:
    "Finds players by e-mail (any part, any case), exact id, name or surname, filtered by brand and status, sorted by sign-up date or e-mail, a page at a time with the total.",
  access: "players:read",
  query: z.object({
    q: text().trim().max(254).optional(),
    brand: BrandIdSchema.optional(),
    status: AccountStatusSchema.optional(),
    sort: z.enum(["createdAt", "email"]).default("createdAt"),
    order: z.enum(["asc", "desc"]).default("desc"),
    ...backofficePageQuery,
  }),
  output: z.object({
    players: z.array(PlayerListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const BackofficePlayerSchema = z.object({
  id: text(),
  brandId: BrandIdSchema,
  email: text(),
  isEmailConfirmed: z.boolean(),
  name: text().nullable(),
  surname: text().nullable(),
  phone: text().nullable(),
  birthday: text().nullable(),
  address: text().nullable(),
  address2: text().nullable(),
  city: text().nullable(),
  state: text().nullable(),
  zip: text().nullable(),
  status: AccountStatusSchema,
  gameMode: GameModeSchema,
  registrationFunnel: z.enum(["email", "otp"]),
  registrationCompletedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type BackofficePlayer = z.infer<typeof BackofficePlayerSchema>;

export const playerDetailEndpoint = defineBackofficeEndpoint({
  id: "playerDetail",
  method: "GET",
  path: "/api/backoffice/players/{id}/",
  summary: "A player's profile and four balances (audited: a read of private data).",
  access: "players:read",
  params: PlayerParams,
  output: z.object({ player: BackofficePlayerSchema, balance: PlayerBalanceSchema }),
  errors: ["NOT_FOUND"],
});

export const PlayerTransactionSchema = z.object({
  id: text(),
  kind: text(),
  idempotencyKey: text(),
  createdAt: Timestamp,
  /** The player's side of the transaction per currency, in major units (entries 12.5). */
  amounts: z.array(z.object({ currency: CurrencySchema, amount: z.number() })),
  metadata: z.record(text(), z.unknown()),
});
export type PlayerTransaction = z.infer<typeof PlayerTransactionSchema>;

export const playerTransactionsEndpoint = defineBackofficeEndpoint({
  id: "playerTransactions",
  method: "GET",
  path: "/api/backoffice/players/{id}/transactions/",
  summary: "The player's ledger transactions, newest first, a page at a time (audited read).",
  access: "players:read",
  params: PlayerParams,
  query: z.object(backofficePageQuery),
  output: z.object({ transactions: z.array(PlayerTransactionSchema), total: z.number().int() }),
  errors: ["NOT_FOUND"],
});

/** A live session: `id` is a short handle to revoke it by, never the session's secret or its hash. */
export const PlayerSessionSchema = z.object({
  id: text(),
  createdAt: Timestamp,
  lastSeenAt: Timestamp,
  ip: text().nullable(),
  userAgent: text().nullable(),
});

export const playerSessionsEndpoint = defineBackofficeEndpoint({
  id: "playerSessions",
  method: "GET",
  path: "/api/backoffice/players/{id}/sessions/",
  summary: "The devices the player is signed in on (audited read).",
  access: "players:read",
  params: PlayerParams,
  output: z.object({ sessions: z.array(PlayerSessionSchema) }),
  errors: ["NOT_FOUND"],
});

export const revokePlayerSessionEndpoint = defineBackofficeEndpoint({
  id: "revokePlayerSession",
  method: "POST",
  path: "/api/backoffice/players/{id}/sessions/{sessionId}/revoke/",
  summary: "Signs the player out on one device, on every node at once.",
  access: "players:write",
  params: z.object({ id: text().uuid(), sessionId: text().regex(/^[0-9a-f]{16}$/) }),
  output: z.object({ success: z.literal(true) }),
  errors: ["NOT_FOUND"],
});

export const revokeAllPlayerSessionsEndpoint = defineBackofficeEndpoint({
  id: "revokeAllPlayerSessions",
  method: "POST",
  path: "/api/backoffice/players/{id}/sessions/revoke-all/",
  summary: "Signs the player out everywhere, on every node at once.",
  access: "players:write",
  params: PlayerParams,
  output: z.object({ success: z.literal(true) }),
  errors: ["NOT_FOUND"],
});

export const SIGN_IN_METHODS = ["password", "one-time-code", "sign-up"] as const;
export const SignInMethodSchema = z.enum(SIGN_IN_METHODS);

export const playerSignInsEndpoint = defineBackofficeEndpoint({
  id: "playerSignIns",
  method: "GET",
  path: "/api/backoffice/players/{id}/sign-ins/",
  summary: "When, from where and how the player signed in, newest first (audited read).",
  access: "players:read",
  params: PlayerParams,
  query: z.object(backofficePageQuery),
  output: z.object({
    signIns: z.array(
      z.object({
        occurredAt: Timestamp,
        ip: text().nullable(),
        userAgent: text().nullable(),
        method: SignInMethodSchema,
      }),
    ),
    total: z.number().int(),
  }),
  errors: ["NOT_FOUND"],
});

export const PlayerNoteSchema = z.object({
  id: text(),
  body: text(),
  operatorId: text(),
  operatorName: text(),
  createdAt: Timestamp,
});
export type PlayerNote = z.infer<typeof PlayerNoteSchema>;

export const playerNotesEndpoint = defineBackofficeEndpoint({
  id: "playerNotes",
  method: "GET",
  path: "/api/backoffice/players/{id}/notes/",
  summary: "What staff wrote about the player, newest first (audited read).",
  access: "players:read",
  params: PlayerParams,
  output: z.object({ notes: z.array(PlayerNoteSchema) }),
  errors: ["NOT_FOUND"],
});

export const addPlayerNoteEndpoint = defineBackofficeEndpoint({
  id: "addPlayerNote",
  method: "POST",
  path: "/api/backoffice/players/{id}/notes/",
  summary: "Adds a note about the player; the player never sees it.",
  access: "players:write",
  params: PlayerParams,
  body: z.object({ body: text().trim().min(1).max(2000) }).strict(),
  output: PlayerNoteSchema,
  errors: ["NOT_FOUND"],
});

export const setPlayerStatusEndpoint = defineBackofficeEndpoint({
  id: "setPlayerStatus",
  method: "POST",
  path: "/api/backoffice/players/{id}/status/",
  summary:
    "Suspends (BLOCKED) or reactivates (ACTIVE) a player, with a reason. Suspending signs them out everywhere at once; a suspended player cannot sign in or bet. A closed account stays closed (409).",
  access: "players:write",
  params: PlayerParams,
  body: z.object({ status: z.enum(["BLOCKED", "ACTIVE"]), reason: text().trim().min(1).max(500) }).strict(),
  output: z.object({ id: text(), status: AccountStatusSchema }),
  errors: ["NOT_FOUND", "CONFLICT"],
});
