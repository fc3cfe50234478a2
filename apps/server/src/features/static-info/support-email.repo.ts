import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { eq } from "drizzle-orm";

const { brandContent } = schema;

/** The brand's support address as its content lists it, or null for a brand without content. */
export async function selectSupportEmail(executor: Executor, brandId: BrandId): Promise<string | null> {
  const rows = await executor.orm
    .select({ supportEmail: brandContent.supportEmail })
    .from(brandContent)
    .where(eq(brandContent.brandId, brandId));
  return rows[0]?.supportEmail ?? null;
}
