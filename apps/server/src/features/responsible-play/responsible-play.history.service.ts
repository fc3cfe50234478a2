import { RESPONSIBLE_PLAY_CHANGED } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { playBlockedUntil } from "@casino/domain";
import { writeOutboxEvent } from "../../platform/outbox";
import { setPlayBlockedUntil } from "../player";
import { insertEvent, selectActiveBlocks } from "./responsible-play.repo";

/** Who made a change: the player, or an operator (named in the history as in the audit log). */
export type ChangeActor =
  | { actor: "player" }
  | { actor: "operator"; operatorId: string; operatorName: string }
  | { actor: "system" };

/** bigint amounts become decimal strings, so the history keeps them exactly. */
const jsonSafe = (details: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === "bigint" ? value.toString() : value instanceof Date ? value.toISOString() : value,
    ]),
  );

/**
 * Records one change in the player's append-only history and announces it to their open tabs after commit
 * (`responsible_play.changed`), both in the caller's transaction: the history holds a change exactly when
 * it happened.
 */
export async function recordChange(
  tx: Executor,
  input: { playerId: string; kind: string; details: Record<string, unknown>; by: ChangeActor; now: Date },
): Promise<void> {
  const { by } = input;
  await insertEvent(tx, {
    playerId: input.playerId,
    kind: input.kind,
    details: jsonSafe(input.details),
    actor: by.actor,
    operatorId: by.actor === "operator" ? by.operatorId : null,
    operatorName: by.actor === "operator" ? by.operatorName : null,
    occurredAt: input.now,
  });
  await writeOutboxEvent(
    tx,
    { topic: RESPONSIBLE_PLAY_CHANGED, aggregateId: input.playerId, payload: { kind: input.kind } },
    input.now,
  );
}

/**
 * Brings the player's `play_blocked_until` (read by the wallet's bet) in line with their blocks, in the
 * transaction that changed them.
 */
export async function syncPlayBlockedUntil(tx: Executor, playerId: string, now: Date): Promise<void> {
  const blocks = await selectActiveBlocks(tx, playerId, now);
  await setPlayBlockedUntil(tx, { playerId, until: playBlockedUntil(blocks, now) });
}
