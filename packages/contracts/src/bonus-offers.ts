import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { toMinorUnits } from "./client/money";
import { defineEndpoint } from "./endpoint";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * Bonus offers (issue #14 item 4, decision 048): a bonus waiting for its player, sent in a message whose
 * link carries `?freeEntriesBonus=<message id>` (spec §2). Opening the link signed in claims it: the
 * entries are posted once from the `promotions` house account, before the bonus's lifetime ends.
 */

export const BONUS_TYPES = ["freeSpins", "freeEntries"] as const;
export const BonusTypeSchema = z.enum(BONUS_TYPES);
export type BonusType = z.infer<typeof BonusTypeSchema>;

/** Spec §2: the query that carries a pending bonus's message id. */
export const FREE_ENTRIES_BONUS_PARAM = "freeEntriesBonus";

/**
 * A message id as it travels in a link: URL-safe letters, digits, `_` and `-`. The server makes them
 * from 16 random bytes (base64url), so they cannot be guessed.
 */
export const BonusMessageIdSchema = text().regex(/^[A-Za-z0-9_-]{1,64}$/, "Not a bonus message id.");

/** Spec §3 "Pending bonus": what a player is waiting for and until when. */
export const PendingBonusSchema = z.object({
  playerBonusInfo: z.object({
    bonusId: text(),
    /** ISO 8601: after this the bonus can no longer be claimed. */
    bonusLifetimeEnd: text(),
    /** Our addition: the message id the bonus's link carries, so a list can offer the claim too. */
    messageId: text(),
  }),
  bonusInfo: z.object({
    bonusType: BonusTypeSchema,
    /** Free spins granted (freeSpins only; null for free entries). */
    freeSpinsCount: z.number().int().nullable(),
    freeSpinsBetLevel: z.number().int().nullable(),
    /** Games the free spins are for (empty for free entries). */
    games: z.array(z.number().int()),
    /** Entries credited on claim, in major units (2 decimals), through the contracts' money helpers. */
    bonusAmount: z.number(),
  }),
});
export type PendingBonus = z.infer<typeof PendingBonusSchema>;

export const bonusOffersEndpoint = defineEndpoint({
  id: "bonusOffers",
  method: "GET",
  path: "/rest/bonus-offer/get-bonuses/",
  summary:
    "The signed-in player's pending bonuses (spec §3 pending bonus): granted, not yet claimed, not revoked and still within their lifetime, soonest to expire first.",
  tags: ["bonus-offers"],
  auth: "player",
  output: z.array(PendingBonusSchema),
});

export const checkFreeEntriesBonusEndpoint = defineEndpoint({
  id: "checkFreeEntriesBonus",
  method: "POST",
  path: "/rest/free-entries-bonuses/check-bonus/",
  summary:
    "Claims the signed-in player's pending free-entries bonus sent with `message_id` (the `freeEntriesBonus` query of the message's link): its entries are posted once from the promotions house account (key `bonus:<id>`) and the bonus is marked claimed, in one transaction. A bonus already claimed, revoked or past its lifetime is 409 BONUS_NOT_AVAILABLE, an unknown message id or another player's is 404 BONUS_NOT_AVAILABLE; nothing moves either way. Refused while the player is cooled off, self-excluded or restricted (PLAY_BLOCKED).",
  tags: ["bonus-offers"],
  auth: "player",
  body: z.object({ message_id: BonusMessageIdSchema }).strict(),
  output: z.object({
    success: z.literal(true),
    bonusId: text(),
    bonusType: BonusTypeSchema,
    /** Entries credited, in major units. */
    bonusAmount: z.number(),
  }),
  errors: ["BONUS_NOT_AVAILABLE", "PLAY_BLOCKED"],
});

// ---- Back office (module cash) ----

export const BACKOFFICE_BONUS_STATUSES = ["pending", "claimed", "revoked", "expired"] as const;
export const BackofficeBonusStatusSchema = z.enum(BACKOFFICE_BONUS_STATUSES);
export type BackofficeBonusStatus = z.infer<typeof BackofficeBonusStatusSchema>;

/** A player's bonus as operators see it; `expired` is a pending one past its lifetime. */
export const BackofficePlayerBonusSchema = z.object({
  id: text(),
  playerId: text(),
  brandId: BrandIdSchema,
  messageId: text(),
  bonusType: BonusTypeSchema,
  /** Entries in major units as an exact decimal string (`5.00`). */
  entries: text(),
  status: BackofficeBonusStatusSchema,
  reason: text(),
  grantedByOperatorId: text().nullable(),
  /** Where the player's notification leads: `/?freeEntriesBonus=<messageId>`. */
  link: text(),
  lifetimeEnd: text(),
  createdAt: text(),
  claimedAt: text().nullable(),
});
export type BackofficePlayerBonus = z.infer<typeof BackofficePlayerBonusSchema>;

export const BONUS_REASON_MAX = 500;
export const BONUS_LIFETIME_DAYS_MAX = 365;

const PlayerParams = z.object({ id: text().uuid() });
const BonusParams = PlayerParams.extend({ bonusId: text().uuid() });

export const listPlayerBonusesEndpoint = defineBackofficeEndpoint({
  id: "listPlayerBonuses",
  method: "GET",
  path: "/api/backoffice/players/{id}/bonuses/",
  summary: "A player's bonuses, newest first, with their status (pending, claimed, revoked or expired).",
  access: "cash:read",
  params: PlayerParams,
  output: z.object({ bonuses: z.array(BackofficePlayerBonusSchema) }),
  errors: ["NOT_FOUND"],
});

export const grantPlayerBonusEndpoint = defineBackofficeEndpoint({
  id: "grantPlayerBonus",
  method: "POST",
  path: "/api/backoffice/players/{id}/bonuses/",
  summary:
    "Grants a player a free-entries bonus (entries in major units, e.g. 5 or 2.50; a lifetime in days; a reason), with a fresh message id, and sends the player a notification whose link `/?freeEntriesBonus=<message id>` claims it (audited). Nothing is credited until the player claims it.",
  access: "cash:write",
  params: PlayerParams,
  body: z
    .object({
      entries: text()
        .trim()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, "Enter an amount such as 5 or 2.50."),
      lifetimeDays: z.number().int().min(1).max(BONUS_LIFETIME_DAYS_MAX),
      reason: text().trim().min(1).max(BONUS_REASON_MAX),
    })
    .strict()
    .transform((body, ctx) => {
      const minor = toMinorUnits(body.entries, "entries");
      if (minor <= 0n) {
        ctx.addIssue({ code: "custom", path: ["entries"], message: "Enter more than zero." });
        return z.NEVER;
      }
      return { ...body, entries: minor };
    }),
  output: BackofficePlayerBonusSchema,
  errors: ["NOT_FOUND"],
});

export const revokePlayerBonusEndpoint = defineBackofficeEndpoint({
  id: "revokePlayerBonus",
  method: "POST",
  path: "/api/backoffice/players/{id}/bonuses/{bonusId}/revoke/",
  summary:
    "Revokes a player's pending bonus with a reason, so its link no longer claims anything (audited). A bonus already claimed or revoked is 409 BONUS_NOT_AVAILABLE.",
  access: "cash:write",
  params: BonusParams,
  body: z.object({ reason: text().trim().min(1).max(BONUS_REASON_MAX) }).strict(),
  output: BackofficePlayerBonusSchema,
  errors: ["NOT_FOUND", "BONUS_NOT_AVAILABLE"],
});
