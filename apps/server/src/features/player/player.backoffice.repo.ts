import type { AccountStatus, BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";

const { player, playerNote } = schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PlayerSearch {
  q?: string | undefined;
  brand?: BrandId | undefined;
  status?: AccountStatus | undefined;
  sort: "createdAt" | "email";
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

function searchCondition(search: PlayerSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search.brand) conditions.push(eq(player.brandId, search.brand));
  if (search.status) conditions.push(eq(player.accountStatus, search.status));
  const q = search.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const fullName = sql`coalesce(${player.name}, '') || ' ' || coalesce(${player.surname}, '')`;
    conditions.push(
      or(
        ...(UUID.test(q) ? [eq(player.id, q.toLowerCase())] : []),
        ilike(player.email, pattern),
        ilike(player.name, pattern),
        ilike(player.surname, pattern),
        sql`${fullName} ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

/** A page of the players a search finds, and how many it finds in all. */
export async function searchPlayerRows(executor: Executor, search: PlayerSearch) {
  const where = searchCondition(search);
  const column = search.sort === "email" ? player.email : player.createdAt;
  const direction = search.order === "asc" ? asc : desc;
  const [rows, counts] = await Promise.all([
    executor.orm
      .select({
        id: player.id,
        brandId: player.brandId,
        email: player.email,
        name: player.name,
        surname: player.surname,
        status: player.accountStatus,
        createdAt: player.createdAt,
      })
      .from(player)
      .where(where)
      // The id breaks ties, so paging never shows a player twice or skips one.
      .orderBy(direction(column), direction(player.id))
      .limit(search.limit)
      .offset(search.offset),
    executor.orm
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(player)
      .where(where),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

const detailColumns = {
  id: player.id,
  brandId: player.brandId,
  email: player.email,
  emailConfirmedAt: player.emailConfirmedAt,
  name: player.name,
  surname: player.surname,
  phone: player.phone,
  birthday: player.birthday,
  address: player.address,
  address2: player.address2,
  city: player.city,
  state: player.state,
  zip: player.zip,
  status: player.accountStatus,
  gameMode: player.gameMode,
  registrationFunnel: player.registrationFunnel,
  registrationCompletedAt: player.registrationCompletedAt,
  createdAt: player.createdAt,
};

export type PlayerDetailRow = NonNullable<Awaited<ReturnType<typeof findPlayerDetail>>>;

export async function findPlayerDetail(executor: Executor, playerId: string) {
  const [row] = await executor.orm.select(detailColumns).from(player).where(eq(player.id, playerId));
  return row ?? null;
}

/** The player's row locked until the transaction ends, so two status changes do not interleave. */
export async function lockPlayerDetail(tx: Executor, playerId: string) {
  const [row] = await tx.orm.select(detailColumns).from(player).where(eq(player.id, playerId)).for("update");
  return row ?? null;
}

export async function updateAccountStatus(tx: Executor, playerId: string, status: AccountStatus, now: Date) {
  await tx.orm.update(player).set({ accountStatus: status, updatedAt: now }).where(eq(player.id, playerId));
}

export type PlayerNoteRow = typeof playerNote.$inferSelect;

export async function listNotes(executor: Executor, playerId: string) {
  return executor.orm
    .select()
    .from(playerNote)
    .where(eq(playerNote.playerId, playerId))
    .orderBy(desc(playerNote.createdAt), desc(playerNote.id));
}

export async function insertNote(
  tx: Executor,
  note: { playerId: string; operatorId: string; operatorName: string; body: string; now: Date },
) {
  const [row] = await tx.orm
    .insert(playerNote)
    .values({
      playerId: note.playerId,
      operatorId: note.operatorId,
      operatorName: note.operatorName,
      body: note.body,
      createdAt: note.now,
    })
    .returning();
  if (!row) throw new Error("the note was not inserted");
  return row;
}
