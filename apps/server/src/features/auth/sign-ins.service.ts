import type { EndpointOutput, playerSignInsEndpoint } from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { auditActorOf, recordAudit } from "../audit-log";
import { findAccountById } from "../player";
import { signInPage } from "./sign-ins.repo";

/** The back office's sign-in history of a player, a page at a time; audited as a read of private data. */
export async function playerSignIns(
  ctx: { db: Database; clock: Clock },
  request: FastifyRequest,
  input: { playerId: string; page: number; pageSize: number },
): Promise<EndpointOutput<typeof playerSignInsEndpoint>> {
  return ctx.db.transaction(async (tx) => {
    if (!(await findAccountById(tx, { playerId: input.playerId }))) {
      throw new AppError("NOT_FOUND", 404, "There is no such player.");
    }
    const { rows, total } = await signInPage(tx, {
      playerId: input.playerId,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "player", targetId: input.playerId, after: { read: "sign-ins", page: input.page } },
      ctx.clock.now(),
    );
    return {
      total,
      signIns: rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })),
    };
  });
}
