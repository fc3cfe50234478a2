import type { BrandId, Locale } from "@casino/contracts";
import { type Database, schema } from "@casino/db";
import { and, eq } from "drizzle-orm";

export async function findLegalPage(db: Database, brandId: BrandId, name: string, locale: Locale) {
  const { legalPage } = schema;
  const rows = await db.orm
    .select()
    .from(legalPage)
    .where(and(eq(legalPage.brandId, brandId), eq(legalPage.name, name), eq(legalPage.locale, locale)));
  return rows[0] ?? null;
}
