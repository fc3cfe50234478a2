import type { BackofficeResponsiblePlay, SelfExclusionEntry } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { isLiftableByOperator } from "@casino/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { requireOperator } from "../../platform/http/backoffice-access";
import { auditActorOf, recordAudit } from "../audit-log";
import { activityReminderMinutesOf, playerContactsOf } from "../player";
import { selfExclusionCsv } from "./responsible-play.csv";
import { recordChange, syncPlayBlockedUntil } from "./responsible-play.history.service";
import {
  presentBackofficeBlock,
  presentCurrentBlock,
  presentEvent,
  presentLimits,
} from "./responsible-play.presenter";
import {
  lockPlayerSettings,
  markBlockLifted,
  selectActiveSelfExclusions,
  selectBlocks,
  selectEvents,
  selectLimits,
} from "./responsible-play.repo";
import { type ResponsiblePlayContext, startBlock } from "./responsible-play.service";

const noSuchPlayer = () => new AppError("NOT_FOUND", 404, "There is no such player.");
const PLAYER = "player";

/** Everything compliance sees of a player's responsible play: settings, every block, the whole history. */
async function readView(tx: Executor, playerId: string, now: Date): Promise<BackofficeResponsiblePlay> {
  const minutes = await activityReminderMinutesOf(tx, playerId);
  if (minutes === null) throw noSuchPlayer();
  const limits = await selectLimits(tx, playerId);
  const blocks = await selectBlocks(tx, playerId);
  const events = await selectEvents(tx, playerId);
  return {
    playerId,
    realityCheckMinutes: minutes,
    limits: presentLimits(limits, now),
    block: presentCurrentBlock(blocks, now),
    blocks: blocks.map((block) => presentBackofficeBlock(block, now)),
    history: events.map((event) => ({ ...presentEvent(event), operatorName: event.operatorName })),
  };
}

/** The read is audited, as every read of a player's private data in the back office. */
export function playerResponsiblePlay(
  ctx: ResponsiblePlayContext,
  request: FastifyRequest,
  playerId: string,
) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const view = await readView(tx, playerId, now);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: PLAYER, targetId: playerId, after: { read: "responsible-play" } },
      now,
    );
    return view;
  });
}

const operatorActor = (request: FastifyRequest) => {
  const operator = requireOperator(request);
  return { actor: "operator" as const, operatorId: operator.id, operatorName: operator.name };
};

/**
 * Imposes an operator restriction from now until `until` (or until lifted): blocks play, purchases and
 * prize claims, ends the player's open games, and is recorded in the player's history and the audit log in
 * one transaction.
 */
export function imposePlayRestriction(
  ctx: ResponsiblePlayContext,
  request: FastifyRequest,
  playerId: string,
  body: { reason: string; until: string | null },
) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const until = body.until === null ? null : new Date(body.until);
    if (until && until.getTime() <= now.getTime()) {
      throw new AppError("VALIDATION_FAILED", 400, "A restriction ends in the future.", [
        { path: "body.until", message: "Choose a date in the future." },
      ]);
    }
    await lockPlayerSettings(tx, playerId);
    if ((await activityReminderMinutesOf(tx, playerId)) === null) throw noSuchPlayer();
    const block = await startBlock(tx, {
      playerId,
      kind: "operator",
      endsAt: until,
      reason: body.reason,
      by: operatorActor(request),
      now,
    });
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: PLAYER,
        targetId: playerId,
        after: { restriction: block.id, until: body.until, reason: body.reason },
      },
      now,
    );
    return readView(tx, playerId, now);
  });
}

/**
 * Lifts an operator restriction now. A player's cool-off or self-exclusion is theirs: no operator ends it
 * early (BLOCK_NOT_LIFTABLE), nor a restriction already over.
 */
export function liftPlayRestriction(
  ctx: ResponsiblePlayContext,
  request: FastifyRequest,
  input: { playerId: string; blockId: string; reason: string },
) {
  const { playerId, blockId } = input;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockPlayerSettings(tx, playerId);
    if ((await activityReminderMinutesOf(tx, playerId)) === null) throw noSuchPlayer();
    const block = (await selectBlocks(tx, playerId)).find((row) => row.id === blockId);
    if (!block) throw new AppError("NOT_FOUND", 404, "This player has no such block.");
    if (!isLiftableByOperator(block, now)) {
      throw new AppError(
        "BLOCK_NOT_LIFTABLE",
        409,
        block.kind === "operator"
          ? "This restriction is no longer in force."
          : "A player's own cool-off or self-exclusion cannot be lifted before it ends.",
      );
    }
    const by = operatorActor(request);
    await markBlockLifted(tx, { blockId, operatorId: by.operatorId, now });
    await syncPlayBlockedUntil(tx, playerId, now);
    await recordChange(tx, {
      playerId,
      kind: "restriction_lifted",
      details: { blockId, reason: input.reason },
      by,
      now,
    });
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: PLAYER,
        targetId: playerId,
        before: { restriction: blockId, endsAt: block.endsAt?.toISOString() ?? null },
        after: { restriction: blockId, liftedAt: now.toISOString(), reason: input.reason },
      },
      now,
    );
    return readView(tx, playerId, now);
  });
}

async function selfExclusionEntries(tx: Executor, now: Date): Promise<SelfExclusionEntry[]> {
  const blocks = await selectActiveSelfExclusions(tx, now);
  const contacts = new Map(
    (await playerContactsOf(tx, [...new Set(blocks.map((b) => b.playerId))])).map((c) => [c.id, c]),
  );
  // A player with two exclusions in force is listed once, with the one that ends last.
  const latest = new Map<string, (typeof blocks)[number]>();
  for (const block of blocks) {
    const seen = latest.get(block.playerId);
    if (!seen || (block.endsAt?.getTime() ?? 0) > (seen.endsAt?.getTime() ?? 0))
      latest.set(block.playerId, block);
  }
  return [...latest.values()].flatMap((block) => {
    const contact = contacts.get(block.playerId);
    if (!contact || !block.endsAt) return [];
    return [
      {
        playerId: block.playerId,
        email: contact.email,
        brandId: contact.brandId,
        startsAt: block.startsAt.toISOString(),
        endsAt: block.endsAt.toISOString(),
      },
    ];
  });
}

/** The players self-excluded now. A list to act on, with no more than e-mail and dates: not audited. */
export function selfExclusionList(ctx: ResponsiblePlayContext) {
  return ctx.db.transaction(async (tx) => ({ entries: await selfExclusionEntries(tx, ctx.clock.now()) }));
}

/** The same list as a CSV download; it leaves the back office with players' e-mails, so it is audited. */
export function exportSelfExclusions(
  ctx: ResponsiblePlayContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const entries = await selfExclusionEntries(tx, now);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "self-exclusion-list", targetId: null, after: { rowCount: entries.length } },
      now,
    );
    const stamp = now.toISOString().slice(0, 19).replaceAll(":", "-");
    reply.header("content-disposition", `attachment; filename="self-exclusions-${stamp}Z.csv"`);
    reply.header("cache-control", "no-store");
    return selfExclusionCsv(entries);
  });
}
