import { type Executor, schema } from "@casino/db";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";

const { identityVerification, identityDocument, identityCheck } = schema;

export type VerificationRow = typeof identityVerification.$inferSelect;
export type DocumentRow = typeof identityDocument.$inferSelect;
export type CheckRow = typeof identityCheck.$inferSelect;

export async function findVerification(
  executor: Executor,
  playerId: string,
): Promise<VerificationRow | null> {
  const [row] = await executor.orm
    .select()
    .from(identityVerification)
    .where(eq(identityVerification.playerId, playerId));
  return row ?? null;
}

/**
 * The player's verification row, made when missing and locked for the caller's transaction, so two
 * decisions about one player are taken one after the other.
 */
export async function lockVerification(tx: Executor, playerId: string, now: Date): Promise<VerificationRow> {
  await tx.orm
    .insert(identityVerification)
    .values({ playerId, updatedAt: now })
    .onConflictDoNothing({ target: identityVerification.playerId });
  const [row] = await tx.orm
    .select()
    .from(identityVerification)
    .where(eq(identityVerification.playerId, playerId))
    .for("update");
  if (!row) throw new Error("identity_verification has no row after insert");
  return row;
}

export async function updateVerification(
  tx: Executor,
  playerId: string,
  change: Partial<Omit<VerificationRow, "playerId">> & { updatedAt: Date },
): Promise<VerificationRow> {
  const [row] = await tx.orm
    .update(identityVerification)
    .set(change)
    .where(eq(identityVerification.playerId, playerId))
    .returning();
  if (!row) throw new Error("identity_verification row vanished inside its transaction");
  return row;
}

export async function insertDocument(
  tx: Executor,
  row: typeof identityDocument.$inferInsert,
): Promise<DocumentRow> {
  const [created] = await tx.orm.insert(identityDocument).values(row).returning();
  if (!created) throw new Error("identity_document insert returned nothing");
  return created;
}

export function listPlayerDocuments(executor: Executor, playerId: string): Promise<DocumentRow[]> {
  return executor.orm
    .select()
    .from(identityDocument)
    .where(eq(identityDocument.playerId, playerId))
    .orderBy(desc(identityDocument.createdAt), desc(identityDocument.id));
}

/** A document by id; with `playerId`, only when it is that player's (another's reads as missing). */
export async function findDocument(
  executor: Executor,
  id: string,
  playerId?: string,
): Promise<DocumentRow | null> {
  const [row] = await executor.orm
    .select()
    .from(identityDocument)
    .where(
      playerId === undefined
        ? eq(identityDocument.id, id)
        : and(eq(identityDocument.id, id), eq(identityDocument.playerId, playerId)),
    );
  return row ?? null;
}

export async function lockDocument(tx: Executor, id: string): Promise<DocumentRow | null> {
  const [row] = await tx.orm.select().from(identityDocument).where(eq(identityDocument.id, id)).for("update");
  return row ?? null;
}

export async function decideDocument(
  tx: Executor,
  id: string,
  decision: {
    status: "approved" | "rejected";
    rejectReason: string | null;
    reviewedByOperatorId: string;
    reviewedByName: string;
    reviewedAt: Date;
  },
): Promise<DocumentRow> {
  const [row] = await tx.orm
    .update(identityDocument)
    .set(decision)
    .where(and(eq(identityDocument.id, id), eq(identityDocument.status, "pending")))
    .returning();
  if (!row) throw new Error("a locked pending document could not be decided");
  return row;
}

export async function hasOtherPendingDocuments(tx: Executor, playerId: string, exceptId: string) {
  const [row] = await tx.orm
    .select({ id: identityDocument.id })
    .from(identityDocument)
    .where(
      and(
        eq(identityDocument.playerId, playerId),
        eq(identityDocument.status, "pending"),
        ne(identityDocument.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The KYC queue: pending documents, oldest first (read from the queue index). */
export function listPendingDocuments(executor: Executor, limit: number): Promise<DocumentRow[]> {
  return executor.orm
    .select()
    .from(identityDocument)
    .where(eq(identityDocument.status, "pending"))
    .orderBy(asc(identityDocument.createdAt), asc(identityDocument.id))
    .limit(limit);
}

export async function countPendingDocuments(executor: Executor): Promise<number> {
  const [row] = await executor.orm
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(identityDocument)
    .where(eq(identityDocument.status, "pending"));
  return row?.count ?? 0;
}

export async function insertCheck(tx: Executor, row: typeof identityCheck.$inferInsert): Promise<CheckRow> {
  const [created] = await tx.orm.insert(identityCheck).values(row).returning();
  if (!created) throw new Error("identity_check insert returned nothing");
  return created;
}

export async function lockCheckByReference(
  tx: Executor,
  provider: string,
  reference: string,
): Promise<CheckRow | null> {
  const [row] = await tx.orm
    .select()
    .from(identityCheck)
    .where(and(eq(identityCheck.providerReference, reference), eq(identityCheck.provider, provider)))
    .for("update");
  return row ?? null;
}

export async function updateCheck(
  tx: Executor,
  id: string,
  change: { status: string; result: unknown; completedAt: Date | null },
): Promise<CheckRow> {
  const [row] = await tx.orm.update(identityCheck).set(change).where(eq(identityCheck.id, id)).returning();
  if (!row) throw new Error("identity_check row vanished inside its transaction");
  return row;
}

export function listPlayerChecks(executor: Executor, playerId: string): Promise<CheckRow[]> {
  return executor.orm
    .select()
    .from(identityCheck)
    .where(eq(identityCheck.playerId, playerId))
    .orderBy(desc(identityCheck.createdAt), desc(identityCheck.id));
}

/**
 * Another player whose identity this provider already passed with the same identity key (name, surname
 * and birthday, normalised and hashed): the provider's duplicate.
 */
export async function findVerifiedIdentity(
  executor: Executor,
  input: { provider: string; identityKey: string; exceptPlayerId: string },
): Promise<string | null> {
  const [row] = await executor.orm
    .select({ playerId: identityCheck.playerId })
    .from(identityCheck)
    .where(
      and(
        eq(identityCheck.provider, input.provider),
        eq(identityCheck.status, "success"),
        sql`${identityCheck.result} ->> 'identityKey' = ${input.identityKey}`,
        ne(identityCheck.playerId, input.exceptPlayerId),
      ),
    )
    .orderBy(asc(identityCheck.createdAt))
    .limit(1);
  return row?.playerId ?? null;
}
