import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, eq, max } from "drizzle-orm";

const { legalPage, termsAcceptance } = schema;

/**
 * The brand's terms version: the latest effective date of its `terms` page in any language, so a new date
 * published in one language asks every player again. Null when the brand has no terms page.
 */
export async function selectTermsVersion(executor: Executor, brandId: BrandId): Promise<string | null> {
  const rows = await executor.orm
    .select({ version: max(legalPage.effectiveOn) })
    .from(legalPage)
    .where(and(eq(legalPage.brandId, brandId), eq(legalPage.name, "terms")));
  return rows[0]?.version ?? null;
}

export async function selectTermsAcceptance(executor: Executor, playerId: string, version: string) {
  const rows = await executor.orm
    .select({ acceptedAt: termsAcceptance.acceptedAt })
    .from(termsAcceptance)
    .where(and(eq(termsAcceptance.playerId, playerId), eq(termsAcceptance.version, version)));
  return rows[0] ?? null;
}

/** Records an acceptance; accepting the same version again keeps the first time. */
export async function insertTermsAcceptance(
  executor: Executor,
  row: { playerId: string; version: string; acceptedAt: Date },
) {
  await executor.orm.insert(termsAcceptance).values(row).onConflictDoNothing();
}
