import { AMOE_CREDITED, type AmoeRequestRecord, type AmoeStatus, type BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { type AmoeCap, amoeCapWindowStart, mayCreditAmoe, normalizeAmoeCode } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError, notFound } from "../../platform/errors";
import { requireOperator } from "../../platform/http/backoffice-access";
import { writeOutboxEvent } from "../../platform/outbox";
import { auditActorOf, recordAudit } from "../audit-log";
import { move, postLedgerTransaction } from "../ledger";
import { notifyPlayer } from "../notifications";
import { playerEmail } from "../player";
import { presentPlayerRequest, presentRequestRecord } from "./amoe.presenter";
import {
  type AmoeRequestRow,
  creditedSince,
  decideRequest,
  findByCode,
  findSetting,
  listRequestRows,
  lockByCode,
  lockPlayerAmoe,
} from "./amoe.repo";
import type { AmoeContext } from "./amoe.service";

const TARGET = "amoe_request";

const codeNotFound = () => notFound("AMOE_CODE_NOT_FOUND", "There is no request with this code.");

/** The stored form of a code as typed; a text that cannot be a code cannot be found either. */
function storedCode(input: string): string {
  const code = normalizeAmoeCode(input);
  if (!code) throw codeNotFound();
  return code;
}

async function present(executor: Executor, row: AmoeRequestRow): Promise<AmoeRequestRecord> {
  return presentRequestRecord(row, await playerEmail(executor, row.playerId));
}

export async function lookUpAmoeRequest(ctx: AmoeContext, codeInput: string) {
  const row = await findByCode(ctx.db, storedCode(codeInput));
  if (!row) throw codeNotFound();
  return present(ctx.db, row);
}

/**
 * Records a received letter and credits its entries: the status change, ONE ledger transaction from the
 * `amoe` house account to the player's entries (key `amoe:<code>`), the player's notification, the
 * `amoe.credited` event and the audit entry commit together or not at all. The request row is locked, so a
 * second recording of the same letter waits and then finds it decided (AMOE_ALREADY_RECORDED); the
 * ledger key would refuse a second posting anyway. The player's AMOE lock makes the cap exact when two
 * of their letters are recorded at once.
 */
export async function recordAmoeRequest(ctx: AmoeContext, request: FastifyRequest, codeInput: string) {
  const operator = requireOperator(request);
  const code = storedCode(codeInput);
  // A code's player never changes, so the player's eligibility is checked before the transaction.
  const known = await findByCode(ctx.db, code);
  if (!known) throw codeNotFound();
  if (known.status === "issued") await ctx.eligibility.beforeCredit(known.playerId);
  return ctx.db.transaction(async (tx) => {
    await lockPlayerAmoe(tx, known.playerId);
    const before = await lockByCode(tx, code);
    if (!before) throw codeNotFound();
    if (before.status !== "issued") throw alreadyRecorded(before);
    const setting = await findSetting(tx, before.brandId);
    if (!setting) throw new Error(`brand ${before.brandId} has no amoe_setting`);
    const now = ctx.clock.now();
    const cap: AmoeCap = { maxCreditsPerPeriod: setting.maxCreditsPerPeriod, periodDays: setting.periodDays };
    const credited = await creditedSince(tx, before.playerId, amoeCapWindowStart(cap, now));
    if (!mayCreditAmoe(cap, credited, now)) throw capReached(cap);

    const entries = setting.entriesPerRequest;
    await postLedgerTransaction(tx, {
      idempotencyKey: `amoe:${code}`,
      kind: "amoe",
      playerId: before.playerId,
      legs: move({ house: "amoe" }, { playerId: before.playerId }, "entries", entries),
      metadata: { amoeRequestId: before.id, code },
    });
    const after = await decideRequest(tx, before.id, {
      status: "credited",
      entries,
      receivedAt: now,
      recordedByOperatorId: operator.id,
      recordedByName: operator.name,
      rejectReason: null,
    });
    const shown = presentPlayerRequest(after);
    await notifyPlayer(tx, {
      playerId: after.playerId,
      category: "rewards",
      title: "Your free entries arrived",
      body: `We received your mail-in request ${code}: ${shown.entries} Entries were added to your balance.`,
      link: "/page/sweepstakes-rules",
      dedupeKey: `amoe:${code}`,
      now,
    });
    await writeOutboxEvent(tx, { topic: AMOE_CREDITED, aggregateId: after.playerId, payload: { code } }, now);
    return audited(tx, request, before, after, now);
  });
}

/** Rejects a letter that does not qualify; nothing is credited and the player sees the reason. */
export async function rejectAmoeRequest(
  ctx: AmoeContext,
  request: FastifyRequest,
  codeInput: string,
  reason: string,
) {
  const operator = requireOperator(request);
  const code = storedCode(codeInput);
  return ctx.db.transaction(async (tx) => {
    const before = await lockByCode(tx, code);
    if (!before) throw codeNotFound();
    if (before.status !== "issued") throw alreadyRecorded(before);
    const now = ctx.clock.now();
    const after = await decideRequest(tx, before.id, {
      status: "rejected",
      entries: null,
      receivedAt: now,
      recordedByOperatorId: operator.id,
      recordedByName: operator.name,
      rejectReason: reason,
    });
    await notifyPlayer(tx, {
      playerId: after.playerId,
      category: "rewards",
      title: "Your mail-in request was not accepted",
      body: `We could not accept the letter with request code ${code}: ${reason}`,
      link: "/page/sweepstakes-rules",
      dedupeKey: `amoe:${code}`,
      now,
    });
    return audited(tx, request, before, after, now);
  });
}

async function audited(
  tx: Executor,
  request: FastifyRequest,
  before: AmoeRequestRow,
  after: AmoeRequestRow,
  now: Date,
) {
  const record = await present(tx, after);
  await recordAudit(
    tx,
    auditActorOf(request),
    {
      targetType: TARGET,
      targetId: after.code,
      before: presentRequestRecord(before, record.playerEmail),
      after: record,
    },
    now,
  );
  return record;
}

function alreadyRecorded(row: AmoeRequestRow) {
  return new AppError(
    "AMOE_ALREADY_RECORDED",
    409,
    `This code was already ${row.status === "credited" ? "credited" : "rejected"}${
      row.receivedAt ? ` on ${row.receivedAt.toISOString().slice(0, 10)}` : ""
    }.`,
  );
}

function capReached(cap: AmoeCap) {
  const period = cap.periodDays === 1 ? "day" : `${cap.periodDays} days`;
  const count = cap.maxCreditsPerPeriod === 1 ? "one request" : `${cap.maxCreditsPerPeriod} requests`;
  return new AppError(
    "AMOE_CAP_REACHED",
    409,
    `This player already had ${count} credited in the last ${period}. Reject the letter, or record it once the period has passed.`,
  );
}

export async function listAmoeRequests(
  ctx: AmoeContext,
  query: { status?: AmoeStatus | undefined; brandId?: BrandId | undefined; page: number; pageSize: number },
) {
  const { rows, total } = await listRequestRows(ctx.db, {
    status: query.status,
    brandId: query.brandId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const emails = new Map<string, string | null>();
  for (const playerId of new Set(rows.map((row) => row.playerId))) {
    emails.set(playerId, await playerEmail(ctx.db, playerId));
  }
  return {
    requests: rows.map((row) => presentRequestRecord(row, emails.get(row.playerId) ?? null)),
    total,
  };
}
