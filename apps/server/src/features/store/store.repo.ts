import { type Executor, schema } from "@casino/db";
import { and, arrayContains, asc, eq, inArray } from "drizzle-orm";

const { storePreset, promoOfferBundle, promoOfferSet } = schema;

export type PresetRow = typeof storePreset.$inferSelect;
export type BundleRow = typeof promoOfferBundle.$inferSelect;
export type FlipSetRow = typeof promoOfferSet.$inferSelect;

/** The brand's presets on sale, bundles and flip sets: what the read cache keeps per brand. */
export async function selectActiveCatalogue(executor: Executor, brandId: string) {
  const [presets, bundles, sets] = await Promise.all([
    executor.orm
      .select()
      .from(storePreset)
      .where(and(eq(storePreset.brandId, brandId), eq(storePreset.isActive, true)))
      .orderBy(asc(storePreset.sortOrder), asc(storePreset.id)),
    executor.orm
      .select()
      .from(promoOfferBundle)
      .where(and(eq(promoOfferBundle.brandId, brandId), eq(promoOfferBundle.isActive, true)))
      .orderBy(asc(promoOfferBundle.id)),
    executor.orm
      .select()
      .from(promoOfferSet)
      .where(and(eq(promoOfferSet.brandId, brandId), eq(promoOfferSet.isActive, true)))
      .orderBy(asc(promoOfferSet.id)),
  ]);
  return { presets, bundles, sets };
}

/** One preset of the brand that is on sale, read afresh (an order is priced on the row as it is now). */
export async function findActivePreset(
  executor: Executor,
  brandId: string,
  id: number,
): Promise<PresetRow | null> {
  const [row] = await executor.orm
    .select()
    .from(storePreset)
    .where(and(eq(storePreset.id, id), eq(storePreset.brandId, brandId), eq(storePreset.isActive, true)));
  return row ?? null;
}

/** The brand's active bundles that sell the preset. */
export function activeBundlesWith(
  executor: Executor,
  brandId: string,
  presetId: number,
): Promise<BundleRow[]> {
  return executor.orm
    .select()
    .from(promoOfferBundle)
    .where(
      and(
        eq(promoOfferBundle.brandId, brandId),
        eq(promoOfferBundle.isActive, true),
        arrayContains(promoOfferBundle.presetIds, [presetId]),
      ),
    );
}

/** Whether an active flip set of the brand can land on the preset. */
export async function isInActiveFlipSet(
  executor: Executor,
  brandId: string,
  presetId: number,
): Promise<boolean> {
  const [row] = await executor.orm
    .select({ id: promoOfferSet.id })
    .from(promoOfferSet)
    .where(
      and(
        eq(promoOfferSet.brandId, brandId),
        eq(promoOfferSet.isActive, true),
        arrayContains(promoOfferSet.presetIds, [presetId]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Which of these ids are promo offers of the brand on sale (a bundle's order skips the others). */
export async function activePromoOfferIdsAmong(
  executor: Executor,
  brandId: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor.orm
    .select({ id: storePreset.id })
    .from(storePreset)
    .where(
      and(
        eq(storePreset.brandId, brandId),
        eq(storePreset.isActive, true),
        eq(storePreset.kind, "promoOffer"),
        inArray(storePreset.id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
