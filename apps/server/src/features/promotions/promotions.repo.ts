import type { BrandId, Locale } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, eq } from "drizzle-orm";

const { promotion } = schema;

export type PromotionRow = typeof promotion.$inferSelect;
/** What an operator sets; the brand, the id and the edit time are the server's. */
export type PromotionWrite = Omit<PromotionRow, "id" | "brandId" | "updatedAt">;

const ORDER = [asc(promotion.sortOrder), asc(promotion.id)] as const;

/** The brand's active promotions in one locale, in their order (their dates are judged per request). */
export function selectActivePromotions(executor: Executor, brandId: BrandId, locale: Locale) {
  return executor.orm
    .select()
    .from(promotion)
    .where(and(eq(promotion.brandId, brandId), eq(promotion.locale, locale), eq(promotion.isActive, true)))
    .orderBy(...ORDER);
}

/** Every promotion of the brand in one locale, inactive ones included (the back office's list). */
export function selectPromotions(executor: Executor, brandId: BrandId, locale: Locale) {
  return executor.orm
    .select()
    .from(promotion)
    .where(and(eq(promotion.brandId, brandId), eq(promotion.locale, locale)))
    .orderBy(...ORDER);
}

/** One promotion of the brand, locked until the transaction ends: two edits take turns. */
export async function lockPromotion(
  tx: Executor,
  brandId: BrandId,
  id: number,
): Promise<PromotionRow | null> {
  const [row] = await tx.orm
    .select()
    .from(promotion)
    .where(and(eq(promotion.brandId, brandId), eq(promotion.id, id)))
    .for("update");
  return row ?? null;
}

export async function insertPromotion(
  tx: Executor,
  row: PromotionWrite & { brandId: BrandId; updatedAt: Date },
): Promise<PromotionRow> {
  const [created] = await tx.orm.insert(promotion).values(row).returning();
  if (!created) throw new Error("the promotion was not stored");
  return created;
}

export async function updatePromotion(
  tx: Executor,
  id: number,
  fields: Partial<PromotionWrite> & { updatedAt: Date },
): Promise<PromotionRow> {
  const [row] = await tx.orm.update(promotion).set(fields).where(eq(promotion.id, id)).returning();
  if (!row) throw new Error(`promotion ${id} disappeared while locked`);
  return row;
}
