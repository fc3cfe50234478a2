import { randomBytes } from "node:crypto";
import { toMajorString } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { FastifyRequest } from "fastify";
import { AppError, notFound } from "../../platform/errors";
import { requireOperator } from "../../platform/http/backoffice-access";
import { auditActorOf, recordAudit } from "../audit-log";
import { notifyPlayer } from "../notifications";
import { playerStateOf } from "../player";
import { bonusLinkOf, presentBackofficeBonus } from "./bonus-offers.presenter";
import {
  insertBonus,
  lockPlayerBonus,
  type PlayerBonusRow,
  selectPlayerBonuses,
  settleBonus,
} from "./bonus-offers.repo";
import type { BonusOffersContext } from "./bonus-offers.service";

const TARGET = "player_bonus";
const DAY_MS = 24 * 60 * 60 * 1000;
/** How many times a message id is drawn again after a collision before the grant fails loudly. */
const MESSAGE_ID_ATTEMPTS = 5;

const noSuchPlayer = () => notFound("NOT_FOUND", "There is no such player.");

/**
 * A message id is the bearer of a claim for its player (only that player's session can use it, but a
 * guessable one would let anyone probe): 16 bytes of the OS CSPRNG, URL-safe.
 */
const newMessageId = () => randomBytes(16).toString("base64url");

async function requirePlayerBrand(executor: Executor, playerId: string) {
  const player = await playerStateOf(executor, playerId);
  if (!player) throw noSuchPlayer();
  return player.brandId;
}

export async function listPlayerBonuses(ctx: BonusOffersContext, playerId: string) {
  await requirePlayerBrand(ctx.db, playerId);
  const now = ctx.clock.now();
  const rows = await selectPlayerBonuses(ctx.db, playerId);
  return { bonuses: rows.map((row) => presentBackofficeBonus(row, now)) };
}

/**
 * Grants a free-entries bonus and tells the player: the bonus (with a fresh message id), the player's
 * notification whose link claims it and the audit entry commit together. Nothing is credited here; the
 * player's claim posts the entries.
 */
export async function grantPlayerBonus(
  ctx: BonusOffersContext,
  request: FastifyRequest,
  playerId: string,
  input: { entries: bigint; lifetimeDays: number; reason: string },
) {
  const operator = requireOperator(request);
  return ctx.db.transaction(async (tx) => {
    const brandId = await requirePlayerBrand(tx, playerId);
    const now = ctx.clock.now();
    const lifetimeEnd = new Date(now.getTime() + input.lifetimeDays * DAY_MS);
    let row: PlayerBonusRow | null = null;
    for (let attempt = 0; attempt < MESSAGE_ID_ATTEMPTS && !row; attempt++) {
      row = await insertBonus(tx, {
        playerId,
        brandId,
        messageId: newMessageId(),
        bonusType: "freeEntries",
        bonusAmount: input.entries,
        reason: input.reason,
        grantedByOperatorId: operator.id,
        lifetimeEnd,
        createdAt: now,
      });
    }
    if (!row) throw new Error(`no free bonus message id after ${MESSAGE_ID_ATTEMPTS} draws`);
    const entries = toMajorString(row.bonusAmount, "entries");
    await notifyPlayer(tx, {
      playerId,
      category: "rewards",
      title: "A bonus is waiting for you",
      body: `${entries} free Entries are yours: open this message to add them to your balance before ${lifetimeEnd.toISOString().slice(0, 10)}.`,
      link: bonusLinkOf(row.messageId),
      dedupeKey: `bonus:${row.id}`,
      now,
    });
    const after = presentBackofficeBonus(row, now);
    await recordAudit(tx, auditActorOf(request), { targetType: TARGET, targetId: row.id, after }, now);
    return after;
  });
}

/** Revokes a pending bonus (its link then claims nothing); a claimed or revoked one stays as it is. */
export async function revokePlayerBonus(
  ctx: BonusOffersContext,
  request: FastifyRequest,
  input: { playerId: string; bonusId: string; reason: string },
) {
  requireOperator(request);
  return ctx.db.transaction(async (tx) => {
    const before = await lockPlayerBonus(tx, input.playerId, input.bonusId);
    if (!before) throw notFound("NOT_FOUND", "This player has no such bonus.");
    if (before.status !== "pending") {
      throw new AppError("BONUS_NOT_AVAILABLE", 409, `This bonus was already ${before.status}.`);
    }
    const now = ctx.clock.now();
    const revoked = await settleBonus(tx, before.id, { status: "revoked" });
    const after = presentBackofficeBonus(revoked, now);
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: TARGET,
        targetId: before.id,
        before: presentBackofficeBonus(before, now),
        after: { ...after, revokeReason: input.reason },
      },
      now,
    );
    return after;
  });
}
