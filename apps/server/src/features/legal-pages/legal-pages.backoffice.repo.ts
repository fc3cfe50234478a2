import type { BrandId, Locale } from "@casino/contracts";
import { type Executor, type LegalSection, schema } from "@casino/db";
import { and, asc, eq } from "drizzle-orm";

const { legalPage } = schema;

export type LegalPageRow = typeof legalPage.$inferSelect;

/** Every legal page of the brand in every locale, by name then locale. */
export function selectLegalPages(executor: Executor, brandId: BrandId) {
  return executor.orm
    .select()
    .from(legalPage)
    .where(eq(legalPage.brandId, brandId))
    .orderBy(asc(legalPage.name), asc(legalPage.locale));
}

const onePage = (key: { brandId: BrandId; name: string; locale: Locale }) =>
  and(eq(legalPage.brandId, key.brandId), eq(legalPage.name, key.name), eq(legalPage.locale, key.locale));

export async function selectLegalPage(
  executor: Executor,
  key: { brandId: BrandId; name: string; locale: Locale },
  forUpdate = false,
) {
  const query = executor.orm.select().from(legalPage).where(onePage(key));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row ?? null;
}

export async function updateLegalPage(
  executor: Executor,
  key: { brandId: BrandId; name: string; locale: Locale },
  fields: { title: string; effectiveOn: string; sections: LegalSection[]; updatedAt: Date },
) {
  const [row] = await executor.orm.update(legalPage).set(fields).where(onePage(key)).returning();
  return row ?? null;
}
