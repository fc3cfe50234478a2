import { type Executor, schema } from "@casino/db";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { BundleRow, FlipSetRow, PresetRow } from "./store.repo";

const { storePreset, promoOfferBundle, promoOfferSet } = schema;

/** A preset's editable columns, as the service has validated them. */
export type PresetColumns = Omit<PresetRow, "id" | "brandId" | "createdAt" | "updatedAt">;

/**
 * Serialises the back office's edits of one brand's store until the transaction ends, so a check (a url
 * hash or slug still free, the presets a bundle names) still holds when the write lands.
 */
export async function lockBrandStore(tx: Executor, brandId: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`store-edit:${brandId}`]);
}

export function listPresetRows(executor: Executor, brandId: string): Promise<PresetRow[]> {
  return executor.orm
    .select()
    .from(storePreset)
    .where(eq(storePreset.brandId, brandId))
    .orderBy(asc(storePreset.kind), asc(storePreset.sortOrder), asc(storePreset.id));
}

export async function lockPreset(tx: Executor, brandId: string, id: number): Promise<PresetRow | null> {
  const [row] = await tx.orm
    .select()
    .from(storePreset)
    .where(and(eq(storePreset.id, id), eq(storePreset.brandId, brandId)))
    .for("update");
  return row ?? null;
}

/** The brand's presets among `ids` (any state), to check what a bundle, set or related list names. */
export function presetsAmong(
  executor: Executor,
  brandId: string,
  ids: readonly number[],
): Promise<PresetRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor.orm
    .select()
    .from(storePreset)
    .where(and(eq(storePreset.brandId, brandId), inArray(storePreset.id, [...ids])));
}

/** Whether another preset of the brand (not `exceptId`) has this url hash. */
export async function isUrlHashTaken(
  tx: Executor,
  brandId: string,
  urlHash: string,
  exceptId: number | null,
) {
  const [row] = await tx.orm
    .select({ id: storePreset.id })
    .from(storePreset)
    .where(
      and(
        eq(storePreset.brandId, brandId),
        eq(storePreset.urlHash, urlHash),
        ...(exceptId === null ? [] : [ne(storePreset.id, exceptId)]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPreset(
  tx: Executor,
  row: PresetColumns & { brandId: string; updatedAt: Date },
): Promise<PresetRow> {
  const [saved] = await tx.orm
    .insert(storePreset)
    .values({ ...row, createdAt: row.updatedAt })
    .returning();
  if (!saved) throw new Error("the new preset was not saved");
  return saved;
}

export async function updatePreset(
  tx: Executor,
  id: number,
  columns: Partial<PresetColumns> & { updatedAt: Date },
): Promise<PresetRow> {
  const [saved] = await tx.orm.update(storePreset).set(columns).where(eq(storePreset.id, id)).returning();
  if (!saved) throw new Error(`preset ${id} was not updated`);
  return saved;
}

export function listBundleRows(executor: Executor, brandId: string): Promise<BundleRow[]> {
  return executor.orm
    .select()
    .from(promoOfferBundle)
    .where(eq(promoOfferBundle.brandId, brandId))
    .orderBy(asc(promoOfferBundle.id));
}

export async function lockBundle(tx: Executor, brandId: string, id: number): Promise<BundleRow | null> {
  const [row] = await tx.orm
    .select()
    .from(promoOfferBundle)
    .where(and(eq(promoOfferBundle.id, id), eq(promoOfferBundle.brandId, brandId)))
    .for("update");
  return row ?? null;
}

export async function updateBundle(
  tx: Executor,
  id: number,
  columns: { title: string; presetIds: number[]; isActive: boolean; updatedAt: Date },
): Promise<BundleRow> {
  const [saved] = await tx.orm
    .update(promoOfferBundle)
    .set(columns)
    .where(eq(promoOfferBundle.id, id))
    .returning();
  if (!saved) throw new Error(`bundle ${id} was not updated`);
  return saved;
}

export function listFlipSetRows(executor: Executor, brandId: string): Promise<FlipSetRow[]> {
  return executor.orm
    .select()
    .from(promoOfferSet)
    .where(eq(promoOfferSet.brandId, brandId))
    .orderBy(asc(promoOfferSet.id));
}

export async function lockFlipSet(tx: Executor, brandId: string, id: number): Promise<FlipSetRow | null> {
  const [row] = await tx.orm
    .select()
    .from(promoOfferSet)
    .where(and(eq(promoOfferSet.id, id), eq(promoOfferSet.brandId, brandId)))
    .for("update");
  return row ?? null;
}

export async function isSlugTaken(tx: Executor, brandId: string, slug: string, exceptId: number | null) {
  const [row] = await tx.orm
    .select({ id: promoOfferSet.id })
    .from(promoOfferSet)
    .where(
      and(
        eq(promoOfferSet.brandId, brandId),
        eq(promoOfferSet.slug, slug),
        ...(exceptId === null ? [] : [ne(promoOfferSet.id, exceptId)]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type FlipSetColumns = Pick<
  FlipSetRow,
  "slug" | "presetIds" | "weights" | "cooldownHours" | "isActive"
>;

export async function insertFlipSet(
  tx: Executor,
  row: FlipSetColumns & { brandId: string },
): Promise<FlipSetRow> {
  const [saved] = await tx.orm.insert(promoOfferSet).values(row).returning();
  if (!saved) throw new Error("the new flip set was not saved");
  return saved;
}

export async function updateFlipSet(tx: Executor, id: number, columns: FlipSetColumns): Promise<FlipSetRow> {
  const [saved] = await tx.orm.update(promoOfferSet).set(columns).where(eq(promoOfferSet.id, id)).returning();
  if (!saved) throw new Error(`flip set ${id} was not updated`);
  return saved;
}
