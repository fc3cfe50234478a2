import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";

const { brandGame, game, gameProvider } = schema;

/** Every game, active or not, with its studio and the brand's choices about it (defaults where none). */
export function selectBrandGames(executor: Executor, brandId: BrandId) {
  return executor.orm
    .select({
      id: game.id,
      slug: game.slug,
      title: game.title,
      provider: gameProvider.name,
      isActive: game.isActive,
      isVisible: sql<boolean>`coalesce(${brandGame.isVisible}, true)`,
      position: brandGame.position,
    })
    .from(game)
    .innerJoin(gameProvider, eq(gameProvider.id, game.providerId))
    .leftJoin(brandGame, and(eq(brandGame.gameId, game.id), eq(brandGame.brandId, brandId)))
    .orderBy(asc(game.id));
}

export type BrandGameRow = Awaited<ReturnType<typeof selectBrandGames>>[number];

/** The ids among these that are games at all (active or not). */
export async function existingGameIds(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await executor.orm
    .select({ id: game.id })
    .from(game)
    .where(inArray(game.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Takes the brand's lock on its choices for the transaction (transaction-scoped advisory lock), so two
 * operators' edits of one brand's games take turns.
 */
export async function lockBrandGames(executor: Executor, brandId: BrandId) {
  await executor.query("select pg_advisory_xact_lock(hashtext('brand_game:' || $1))", [brandId]);
}

export async function upsertBrandGameVisibility(
  executor: Executor,
  row: { brandId: BrandId; gameId: number; isVisible: boolean; now: Date },
) {
  await executor.orm
    .insert(brandGame)
    .values({ brandId: row.brandId, gameId: row.gameId, isVisible: row.isVisible, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [brandGame.brandId, brandGame.gameId],
      set: { isVisible: row.isVisible, updatedAt: row.now },
    });
}

/** The brand's pinned games, in pinned order. */
export async function selectPinnedGameIds(executor: Executor, brandId: BrandId) {
  const rows = await executor.orm
    .select({ gameId: brandGame.gameId })
    .from(brandGame)
    .where(and(eq(brandGame.brandId, brandId), isNotNull(brandGame.position)))
    .orderBy(asc(brandGame.position));
  return rows.map((row) => row.gameId);
}

/** Replaces the brand's pinned games by these, in this order (1 = first). */
export async function replacePinnedGames(
  executor: Executor,
  brandId: BrandId,
  ids: readonly number[],
  now: Date,
) {
  await executor.orm
    .update(brandGame)
    .set({ position: null, updatedAt: now })
    .where(and(eq(brandGame.brandId, brandId), isNotNull(brandGame.position)));
  for (const [index, gameId] of ids.entries()) {
    await executor.orm
      .insert(brandGame)
      .values({ brandId, gameId, position: index + 1, updatedAt: now })
      .onConflictDoUpdate({
        target: [brandGame.brandId, brandGame.gameId],
        set: { position: index + 1, updatedAt: now },
      });
  }
}
