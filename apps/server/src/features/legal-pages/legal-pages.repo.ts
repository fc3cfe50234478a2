import type { BrandId, Locale } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, eq } from "drizzle-orm";

/** Every legal page of a brand in one language (a handful). */
export function loadLegalPages(db: Executor, brandId: BrandId, locale: Locale) {
  const { legalPage } = schema;
  return db.orm
    .select()
    .from(legalPage)
    .where(and(eq(legalPage.brandId, brandId), eq(legalPage.locale, locale)));
}
