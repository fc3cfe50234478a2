import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, eq, sql } from "drizzle-orm";

const { homeBanner, homeRow } = schema;

export type BannerRow = typeof homeBanner.$inferSelect;
export type HomeRowRow = typeof homeRow.$inferSelect;
export type BannerFields = Omit<BannerRow, "brandId" | "slug" | "position">;

/** Every banner of the brand, hidden ones included, in order; locked when `forUpdate`. */
export function selectBanners(executor: Executor, brandId: BrandId, forUpdate = false) {
  const query = executor.orm
    .select()
    .from(homeBanner)
    .where(eq(homeBanner.brandId, brandId))
    .orderBy(asc(homeBanner.position), asc(homeBanner.slug));
  return forUpdate ? query.for("update") : query;
}

export async function lockBanner(executor: Executor, brandId: BrandId, slug: string) {
  const [row] = await executor.orm
    .select()
    .from(homeBanner)
    .where(and(eq(homeBanner.brandId, brandId), eq(homeBanner.slug, slug)))
    .for("update");
  return row ?? null;
}

/** The new banner after the brand's last, or null when the brand has one with that slug. */
export async function insertBanner(
  executor: Executor,
  banner: BannerFields & { brandId: BrandId; slug: string },
) {
  const [last] = await executor.orm
    .select({ position: sql<number>`coalesce(max(${homeBanner.position}), -1)::int` })
    .from(homeBanner)
    .where(eq(homeBanner.brandId, banner.brandId));
  const [row] = await executor.orm
    .insert(homeBanner)
    .values({ ...banner, position: (last?.position ?? -1) + 1 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateBanner(executor: Executor, brandId: BrandId, slug: string, fields: BannerFields) {
  const [row] = await executor.orm
    .update(homeBanner)
    .set(fields)
    .where(and(eq(homeBanner.brandId, brandId), eq(homeBanner.slug, slug)))
    .returning();
  return row ?? null;
}

export async function setBannerPosition(
  executor: Executor,
  brandId: BrandId,
  slug: string,
  position: number,
) {
  await executor.orm
    .update(homeBanner)
    .set({ position })
    .where(and(eq(homeBanner.brandId, brandId), eq(homeBanner.slug, slug)));
}

/** The brand's home rows, hidden ones included, in order; locked when `forUpdate`. */
export function selectHomeRows(executor: Executor, brandId: BrandId, forUpdate = false) {
  const query = executor.orm
    .select()
    .from(homeRow)
    .where(eq(homeRow.brandId, brandId))
    .orderBy(asc(homeRow.position), asc(homeRow.collectionSlug));
  return forUpdate ? query.for("update") : query;
}

export async function lockHomeRow(executor: Executor, brandId: BrandId, collectionSlug: string) {
  const [row] = await executor.orm
    .select()
    .from(homeRow)
    .where(and(eq(homeRow.brandId, brandId), eq(homeRow.collectionSlug, collectionSlug)))
    .for("update");
  return row ?? null;
}

export async function updateHomeRow(
  executor: Executor,
  brandId: BrandId,
  collectionSlug: string,
  fields: Partial<Pick<HomeRowRow, "isActive" | "position">>,
) {
  const [row] = await executor.orm
    .update(homeRow)
    .set(fields)
    .where(and(eq(homeRow.brandId, brandId), eq(homeRow.collectionSlug, collectionSlug)))
    .returning();
  return row ?? null;
}
