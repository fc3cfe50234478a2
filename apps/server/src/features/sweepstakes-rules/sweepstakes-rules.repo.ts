import { type Executor, schema } from "@casino/db";
import { and, asc, eq, ne } from "drizzle-orm";

const { jurisdictionRule } = schema;

export type JurisdictionRuleRecord = typeof jurisdictionRule.$inferSelect;
export type JurisdictionRuleFields = Omit<JurisdictionRuleRecord, "id" | "updatedAt" | "updatedBy">;

/** Every rule, by code then date. */
export function selectRules(executor: Executor): Promise<JurisdictionRuleRecord[]> {
  return executor.orm
    .select()
    .from(jurisdictionRule)
    .orderBy(asc(jurisdictionRule.code), asc(jurisdictionRule.effectiveFrom));
}

export async function selectRule(executor: Executor, id: string, forUpdate = false) {
  const query = executor.orm.select().from(jurisdictionRule).where(eq(jurisdictionRule.id, id));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row ?? null;
}

/** Whether another row (not `exceptId`) already holds the jurisdiction's date. */
export async function isDateTaken(
  executor: Executor,
  key: { code: string; effectiveFrom: string; exceptId?: string },
): Promise<boolean> {
  const rows = await executor.orm
    .select({ id: jurisdictionRule.id })
    .from(jurisdictionRule)
    .where(
      and(
        eq(jurisdictionRule.code, key.code),
        eq(jurisdictionRule.effectiveFrom, key.effectiveFrom),
        key.exceptId ? ne(jurisdictionRule.id, key.exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

/** The new row, or null when the jurisdiction already has one on that date. */
export async function insertRule(
  executor: Executor,
  fields: JurisdictionRuleFields & { updatedAt: Date; updatedBy: string },
): Promise<JurisdictionRuleRecord | null> {
  const [row] = await executor.orm.insert(jurisdictionRule).values(fields).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateRule(
  executor: Executor,
  id: string,
  fields: JurisdictionRuleFields & { updatedAt: Date; updatedBy: string },
): Promise<JurisdictionRuleRecord | null> {
  const [row] = await executor.orm
    .update(jurisdictionRule)
    .set(fields)
    .where(eq(jurisdictionRule.id, id))
    .returning();
  return row ?? null;
}

export async function deleteRule(executor: Executor, id: string): Promise<void> {
  await executor.orm.delete(jurisdictionRule).where(eq(jurisdictionRule.id, id));
}
